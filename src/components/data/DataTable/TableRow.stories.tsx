import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../../ui/Badge/Badge';
import type { Column, RowAction } from './DataTable';
import { Wrap } from './DataTable.styles';
import { TableRow, type RowProps } from './TableRow';

/**
 * One body row of DataTable on its own (memoised, so a sort re-renders only changed rows):
 * its cells, its row header, its actions inline or in a menu, and opening the row by click or
 * Enter without stealing the clicks meant for its links and buttons. `Data/DataTable` shows rows
 * in a whole table (sorting, states, 100 rows).
 */
interface UserRow {
  id: number;
  name: string;
  username: string;
  role: string;
  active: boolean;
}

const budi: UserRow = { id: 7, name: 'Budi Santoso', username: 'budi.s', role: 'Admin Gudang', active: true };

const columns: Column<UserRow>[] = [
  { id: 'id', header: 'ID', cell: (row) => `U${String(row.id).padStart(4, '0')}`, width: 90 },
  { id: 'name', header: 'Nama', cell: (row) => row.name, rowHeader: true },
  { id: 'username', header: 'Nama pengguna', cell: (row) => row.username },
  { id: 'role', header: 'Peran', cell: (row) => row.role },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={row.active ? 'success' : 'neutral'}>{row.active ? 'Aktif' : 'Nonaktif'}</Badge>,
  },
];

const onDeactivate = fn();
const twoActions = (row: UserRow): RowAction[] => [
  { label: 'Ubah', to: `/users/${row.id}/edit` },
  { label: 'Nonaktifkan', tone: 'danger', onSelect: () => onDeactivate(row.id) },
];
const fourActions = (row: UserRow): RowAction[] => [
  { label: 'Detail', to: `/users/${row.id}` },
  ...twoActions(row),
  { label: 'Log perubahan', to: `/users/${row.id}/change-logs` },
];

function Location() {
  return <p>Lokasi: {useLocation().pathname}</p>;
}

type HarnessProps = Omit<RowProps, 'row' | 'columns' | 'rowActions' | 'getRowLabel' | 'onRowOpen'> & {
  row: UserRow;
  rowActions?: (row: UserRow) => readonly RowAction[];
  onRowOpen?: (row: UserRow) => void;
};

/** The row inside the table DataTable would give it (its styles, caption and headers). */
function OneRow({ row, rowActions, onRowOpen, actionsDisplay }: HarnessProps) {
  return (
    <>
      <Wrap role="region" aria-label="Tabel: Pengguna" tabIndex={0}>
        <table>
          <caption className="visually-hidden">Pengguna</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col">
                  {column.header}
                </th>
              ))}
              {rowActions && (
                <th scope="col" data-align="end">
                  Aksi
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            <TableRow
              row={row}
              columns={columns as readonly Column<unknown>[]}
              rowActions={rowActions as RowProps['rowActions']}
              actionsDisplay={actionsDisplay}
              getRowLabel={(value) => (value as UserRow).name}
              onRowOpen={onRowOpen as RowProps['onRowOpen']}
            />
          </tbody>
        </table>
      </Wrap>
      <Location />
    </>
  );
}

const meta = {
  title: 'Data/TableRow',
  component: OneRow,
  args: { row: budi, rowActions: twoActions, actionsDisplay: 'auto', onRowOpen: fn() },
} satisfies Meta<typeof OneRow>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row')[1]!;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const row = rowOf(canvasElement);
    await expect(within(row).getByRole('rowheader', { name: 'Budi Santoso' })).toBeVisible();
    await expect(within(row).getByRole('cell', { name: 'U0007' })).toBeVisible();
    await expect(within(row).getByText('Aktif')).toBeVisible();
    // A click on a cell opens the row.
    await userEvent.click(within(row).getByRole('cell', { name: 'Admin Gudang' }));
    await expect(args.onRowOpen).toHaveBeenCalledWith(budi);
  },
};

export const KeyboardOpens: Story = {
  play: async ({ canvasElement, args }) => {
    const row = rowOf(canvasElement);
    await expect(row).toHaveAttribute('tabindex', '0');
    row.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowOpen).toHaveBeenCalledTimes(1);
    // Enter on a button inside the row is the button's, not the row's.
    within(row).getByRole('button', { name: 'Nonaktifkan Budi Santoso' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onDeactivate).toHaveBeenCalledWith(7);
    await expect(args.onRowOpen).toHaveBeenCalledTimes(1);
  },
};

export const InlineActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = rowOf(canvasElement);
    // Each action is named with its row, so a screen reader's list of links tells them apart.
    const edit = within(row).getByRole('link', { name: 'Ubah Budi Santoso' });
    await expect(edit).toHaveAttribute('href', '/users/7/edit');
    await userEvent.click(edit);
    await expect(await canvas.findByText('Lokasi: /users/7/edit')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Nonaktifkan Budi Santoso' }));
    await expect(onDeactivate).toHaveBeenCalledWith(7);
    // Neither click opened the row.
    await expect(args.onRowOpen).not.toHaveBeenCalled();
  },
};

export const ActionsInAMenu: Story = {
  name: 'More than three actions: a menu',
  args: { rowActions: fourActions },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = rowOf(canvasElement);
    await userEvent.click(within(row).getByRole('button', { name: 'Aksi untuk Budi Santoso' }));
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Detail',
      'Ubah',
      'Nonaktifkan',
      'Log perubahan',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log perubahan' }));
    await expect(await canvas.findByText('Lokasi: /users/7/change-logs')).toBeVisible();
    await expect(args.onRowOpen).not.toHaveBeenCalled();
  },
};

export const MenuChosen: Story = {
  name: 'Two actions shown as a menu (actionsDisplay menu)',
  args: { actionsDisplay: 'menu' },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement);
    await expect(within(row).queryByRole('link', { name: 'Ubah Budi Santoso' })).toBeNull();
    await expect(within(row).getByRole('button', { name: 'Aksi untuk Budi Santoso' })).toHaveAttribute('aria-haspopup', 'menu');
  },
};

export const NoActionsPermitted: Story = {
  name: 'No action permitted',
  args: { rowActions: () => [] },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement);
    await expect(within(row).queryByRole('link')).toBeNull();
    await expect(within(row).queryByRole('button')).toBeNull();
  },
};

export const NotOpenable: Story = {
  name: 'Read-only row (no detail to open)',
  args: { onRowOpen: undefined, rowActions: undefined },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement);
    await expect(row).not.toHaveAttribute('tabindex');
    await expect(row).not.toHaveAttribute('data-openable');
    await userEvent.click(within(row).getByRole('rowheader', { name: 'Budi Santoso' }));
    await expect(within(canvasElement).getByText('Lokasi: /')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    row: {
      id: 12345,
      name: 'Raden Ajeng Kartika Sari Dewi Puspitasari Wulandari Setyaningrum',
      username: 'raden.ajeng.kartika.sari.dewi.puspitasari',
      role: 'Admin Delivery Order Wilayah Jabodetabek',
      active: false,
    },
  },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement);
    await expect(within(row).getByRole('rowheader', { name: /^Raden Ajeng/ })).toBeVisible();
    await expect(within(row).getByText('Nonaktif')).toBeVisible();
    await expect(within(row).getByRole('link', { name: /^Ubah Raden Ajeng/ })).toBeVisible();
  },
};

export const English: Story = {
  args: { rowActions: fourActions },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement);
    await expect(within(row).getByRole('button', { name: 'Actions for Budi Santoso' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement);
    await expect(within(row).getByRole('link', { name: 'Ubah Budi Santoso' })).toBeVisible();
  },
};
