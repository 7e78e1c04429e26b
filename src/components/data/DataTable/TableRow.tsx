import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dropdown } from '../../ui/Dropdown/Dropdown';
import type { Column, PhoneCell, RowAction } from './DataTable';

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="menu"], [role="menuitem"]';

export interface RowProps {
  row: unknown;
  columns: readonly Column<unknown>[];
  rowActions?: (row: unknown) => readonly RowAction[];
  actionsDisplay: 'auto' | 'inline' | 'menu';
  getRowLabel?: (row: unknown) => string;
  onRowOpen?: (row: unknown) => void;
}

/** Where a column's cell goes in a phone's card when the column does not say. */
const phoneCell = (column: Column<unknown>): PhoneCell =>
  column.phone ?? (column.rowHeader ? 'title' : column.id === 'status' ? 'status' : 'field');

/** Memoised: a sort or page change re-renders only the rows whose data changed. */
export const TableRow = memo(function TableRow({ row, columns, rowActions, actionsDisplay, getRowLabel, onRowOpen }: RowProps) {
  const openable = !!onRowOpen;
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!onRowOpen) return;
    const target = event.target as HTMLElement;
    if (target.closest(INTERACTIVE) && event.currentTarget.contains(target.closest(INTERACTIVE))) return;
    onRowOpen(row);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (onRowOpen && event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onRowOpen(row);
    }
  };
  return (
    <tr
      tabIndex={openable ? 0 : undefined}
      data-openable={openable || undefined}
      onClick={openable ? onClick : undefined}
      onKeyDown={openable ? onKeyDown : undefined}
    >
      {columns.map((column) => {
        const phone = phoneCell(column);
        // The header's text labels a line of the phone's card (CSS shows it there only), and the
        // value is one box beside it there, so its wrapped lines stay in their column.
        const label = phone === 'field' ? column.header : undefined;
        const content = label === undefined ? column.cell(row) : <div className="cell-value">{column.cell(row)}</div>;
        return column.rowHeader ? (
          <th key={column.id} scope="row" data-align={column.align} data-wrap={column.wrap} data-phone={phone} data-label={label}>
            {content}
          </th>
        ) : (
          <td key={column.id} data-align={column.align} data-wrap={column.wrap} data-phone={phone} data-label={label}>
            {content}
          </td>
        );
      })}
      {rowActions && (
        <td data-align="end" data-phone="actions">
          <RowActions actions={rowActions(row)} display={actionsDisplay} rowLabel={getRowLabel?.(row)} />
        </td>
      )}
    </tr>
  );
});

function RowActions({
  actions,
  display,
  rowLabel,
}: {
  actions: readonly RowAction[];
  display: 'auto' | 'inline' | 'menu';
  rowLabel?: string;
}) {
  const { t } = useTranslation('ui');
  if (actions.length === 0) return null;
  const asMenu = display === 'menu' || (display === 'auto' && actions.length > 3);
  if (asMenu) {
    return (
      <Dropdown
        label={rowLabel ? t('table.rowActions', { row: rowLabel }) : t('table.actions')}
        text={t('table.actions')}
        items={actions.map((action) => {
          const id = action.id ?? action.label;
          return action.to !== undefined
            ? { kind: 'link' as const, id, label: action.label, to: action.to }
            : { kind: 'action' as const, id, label: action.label, onSelect: () => action.onSelect?.() };
        })}
      />
    );
  }
  return (
    <div className="actions">
      {actions.map((action) => {
        const name = rowLabel ? t('table.actionFor', { action: action.label, row: rowLabel }) : undefined;
        return action.to !== undefined ? (
          <Link key={action.id ?? action.label} className="action" data-tone={action.tone} to={action.to} aria-label={name}>
            {action.label}
          </Link>
        ) : (
          <button
            key={action.id ?? action.label}
            type="button"
            className="action"
            data-tone={action.tone}
            aria-label={name}
            onClick={() => action.onSelect?.()}
          >
            {action.label}
          </button>
        );
      })}
    </div>
  );
}
