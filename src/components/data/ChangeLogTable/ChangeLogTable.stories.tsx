import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '../../../lib/api/errors';
import { lineCount } from '../../../lib/testing/story-queries';
import { fieldChangesOf } from '../../../../contract/change-log';
import { ChangeLogTable, type ChangeLogEntry } from './ChangeLogTable';

const labels: Record<string, string> = {
  username: 'Nama pengguna',
  name: 'Nama',
  email: 'Email',
  roleId: 'Peran',
  active: 'Aktif',
  deactivatedAt: 'Dinonaktifkan pada',
  permissions: 'Izin',
  address: 'Alamat',
  city: 'Kota',
  street: 'Jalan',
  lines: 'Baris',
};
const fieldLabel = (field: string) => labels[field] ?? field;
const roleNames: Record<number, string> = { 2: 'Admin Gudang', 3: 'Sopir' };
const formatValue = (field: string, value: unknown) => (field === 'roleId' && typeof value === 'number' ? roleNames[value] : undefined);

/** A fixture as the API answers it: with `changes`, the contract's diff the server and the mock share. */
const withChanges = (list: Omit<ChangeLogEntry, 'changes'>[]): ChangeLogEntry[] =>
  list.map((entry) => ({ ...entry, changes: fieldChangesOf(entry.before, entry.after) }));

const entries: ChangeLogEntry[] = withChanges([
  {
    id: 4,
    action: 'RESTORE',
    actor: { id: 1, name: 'Master Admin' },
    createdAt: '2026-11-21T09:30:00Z',
    before: { id: 7, active: false, deactivatedAt: '2026-11-21T08:00:00Z', version: 3 },
    after: { id: 7, active: true, deactivatedAt: null, version: 4 },
  },
  {
    id: 3,
    action: 'DELETE',
    actor: { id: 1, name: 'Master Admin' },
    createdAt: '2026-11-21T08:00:00Z',
    before: { id: 7, active: true, deactivatedAt: null, version: 2 },
    after: { id: 7, active: false, deactivatedAt: '2026-11-21T08:00:00Z', version: 3 },
  },
  {
    id: 2,
    action: 'UPDATE',
    actor: { id: 2, name: 'Sari Wulandari' },
    createdAt: '2026-11-20T03:15:00Z',
    before: { id: 7, name: 'Budi', email: null, roleId: 2, version: 1, updatedAt: '2026-11-19T01:00:00Z' },
    after: { id: 7, name: 'Budi Santoso', email: 'budi@laju.id', roleId: 3, version: 2, updatedAt: '2026-11-20T03:15:00Z' },
  },
  {
    id: 1,
    action: 'CREATE',
    actor: null,
    createdAt: '2026-11-19T01:00:00Z',
    before: null,
    after: { id: 7, username: 'budi', name: 'Budi', email: null, roleId: 2, active: true, version: 1 },
  },
]);

const meta = {
  title: 'Data/ChangeLogTable',
  component: ChangeLogTable,
  args: { entries, state: 'ready', fieldLabel, formatValue, onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChangeLogTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, index: number) =>
  within(within(canvasElement).getAllByRole('row')[index + 1]!);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Riwayat perubahan' })).toBeVisible();
    const update = rowOf(canvasElement, 2);
    // Who, when (Jakarta time), the translated action.
    await expect(update.getByRole('cell', { name: 'Sari Wulandari' })).toBeVisible();
    await expect(update.getByText('20 Nov 2026, 10.15')).toBeVisible();
    await expect(update.getByText('Diubah')).toBeVisible();
    // Only the changed fields, before → after, with labels and readable values.
    const changes = update.getAllByRole('listitem').map((item) => item.textContent);
    await expect(changes).toEqual([
      'Nama: Budi → menjadi Budi Santoso',
      'Email: kosong → menjadi budi@laju.id',
      'Peran: Admin Gudang → menjadi Sopir',
    ]);
    // A new record: its starting values; no actor means the system did it.
    const create = rowOf(canvasElement, 3);
    await expect(create.getByText('Sistem')).toBeVisible();
    await expect(create.getByText('Dibuat')).toBeVisible();
    await expect(create.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nama pengguna: budi',
      'Nama: Budi',
      'Peran: Admin Gudang',
      'Aktif: Ya',
    ]);
    // Deactivation reads as the status change.
    const remove = rowOf(canvasElement, 1);
    await expect(remove.getByText('Dinonaktifkan')).toBeVisible();
    await expect(remove.getAllByRole('listitem')[0]).toHaveTextContent('Aktif: Ya → menjadi Tidak');
    await expect(canvasElement.textContent).not.toMatch(/[{}"]/);
  },
};

export const ListsAndNestedValues: Story = {
  args: {
    entries: withChanges([
      {
        id: 1,
        action: 'UPDATE',
        actor: { id: 1, name: 'Master Admin' },
        createdAt: '2026-11-21T09:30:00Z',
        before: {
          permissions: ['read-users', 'create-users'],
          address: { street: 'Jl. Melati 1', city: 'Bekasi' },
          lines: [{ itemId: 1, qty: 2 }],
        },
        after: {
          permissions: ['read-users', 'update-users', 'read-roles'],
          address: { street: 'Jl. Mawar 2', city: 'Bekasi' },
          lines: [{ itemId: 1, qty: 2 }, { itemId: 4, qty: 10 }],
        },
      },
    ]),
  },
  play: async ({ canvasElement }) => {
    const items = rowOf(canvasElement, 0).getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual([
      'Izin: ditambah: update-users, read-roles; dihapus: create-users',
      'Alamat: Jalan: Jl. Melati 1; Kota: Bekasi → menjadi Jalan: Jl. Mawar 2; Kota: Bekasi',
      'Baris: 1 item → menjadi 2 item',
    ]);
  },
};

export const AreaWideWithRecordColumn: Story = {
  args: {
    entityHeader: 'Pengguna',
    entries: entries.map((entry) => ({ ...entry, entityId: 7, entityLabel: entry.id === 1 ? null : 'budi' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Pengguna' })).toBeVisible();
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['budi', 'budi', 'budi', '#7']);
  },
};

export const LaptopWidth: Story = {
  name: 'Area-wide, in a laptop\'s room: the changes are the widest column',
  args: AreaWideWithRecordColumn.args,
  // What the content of a 1024 px screen with the sidebar open leaves a list.
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = canvas.getAllByRole('columnheader').map((header) => [header.textContent, header.getBoundingClientRect().width] as const);
    const widest = widths.reduce((a, b) => (b[1] > a[1] ? b : a));
    await expect(widest[0]).toBe('Perubahan');
    for (const time of canvasElement.querySelectorAll('time')) await expect(lineCount(time)).toBe(1);
  },
};

export const Loading: Story = {
  args: { state: 'loading', entries: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Belum ada perubahan yang tercatat')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { state: 'error', entries: undefined, error: new ApiError(500, 'INTERNAL', 'x') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Data gagal dimuat');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  args: {
    entries: withChanges([
      {
        id: 1,
        action: 'UPDATE',
        actor: { id: 9, name: 'Raden Mas Bagus Hadikusumo Wiryonegoro Prawirodirdjo' },
        createdAt: '2026-11-21T09:30:00Z',
        before: { name: 'a'.repeat(400), email: 'x@laju.id' },
        after: { name: 'b'.repeat(400), email: 'very.long.address.for.testing.purposes@subdomain.example-logistics.co.id' },
      },
    ]),
  },
  play: async ({ canvasElement }) => {
    const [name] = rowOf(canvasElement, 0).getAllByRole('listitem');
    // Very long text is cut with an ellipsis rather than filling the screen.
    await expect(name!.textContent!.length).toBeLessThan(430);
    await expect(name).toHaveTextContent('…');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Change log' })).toBeVisible();
    await expect(canvas.getByText('Restored')).toBeVisible();
    await expect(rowOf(canvasElement, 2).getByText('20 Nov 2026, 10:15')).toBeVisible();
    await expect(rowOf(canvasElement, 3).getByText('System')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Dipulihkan')).toBeVisible();
  },
};
