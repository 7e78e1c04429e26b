import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PermissionName } from '../../../../contract/permissions';
import type { DashboardCount, DashboardSummary } from '../../../../contract/dashboard';
import { DASHBOARD_COUNTS } from '../../../../contract/dashboard-values';
import { EmptyState } from '../../../components/feedback/EmptyState/EmptyState';
import { LoadError } from '../../../components/feedback/LoadError/LoadError';
import { Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { Badge } from '../../../components/ui/Badge/Badge';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { formatUnitQuantities } from '../../../lib/unit-quantities';
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
    <Grid>
      {counts.length > 0 && <Counts summary={summary} names={counts} />}
      {summary.outgoingPerDay && (
        <Panel aria-labelledby="dashboard-chart" className="wide">
          <h2 id="dashboard-chart">{t('chart.title')}</h2>
          <p className="sub">{t('chart.subtitle')}</p>
          <OutgoingChart today={summary.today} series={summary.outgoingPerDay} />
        </Panel>
      )}
      {summary.topItems && <TopItems items={summary.topItems} />}
      {summary.recentShipments && <RecentShipments shipments={summary.recentShipments} />}
    </Grid>
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

function TopItems({ items }: { items: NonNullable<DashboardSummary['topItems']> }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatter();
  return (
    <Panel aria-labelledby="dashboard-top">
      <h2 id="dashboard-top">{t('topItems.title')}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('topItems.empty')}</p>
      ) : (
        <Table aria-labelledby="dashboard-top">
          <thead>
            <tr>
              <th scope="col">{t('topItems.item')}</th>
              <th scope="col" className="number">
                {t('topItems.quantity')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.itemId}>
                <th scope="row" className="name">
                  {item.itemName}
                  {item.itemCode && <span className="code"> · {item.itemCode}</span>}
                </th>
                <td className="number">
                  {format.number(item.quantity)} {item.unit}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}

function RecentShipments({ shipments }: { shipments: NonNullable<DashboardSummary['recentShipments']> }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatter();
  const canOpen = useCanOpen();
  const mayOpen = canOpen(routes.shipments.detail);
  return (
    <Panel aria-labelledby="dashboard-recent">
      <h2 id="dashboard-recent">{t('recent.title')}</h2>
      {shipments.length === 0 ? (
        <p className="muted">{t('recent.empty')}</p>
      ) : (
        <Table aria-labelledby="dashboard-recent">
          <thead>
            <tr>
              <th scope="col">{t('recent.number')}</th>
              <th scope="col">{t('recent.plate')}</th>
              <th scope="col">{t('recent.status')}</th>
              <th scope="col" className="number">
                {t('recent.total')}
              </th>
              <th scope="col">{t('recent.createdAt')}</th>
            </tr>
          </thead>
          <tbody>
            {shipments.map((shipment) => (
              <tr key={shipment.id}>
                <th scope="row">{mayOpen ? <Link to={paths.shipments.detail(shipment.id)}>{shipment.number}</Link> : shipment.number}</th>
                <td className="name">
                  {shipment.plate} <span className="code">· {t(`recent.modes.${shipment.mode}`)}</span>
                </td>
                <td>
                  <Badge tone={STATUS_TONES[shipment.status]}>{t(`recent.statuses.${shipment.status}`)}</Badge>
                </td>
                <td className="number">
                  {formatUnitQuantities(shipment.totals, format)}
                </td>
                <td>
                  <time dateTime={shipment.createdAt}>{format.date(shipment.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}

const Loading = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
`;

const Grid = styled.div`
  display: grid;
  gap: 0 ${tokens.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
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
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
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

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.font.size.sm};
  th,
  td {
    padding: ${tokens.space.sm};
    border-bottom: 1px solid ${tokens.color.border};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    color: ${tokens.color.textMuted};
    font-weight: ${tokens.font.weight.medium};
  }
  tbody th {
    font-weight: ${tokens.font.weight.medium};
  }
  .name {
    overflow-wrap: anywhere;
  }
  .code {
    color: ${tokens.color.textMuted};
    font-weight: ${tokens.font.weight.regular};
  }
  .number {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  a {
    color: ${tokens.color.primary};
  }
`;
