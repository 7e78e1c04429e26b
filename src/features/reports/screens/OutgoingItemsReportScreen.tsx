import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { daysInRange, REPORT_GROUPS, REPORT_MAX_DAYS, REPORT_SORT_FIELDS } from '../../../../contract/reports-values';
import { SHIPMENT_MODES } from '../../../../contract/shipments-values';
import { EmptyState } from '../../../components/feedback/EmptyState/EmptyState';
import { LoadError } from '../../../components/feedback/LoadError/LoadError';
import { DateRangeInput } from '../../../components/form/DateRangeInput/DateRangeInput';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { Filters, Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { PRINT_HIDE, PRINT_ROOT, PrintSetup } from '../../../components/print/PrintSetup/PrintSetup';
import { CustomerPicker } from '../../../components/pickers/CustomerPicker/CustomerPicker';
import { ItemPicker } from '../../../components/pickers/ItemPicker/ItemPicker';
import { Button } from '../../../components/ui/Button/Button';
import { SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { useCan } from '../../../lib/access/AccessContext';
import { isApiError } from '../../../lib/api/errors';
import { businessToday, useFormatter } from '../../../lib/format';
import { serializeSort, type ListStateConfig } from '../../../lib/list-state/list-state';
import { useForbiddenRedirect } from '../../../lib/list-state/list-helpers';
import { useListState } from '../../../lib/list-state/useListState';
import { theme as tokens } from '../../../theme/tokens';
import { useOutgoingReport } from '../api/outgoing-report';
import { ReportExport } from '../components/ReportExport';
import { OutgoingReportTable } from '../components/OutgoingReportTable';
import { PERIOD_PRESETS, presetOf, presetPeriod } from '../components/periods';
import { CUSTOMERS, ITEMS, REPORTS } from '../../../../contract/areas';

const ID = { kind: 'number', min: 1, max: 2_147_483_647 } as const;
const REPORT_STATE = {
  sortFields: REPORT_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  filters: {
    customerId: ID,
    itemId: ID,
    mode: { kind: 'enum', values: SHIPMENT_MODES },
    groupBy: { kind: 'enum', values: REPORT_GROUPS },
    date: { kind: 'dateRange' },
  },
} as const satisfies ListStateConfig;
const SORTS = ['name', '-name', 'quantity', '-quantity'] as const;

/**
 * /reports/outgoing-items (read-reports-outgoing-items; docs/product/business-rules.md): the
 * quantities on shipments completed in a period, per item or per customer, with subtotals and
 * totals per unit; every filter in the URL (a copied link reopens the same report; no dates = this
 * month); printable; XLSX and CSV from the server with download-reports-outgoing-items.
 */
export default function OutgoingItemsReportScreen() {
  const { t } = useTranslation('reports');
  const format = useFormatter();
  const can = useCan();
  const state = useListState(REPORT_STATE);
  const { filters, setFilter, setFilters } = state;
  const today = businessToday();
  const period = filters.date?.start || filters.date?.end ? { start: filters.date.start ?? '', end: filters.date.end ?? '' } : presetPeriod('month', today);
  const incomplete = !period.start || !period.end;
  const days = incomplete ? 0 : daysInRange(period.start, period.end);
  const tooLong = days > REPORT_MAX_DAYS;
  const groupBy = filters.groupBy ?? 'item';
  const sort = serializeSort(state.sort ?? { field: 'name', direction: 'asc' });

  const query = useMemo(() => {
    if (incomplete || tooLong) return null;
    const params = new URLSearchParams({ startDate: period.start, endDate: period.end, groupBy, sort });
    if (filters.customerId !== undefined) params.set('customerId', String(filters.customerId));
    if (filters.itemId !== undefined) params.set('itemId', String(filters.itemId));
    if (filters.mode) params.set('mode', filters.mode);
    return params.toString();
  }, [incomplete, tooLong, period.start, period.end, groupBy, sort, filters.customerId, filters.itemId, filters.mode]);

  const report = useOutgoingReport(query);
  const forbidden = useForbiddenRedirect(report.error);
  const preset = incomplete ? 'custom' : presetOf(period as { start: string; end: string }, today);
  const periodText = (start: string, end: string) => (start === end ? format.calendarDay(start) : `${format.calendarDay(start)} – ${format.calendarDay(end)}`);
  const data = query === null ? undefined : report.data;
  const notFound = isApiError(report.error) && report.error.status === 404;

  return (
    <Root {...PRINT_ROOT}>
      <PrintSetup keepTitle pageNumbers={REPORT_PAGE_NUMBERS} />
      <Filters role="search" aria-label={t('outgoing.filters')} {...PRINT_HIDE}>
        <div className="period" role="group" aria-label={t('outgoing.period')}>
          <span className="label" aria-hidden="true">
            {t('outgoing.period')}
          </span>
          <div className="presets">
            {PERIOD_PRESETS.map((name) => (
              <Button key={name} size="sm" variant={preset === name ? 'primary' : 'secondary'} aria-pressed={preset === name} onClick={() => setFilter('date', presetPeriod(name, today))}>
                {t(`outgoing.presets.${name}`)}
              </Button>
            ))}
          </div>
          <DateRangeInput value={period} onChange={(range) => setFilter('date', range)} />
        </div>
        {can(CUSTOMERS.permission.list) && (
          <Field label={t('outgoing.customer')}>
            <CustomerPicker value={filters.customerId ?? null} onChange={(id) => setFilter('customerId', id ?? undefined)} placeholder={t('outgoing.anyCustomer')} />
          </Field>
        )}
        {can(ITEMS.permission.list) && (
          <Field label={t('outgoing.item')}>
            <ItemPicker value={filters.itemId ?? null} onChange={(id) => setFilter('itemId', id ?? undefined)} placeholder={t('outgoing.anyItem')} />
          </Field>
        )}
        <Field label={t('outgoing.mode')}>
          <Select
            options={SHIPMENT_MODES.map((mode) => ({ value: mode, label: t(`outgoing.modes.${mode}`) }))}
            placeholder={t('outgoing.anyMode')}
            value={filters.mode ?? ''}
            onChange={(event) => setFilter('mode', (event.target.value || undefined) as (typeof SHIPMENT_MODES)[number] | undefined)}
          />
        </Field>
        <Field label={t('outgoing.groupBy')}>
          <Select
            options={REPORT_GROUPS.map((group) => ({ value: group, label: t(`outgoing.groups.${group}`) }))}
            value={groupBy}
            onChange={(event) => setFilter('groupBy', event.target.value === 'customer' ? 'customer' : undefined)}
          />
        </Field>
        <Field label={t('outgoing.sort')}>
          <Select
            options={SORTS.map((value) => ({ value, label: t(`outgoing.sorts.${value}`) }))}
            value={sort}
            onChange={(event) => {
              const value = event.target.value;
              state.setSort(value === 'name' ? null : { field: value.replace('-', ''), direction: value.startsWith('-') ? 'desc' : 'asc' });
            }}
          />
        </Field>
        <div className="reset">
          <Button
            variant="secondary"
            onClick={state.reset}
          >
            {t('outgoing.reset')}
          </Button>
        </div>
      </Filters>

      <div className="actions" {...PRINT_HIDE}>
        <Button variant="secondary" onClick={() => window.print()} disabled={!data}>
          {t('outgoing.print')}
        </Button>
        {can(REPORTS.permission.downloadOutgoingItems) && query !== null && <ReportExport query={query} />}
      </div>

      {incomplete ? (
        <p role="alert" className="notice">
          {t('outgoing.incomplete')}
        </p>
      ) : tooLong ? (
        <p role="alert" className="notice">
          {t('outgoing.tooLong', { max: REPORT_MAX_DAYS, days })}
        </p>
      ) : notFound ? (
        <Panel>
          <EmptyState icon="info" title={t('outgoing.notFound')} action={<Button onClick={() => setFilters({ customerId: undefined, itemId: undefined })}>{t('outgoing.reset')}</Button>} />
        </Panel>
      ) : report.error && !forbidden && !report.isValidating ? (
        <LoadError error={report.error} onRetry={() => void report.mutate()} />
      ) : !data ? (
        <Panel role="status" aria-busy="true" aria-label={t('outgoing.loading')}>
          <SkeletonText lines={8} />
        </Panel>
      ) : (
        <section className="sheet" aria-labelledby="report-summary">
          <p id="report-summary" className="summary">
            {t('outgoing.summary', {
              period: periodText(data.startDate, data.endDate),
              customer: data.filters.customerName ?? t('outgoing.all'),
              item: data.filters.itemName ?? t('outgoing.all'),
              mode: data.filters.mode ? t(`outgoing.modes.${data.filters.mode}`) : t('outgoing.all'),
              group: t(`outgoing.groups.${data.groupBy}`),
            })}
          </p>
          <p className="meta">
            {t('outgoing.generatedAt', { time: format.dateTime(data.generatedAt) })} · {t('outgoing.rowCount', { count: data.rowCount, n: format.number(data.rowCount) })}
          </p>
          {data.rowCount === 0 ? (
            <Panel>
              <EmptyState icon="info" title={t('outgoing.empty')} text={t('outgoing.emptyText')} />
            </Panel>
          ) : (
            <OutgoingReportTable report={data} caption={t('outgoing.caption', { period: periodText(data.startDate, data.endDate) })} busy={report.isValidating} />
          )}
        </section>
      )}
    </Root>
  );
}

/** Printed, the report numbers its pages "1 / 3" at the bottom right (decision 205). */
const REPORT_PAGE_NUMBERS = { label: '{page} / {pages}', position: 'bottom-right' } as const;

const Root = styled.div`
  /* The period takes a row of its own: its presets and dates side by side, not one filter's width. */
  .period {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${tokens.space.sm};
    flex: 1 1 100%;
  }
  .period .label {
    flex-basis: 100%;
    font-weight: ${tokens.font.weight.medium};
  }
  .presets {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    align-items: flex-start;
    gap: ${tokens.space.sm};
    margin-bottom: ${tokens.space.md};
  }
  .summary {
    margin: 0;
    font-weight: ${tokens.font.weight.medium};
    overflow-wrap: anywhere;
  }
  .meta {
    margin: ${tokens.space.xs} 0 ${tokens.space.sm};
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
  }
  .notice {
    padding: ${tokens.space.md};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.warningBg};
    color: ${tokens.color.text};
  }
  .sheet {
    overflow-x: auto;
  }
  @media print {
    .sheet {
      overflow: visible;
    }
  }
`;

