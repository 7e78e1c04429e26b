import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_STATUSES } from '../../../../contract/lists-values';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { bulkActionsOf } from '../../../../contract/bulk-values';
import type { FilterDefs } from '../../../lib/list-state/list-state';
import { useListState, type ListStateApi } from '../../../lib/list-state/useListState';
import { useList } from '../../../lib/resource/api';
import { useAreaWords } from '../../../lib/resource/area-words';
import { listConfigOf } from '../../../lib/resource/list-config';
import { recordLabel, type PlainArea } from '../../../lib/resource/plain-area';
import { pagesOf } from '../../../lib/routes/routes';
import type { Column } from '../../data/DataTable/DataTable';
import { RecordStatusFilter } from '../RecordStatus/RecordStatus';
import { ResourceList } from '../ResourceList/ResourceList';

/** The status filter every area that retires records has (`archive`, decision 330). */
const STATUS_FILTER = { status: { kind: 'enum', values: RECORD_STATUSES } } as const;

export interface AreaListProps<Row, F extends FilterDefs> {
  area: PlainArea;
  /** Keep stable (module constant or useMemo). */
  columns: readonly Column<Row>[];
  /** The area's own filters' URL state (its declaration names them), and their fields. */
  filterDefs?: F;
  filters?(list: ListStateApi<F>): ReactNode;
}

/**
 * `/{area}/data` of a plain area (docs/product/screens.md): ResourceList on the area's list
 * endpoint, sorted and searched as its declaration allows, with "Log perubahan", "Tambah …",
 * Detail and Ubah each where the user may open their page; after the area's own filters, the
 * status filter of an area that retires records.
 */
export function AreaList<Row extends { id: number }, F extends FilterDefs = Record<string, never>>({ area, columns, filterDefs, filters }: AreaListProps<Row, F>) {
  const { t } = useTranslation('ui');
  const words = useAreaWords(area.key);
  const canOpen = useCanOpen();
  const can = useCan();
  const list = useListState(listConfigOf(area.list, (area.archive ? { ...filterDefs, ...STATUS_FILTER } : filterDefs) as F));
  // The status filter's own view of the same state: its definition is added above when the area retires records.
  const statusList = list as unknown as ListStateApi<typeof STATUS_FILTER>;
  const answer = useList<Row>(area.api, list.apiQuery);
  const { routes, paths } = pagesOf(area.key);
  // The filters as the export's heading says them: the area's own by their field's name and value
  // (an item's unit), the status by its words.
  const values = list.filters as Record<string, unknown>;
  const exportFilters = Object.keys(values).flatMap((name) => {
    const value = values[name];
    if (value === undefined || (name === 'status' && value === 'all')) return [];
    return name === 'status' && area.archive
      ? [{ param: 'status', label: t('area.status.filter'), value: t(`area.status.${String(value)}`) }]
      : [{ param: name, label: words(`fields.${name}`), value: String(value) }];
  });
  const detailPath = useCallback((row: Row) => paths.detail(row.id), [paths]);
  const editPath = useCallback((row: Row) => paths.edit(row.id), [paths]);
  return (
    <ResourceList
      list={list}
      answer={answer}
      columns={columns}
      getRowLabel={(row) => recordLabel(area, row)}
      caption={words('list.caption')}
      searchLabel={words('list.searchLabel')}
      searchPlaceholder={words('list.searchPlaceholder')}
      emptyTitle={words('list.empty')}
      emptyText={words('list.emptyText')}
      filters={
        <>
          {filters?.(list)}
          {area.archive && <RecordStatusFilter value={statusList.filters.status} onChange={(status) => statusList.setFilter('status', status)} />}
        </>
      }
      links={[
        // Beside "Ekspor": importing needs the create or the update permission on top of the page's own.
        ...(routes.import && paths.import && canOpen(routes.import) && (can(area.permission.create) || can(area.permission.update)) ? [{ to: paths.import(), label: t('import.button') }] : []),
        ...(canOpen(routes.logs) ? [{ to: paths.logs(), label: t('resource.logs') }] : []),
        ...(canOpen(routes.new) ? [{ to: paths.new(), label: words('list.add'), primary: true }] : []),
      ]}
      viewsKey={area.key}
      bulk={{ api: area.api, ns: area.key, actions: can(area.permission.update) ? bulkActionsOf(area) : [] }}
      exporting={{ path: `${area.api}/export`, exportable: Object.keys(area.list.columns ?? {}), filters: exportFilters }}
      detailPath={canOpen(routes.detail) ? detailPath : undefined}
      editPath={canOpen(routes.edit) ? editPath : undefined}
    />
  );
}
