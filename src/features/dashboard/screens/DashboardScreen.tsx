import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PermissionName } from '../../../../contract/permissions';
import type { DashboardCount, DashboardSummary } from '../../../../contract/dashboard';
import { DASHBOARD_COUNTS } from '../../../../contract/dashboard-values';
import { DataTable, Whole, type Column } from '../../../components/data/DataTable/DataTable';
import { EmptyState } from '../../../components/feedback/EmptyState/EmptyState';
import { LoadError } from '../../../components/feedback/LoadError/LoadError';
import { Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { Badge } from '../../../components/ui/Badge/Badge';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { formatQuantity, formatUnitQuantities } from '../../../lib/unit-quantities';
import { useForbiddenRedirect, useShownAnswer } from '../../../lib/list-state/list-helpers';
import { paths, routes } from '../../../lib/routes/routes';
import { theme as tokens } from '../../../theme/tokens';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { OutgoingChart } from '../components/OutgoingChart';

type ShipmentStatus = NonNullable<DashboardSummary['recentShipments']>[number]['status'];
const STATUS_TONES: Record<ShipmentStatus, 'success' | 'warning' | 'danger'> = { PENDING: 'warning', SELESAI: 'success', BATAL: 'danger' };

/** Where each count leads (when the user may open it). */
const COUNT_LINKS: Record<DashboardCount, { route: { permissions: readonly PermissionName[] }; to: () => string }> = {
  customers: { route: routes.customers.data, to: () => paths.customers.data() },
  items: { route: routes.items.data, to: () => paths.items.data() },
  activeFleets: { route: routes.fleets.data, to: () => paths.fleets.data() },
  openDeliveryOrders: { route: routes.deliveryOrders.data, to: () => paths.deliveryOrders.data() },
  shipmentsInProgress: { route: routes.shipments.data, to: () => `${paths.shipments.data()}?status=PENDING` },
};

/**
 * /dashboard and / (read-dashboard): the counts, the last 30 days' outgoing quantity per
 * unit, this month's top 5 items and the newest shipments, from one GET. Each part shows only
 * when the answer holds it (decisions 203, 312: the aggregates come with read-dashboard, the
 * recent shipments only with read-shipments).
 */
export default function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const summary = useDashboardSummary();
  const forbidden = useForbiddenRedirect(summary.error);
  // The answer renders in a transition (chart, tables: one long task otherwise), as the lists'
  // rows do; the skeleton stays until it is ready (decision 267).
  const { data } = useShownAnswer(summary);

  if (summary.error && !forbidden && !summary.data) {
    return <LoadError error={summary.error} onRetry={() => void summary.mutate()} />;
  }
  if (!data) {
    return (
      <Loading aria-busy="true" aria-label={t('loading')} role="status">
        <Skeleton height="88px" shape="block" />
        <Skeleton height="260px" shape="block" />
      </Loading>
    );
  }
  return <Summary summary={data} />;
}

function Summary({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  const counts = DASHBOARD_COUNTS.filter((name) => summary.counts[name] !== undefined);
  const nothing = counts.length === 0 && !summary.outgoingPerDay && !summary.topItems && !summary.recentShipments;
  if (nothing) {
    return (
      <Panel>
        <EmptyState title={t('nothing')} text={t('nothingText')} />
      </Panel>
    );
  }
  return (
    <Frame>
      <Grid>
        {counts.length > 0 && <Counts summary={summary} names={counts} />}
        {summary.outgoingPerDay && (
          <Panel aria-labelledby="dashboard-chart" className="wide">
            <h2 id="dashboard-chart">{t('chart.title')}</h2>
            <p className="sub">{t('chart.subtitle')}</p>
            <OutgoingChart today={summary.today} series={summary.outgoingPerDay} />
          </Panel>
        )}
        {summary.topItems && <TopItems items={summary.topItems} alone={!summary.recentShipments} />}
        {summary.recentShipments && <RecentShipments shipments={summary.recentShipments} alone={!summary.topItems} />}
      </Grid>
    </Frame>
  );
}

function Counts({ summary, names }: { summary: DashboardSummary; names: readonly DashboardCount[] }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatter();
  const canOpen = useCanOpen();
  return (
    <section aria-labelledby="dashboard-counts" className="wide">
      <h2 id="dashboard-counts" className="visually-hidden">
        {t('counts.title')}
      </h2>
      <CountList>
        {names.map((name) => {
          const link = COUNT_LINKS[name];
          const value = format.number(summary.counts[name]);
          const label = t(`counts.${name}`);
          return (
            <li key={name}>
              <span className="label">{label}</span>
              {canOpen(link.route) ? (
                <Link className="value" to={link.to()} aria-label={`${label}: ${value}`}>
                  {value}
                </Link>
              ) : (
                <span className="value">{value}</span>
              )}
              {name === 'openDeliveryOrders' && <span className="hint">{t('counts.openDeliveryOrdersHint')}</span>}
            </li>
          );
        })}
      </CountList>
    </section>
  );
}

type TopItem = NonNullable<DashboardSummary['topItems']>[number];
type RecentShipment = NonNullable<DashboardSummary['recentShipments']>[number];

/** `alone`: the other half of the pair is not in the answer, so this one spans the row. */
function TopItems({ items, alone }: { items: readonly TopItem[]; alone: boolean }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatter();
  const columns = useMemo<Column<TopItem>[]>(
    () => [
      {
        id: 'item',
        header: t('topItems.item'),
        rowHeader: true,
        cell: (item) => (
          <>
            {item.itemName}
            {item.itemCode && <span className="code"> · {item.itemCode}</span>}
          </>
        ),
      },
      { id: 'quantity', header: t('topItems.quantity'), align: 'end', cell: (item) => formatQuantity(item.quantity, item.unit, format) },
    ],
    [t, format],
  );
  return (
    <Panel aria-labelledby="dashboard-top" className={alone ? 'wide' : undefined}>
      <h2 id="dashboard-top">{t('topItems.title')}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('topItems.empty')}</p>
      ) : (
        <PanelTable caption={t('topItems.title')} columns={columns} rows={items} getRowId={(item) => `${item.itemId}-${item.unit}`} state="ready" />
      )}
    </Panel>
  );
}

function RecentShipments({ shipments, alone }: { shipments: readonly RecentShipment[]; alone: boolean }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatter();
  const canOpen = useCanOpen();
  const mayOpen = canOpen(routes.shipments.detail);
  const columns = useMemo<Column<RecentShipment>[]>(
    () => [
      {
        id: 'number',
        header: t('recent.number'),
        rowHeader: true,
        wrap: 'never',
        cell: (shipment) => (mayOpen ? <Link to={paths.shipments.detail(shipment.id)}>{shipment.number}</Link> : shipment.number),
      },
      {
        id: 'plate',
        header: t('recent.plate'),
        cell: (shipment) => (
          <>
            <Whole>{shipment.plate}</Whole> <span className="code">· {t(`recent.modes.${shipment.mode}`)}</span>
          </>
        ),
      },
      { id: 'status', header: t('recent.status'), cell: (shipment) => <Badge tone={STATUS_TONES[shipment.status]}>{t(`recent.statuses.${shipment.status}`)}</Badge> },
      { id: 'total', header: t('recent.total'), align: 'end', cell: (shipment) => formatUnitQuantities(shipment.totals, format) },
      { id: 'createdAt', header: t('recent.createdAt'), cell: (shipment) => <time dateTime={shipment.createdAt}>{format.date(shipment.createdAt)}</time> },
    ],
    [t, format, mayOpen],
  );
  return (
    <Panel aria-labelledby="dashboard-recent" className={alone ? 'wide' : undefined}>
      <h2 id="dashboard-recent">{t('recent.title')}</h2>
      {shipments.length === 0 ? (
        <p className="muted">{t('recent.empty')}</p>
      ) : (
        <PanelTable caption={t('recent.title')} columns={columns} rows={shipments} getRowId={(shipment) => shipment.id} state="ready" />
      )}
    </Panel>
  );
}

const Loading = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
`;

/** The grid's columns follow the room the page gives it (the sidebar open or not), not the window. */
const Frame = styled.div`
  container-type: inline-size;
`;

/*
 * Side by side, the newest shipments take the larger share: five columns there against two in the
 * top items, so a shipment's number, quantities and date keep their words whole.
 */
const Grid = styled.div`
  display: grid;
  gap: 0 ${tokens.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @container (min-width: 60rem) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
  .wide {
    grid-column: 1 / -1;
  }
  .sub,
  .muted {
    margin: 0 0 ${tokens.space.sm};
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
  }
  @media print {
    grid-template-columns: minmax(0, 1fr);
    section {
      break-inside: avoid;
    }
  }
`;

const CountList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${tokens.space.md};
  list-style: none;
  padding: 0;
  margin: 0 0 ${tokens.space.lg};
  li {
    display: grid;
    gap: ${tokens.space.xs};
    padding: ${tokens.space.lg};
    background: ${tokens.color.surface};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  .label {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
  }
  .value {
    font-size: ${tokens.font.size.xxl};
    font-weight: ${tokens.font.weight.bold};
    font-variant-numeric: tabular-nums;
    color: ${tokens.color.text};
    width: fit-content;
  }
  a.value {
    color: ${tokens.color.primary};
    text-decoration: none;
  }
  a.value:hover {
    text-decoration: underline;
  }
  .hint {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
  }
`;

/** The list table inside a panel: the panel draws the frame; a code or a mode reads muted. */
const PanelTable = styled(DataTable)`
  border: 0;
  border-radius: 0;
  background: transparent;
  .code {
    color: ${tokens.color.textMuted};
    font-weight: ${tokens.font.weight.regular};
  }
` as typeof DataTable;
