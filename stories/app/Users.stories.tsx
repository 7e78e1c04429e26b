import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness } from '../harness/StoryHarness';
import { rememberSessionOf } from './session';

/**
 * The users area in the whole app: through the menu, the real router, guards and shell,
 * against the MSW users API.
 */
const meta = {
  title: 'App/Users',
  component: AppHarness,
  parameters: { router: false },
  args: { path: '/dashboard' },
  render: (args, { globals }) => <AppHarness {...args} theme={globals.theme === 'dark' ? 'dark' : 'light'} />,
} satisfies Meta<typeof AppHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const menu = () => screen().findByRole('navigation', { name: 'Menu utama' });
const usersTable = () => screen().findByRole('table', { name: 'Daftar pengguna' });

async function openFromMenu(item: string) {
  const nav = await menu();
  const group = await within(nav).findByRole('button', { name: 'Pengguna' });
  if (group.getAttribute('aria-expanded') !== 'true') await userEvent.click(group);
  await userEvent.click(await within(nav).findByRole('link', { name: item }));
}

export const MasterCreatesAUser: Story = {
  name: "Master: Tambah Pengguna → the new user's page, then it heads the list",
  beforeEach: () => rememberSessionOf('Master'),
  play: async () => {
    await openFromMenu('Tambah Pengguna');
    const form = await screen().findByRole('form', { name: 'Formulir pengguna baru' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Nama pengguna/ }), 'dewi.kasir');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nama' }), 'Dewi Kasir');
    // The role field searches the server (RolePicker, decision 161): type part of the name, pick it.
    within(form).getByRole('combobox', { name: /Peran/ }).focus();
    await userEvent.paste('Surat');
    await userEvent.click(await screen().findByRole('option', { name: 'Admin Surat Jalan' }));
    await userEvent.type(within(form).getByLabelText(/^Kata sandi/), 'Surat-Jalan-2025');
    await userEvent.type(within(form).getByLabelText(/^Ulangi kata sandi/), 'Surat-Jalan-2025');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await expect(await screen().findByText('Pengguna dewi.kasir ditambahkan.')).toBeVisible();
    // The save opens the new user's page.
    await expect(await screen().findByRole('heading', { level: 1, name: 'Detail Pengguna' })).toBeVisible();
    const profile = await screen().findByRole('region', { name: 'Profil pengguna' });
    await waitFor(() => expect(profile).toHaveTextContent('dewi.kasir'));
    await expect(profile).toHaveTextContent('Admin Surat Jalan');
    // Back to the list through the menu: the new user heads it (newest first).
    await openFromMenu('Data Pengguna');
    const table = await usersTable();
    await waitFor(() => expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('dewi.kasir'));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Admin Surat Jalan');
  },
};

export const MasterDeactivatesAndRestores: Story = {
  name: 'Master: deactivate, then restore from Data Pengguna Nonaktif',
  args: { path: '/users/data?q=viewer' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async () => {
    const table = await usersTable();
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['viewer']));
    await userEvent.click(within(table).getByRole('button', { name: /^Nonaktifkan / }));
    const dialog = await screen().findByRole('alertdialog', { name: 'Nonaktifkan pengguna?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await expect(await screen().findByText('viewer dinonaktifkan.')).toBeVisible();
    await expect(await screen().findByText('Tidak ada yang cocok')).toBeVisible();
    await openFromMenu('Data Pengguna Nonaktif');
    const removed = await screen().findByRole('table', { name: 'Daftar pengguna nonaktif' });
    await waitFor(() => expect(within(removed).getAllByRole('rowheader')[0]).toHaveTextContent('viewer'));
    await userEvent.click(within(removed).getAllByRole('button', { name: /^Pulihkan / })[0]!);
    await userEvent.click(within(await screen().findByRole('alertdialog')).getByRole('button', { name: 'Pulihkan' }));
    await expect(await screen().findByText('viewer dipulihkan.')).toBeVisible();
  },
};

export const SpvReadsOnly: Story = {
  name: 'Spv: read-only list and detail with history',
  args: { path: '/users/data' },
  beforeEach: () => rememberSessionOf('Spv'),
  play: async () => {
    const table = await usersTable();
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBe(10));
    await expect(screen().queryByRole('link', { name: 'Tambah Pengguna' })).toBeNull();
    await expect(within(table).queryByRole('button', { name: /^Nonaktifkan / })).toBeNull();
    await userEvent.click(within(table).getAllByRole('link', { name: /^Detail / })[0]!);
    await expect(await screen().findByRole('heading', { level: 1, name: 'Detail Pengguna' })).toBeVisible();
    await expect(await screen().findByRole('tab', { name: 'Riwayat perubahan' })).toBeVisible();
    await expect(screen().queryByRole('link', { name: 'Ubah' })).toBeNull();
  },
};

// After the lighter journeys: the first story of a run also pays for compiling the app.
export const MasterEditsAUser: Story = {
  name: "Master: Pengguna → Data Pengguna → Ubah → saved, the user's page",
  beforeEach: () => rememberSessionOf('Master'),
  play: async () => {
    await openFromMenu('Data Pengguna');
    await expect(await screen().findByRole('heading', { level: 1, name: 'Data Pengguna' })).toBeVisible();
    const table = await usersTable();
    await userEvent.type(screen().getByRole('searchbox', { name: 'Cari pengguna' }), 'kepala.gudang{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['kepala.gudang']));
    await userEvent.click(within(table).getByRole('link', { name: /^Ubah / }));
    await expect(await screen().findByRole('heading', { level: 1, name: 'Ubah Pengguna' })).toBeVisible();
    const name = await screen().findByRole('textbox', { name: 'Nama' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Hendra Kepala Gudang');
    await userEvent.click(screen().getByRole('button', { name: 'Simpan' }));
    // The save opens the user's page, with the new name.
    await expect(await screen().findByRole('heading', { level: 1, name: 'Detail Pengguna' })).toBeVisible();
    await expect(await screen().findByText('Perubahan pada kepala.gudang disimpan.')).toBeVisible();
    await waitFor(async () => expect(await screen().findByRole('region', { name: 'Profil pengguna' })).toHaveTextContent('Hendra Kepala Gudang'));
    // Back to the list through the menu: the row shows it too.
    await openFromMenu('Data Pengguna');
    await expect(await screen().findByRole('heading', { level: 1, name: 'Data Pengguna' })).toBeVisible();
    const list = await usersTable();
    await userEvent.type(screen().getByRole('searchbox', { name: 'Cari pengguna' }), 'kepala.gudang{Enter}');
    await waitFor(() => expect(within(list).getByRole('row', { name: /kepala\.gudang/ })).toHaveTextContent('Hendra Kepala Gudang'));
  },
};

export const ActivityAndLogScreens: Story = {
  name: 'Master: activity and change-log screens from the menu',
  beforeEach: () => rememberSessionOf('Master'),
  play: async () => {
    await openFromMenu('Data Aktivitas Pengguna');
    await expect(await screen().findByRole('table', { name: 'Aktivitas pengguna' })).toBeVisible();
    await expect(await screen().findByText('Gagal masuk')).toBeVisible();
    await openFromMenu('Data Log Pengguna');
    const log = await screen().findByRole('table', { name: 'Log perubahan pengguna' });
    await waitFor(() => expect(within(log).getAllByRole('row').length).toBeGreaterThan(2));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { path: '/users/data' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async () => {
    const table = await screen().findByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBe(10));
    await expect(within(screen().getByRole('main')).getByRole('link', { name: 'New user' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { path: '/users/5/detail' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async () => {
    await expect(await screen().findByRole('region', { name: 'Profil pengguna' })).toBeVisible();
  },
};
