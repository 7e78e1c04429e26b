import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { User } from '../../../../contract/users';
import { DataTable, type SortState } from '../../../components/data/DataTable/DataTable';
import { useUserColumns, UsersTableStyle, userLabel, type UserColumnsOptions } from './UserColumns';

const user = (id: number, fields: Partial<User>): User => ({
  id,
  username: `user${id}`,
  name: `Pengguna ${id}`,
  email: null,
  roleId: 6,
  roleName: 'Viewer',
  active: true,
  deactivatedAt: null,
  version: 1,
  createdAt: '2025-06-02T01:15:00.000Z',
  updatedAt: '2025-06-02T01:15:00.000Z',
  ...fields,
});

const USERS: User[] = [
  user(1, { username: 'admin', name: 'Administrator', email: 'admin@laju.example', roleId: 1, roleName: 'Master' }),
  user(5, { username: 'admin.gudang', name: 'Rina Gudang', email: 'rina@laju.example', roleId: 4, roleName: 'Kepala Gudang', createdAt: '2025-07-01T02:00:00.000Z' }),
  user(7, { username: 'sopir.budi', name: 'Budi Santoso', roleName: 'Viewer', active: false, deactivatedAt: '2025-08-15T09:30:00.000Z' }),
];

interface Props extends UserColumnsOptions {
  rows?: User[];
  state?: 'ready' | 'loading' | 'error';
}

/** The users lists' columns in the table ResourceList gives them, with their styles around it. */
function Demo({ rows = USERS, state = 'ready', ...options }: Props) {
  const columns = useUserColumns(options);
  const [sort, setSort] = useState<SortState | null>({ field: 'username', direction: 'asc' });
  return (
    <UsersTableStyle>
      <DataTable
        caption="Daftar pengguna"
        columns={columns}
        rows={state === 'ready' ? rows : undefined}
        getRowId={(row) => row.id}
        getRowLabel={userLabel}
        state={state}
        error={state === 'error' ? new Error('x') : undefined}
        sort={sort}
        onSortChange={setSort}
      />
    </UsersTableStyle>
  );
}

/**
 * `useUserColumns` (docs/product/screens.md): username (a link with read-user; "(Anda)" on the
 * signed-in user's row), name, email, role, status and the created date, or the deactivation date
 * on the removed users' list.
 */
const meta = {
  title: 'Users/Components/UserColumns',
  component: Demo,
  args: { linkToDetail: true, currentUserId: 1 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).getByRole('table', { name: 'Daftar pengguna' });
const headers = (canvas: HTMLElement) => within(table(canvas)).getAllByRole('columnheader').map((cell) => cell.textContent?.trim());
const rows = (canvas: HTMLElement) => within(table(canvas)).getAllByRole('row').slice(1);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual(['Nama pengguna', 'Nama', 'Email', 'Peran', 'Status', 'Dibuat']);
    const [me, rina, budi] = rows(canvasElement);
    await expect(within(me!).getByRole('link', { name: 'admin' })).toHaveAttribute('href', '/users/1/detail');
    await expect(me).toHaveTextContent('admin (Anda)');
    await expect(rina).not.toHaveTextContent('Anda');
    await expect(rina).toHaveTextContent('Kepala Gudang');
    // No email reads as a dash, never "null".
    await expect(budi).toHaveTextContent('—');
    await expect(budi).toHaveTextContent('Nonaktif');
    await expect(rina).toHaveTextContent('Aktif');
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    // Status has no sort; the other columns do.
    await expect(within(table(canvasElement)).queryByRole('button', { name: /Status/ })).toBeNull();
    await userEvent.click(within(table(canvasElement)).getByRole('button', { name: /^Peran/ }));
    await expect(within(table(canvasElement)).getByRole('columnheader', { name: /Peran/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const WithoutDetailLink: Story = {
  name: 'Without read-user (no links)',
  args: { linkToDetail: false },
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).queryAllByRole('link')).toHaveLength(0);
    await expect(rows(canvasElement)[1]).toHaveTextContent('admin.gudang');
  },
};

export const Removed: Story = {
  name: 'Removed users (deactivation date)',
  args: { variant: 'removed', rows: [USERS[2]!] },
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual(['Nama pengguna', 'Nama', 'Email', 'Peran', 'Status', 'Dinonaktifkan']);
    await expect(within(rows(canvasElement)[0]!).getByRole('cell', { name: /2025/ }).querySelector('time')).toHaveAttribute('dateTime', '2025-08-15T09:30:00.000Z');
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Data gagal dimuat');
  },
};

export const LongContent: Story = {
  args: {
    rows: [
      user(9, {
        username: 'koordinator.gudang.regional.jawa.barat.selatan',
        name: 'Raden Mas Panjang Sekali Namanya Wicaksono Adiningrat Kusumo',
        email: 'raden.mas.panjang.sekali@gudang-regional.laju.example',
        roleName: 'Koordinator Gudang Regional',
      }),
    ],
    currentUserId: 9,
  },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)[0]).toHaveTextContent('koordinator.gudang.regional.jawa.barat.selatan (Anda)');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual(['Username', 'Name', 'Email', 'Role', 'Status', 'Created']);
    await expect(rows(canvasElement)[0]).toHaveTextContent('admin (You)');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };
