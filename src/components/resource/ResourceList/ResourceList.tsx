import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ListAnswer } from '../../../lib/resource/api';
import type { FilterDefs } from '../../../lib/list-state/list-state';
import { useClampPage, useForbiddenRedirect, useShownAnswer } from '../../../lib/list-state/list-helpers';
import type { ListStateApi } from '../../../lib/list-state/useListState';
import { DataTable, type Column, type RowAction } from '../../data/DataTable/DataTable';
import { FilterBar } from '../../data/FilterBar/FilterBar';
import { Pagination } from '../../data/Pagination/Pagination';
import { Toolbar } from '../../layout/ScreenParts/ScreenParts';
import { ButtonLink } from '../../ui/ButtonLink/ButtonLink';
import { LISTS } from '../../../../contract/areas';
import { useCan } from '../../../lib/access/AccessContext';
import { ListExport, type ExportFilterWords } from '../ListExport/ListExport';
import { SavedViews } from '../SavedViews/SavedViews';
import { BulkBar, type Selection } from '../BulkBar/BulkBar';
import type { BulkAction } from '../../../../contract/bulk-values';

/** What SWR answers for a list page (the area's `useCustomers(query)`). */
export interface ListResponse<Row> {
  data?: ListAnswer<Row>;
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate(): unknown;
}

export interface ResourceListProps<Row, F extends FilterDefs> {
  /** The list's URL state (useListState with the area's config). */
  list: ListStateApi<F>;
  /** The page for `list.apiQuery`, from the area's list hook. */
  answer: ListResponse<Row>;
  /** Keep stable (module constant or useMemo). */
  columns: readonly Column<Row>[];
  getRowLabel(row: Row): string;
  caption: string;
  searchLabel: string;
  searchPlaceholder?: string;
  emptyTitle: string;
  emptyText?: string;
  /** The area's filters beside the search box (each a Field). */
  filters?: ReactNode;
  /**
   * The toolbar's links, already filtered by permission (docs/product/permissions.md: "Tambah
   * Kustomer" with create-customer, "Log perubahan" with read-customers-logs).
   */
  links?: readonly { to: string; label: string; primary?: boolean }[];
  /** The record's pages the user may open; each left out without its permission. */
  detailPath?(row: NoInfer<Row>): string;
  editPath?(row: NoInfer<Row>): string;
  /** The Detail action's words when the area has its own ("Details" in users' English). */
  detailLabel?: string;
  /**
   * Further row actions the user may take (users' deactivate and restore, a DO's cancel); keep it
   * stable. Their confirmation dialogs go in `children`.
   */
  moreActions?(row: NoInfer<Row>): readonly RowAction[];
  /**
   * The list's export, offered with export-lists: the area's endpoint, the record fields it may
   * write, and the words of the filters as they are set now (the search is added here).
   */
  exporting?: { path: string; exportable: readonly string[]; filters?: readonly ExportFilterWords[]; apiQuery?: string };
  /** The area key its saved views belong to ("Tampilan", docs/decisions/334-saved-views.md); none without it. */
  viewsKey?: string;
  /**
   * Rows can be chosen (docs/decisions/332-bulk-actions.md): the area's API path and namespace,
   * the bulk actions the user may take, and links that take the chosen ids. The export of the
   * chosen rows comes with `exporting`.
   */
  bulk?: { api: string; ns: string; actions: readonly BulkAction[]; links?: (ids: readonly number[]) => readonly { to: string; label: string }[] };
  children?: ReactNode;
}

/**
 * Every resource list (docs/product/screens.md): URL-synced search, filters, sort, page and size;
 * skeleton, empty ("no data yet" or "no match"), error with retry; Detail and Ubah per permission,
 * a row opens its detail; a 403 page load goes to /404 and a page past the end moves to the last
 * page (the shared list helpers' rules, one behaviour for every area).
 */
export function ResourceList<Row extends { id: number }, F extends FilterDefs>({
  list,
  answer,
  columns,
  getRowLabel,
  caption,
  searchLabel,
  searchPlaceholder,
  emptyTitle,
  emptyText,
  filters,
  links = [],
  detailPath,
  editPath,
  detailLabel,
  moreActions,
  exporting,
  viewsKey,
  bulk,
  children,
}: ResourceListProps<Row, F>) {
  const { t } = useTranslation('ui');
  const can = useCan();
  const navigate = useNavigate();
  useForbiddenRedirect(answer.error);
  useClampPage(list.page, answer.data?.paging.totalPages, list.setPage);
  const shown = useShownAnswer(answer);

  const rowActions = useCallback(
    (row: Row) => {
      const actions: RowAction[] = [];
      if (detailPath) actions.push({ id: 'detail', label: detailLabel ?? t('resource.detail'), to: detailPath(row) });
      if (editPath) actions.push({ id: 'edit', label: t('resource.edit'), to: editPath(row) });
      if (moreActions) actions.push(...moreActions(row));
      return actions;
    },
    [t, detailPath, editPath, detailLabel, moreActions],
  );

  const mayExport = exporting !== undefined && can(LISTS.permission.export);

  // The choice belongs to the list's query: a new search, filter or sort clears it; paging keeps it.
  const [selection, setSelection] = useState<Selection>({ kind: 'ids', ids: [] });
  const scope = list.apiQuery.replace(/(^|&)(page|size)=[^&]*/g, '');
  useEffect(() => setSelection({ kind: 'ids', ids: [] }), [scope]);
  // Each chosen row's name as last seen, for the refusals of rows on other pages.
  const names = useRef(new Map<number, string>());
  for (const row of shown.data?.data ?? []) names.current.set(row.id, getRowLabel(row));
  const chosen = selection.kind === 'all' ? null : new Set(selection.ids);
  const chooseColumn = useMemo<Column<Row> | null>(
    () =>
      bulk
        ? {
            id: 'select',
            header: t('bulk.column'),
            width: '56px',
            export: false,
            cell: (row: Row) => (
              <input
                type="checkbox"
                aria-label={t('bulk.selectRow', { name: getRowLabel(row) })}
                checked={chosen === null || chosen.has(row.id)}
                disabled={chosen === null}
                onChange={() =>
                  setSelection((before) =>
                    before.kind === 'all' ? before : { kind: 'ids', ids: before.ids.includes(row.id) ? before.ids.filter((id) => id !== row.id) : [...before.ids, row.id] },
                  )
                }
                onClick={(event) => event.stopPropagation()}
              />
            ),
          }
        : null,
    // The checked state is part of the cell: the column changes with the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [bulk !== undefined, t, getRowLabel, selection],
  );
  const shownColumns = useMemo(() => (chooseColumn ? [chooseColumn, ...columns] : columns), [chooseColumn, columns]);
  const exportFilters = useMemo(
    () => [...(list.q ? [{ param: 'q', label: t('export.search'), value: list.q }] : []), ...(exporting?.filters ?? [])],
    [list.q, t, exporting?.filters],
  );
  const exportProps = { path: exporting?.path ?? '', title: caption, columns, exportable: exporting?.exportable ?? [], apiQuery: exporting?.apiQuery ?? list.apiQuery, filters: exportFilters };

  return (
    <>
      {(links.length > 0 || mayExport || viewsKey) && (
        <Toolbar>
          {viewsKey && <SavedViews listKey={viewsKey} list={list} />}
          {mayExport && (
            <ListExport {...exportProps} total={shown.data?.paging.totalItems} />
          )}
          {links.map((link) => (
            <ButtonLink key={link.to} to={link.to} variant={link.primary ? 'primary' : 'secondary'}>
              {link.label}
            </ButtonLink>
          ))}
        </Toolbar>
      )}
      <FilterBar
        search={list.q}
        onSearchChange={list.setSearch}
        searchLabel={searchLabel}
        searchPlaceholder={searchPlaceholder}
        onReset={list.reset}
        canReset={list.isFiltered}
        activeFilters={Object.values(list.filters as Record<string, unknown>).filter((value) => value !== undefined).length}
      >
        {filters}
      </FilterBar>
      {bulk && (
        <BulkBar
          api={bulk.api}
          ns={bulk.ns}
          selection={selection}
          pageIds={(shown.data?.data ?? []).map((row) => row.id)}
          total={shown.data?.paging.totalItems}
          apiQuery={list.apiQuery}
          actions={bulk.actions}
          links={bulk.links}
          recordName={(id) => names.current.get(id) ?? `#${id}`}
          onSelect={setSelection}
          exportChosen={
            mayExport
              ? (ids) => (
                  <ListExport {...exportProps} ids={ids} buttonLabel={t('bulk.actions.export')} />
                )
              : undefined
          }
        />
      )}
      <DataTable
        caption={caption}
        columns={shownColumns}
        rows={shown.data?.data}
        getRowId={(row) => row.id}
        getRowLabel={getRowLabel}
        state={shown.state}
        error={answer.error}
        onRetry={() => void answer.mutate()}
        sort={list.sort}
        onSortChange={list.setSort}
        rowActions={detailPath || editPath || moreActions ? rowActions : undefined}
        onRowOpen={detailPath ? (row) => navigate(detailPath(row)) : undefined}
        filtered={list.isFiltered}
        emptyTitle={emptyTitle}
        emptyText={emptyText}
      />
      {shown.data && (
        <Pagination
          {...shown.data.paging}
          page={list.page}
          size={list.size}
          onPageChange={list.setPage}
          onSizeChange={list.setSize}
          disabled={answer.isLoading}
        />
      )}
      {children}
    </>
  );
}
