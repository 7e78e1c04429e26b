import { useDeferredValue, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/errors';
import type { SortState } from '../../../lib/list-state/list-state';
import { EmptyState } from '../../feedback/EmptyState/EmptyState';
import { Button } from '../../ui/Button/Button';
import { Icon } from '../../ui/Icon/Icon';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { useMediaQuery } from '../../layout/Sidebar/useMediaQuery';
import { Wrap } from './DataTable.styles';
import { PHONE_QUERY } from './phone';
import { TableRow, type RowProps } from './TableRow';

export type { SortState };
// A cell's parts come with the table, so a list that uses them downloads no chunk of their own.
export { CellLines, Whole } from './CellParts';

export interface Column<Row> {
  id: string;
  /** The header's text; also the sort button's name. */
  header: string;
  cell(row: Row): ReactNode;
  sortable?: boolean;
  /** The API's sort field when it differs from `id`. */
  sortField?: string;
  align?: 'start' | 'center' | 'end';
  /** A CSS width for the column (`120px`, `20%`). */
  width?: string | number;
  /**
   * Where a cell's text may break. `words` (the default): only between words, so the table sizes
   * the column to its longest word and scrolls sideways rather than cut one. `anywhere`: for long
   * values without spaces (an e-mail or IP address, a file name), which would otherwise widen the
   * table. `never`: an identifier read whole in the table (a record number, an item code, not
   * "BRG-" over "016"); a phone's card still wraps it like words.
   */
  wrap?: 'words' | 'anywhere' | 'never';
  /** The cell names its row (a `<th scope="row">`): usually the name or the number. */
  rowHeader?: boolean;
  /**
   * Its place in a row read on a phone: the card's title (the row header's default), the status
   * beside it (the default of a column with id `status`), a labelled line (every other column's
   * default), or left out.
   */
  phone?: PhoneCell;
  /**
   * How the list's export writes the column (docs/decisions/331-list-export.md): the record's
   * field (default: the id) and the words of its coded values (a status, a flag); false leaves it
   * out. A field the area does not declare exportable is left out too.
   */
  export?: { readonly field?: string; readonly values?: Readonly<Record<string, string>> } | false;
}

export type PhoneCell = 'title' | 'status' | 'field' | 'hidden';

export interface RowAction {
  /** Defaults to the label. */
  id?: string;
  label: string;
  /** A link (detail, edit) … */
  to?: string;
  /** … or an action (deactivate, restore), usually opening a confirmation. */
  onSelect?(): void;
  tone?: 'default' | 'danger';
}

export type TableState = 'loading' | 'ready' | 'error';

export interface DataTableProps<Row> {
  /** The table's accessible name; shown above it with `showCaption`. */
  caption: string;
  showCaption?: boolean;
  /** Keep it stable (module constant or useMemo): rows re-render only when their inputs change. */
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  getRowId(row: Row): string | number;
  /** Names a row in its actions' accessible names ("Ubah Budi Santoso"). */
  getRowLabel?(row: Row): string;
  /** loading with rows present keeps them on screen, dimmed, while the next page comes. */
  state: TableState;
  error?: unknown;
  /** Replaces the error text chosen from the error. */
  errorText?: string;
  onRetry?(): void;
  sort?: SortState | null;
  onSortChange?(sort: SortState): void;
  /**
   * The actions the user may take on a row: the caller passes only those the user's permissions
   * allow. Without it (a read-only user) there is no actions column.
   */
  rowActions?(row: Row): readonly RowAction[];
  /**
   * inline buttons, a menu per row, or auto: a menu above three actions. The menu opens inside
   * the table's scroll area, so inline suits the common one to three actions better.
   */
  actionsDisplay?: 'auto' | 'inline' | 'menu';
  /** Click or Enter on a focused row: usually the detail page. */
  onRowOpen?(row: Row): void;
  emptyTitle?: string;
  emptyText?: ReactNode;
  /**
   * A search or filter narrows the list (useListState's `isFiltered`): an empty answer then reads
   * "Tidak ada yang cocok" rather than "no data yet".
   */
  filtered?: boolean;
  /** Skeleton rows while the first page loads; default 5. */
  skeletonRows?: number;
  className?: string;
}

const ariaSort = (direction: SortState['direction']) => (direction === 'asc' ? 'ascending' : 'descending');
const cssWidth = (width: string | number | undefined) => (typeof width === 'number' ? `${width}px` : width);

/**
 * The list table (docs/product/screens.md): sortable headers, per-permission row actions,
 * keyboard-openable rows, a sticky header, and loading, empty and error states in place of the
 * rows. On a phone each row reads as a card (title and status on top, the other columns as labelled
 * lines) with its actions in one menu, and the sortable headers become a row of sort buttons above
 * the cards.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows: latestRows,
  getRowId,
  getRowLabel,
  state,
  error,
  errorText,
  onRetry,
  sort,
  onSortChange,
  rowActions,
  actionsDisplay = 'auto',
  onRowOpen,
  emptyTitle,
  emptyText,
  filtered = false,
  skeletonRows = 5,
  className,
}: DataTableProps<Row>) {
  const { t } = useTranslation('ui');
  const statusId = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const hasActions = !!rowActions;
  const columnCount = columns.length + (hasActions ? 1 : 0);
  // New rows render in a transition (decision 263): a page of rows with links, badges and dates is
  // the second-largest render of a load, and an update from SWR's store would otherwise render it
  // in one uninterrupted task. Until then the table shows what it showed: the placeholders, or
  // the previous rows dimmed.
  const rows = useDeferredValue(latestRows);
  const hasRows = !!rows && rows.length > 0;
  const busy = state === 'loading' || rows !== latestRows;

  const errorMessage = () => {
    if (errorText) return errorText;
    if (isApiError(error) && error.isNetwork) return t('table.error.network');
    if (isApiError(error) && error.status === 403) return t('table.error.forbidden');
    return t('table.error.generic');
  };

  let body: ReactNode;
  if (state === 'error') {
    body = (
      <tr>
        <td colSpan={columnCount} className="state">
          <div className="error" role="alert">
            <Icon name="error" size={28} />
            <p className="title">{t('table.error.title')}</p>
            <p className="text">{errorMessage()}</p>
            {onRetry && (
              <Button variant="secondary" onClick={onRetry}>
                {t('table.error.retry')}
              </Button>
            )}
          </div>
        </td>
      </tr>
    );
  } else if (busy && !hasRows) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      <tr key={index} data-placeholder="true">
        {Array.from({ length: columnCount }, (__, cell) => (
          <td key={cell}>
            <Skeleton width={cell === 0 ? '80%' : '60%'} />
          </td>
        ))}
      </tr>
    ));
  } else if (!hasRows) {
    body = (
      <tr>
        <td colSpan={columnCount} className="state">
          {filtered ? (
            <EmptyState size="compact" title={t('empty.noMatch')} text={t('empty.noMatchText')} />
          ) : (
            <EmptyState size="compact" title={emptyTitle ?? t('table.empty')} text={emptyText} />
          )}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <TableRow
        key={getRowId(row)}
        row={row}
        columns={columns as readonly Column<unknown>[]}
        rowActions={rowActions as RowProps['rowActions']}
        actionsDisplay={phone ? 'menu' : actionsDisplay}
        getRowLabel={getRowLabel as RowProps['getRowLabel']}
        onRowOpen={onRowOpen as RowProps['onRowOpen']}
      />
    ));
  }

  return (
    // The scroll box is a labelled, focusable region so a keyboard alone can scroll a table wider
    // or taller than its box (WCAG 2.1.1; axe's scrollable-region-focusable). Its name says
    // "table" so it never repeats the section around it (landmark-unique).
    <Wrap className={className} data-busy={busy || undefined} role="region" aria-label={t('table.region', { caption })} tabIndex={0}>
      <span id={statusId} role="status" className="visually-hidden">
        {busy ? t('table.loading') : ''}
      </span>
      <table aria-busy={busy || undefined}>
        <caption className={showCaption ? undefined : 'visually-hidden'} data-visible={showCaption || undefined}>
          {caption}
        </caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={column.width !== undefined ? { width: cssWidth(column.width) } : undefined} />
          ))}
          {hasActions && <col />}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => {
              const field = column.sortField ?? column.id;
              const sorted = sort && sort.field === field ? sort.direction : null;
              const sortable = !!column.sortable && !!onSortChange;
              return (
                <th
                  key={column.id}
                  scope="col"
                  data-align={column.align}
                  data-sortable={sortable || undefined}
                  aria-sort={column.sortable && sorted ? ariaSort(sorted) : undefined}
                >
                  {sortable ? (
                    <button
                      type="button"
                      className="sort"
                      onClick={() => onSortChange({ field, direction: sorted === 'asc' ? 'desc' : 'asc' })}
                    >
                      {column.header}
                      <span className="arrow">
                        <Icon name="chevron-down" size={14} />
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {hasActions && (
              <th scope="col" data-align="end">
                {t('table.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody data-stale={busy && hasRows ? 'true' : undefined}>{body}</tbody>
      </table>
    </Wrap>
  );
}
