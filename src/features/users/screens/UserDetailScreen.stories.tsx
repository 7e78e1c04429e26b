import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { accessTokens } from '../../../mocks/db/auth';
import { activityLog } from '../../../mocks/db/logs';
import { apiError } from '../../../mocks/handlers/respond';
import { secondFactorScenarios } from '../../../mocks/scenarios/second-factor';
import { changeUserElsewhere, usersScenarios } from '../../../mocks/scenarios/users';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { USERS_ROUTES, USERS_STUBS } from '../testing/routes';
import { expectUrl, page } from '../testing/story-helpers';

function Screen({ path, role = 'Master', permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={USERS_ROUTES} stubs={USERS_STUBS} session={() => usersScenarios.session(role, permissions)} />;
}

/** /users/:userId/detail: the profile, actions per permission, activity and change log. */
const meta = {
  title: 'Users/Screens/User detail',
  component: Screen,
  parameters: { router: false },
  args: { path: '/users/5/detail' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const profile = () => page().findByRole('region', { name: 'Profil pengguna' });
const valueOf = (region: HTMLElement, label: string) => {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

export const Default: Story = {
  play: async () => {
    const region = await profile();
    await expect(valueOf(region, 'ID')).toHaveTextContent('U0005');
    await expect(valueOf(region, 'Nama pengguna')).toHaveTextContent('admin.gudang');
    await expect(valueOf(region, 'Email')).toHaveTextContent('admingudang@laju.example');
    await expect(within(valueOf(region, 'Peran')).getByRole('link', { name: 'Admin Gudang' })).toHaveAttribute('href', '/roles/5/detail');
    await expect(valueOf(region, 'Status')).toHaveTextContent('Aktif');
    await expect(page().getByRole('link', { name: 'Ubah' })).toHaveAttribute('href', '/users/5/edit');
    await expect(page().getByRole('button', { name: 'Nonaktifkan' })).toBeVisible();
    const history = page().getByRole('region', { name: 'Riwayat pengguna' });
    const tabs = within(history).getByRole('tablist', { name: 'Riwayat pengguna' });
    await expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Aktivitas', 'Riwayat perubahan']);
    const activity = within(history).getByRole('table', { name: 'Aktivitas' });
    await expect(await within(activity).findByText('Berhasil masuk')).toBeVisible();
  },
};

export const ChangeLog: Story = {
  beforeEach() {
    changeUserElsewhere(5, { name: 'Rina Gudang', roleId: 3 });
  },
  play: async () => {
    await profile();
    await userEvent.click(page().getByRole('tab', { name: 'Riwayat perubahan' }));
    const log = page().getByRole('table', { name: 'Riwayat perubahan' });
    const updated = await within(log).findByRole('row', { name: /Diubah/ });
    await waitFor(() => expect(updated).toHaveTextContent('Nama: Admin Gudang → menjadi Rina Gudang'));
    await waitFor(() => expect(updated).toHaveTextContent('Peran: Admin Gudang → menjadi Kepala Gudang'));
    const created = within(log).getByRole('row', { name: /Dibuat/ });
    await expect(created).toHaveTextContent('Nama pengguna: admin.gudang');
    await expect(created).not.toHaveTextContent('{');
  },
};

export const Deactivate: Story = {
  play: async () => {
    await profile();
    await userEvent.click(page().getByRole('button', { name: 'Nonaktifkan' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Nonaktifkan pengguna?' });
    await expect(dialog).toHaveTextContent('Admin Gudang (admin.gudang)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await expect(await page().findByText('admin.gudang dinonaktifkan.')).toBeVisible();
    const region = await profile();
    await waitFor(() => expect(valueOf(region, 'Status')).toHaveTextContent('Nonaktif'));
    await expect(page().getByRole('button', { name: 'Pulihkan' })).toBeVisible();
    await expect(page().queryByRole('link', { name: 'Ubah' })).toBeNull();
  },
};

export const DeactivateYourself: Story = {
  name: 'Your own account: no Nonaktifkan (the server refuses it)',
  args: { path: '/users/1/detail' },
  play: async () => {
    await profile();
    await expect(page().queryByRole('button', { name: 'Nonaktifkan' })).toBeNull();
  },
};

export const DeactivatedUser: Story = {
  args: { path: '/users/13/detail' },
  play: async () => {
    const region = await profile();
    await expect(valueOf(region, 'Status')).toHaveTextContent('Nonaktif');
    await expect(valueOf(region, 'Dinonaktifkan')).not.toHaveTextContent('—');
    await userEvent.click(page().getByRole('button', { name: 'Pulihkan' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Pulihkan pengguna?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pulihkan' }));
    await waitFor(() => expect(valueOf(region, 'Status')).toHaveTextContent('Aktif'));
  },
};

export const OnlyReadUser: Story = {
  name: 'Only read-user (no actions, no history)',
  args: { permissions: ['read-user'] },
  play: async () => {
    const region = await profile();
    await expect(within(valueOf(region, 'Peran')).queryByRole('link')).toBeNull();
    await expect(page().queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(page().queryByRole('button', { name: 'Nonaktifkan' })).toBeNull();
    await expect(page().queryByRole('region', { name: /Riwayat|Aktivitas/ })).toBeNull();
  },
};

export const OnlyChangeLog: Story = {
  name: 'Change log only (read-users-logs)',
  args: { permissions: ['read-user', 'read-users-logs'] },
  play: async () => {
    await profile();
    const section = page().getByRole('region', { name: 'Riwayat perubahan' });
    await expect(within(section).queryByRole('tablist')).toBeNull();
    await expect(await within(section).findByRole('row', { name: /Dibuat/ })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: '/users/9999/detail' },
  play: async () => {
    await expect(await page().findByText('Pengguna tidak ditemukan')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.slow('one'));
  },
  play: async () => {
    await expect(await page().findByText('Memuat…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    msw.use(...usersScenarios.error('one', 1));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await profile();
  },
};

export const HistoryError: Story = {
  name: 'Activity fails, profile stays',
  beforeEach({ msw }) {
    msw.use(...usersScenarios.error('activities'));
  },
  play: async () => {
    await profile();
    await expect(await page().findByText('Data gagal dimuat')).toBeVisible();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...usersScenarios.forbidden('one'));
  },
  play: async () => {
    await expectUrl('/404');
  },
};

export const LongContent: Story = {
  beforeEach() {
    changeUserElsewhere(5, { name: `Raden Mas ${'Panjang '.repeat(11)}Wicaksono`.slice(0, 100), email: `${'surel.panjang.'.repeat(12)}@laju.example` });
  },
  play: async () => {
    const region = await profile();
    await expect(valueOf(region, 'Nama')).toHaveTextContent(/^Raden Mas Panjang/);
  },
};

const RESET = 'Reset verifikasi dua langkah';
const secondFactorOf = (region: HTMLElement) => valueOf(region, 'Verifikasi dua langkah');
const enableForAdminGudang = () => void secondFactorScenarios.enabledFor({ username: 'admin.gudang' });

export const SecondFactorOff: Story = {
  name: 'Second factor off',
  play: async () => {
    const region = await profile();
    await waitFor(() => expect(secondFactorOf(region)).toHaveTextContent('Nonaktif'));
    await expect(page().queryByRole('button', { name: RESET })).toBeNull();
  },
};

export const SecondFactorOn: Story = {
  name: 'Second factor on',
  beforeEach: () => {
    secondFactorScenarios.required();
    enableForAdminGudang();
  },
  play: async () => {
    const region = await profile();
    await waitFor(() => expect(secondFactorOf(region)).toHaveTextContent(/^Aktifsejak \d{1,2} \S+ \d{4}$/));
    await expect(page().getByRole('button', { name: RESET })).toBeVisible();
    // Not required of an Admin Gudang: no "required" badge.
    await expect(within(secondFactorOf(region)).queryByText('Wajib untuk perannya')).toBeNull();
  },
};

export const SecondFactorOwnAccount: Story = {
  name: 'Second factor, own account (Profile instead of a reset)',
  args: { path: '/users/1/detail' },
  beforeEach: () => {
    secondFactorScenarios.required();
    secondFactorScenarios.enabledFor('Master');
  },
  play: async () => {
    const region = await profile();
    await waitFor(() => expect(within(secondFactorOf(region)).getByText('Wajib untuk perannya')).toBeVisible());
    await expect(within(secondFactorOf(region)).getByRole('link', { name: 'Ubah di Profil' })).toHaveAttribute('href', '/profile');
    await expect(page().queryByRole('button', { name: RESET })).toBeNull();
  },
};

export const SecondFactorNoPermission: Story = {
  name: 'Second factor, read-user only (no reset)',
  args: { permissions: ['read-user'] },
  beforeEach: enableForAdminGudang,
  play: async () => {
    const region = await profile();
    await waitFor(() => expect(secondFactorOf(region)).toHaveTextContent(/^Aktif/));
    await expect(page().queryByRole('button', { name: RESET })).toBeNull();
  },
};

export const SecondFactorReset: Story = {
  name: 'Second factor reset, confirmed',
  beforeEach: () => {
    enableForAdminGudang();
    // admin.gudang is signed in somewhere: the reset ends that session.
    accessTokens.issue(5);
  },
  play: async () => {
    const region = await profile();
    await expect(accessTokens.count(5)).toBeGreaterThan(0);
    await userEvent.click(await page().findByRole('button', { name: RESET }));
    const dialog = await page().findByRole('alertdialog', { name: 'Reset verifikasi dua langkah?' });
    await expect(dialog).toHaveTextContent('Verifikasi dua langkah Admin Gudang (admin.gudang) akan dinonaktifkan');
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, reset' }));
    await expect(await page().findByText('Verifikasi dua langkah admin.gudang sudah direset.')).toBeVisible();
    await waitFor(() => expect(secondFactorOf(region)).toHaveTextContent('Nonaktif'));
    await expect(page().queryByRole('button', { name: RESET })).toBeNull();
    await expect(activityLog.at(-1)).toMatchObject({ type: 'SECOND_FACTOR_RESET', userId: 5, username: 'admin' });
    await expect(accessTokens.count(5)).toBe(0);
    // The user's activity shows it, with the administrator who did it.
    const activity = page().getByRole('table', { name: 'Aktivitas' });
    await expect(await within(activity).findByText('oleh admin')).toBeVisible();
  },
};

export const SecondFactorResetCancelled: Story = {
  name: 'Second factor reset, cancelled',
  beforeEach: enableForAdminGudang,
  play: async () => {
    const region = await profile();
    await userEvent.click(await page().findByRole('button', { name: RESET }));
    const dialog = await page().findByRole('alertdialog', { name: 'Reset verifikasi dua langkah?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(secondFactorOf(region)).toHaveTextContent(/^Aktif/);
  },
};

export const SecondFactorResetFails: Story = {
  name: 'Second factor reset fails',
  beforeEach: ({ msw }) => {
    enableForAdminGudang();
    msw.use(http.post('*/api/users/:id/second-factor/reset', () => apiError(409, 'SECOND_FACTOR_NOT_ENABLED', 'Two-step verification is not on')));
  },
  play: async () => {
    await profile();
    await userEvent.click(await page().findByRole('button', { name: RESET }));
    const dialog = await page().findByRole('alertdialog', { name: 'Reset verifikasi dua langkah?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, reset' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal mereset: Verifikasi dua langkah belum aktif.');
    await expect(within(dialog).getByRole('button', { name: 'Ya, reset' })).toBeEnabled();
  },
};

export const SecondFactorLoadError: Story = {
  name: 'Second factor status fails, profile stays',
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/users/:id/second-factor', () => apiError(500, 'INTERNAL', 'Internal server error'), { once: true }));
  },
  play: async () => {
    const region = await profile();
    await expect(await within(region).findByText('Status tidak dapat dimuat.')).toBeVisible();
    await userEvent.click(within(secondFactorOf(region)).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(secondFactorOf(region)).toHaveTextContent('Nonaktif'));
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const region = await page().findByRole('region', { name: 'User profile' });
    await expect(within(region).getByText('Username')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await expect(page().getByRole('tab', { name: 'Change log' })).toBeVisible();
    await expect(within(region).getByText('Two-step verification')).toBeVisible();
    await expect(await within(region).findByText('Off')).toBeVisible();
  },
};

export const SecondFactorEnglish: Story = {
  name: 'Second factor, English',
  globals: { locale: 'en' },
  beforeEach: enableForAdminGudang,
  play: async () => {
    await page().findByRole('region', { name: 'User profile' });
    await userEvent.click(await page().findByRole('button', { name: 'Reset two-step verification' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Reset two-step verification?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, reset' }));
    await expect(await page().findByText('Two-step verification of admin.gudang has been reset.')).toBeVisible();
  },
};
