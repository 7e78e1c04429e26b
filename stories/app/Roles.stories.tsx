import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findRole } from '../../src/mocks/db/auth';
import { AppHarness } from '../harness/StoryHarness';
import { rememberSessionOf } from './session';

/**
 * The roles area in the whole app (router, guards, shell, menu) against the MSW mock: a Master
 * changes a role's permissions in the matrix and that role's user sees the menu follow; the
 * Master's own role follows on the next navigation; the last-Master refusal.
 */
const meta = {
  title: 'App/Roles',
  component: AppHarness,
  parameters: { router: false },
  args: { path: '/roles/data' },
  render: (args, { globals }) => <AppHarness {...args} theme={globals.theme === 'dark' ? 'dark' : 'light'} />,
} satisfies Meta<typeof AppHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole app loads lazy chunks on a busy machine: queries wait longer than the default second. */
const slow = { timeout: 10_000 };
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const menu = (canvasElement: HTMLElement) => screen(canvasElement).findByRole('navigation', { name: 'Menu utama' }, slow);
const topLevel = (nav: HTMLElement) =>
  Array.from(nav.querySelectorAll('ul:not([data-sublist]) > li > :is(a, button)')).map((element) => element.textContent?.replace('NEW', '').trim());

async function logout(canvasElement: HTMLElement) {
  const page = screen(canvasElement);
  await userEvent.click(page.getByRole('button', { name: /^Akun/ }));
  await userEvent.click(await page.findByRole('menuitem', { name: 'Keluar' }, slow));
  await userEvent.click(within(await page.findByRole('alertdialog', { name: 'Berhasil!' }, slow)).getByRole('button', { name: 'OK' }));
}

async function signIn(canvasElement: HTMLElement, username: string) {
  const page = screen(canvasElement);
  await userEvent.type(await page.findByLabelText('Nama pengguna', {}, slow), username);
  await userEvent.type(page.getByLabelText('Kata sandi'), 'Laju#2025');
  await userEvent.click(page.getByRole('button', { name: 'Masuk' }));
  return menu(canvasElement);
}

export const PermissionsFollowForTheRolesUser: Story = {
  name: "Master grants Viewer customers; viewer's menu follows",
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('link', { name: 'Detail Viewer' }, slow));
    await expect(await page.findByRole('heading', { level: 1, name: 'Detail Peran' }, slow)).toBeVisible();
    const customers = await page.findByRole('group', { name: 'Kustomer' }, slow);
    await userEvent.click(within(customers).getByRole('checkbox', { name: 'Pilih semua hak akses Kustomer' }));
    await userEvent.click(page.getByRole('button', { name: 'Simpan hak akses' }));
    await expect(await page.findByText('Hak akses peran Viewer disimpan.', {}, slow)).toBeVisible();
    await expect(findRole(6)!.permissions).toContain('read-customers');

    await logout(canvasElement);
    const nav = await signIn(canvasElement, 'viewer');
    await waitFor(() => expect(topLevel(nav)).toEqual(['Dashboard', 'Kustomer']));
    await userEvent.click(within(nav).getByRole('button', { name: 'Kustomer' }));
    await expect(within(nav).getByRole('link', { name: 'Data Kustomer' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Data Log Kustomer' })).toBeVisible();
    // Tambah Kustomer also asks for read-roles (docs/product/routes.md), which Viewer still lacks.
    await expect(within(nav).queryByRole('link', { name: 'Tambah Kustomer' })).toBeNull();
  },
};

export const OwnRoleFollowsOnNextNavigation: Story = {
  name: "Master's own role: the menu follows on the next navigation",
  args: { path: '/roles/1/detail' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    const nav = await menu(canvasElement);
    await waitFor(() => expect(topLevel(nav)).toContain('Laporan'));
    const reports = await page.findByRole('group', { name: 'Laporan' }, slow);
    await userEvent.click(within(reports).getByRole('checkbox', { name: 'Pilih semua hak akses Laporan' }));
    await userEvent.click(page.getByRole('button', { name: 'Simpan hak akses' }));
    await expect(await page.findByText('Hak akses peran Master disimpan.', {}, slow)).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: 'Data Peran' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'Data Peran' }, slow)).toBeVisible();
    await waitFor(() => expect(topLevel(nav)).not.toContain('Laporan'));
  },
};

export const LastMasterRefused: Story = {
  name: 'The last Master losing update-permissions is refused',
  args: { path: '/roles/1/detail' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Mengubah hak akses peran' }, slow));
    await userEvent.click(page.getByRole('button', { name: 'Simpan hak akses' }));
    await expect(await page.findByRole('alert', {}, slow)).toHaveTextContent('Harus tetap ada pengguna aktif yang dapat mengubah hak akses.');
    await expect(findRole(1)!.permissions).toContain('update-permissions');
  },
};

export const CreateThenGrant: Story = {
  name: 'New role by the menu, then its permissions',
  args: { path: '/dashboard' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    const nav = await menu(canvasElement);
    await userEvent.click(await within(nav).findByRole('button', { name: 'Peran' }, slow));
    await userEvent.click(within(nav).getByRole('link', { name: 'Tambah Peran' }));
    await userEvent.type(await page.findByRole('textbox', { name: /Nama peran/ }, slow), 'Sopir');
    await userEvent.click(page.getByRole('button', { name: 'Simpan' }));
    // The save lands on the new role's page, its permission matrix.
    await expect(await page.findByRole('heading', { level: 1, name: 'Detail Peran' }, slow)).toBeVisible();
    await userEvent.click(await page.findByRole('checkbox', { name: 'Melihat Dashboard' }, slow));
    await userEvent.click(page.getByRole('button', { name: 'Simpan hak akses' }));
    await expect(await page.findByText('Hak akses peran Sopir disimpan.', {}, slow)).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByText('Detail Peran')).toHaveAttribute('aria-current', 'page');
  },
};

export const UnsavedMatrixAsksBeforeLeaving: Story = {
  args: { path: '/roles/6/detail' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    const nav = await menu(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Melihat daftar barang' }, slow));
    await userEvent.click(within(nav).getByRole('link', { name: /Dashboard/ }));
    const dialog = await page.findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Detail Peran' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Melihat daftar barang' })).toBeChecked();
  },
};

export const ReadOnlyForSpv: Story = {
  args: { path: '/roles/6/detail' },
  beforeEach: () => rememberSessionOf('Spv'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('checkbox', { name: 'Melihat Dashboard' }, slow)).toBeDisabled();
    await expect(page.queryByRole('button', { name: 'Simpan hak akses' })).toBeNull();
  },
};

export const ViewerGetsNotFound: Story = {
  beforeEach: () => rememberSessionOf('Viewer'),
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }, slow)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { path: '/roles/6/detail' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Role detail' }, slow)).toBeVisible();
    await expect(await page.findByRole('checkbox', { name: 'View the dashboard' }, slow)).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('link', { name: 'Detail Master' }, slow)).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
