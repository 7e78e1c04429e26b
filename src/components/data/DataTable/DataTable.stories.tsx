import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../lib/api/errors';
import { Badge } from '../../ui/Badge/Badge';
import { brokenWords, lineCount, readText } from '../../../lib/testing/story-queries';
import { ChangeLogTable } from '../ChangeLogTable/ChangeLogTable';
import { CellLines, DataTable, Whole, type Column, type RowAction, type SortState } from './DataTable';

interface UserRow {
  id: number;
  username: string;
  name: string;
  role: string;
  active: boolean;
}

const names = ['Budi Santoso', 'Sari Wulandari', 'Agus Pratama', 'Dewi Lestari', 'Rina Kurniawati', 'Joko Susilo'];
const roles = ['Master', 'Admin Gudang', 'Admin DO', 'Sopir'];
const makeUsers = (count: number): UserRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    username: `${names[index % names.length]!.split(' ')[0]!.toLowerCase()}${index + 1}`,
    name: `${names[index % names.length]} ${index >= names.length ? index + 1 : ''}`.trim(),
    role: roles[index % roles.length]!,
    active: index % 5 !== 4,
  }));

const users = makeUsers(6);

const columns: Column<UserRow>[] = [
  { id: 'id', header: 'ID', cell: (row) => `U${String(row.id).padStart(4, '0')}`, width: 90, sortable: true },
  { id: 'name', header: 'Nama', cell: (row) => row.name, sortable: true, rowHeader: true },
  { id: 'username', header: 'Nama pengguna', cell: (row) => row.username, sortable: true },
  { id: 'role', header: 'Peran', cell: (row) => row.role },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={row.active ? 'success' : 'neutral'}>{row.active ? 'Aktif' : 'Nonaktif'}</Badge>,
  },
];

const rowActions = (row: UserRow): RowAction[] => [
  { label: 'Ubah', to: `/users/${row.id}/edit` },
  { label: 'Nonaktifkan', tone: 'danger', onSelect: () => {} },
];

/** A table that owns its sort, as a screen with useListState would. */
function SortableTable(props: Partial<ComponentProps<typeof DataTable<UserRow>>>) {
  const [sort, setSort] = useState<SortState>({ field: 'name', direction: 'asc' });
  const onSortChange = props.onSortChange ?? (() => {});
  const sorted = [...(props.rows ?? users)].sort((a, b) => {
    const key = sort.field as keyof UserRow;
    const order = String(a[key]).localeCompare(String(b[key]), 'id', { numeric: true });
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <DataTable<UserRow>
      caption="Daftar pengguna"
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      state="ready"
      rowActions={rowActions}
      emptyTitle="Belum ada pengguna"
      {...props}
      rows={sorted}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: DataTable<UserRow>,
  args: {
    caption: 'Daftar pengguna',
    columns,
    rows: users,
    getRowId: (row: UserRow) => row.id,
    getRowLabel: (row: UserRow) => row.name,
    state: 'ready',
    rowActions,
    emptyTitle: 'Belum ada pengguna',
    onSortChange: fn(),
    onRetry: fn(),
    onRowOpen: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataTable<UserRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <SortableTable onSortChange={args.onSortChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Daftar pengguna' });
    await expect(within(table).getAllByRole('row')).toHaveLength(users.length + 1);
    const nameHeader = canvas.getByRole('columnheader', { name: /Nama$/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Nama' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ field: 'name', direction: 'desc' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    // The first data row is now the last name in the alphabet.
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Sari Wulandari');
    const usernameHeader = canvas.getByRole('columnheader', { name: 'Nama pengguna' });
    await userEvent.click(within(usernameHeader).getByRole('button'));
    await expect(usernameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
    // Row actions are named by their row.
    await expect(canvas.getByRole('link', { name: 'Ubah Budi Santoso' })).toHaveAttribute('href', '/users/1/edit');
    await expect(canvas.getByRole('button', { name: 'Nonaktifkan Budi Santoso' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Daftar pengguna' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat data…');
    await expect(canvasElement.querySelectorAll('tbody tr[data-placeholder]')).toHaveLength(5);
    await expect(canvas.queryByRole('rowheader')).toBeNull();
  },
};

export const LoadingNextPage: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The previous page stays while the next one loads, so the layout does not jump.
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('rowheader', { name: 'Budi Santoso' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'Tambahkan pengguna pertama untuk mulai.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Belum ada pengguna')).toBeVisible();
    await expect(canvas.getByText('Tambahkan pengguna pertama untuk mulai.')).toBeVisible();
    await expect(canvas.queryByRole('rowheader')).toBeNull();
  },
};

export const NoMatch: Story = {
  args: { rows: [], filtered: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tidak ada yang cocok')).toBeVisible();
    await expect(canvas.getByText('Ubah kata kunci atau saringan, lalu coba lagi.')).toBeVisible();
    await expect(canvas.queryByText('Belum ada pengguna')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { state: 'error', rows: undefined, error: ApiError.network() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat');
    await expect(alert).toHaveTextContent('Server tidak dapat dihubungi');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Forbidden: Story = {
  args: { state: 'error', rows: undefined, error: new ApiError(403, 'FORBIDDEN', 'Forbidden') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Anda tidak memiliki izin untuk melihat data ini.');
  },
};

/** A user who may only read: no actions column at all. */
export const ReadOnly: Story = {
  args: { rowActions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Aksi' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Ubah/ })).toBeNull();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(columns.length);
  },
};

export const ActionsInMenu: Story = {
  args: {
    actionsDisplay: 'menu',
    rows: users.slice(0, 2),
    rowActions: (row: UserRow) => [
      { label: 'Lihat', to: `/users/${row.id}` },
      { label: 'Ubah', to: `/users/${row.id}/edit` },
      { label: 'Nonaktifkan', tone: 'danger', onSelect: () => {} },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aksi untuk Budi Santoso' }));
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Lihat', 'Ubah', 'Nonaktifkan']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
  },
};

export const KeyboardOpensRow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('rowheader', { name: 'Sari Wulandari' }).closest('tr')!;
    row.focus();
    await expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowOpen).toHaveBeenCalledWith(users[1]);
    // An action inside the row does its own thing, not the row's.
    await userEvent.click(canvas.getByRole('button', { name: 'Nonaktifkan Budi Santoso' }));
    await expect(args.onRowOpen).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('cell', { name: 'dewi4' }));
    await expect(args.onRowOpen).toHaveBeenLastCalledWith(users[3]);
  },
};

const hundred = makeUsers(100);

export const HundredRows: Story = {
  args: { rows: hundred },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(100);
    // The scroll box is a named region a keyboard reaches, so arrow keys can scroll it.
    const region = canvas.getByRole('region', { name: 'Tabel: Daftar pengguna' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    // The header stays in view while the rows scroll underneath.
    const header = canvas.getByRole('columnheader', { name: 'Peran' });
    region.scrollTop = 600;
    await waitFor(() => expect(header.getBoundingClientRect().top - region.getBoundingClientRect().top - region.clientTop).toBeCloseTo(0, 0));
    await expect(canvas.getByRole('rowheader', { name: /^Budi Santoso$/ }).getBoundingClientRect().bottom).toBeLessThan(region.getBoundingClientRect().top);
    region.scrollTop = 0;
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    rows: [
      {
        id: 1,
        username: 'a.very.long.username.that.goes.on_and_on-and-on.1234567890',
        name: 'Raden Mas Bagus Hadikusumo Wiryonegoro Prawirodirdjo Soeryosoemarno Tjokroadisoerjo',
        role: 'Administrator Gudang Utama Cakung dan Pulogadung',
        active: true,
      },
      ...users.slice(1, 3),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wrap = canvasElement.querySelector('table')!.parentElement!;
    // Long words wrap inside their cells instead of stretching the page sideways.
    await expect(wrap.scrollWidth).toBeLessThanOrEqual(wrap.clientWidth + 1);
    await expect(canvas.getByRole('rowheader', { name: /Raden Mas Bagus/ })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <SortableTable />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Daftar pengguna' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { state: 'error', rows: undefined, error: new Error('boom') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The data could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  },
};

interface CustomerRow {
  id: number;
  code: string;
  name: string;
  total: string;
  email: string;
  address: string;
}

const customerColumns: Column<CustomerRow>[] = [
  { id: 'name', header: 'Nama', cell: (row) => row.name, rowHeader: true },
  { id: 'code', header: 'Kode', wrap: 'never', cell: (row) => row.code },
  { id: 'total', header: 'Jumlah', align: 'end', cell: (row) => row.total },
  { id: 'email', header: 'Email', wrap: 'anywhere', cell: (row) => row.email },
  { id: 'address', header: 'Alamat pengiriman utama', cell: (row) => row.address },
];

const customerRows: CustomerRow[] = [
  { id: 1, code: 'KOP-HB-01', name: 'Koperasi Harapan Baru', total: '30\u00a0DUS · 50\u00a0KARUNG · 80\u00a0KG · 60\u00a0PCS', email: 'purchasing.department@koperasiharapanbaru.co.id', address: 'Jl. Soekarno-Hatta No. 186, Cianjur' },
  { id: 2, code: 'CV-MB-0002', name: 'CV Maju Bersama', total: '70\u00a0DUS · 90\u00a0KARUNG', email: 'admin@majubersama.id', address: 'Jl. Sudirman No. 38, Sumedang' },
];

function CustomerTable({ rows = customerRows }: { rows?: CustomerRow[] }) {
  return <DataTable<CustomerRow> caption="Daftar kustomer" columns={customerColumns} getRowId={(row) => row.id} state="ready" rows={rows} />;
}

/**
 * A table in a box narrower than its text (a dashboard panel, a tablet): the columns share the room
 * by whole words, a header of several words takes two lines, a code stays on one line, and only
 * the e-mail column, whose values have no spaces, breaks them anywhere.
 */
export const NarrowBox: Story = {
  render: () => (
    <div style={{ width: 560 }}>
      <CustomerTable />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Daftar kustomer' });
    const wrap = table.parentElement!;
    await expect(wrap.scrollWidth).toBeLessThanOrEqual(wrap.clientWidth + 1);
    for (const name of ['Koperasi Harapan Baru', 'CV Maju Bersama']) await expect(brokenWords(within(table).getByRole('rowheader', { name }))).toEqual([]);
    for (const header of within(table).getAllByRole('columnheader')) await expect(brokenWords(header)).toEqual([]);
    for (const cell of within(table).getAllByRole('cell').filter((cell) => !cell.textContent?.includes('@'))) await expect(brokenWords(cell)).toEqual([]);
    // The long address heading wraps instead of widening its column.
    await expect(lineCount(within(table).getByRole('columnheader', { name: 'Alamat pengiriman utama' }))).toBeGreaterThan(1);
    // The long e-mail address breaks inside itself rather than push the table wider.
    await expect(brokenWords(within(table).getByRole('cell', { name: 'purchasing.department@koperasiharapanbaru.co.id' }))).toEqual(['purchasing.department@koperasiharapanbaru.co.id']);
    // A code is one line, hyphens and all.
    for (const code of customerRows.map((row) => row.code)) await expect(lineCount(within(table).getByRole('cell', { name: code }))).toBe(1);
  },
};

interface LoadRow {
  id: number;
  number: string;
  plate: string;
  model: string;
  orders: readonly { number: string; customer: string }[];
}

const loadColumns: Column<LoadRow>[] = [
  { id: 'number', header: 'Nomor', cell: (row) => row.number, rowHeader: true, wrap: 'never' },
  { id: 'vehicle', header: 'Kendaraan', cell: (row) => <CellLines lines={[<Whole>{row.plate}</Whole>, row.model]} /> },
  {
    id: 'orders',
    header: 'DO',
    cell: (row) => (
      <CellLines
        lines={row.orders.map((order) => (
          <>
            <Whole>{order.number}</Whole>{'\u00a0'}· {order.customer}
          </>
        ))}
      />
    ),
  },
];

const loadRows: LoadRow[] = [
  {
    id: 1,
    number: 'S-000012',
    plate: 'B 9631 KL',
    model: 'Toyota Dyna 130 HT',
    orders: [
      { number: 'DO-000031', customer: 'Koperasi Harapan Baru Sejahtera' },
      { number: 'DO-000032', customer: 'CV Maju Bersama' },
    ],
  },
];

/**
 * Parts of a cell (CellParts): a plate and DO numbers stay whole inside longer text, and each DO
 * takes a line of its own, in a box narrow enough to wrap everything else.
 */
export const CellParts: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <DataTable<LoadRow> caption="Daftar pengiriman" columns={loadColumns} getRowId={(row) => row.id} state="ready" rows={loadRows} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Daftar pengiriman' });
    for (const text of ['S-000012', 'B 9631 KL', 'DO-000031', 'DO-000032']) await expect(lineCount(within(table).getByText(text))).toBe(1);
    const orders = within(table).getByText('DO-000031').closest('td')!;
    const start = orders.getBoundingClientRect().left + parseFloat(getComputedStyle(orders).paddingLeft);
    for (const text of ['DO-000031', 'DO-000032']) await expect(within(table).getByText(text).getBoundingClientRect().left).toBeCloseTo(start, 0);
    // The lines stay apart in the text a screen reader or a copy reads.
    await expect(readText(orders)).toBe('DO-000031 · Koperasi Harapan Baru Sejahtera DO-000032 · CV Maju Bersama');
    await expect(readText(within(table).getByText('B 9631 KL').closest('td')!)).toBe('B 9631 KL Toyota Dyna 130 HT');
  },
};

const phone = { viewport: { value: 'mobile2', isRotated: false } };
/** What Lighthouse checks on a phone and axe leaves off by default: targets a finger can hit. */
const touchTargets = { a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } } };

/**
 * A phone reads each row as a card: the name and the status on the first line with the row's
 * actions menu, the other columns as labelled lines under them, all within the screen's width.
 */
export const PhoneRows: Story = {
  globals: phone,
  parameters: touchTargets,
  // Every column sortable: the sort buttons wrap onto a second line, as on the users' list.
  render: (args) => <SortableTable columns={columns.map((column) => ({ ...column, sortable: true }))} onSortChange={args.onSortChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Daftar pengguna' });
    const row = within(table).getByRole('rowheader', { name: 'Budi Santoso' }).closest('tr')!;
    const card = within(row);
    const title = card.getByRole('rowheader').getBoundingClientRect();
    const status = card.getByText('Aktif').getBoundingClientRect();
    const username = card.getByRole('cell', { name: 'budi1' }).getBoundingClientRect();
    await expect(Math.abs(status.top + status.height / 2 - (title.top + title.height / 2))).toBeLessThan(12);
    await expect(status.left).toBeGreaterThan(title.left);
    await expect(username.top).toBeGreaterThanOrEqual(title.bottom - 1);
    await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth + 1);
    // One menu per row instead of a stack of buttons.
    await expect(card.queryByRole('link', { name: 'Ubah Budi Santoso' })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Aksi untuk Budi Santoso' }));
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Ubah', 'Nonaktifkan']);
    await userEvent.keyboard('{Escape}');
    // The sortable columns remain as buttons above the cards, each a finger's height, none over another.
    const sortButtons = within(table).getAllByRole('button').filter((button) => button.closest('thead'));
    const boxes = sortButtons.map((button) => button.getBoundingClientRect());
    for (const box of boxes) await expect(box.height).toBeGreaterThanOrEqual(24);
    for (const [index, box] of boxes.entries())
      for (const other of boxes.slice(index + 1))
        await expect(box.right <= other.left || other.right <= box.left || box.bottom <= other.top || other.bottom <= box.top).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Nama pengguna' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ field: 'username', direction: 'asc' });
  },
};

export const PhoneLongContent: Story = {
  globals: phone,
  parameters: touchTargets,
  args: LongContent.args,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: /Raden Mas Bagus/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth + 1);
    // A value of several lines keeps to its column beside the label: no line runs back under it.
    for (const value of ['a.very.long.username.that.goes.on_and_on-and-on.1234567890', 'Administrator Gudang Utama Cakung dan Pulogadung']) {
      const cell = within(canvasElement).getByRole('cell', { name: value });
      await expect(lineCount(cell)).toBeGreaterThan(1);
      const range = document.createRange();
      range.selectNodeContents(cell);
      const starts = new Set(Array.from(range.getClientRects(), (box) => Math.round(box.left)));
      await expect(starts.size).toBe(1);
      await expect([...starts][0]).toBeGreaterThan(cell.getBoundingClientRect().left + 40);
    }
  },
};

/** On a phone a card is as wide as the screen: a code too long for its line wraps there. */
export const PhoneLongCode: Story = {
  globals: phone,
  render: () => <CustomerTable rows={[{ ...customerRows[0]!, code: 'SKU/2025/PANJANG-SEKALI_0000000001-XYZ' }]} />,
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('cell', { name: 'SKU/2025/PANJANG-SEKALI_0000000001-XYZ' });
    await expect(lineCount(code)).toBeGreaterThan(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth + 1);
  },
};

/** A shown caption on a phone spans the cards, never one word to a line. */
export const PhoneCaption: Story = {
  globals: phone,
  args: { caption: 'Impor terakhir', showCaption: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Impor terakhir' });
    const caption = within(table).getByText('Impor terakhir');
    await expect(caption.getBoundingClientRect().height).toBeLessThan(2 * parseFloat(getComputedStyle(caption).lineHeight) + 24);
    await expect(caption.getBoundingClientRect().width).toBeGreaterThan(table.getBoundingClientRect().width * 0.9);
  },
};

/** A change log on a phone: a name is one word, never "Admi nistr ator". */
export const PhoneChangeLog: Story = {
  globals: phone,
  render: () => (
    <ChangeLogTable
      state="ready"
      entityHeader="Data"
      fieldLabel={(field) => ({ name: 'Nama', phone: 'Telepon' })[field] ?? field}
      entries={[
        {
          id: 1,
          entityId: 7,
          entityLabel: 'CV Maju Bersama',
          action: 'UPDATE',
          actor: { id: 1, name: 'Administrator' },
          createdAt: '2026-11-20T03:15:00Z',
          before: { name: 'CV Maju', phone: '0812' },
          after: { name: 'CV Maju Bersama', phone: '081234567890' },
          changes: [
            { field: 'name', before: 'CV Maju', after: 'CV Maju Bersama' },
            { field: 'phone', before: '0812', after: '081234567890' },
          ],
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const actor = within(canvasElement).getByText('Administrator');
    await expect(lineCount(actor)).toBe(1);
    await expect(lineCount(within(canvasElement).getByRole('rowheader', { name: 'CV Maju Bersama' }))).toBe(1);
  },
};
