import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Activity } from '../../../../contract/me';
import { UserActivityTable } from './UserActivityTable';

const rows: Activity[] = [
  // A name that names no account is stored as none (decision 295): it may be a mistyped password.
  { id: 3, type: 'SIGN_IN_FAILURE', userId: null, username: null, ip: '10.0.0.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126', createdAt: '2025-07-01T02:05:00.000Z' },
  { id: 2, type: 'PASSWORD_CHANGED', userId: 2, username: 'spv', ip: '10.0.0.8', userAgent: 'Mozilla/5.0 (Android 14) Chrome/126 Mobile', createdAt: '2025-07-01T02:00:00.000Z' },
  { id: 1, type: 'SIGN_IN_SUCCESS', userId: 1, username: 'admin', ip: null, userAgent: null, createdAt: '2025-06-30T09:00:00.000Z' },
];

const meta = {
  title: 'Users/Components/UserActivityTable',
  component: UserActivityTable,
  args: { caption: 'Aktivitas pengguna', rows, state: 'ready', linkToUser: true },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof UserActivityTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Aktivitas pengguna' });
    const [failed, changed, signedIn] = within(table).getAllByRole('row').slice(1);
    await expect(failed).toHaveTextContent(/nama pengguna tidak dikenal.*Gagal masuk.*10\.0\.0\.7/);
    // A failed sign-in carries no user id: nothing is linked.
    await expect(within(failed!).queryByRole('link')).toBeNull();
    await expect(within(changed!).getByRole('link', { name: 'spv' })).toHaveAttribute('href', '/users/2/detail');
    await expect(signedIn).toHaveTextContent('Berhasil masuk');
  },
};

/** A failed sign-in with a known account's username shows that username, not linked. */
export const FailedSignInOfAUser: Story = {
  args: { rows: [{ ...rows[0]!, username: 'kepala.gudang' }] },
  play: async ({ canvasElement }) => {
    const [failed] = within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);
    await expect(failed).toHaveTextContent(/kepala\.gudang.*Gagal masuk/);
    await expect(failed).not.toHaveTextContent('tidak dikenal');
    await expect(within(failed!).queryByRole('link')).toBeNull();
  },
};

export const OnAUsersPage: Story = {
  args: { showUser: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('columnheader', { name: 'Pengguna' })).toBeNull();
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
    await expect(within(canvasElement).getByText('Belum ada aktivitas')).toBeVisible();
  },
};

export const Error: Story = {
  args: { rows: undefined, state: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: { rows: [{ ...rows[1]!, userAgent: `Mozilla/5.0 ${'(KHTML, like Gecko) '.repeat(12)}` }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/KHTML/)).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sign-in failed')).toBeVisible();
    await expect(within(canvasElement).getByText('unknown username')).toBeVisible();
    await expect(within(canvasElement).getByRole('columnheader', { name: 'IP address' })).toBeVisible();
  },
};

const secondFactorRows: Activity[] = [
  // A reset's username is the administrator's (contract/me.ts); the row's user is userId.
  { id: 14, type: 'SECOND_FACTOR_RESET', userId: 5, username: 'admin', ip: '10.0.0.9', userAgent: null, createdAt: '2025-07-02T03:00:00.000Z' },
  { id: 13, type: 'RECOVERY_CODE_USED', userId: 5, username: 'admin.gudang', ip: '10.0.0.9', userAgent: null, createdAt: '2025-07-02T02:00:00.000Z' },
  { id: 12, type: 'RECOVERY_CODES_REGENERATED', userId: 5, username: 'admin.gudang', ip: null, userAgent: null, createdAt: '2025-07-02T01:00:00.000Z' },
  { id: 11, type: 'SECOND_FACTOR_DISABLED', userId: 2, username: 'spv', ip: null, userAgent: null, createdAt: '2025-07-01T04:00:00.000Z' },
  { id: 10, type: 'SECOND_FACTOR_ENABLED', userId: 2, username: 'spv', ip: null, userAgent: null, createdAt: '2025-07-01T03:00:00.000Z' },
];

/** The second factor's activities: a reset names the user by id and the administrator beside the type. */
export const SecondFactor: Story = {
  args: { rows: secondFactorRows },
  play: async ({ canvasElement }) => {
    const [reset, used, regenerated, disabled, enabled] = within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);
    await expect(within(reset!).getByRole('link', { name: 'pengguna #5' })).toHaveAttribute('href', '/users/5/detail');
    await expect(reset).toHaveTextContent(/Verifikasi dua langkah diatur ulang\s*oleh admin/);
    await expect(within(reset!).queryByRole('link', { name: 'admin' })).toBeNull();
    await expect(used).toHaveTextContent('Masuk dengan kode pemulihan');
    await expect(regenerated).toHaveTextContent('Kode pemulihan baru dibuat');
    await expect(disabled).toHaveTextContent('Verifikasi dua langkah dinonaktifkan');
    await expect(enabled).toHaveTextContent('Verifikasi dua langkah diaktifkan');
  },
};

export const SecondFactorEnglish: Story = {
  globals: { locale: 'en' },
  args: { rows: secondFactorRows },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'user #5' })).toBeVisible();
    await expect(canvas.getByText('by admin')).toBeVisible();
    await expect(canvas.getByText('Signed in with a recovery code')).toBeVisible();
    await expect(canvas.getByText('Two-step verification turned on')).toBeVisible();
  },
};
