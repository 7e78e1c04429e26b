import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Activity } from '../../../../contract/me';
import { UserActivityTable } from './UserActivityTable';

const rows: Activity[] = [
  { id: 3, type: 'SIGN_IN_FAILURE', userId: null, username: 'admni', ip: '10.0.0.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126', createdAt: '2025-07-01T02:05:00.000Z' },
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
    await expect(failed).toHaveTextContent(/admni.*Gagal masuk.*10\.0\.0\.7/);
    // A failed sign-in carries no user id: the typed name is shown, not linked.
    await expect(within(failed!).queryByRole('link')).toBeNull();
    await expect(within(changed!).getByRole('link', { name: 'spv' })).toHaveAttribute('href', '/users/2/detail');
    await expect(signedIn).toHaveTextContent('Berhasil masuk');
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
    await expect(within(canvasElement).getByRole('columnheader', { name: 'IP address' })).toBeVisible();
  },
};
