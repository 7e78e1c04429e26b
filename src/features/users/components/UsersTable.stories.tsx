import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { User } from '../../../../contract/users';
import { ApiError } from '../../../lib/api/errors';
import { UsersTable } from './UsersTable';

const user = (id: number, overrides: Partial<User> = {}): User => ({
  id,
  username: `pengguna.${id}`,
  name: `Pengguna Nomor ${id}`,
  email: id % 3 === 0 ? null : `pengguna.${id}@laju.example`,
  roleId: 5,
  roleName: 'Admin Gudang',
  active: true,
  deactivatedAt: null,
  version: 1,
  createdAt: `2025-06-${String(id).padStart(2, '0')}T03:00:00.000Z`,
  updatedAt: `2025-06-${String(id).padStart(2, '0')}T03:00:00.000Z`,
  ...overrides,
});
const rows = Array.from({ length: 6 }, (_, index) => user(index + 1));

const meta = {
  title: 'Users/Components/UsersTable',
  component: UsersTable,
  args: {
    caption: 'Daftar pengguna',
    rows,
    state: 'ready',
    sort: { field: 'createdAt', direction: 'desc' },
    onSortChange: fn(),
    linkToDetail: true,
    currentUserId: 1,
    filtered: false,
    emptyTitle: 'Belum ada pengguna',
    emptyText: 'Pengguna yang ditambahkan akan tampil di sini.',
    rowActions: (row: User) => [
      { id: 'edit', label: 'Ubah', to: `/users/${row.id}/edit` },
      { id: 'deactivate', label: 'Nonaktifkan', tone: 'danger' as const, onSelect: () => {} },
    ],
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof UsersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Daftar pengguna' });
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('pengguna.1 (Anda)');
    await expect(within(table).getByRole('link', { name: 'pengguna.2' })).toHaveAttribute('href', '/users/2/detail');
    await expect(within(table).getByRole('link', { name: 'Ubah Pengguna Nomor 2' })).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Nama pengguna' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ field: 'username', direction: 'asc' });
  },
};

export const Removed: Story = {
  args: {
    variant: 'removed',
    rows: rows.map((row) => ({ ...row, active: false, deactivatedAt: '2025-07-01T02:00:00.000Z' })),
    sort: { field: 'deactivatedAt', direction: 'desc' },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'Dinonaktifkan' })).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByText('Nonaktif')).toHaveLength(6);
  },
};

export const Loading: Story = {
  args: { rows: undefined, state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Belum ada pengguna')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { rows: [], filtered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tidak ada yang cocok')).toBeVisible();
  },
};

export const Error: Story = {
  args: { rows: undefined, state: 'error', error: new ApiError(500, 'INTERNAL', 'x'), onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { rowActions: undefined, linkToDetail: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('columnheader', { name: 'Aksi' })).toBeNull();
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

export const LongContent: Story = {
  args: {
    rows: [user(1, { username: 'x'.repeat(50), name: `Raden Mas ${'Panjang '.repeat(11)}`, email: `${'surel.'.repeat(30)}@laju.example` }), ...rows.slice(1)],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('rowheader')[0]).toHaveTextContent('x'.repeat(50));
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { caption: 'Users' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Username',
      'Name',
      'Email',
      'Role',
      'Status',
      'Created',
      'Actions',
    ]);
    await expect(within(canvasElement).getAllByRole('rowheader')[0]).toHaveTextContent('pengguna.1 (You)');
  },
};
