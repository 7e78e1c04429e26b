import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { addLongUser, usersScenarios } from '../../../mocks/scenarios/users';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { USERS_ROUTES, USERS_STUBS } from '../testing/routes';
import { choose, dataRows, expectUrl, page, rowHeaders } from '../testing/story-helpers';

function Screen({ path, role = 'Master', permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={USERS_ROUTES} stubs={USERS_STUBS} session={() => usersScenarios.session(role, permissions)} />;
}

/**
 * /users/data against the MSW users API (42 seeded users, 37 active): search, role and status
 * filters, sort, pages, and the row actions each permission allows.
 */
const meta = {
  title: 'Users/Screens/Users list',
  component: Screen,
  parameters: { router: false },
  args: { path: '/users/data' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => page().findByRole('table', { name: /Daftar pengguna|Users/ });
const firstRowsLoaded = async () => {
  const found = await table();
  await waitFor(() => expect(dataRows(found).length).toBeGreaterThan(0));
  return found;
};

export const Default: Story = {
  play: async () => {
    const list = await firstRowsLoaded();
    await expect(dataRows(list)).toHaveLength(10);
    const headers = within(list).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Nama pengguna', 'Nama', 'Email', 'Peran', 'Status', 'Dibuat', 'Aksi']);
    await expect(within(list).getByRole('columnheader', { name: 'Dibuat' })).toHaveAttribute('aria-sort', 'descending');
    await expect(page().getByText('1–10 dari 37')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Tambah Pengguna' })).toHaveAttribute('href', '/users/new');
    await expect(page().getByRole('link', { name: 'Pengguna nonaktif' })).toHaveAttribute('href', '/users/data/removed');
    const first = dataRows(list)[0]!;
    await expect(within(first).getByText('Aktif')).toBeVisible();
    await expect(within(first).getByRole('link', { name: /^Detail / })).toBeVisible();
    await expect(within(first).getByRole('link', { name: /^Ubah / })).toBeVisible();
    await expect(within(first).getByRole('button', { name: /^Nonaktifkan / })).toBeVisible();
  },
};

export const SearchSortAndPages: Story = {
  play: async () => {
    const list = await firstRowsLoaded();
    await userEvent.type(page().getByRole('searchbox', { name: 'Cari pengguna' }), 'admin');
    await expectUrl('/users/data?q=admin');
    await waitFor(() => expect(rowHeaders(list)).toEqual(expect.arrayContaining(['admin (Anda)', 'admin.suratjalan', 'admin.gudang'])));
    await userEvent.click(within(list).getByRole('button', { name: 'Nama pengguna' }));
    await expectUrl('/users/data?q=admin&sort=username');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['admin (Anda)', 'admin.gudang', 'admin.suratjalan']));
    await userEvent.click(page().getByRole('button', { name: 'Atur ulang' }));
    await expectUrl('/users/data');
    // The URL changes at once, the rows when the data comes: act on what the page shows, not on the
    // URL (clicking or choosing while the list still loads races it).
    await expect(await page().findByText('1–10 dari 37')).toBeVisible();
    await waitFor(() => expect(dataRows(list)).toHaveLength(10));
    const firstPage = rowHeaders(list);
    await userEvent.click(await page().findByRole('button', { name: 'Halaman berikutnya' }));
    await expectUrl('/users/data?page=2');
    await expect(await page().findByText('11–20 dari 37')).toBeVisible();
    // "11–20" follows the URL; until page 2's rows arrive the page size is disabled.
    const pageSize = page().getByRole('combobox', { name: 'Baris per halaman' });
    await waitFor(() => expect(pageSize).toBeEnabled());
    await waitFor(() => expect(rowHeaders(list)).not.toEqual(firstPage));
    await expect(dataRows(list)).toHaveLength(10);
    await userEvent.selectOptions(pageSize, '50');
    await expectUrl('/users/data?size=50');
    await waitFor(() => expect(dataRows(list)).toHaveLength(37));
  },
};

export const RoleAndStatusFilters: Story = {
  play: async () => {
    const list = await firstRowsLoaded();
    // Decision 161: the role filter is the server-search RolePicker.
    await choose(page().getByRole('combobox', { name: 'Peran' }), 'Kepala', 'Kepala Gudang');
    await expectUrl(/roleId=3$/);
    await waitFor(() => expect(dataRows(list).every((row) => within(row).queryAllByText('Kepala Gudang').length > 0)).toBe(true));
    await userEvent.click(page().getByRole('button', { name: 'Hapus pilihan' }));
    await expectUrl('/users/data');
    await userEvent.selectOptions(page().getByRole('combobox', { name: 'Status' }), 'Nonaktif');
    await expectUrl('/users/data?status=deactivated');
    await waitFor(() => expect(dataRows(list).length).toBe(5));
    await waitFor(() => expect(dataRows(list).every((row) => within(row).queryAllByText('Nonaktif').length > 0)).toBe(true));
    // A deactivated user is restored from here, not edited.
    const row = dataRows(list)[0]!;
    await expect(within(row).queryByRole('link', { name: /^Ubah / })).toBeNull();
    await expect(within(row).getByRole('button', { name: /^Pulihkan / })).toBeVisible();
  },
};

export const CopiedLink: Story = {
  args: { path: '/users/data?q=gudang&sort=username&size=25' },
  play: async () => {
    const list = await firstRowsLoaded();
    await expect(page().getByRole('searchbox', { name: 'Cari pengguna' })).toHaveValue('gudang');
    await expect(within(list).getByRole('columnheader', { name: 'Nama pengguna' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page().getByRole('combobox', { name: 'Baris per halaman' })).toHaveValue('25');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['admin.gudang', 'kepala.gudang']));
  },
};

export const HostileLink: Story = {
  args: { path: `/users/data?sort=password&size=1000&roleId=abc&status=everyone&page=-3&q=${'x'.repeat(500)}` },
  play: async () => {
    await table();
    await expectUrl(`/users/data?q=${'x'.repeat(100)}`);
    await expect(await page().findByText('Tidak ada yang cocok')).toBeVisible();
  },
};

export const Deactivate: Story = {
  play: async () => {
    const list = await firstRowsLoaded();
    const row = dataRows(list)[0]!;
    const username = within(row).getAllByRole('rowheader')[0]!.textContent!;
    const name = within(row).getAllByRole('cell')[0]!.textContent!;
    await userEvent.click(within(row).getByRole('button', { name: `Nonaktifkan ${name}` }));
    const dialog = await page().findByRole('alertdialog', { name: 'Nonaktifkan pengguna?' });
    await expect(dialog).toHaveTextContent(`${name} (${username}) tidak akan bisa masuk lagi`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await expect(await page().findByText(`${username} dinonaktifkan.`)).toBeVisible();
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    // The list revalidates: the user has left the active list.
    await waitFor(() => expect(rowHeaders(list)).not.toContain(username));
    await expect(page().getByText('1–10 dari 36')).toBeVisible();
  },
};

export const DeactivateYourself: Story = {
  name: 'Your own row: no Nonaktifkan (the server refuses it)',
  args: { path: '/users/data?q=admin&sort=username' },
  play: async () => {
    const list = await firstRowsLoaded();
    await waitFor(() => expect(rowHeaders(list)[0]).toBe('admin (Anda)'));
    const own = dataRows(list)[0]!;
    await expect(within(own).getByRole('link', { name: /^Ubah / })).toBeVisible();
    await expect(within(own).queryByRole('button', { name: /^Nonaktifkan / })).toBeNull();
    await expect(within(dataRows(list)[1]!).getByRole('button', { name: /^Nonaktifkan / })).toBeVisible();
  },
};

export const LastPermissionManager: Story = {
  name: 'Deactivate refused: last permission manager',
  beforeEach({ msw }) {
    msw.use(...usersScenarios.statusChangeRefused('LAST_PERMISSION_MANAGER'));
  },
  play: async () => {
    const list = await firstRowsLoaded();
    await userEvent.click(within(dataRows(list)[0]!).getByRole('button', { name: /^Nonaktifkan / }));
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('tidak ada lagi pengguna aktif yang dapat mengatur izin');
  },
};

export const DeactivateForbidden: Story = {
  name: 'Deactivate answered 403 (an error message)',
  beforeEach({ msw }) {
    msw.use(...usersScenarios.statusChangeRefused('FORBIDDEN', 403));
  },
  play: async () => {
    const list = await firstRowsLoaded();
    await userEvent.click(within(dataRows(list)[0]!).getByRole('button', { name: /^Nonaktifkan / }));
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Anda tidak memiliki izin untuk tindakan ini.');
  },
};

export const ReadOnly: Story = {
  name: 'Spv (read only)',
  args: { role: 'Spv' },
  play: async () => {
    const list = await firstRowsLoaded();
    await expect(page().queryByRole('link', { name: 'Tambah Pengguna' })).toBeNull();
    const row = dataRows(list)[0]!;
    await expect(within(row).getByRole('link', { name: /^Detail / })).toBeVisible();
    await expect(within(row).queryByRole('link', { name: /^Ubah / })).toBeNull();
    await expect(within(row).queryByRole('button', { name: /^Nonaktifkan / })).toBeNull();
  },
};

export const OnlyReadUsers: Story = {
  name: 'Only read-users (no actions column, no filters)',
  args: { permissions: ['read-users'] },
  play: async () => {
    const list = await firstRowsLoaded();
    await expect(within(list).queryByRole('columnheader', { name: 'Aksi' })).toBeNull();
    await expect(page().queryByRole('combobox', { name: 'Peran' })).toBeNull();
    await expect(page().queryByRole('combobox', { name: 'Status' })).toBeNull();
    await expect(within(list).queryAllByRole('link')).toHaveLength(0);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.slow('list'));
  },
  play: async () => {
    const list = await table();
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(page().getAllByRole('status').some((element) => element.textContent === 'Memuat data…')).toBe(true);
    await expect(dataRows(list)).toHaveLength(0);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.empty('list'));
  },
  play: async () => {
    await expect(await page().findByText('Belum ada pengguna')).toBeVisible();
    await expect(page().getByText('Pengguna yang ditambahkan akan tampil di sini.')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { path: '/users/data?q=tidak-ada-yang-seperti-ini' },
  play: async () => {
    await expect(await page().findByText('Tidak ada yang cocok')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    msw.use(...usersScenarios.error('list', 1));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await firstRowsLoaded();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...usersScenarios.forbidden('list'));
  },
  play: async () => {
    await expectUrl('/404');
  },
};

export const LongContent: Story = {
  args: { path: '/users/data?q=sangat.panjang' },
  beforeEach() {
    addLongUser();
  },
  play: async () => {
    const list = await firstRowsLoaded();
    await expect(rowHeaders(list)[0]).toMatch(/^sangat\.panjang\.sekali/);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const list = await firstRowsLoaded();
    const headers = within(list).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Username', 'Name', 'Email', 'Role', 'Status', 'Created', 'Actions']);
    await expect(page().getByRole('link', { name: 'New user' })).toBeVisible();
    await expect(page().getByRole('searchbox', { name: 'Search users' })).toBeVisible();
    await expect(within(dataRows(list)[0]!).getByText('Active')).toBeVisible();
  },
};
