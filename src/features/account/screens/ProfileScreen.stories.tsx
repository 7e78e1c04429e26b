import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { accessTokens } from '../../../mocks/db/auth';
import { activityLog } from '../../../mocks/db/logs';
import { accountScenarios, storySessionOf } from '../../../mocks/scenarios/account';
import { codeNow, secondFactorScenarios } from '../../../mocks/scenarios/second-factor';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ACCOUNT_STUBS } from '../testing/stubs';
import ProfileScreen from './ProfileScreen';

function Screen({ role, path }: { role: SeededRoleName; path: string }) {
  return (
    <StoryScreen stubs={ACCOUNT_STUBS} path={path} session={() => storySessionOf(role)} routes={[{ path: '/profile', title: 'Profil', element: <ProfileScreen /> }]} />
  );
}

/**
 * /profile: own data, two-step verification, own activity (paged), and "Keluar dari semua
 * perangkat" with confirmation.
 */
const meta = {
  title: 'Account/Screens/ProfileScreen',
  component: Screen,
  parameters: { router: false },
  args: { role: 'Master', path: '/profile' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const detail = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('admin')).toBeVisible();
    await expect(detail(canvasElement, 'Nama')).toBe('Administrator');
    await expect(detail(canvasElement, 'Email')).toBe('admin@laju.example');
    await expect(detail(canvasElement, 'Peran')).toBe('Master');
    await expect(detail(canvasElement, 'Anggota sejak')).toBe('2 Jun 2025');
    await expect(canvas.getByRole('link', { name: 'Ubah di Pengaturan' })).toHaveAttribute('href', '/settings');
    const activity = await canvas.findByRole('table', { name: 'Aktivitas saya' });
    await waitFor(() => expect(within(activity).getAllByRole('row')).toHaveLength(2));
    await expect(within(activity).getAllByRole('row')[1]).toHaveTextContent('Berhasil masuk');
    await expect(within(activity).getAllByRole('row')[1]).toHaveTextContent('10.0.4.17');
  },
};

export const TwoStepVerification: Story = {
  name: 'Two-step verification: turn off, activity follows',
  beforeEach: () => void secondFactorScenarios.enabledFor('Master'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Verifikasi dua langkah' });
    await expect(await within(section).findByText('Aktif')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Nonaktifkan' }));
    await userEvent.type(await within(section).findByRole('textbox', { name: /Kode autentikator/ }), `${await codeNow()}{Enter}`);
    await expect(await within(section).findByRole('button', { name: 'Aktifkan' })).toBeVisible();
    // The activity list is read again and shows the change on top.
    const activity = canvas.getByRole('table', { name: 'Aktivitas saya' });
    await waitFor(() => expect(within(activity).getAllByRole('row')[1]).toHaveTextContent('Verifikasi dua langkah dinonaktifkan'));
  },
};

export const SignOutEverywhere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('admin');
    await expect(accessTokens.count(1)).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Keluar dari semua perangkat' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Keluar dari semua perangkat?' });
    // Focus starts on the choice that changes nothing.
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, keluar dari semua' }));
    const done = await body(canvasElement).findByRole('alertdialog', { name: 'Berhasil!' });
    await expect(done).toHaveTextContent('Anda telah keluar dari semua perangkat.');
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
    // Every session of the user ended on the server, and the activity log says so.
    await expect(accessTokens.count(1)).toBe(0);
    await expect(activityLog.at(-1)).toMatchObject({ type: 'SIGN_OUT_EVERYWHERE', userId: 1 });
  },
};

export const SignOutEverywhereCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Keluar dari semua perangkat' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Keluar dari semua perangkat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(accessTokens.count(1)).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  },
};

export const SignOutEverywhereBusy: Story = {
  beforeEach: ({ msw }) => msw.use(...accountScenarios.slowSignOutEverywhere()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Keluar dari semua perangkat' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, keluar dari semua' }));
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled();
  },
};

export const SignOutEverywhereFails: Story = {
  beforeEach: ({ msw }) => msw.use(...accountScenarios.signOutEverywhereFails()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Keluar dari semua perangkat' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Ya, keluar dari semua' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server tidak dapat dihubungi.');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  },
};

export const ActivityPages: Story = {
  beforeEach: () => void accountScenarios.addActivities('Master', 25),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–10 dari 26')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman terakhir' }));
    await expect(await canvas.findByText('21–26 dari 26')).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/profile?page=3');
  },
};

export const ActivityEmpty: Story = {
  beforeEach: ({ msw }) => msw.use(...accountScenarios.activitiesEmpty()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Belum ada aktivitas')).toBeVisible();
  },
};

export const ActivityError: Story = {
  beforeEach: ({ msw }) => msw.use(...accountScenarios.activitiesError()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Data gagal dimuat');
    await expect(await canvas.findByText('admin')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...accountScenarios.slow()),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    await expect(await within(canvasElement).findByRole('table', { name: 'Aktivitas saya' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(...accountScenarios.meError()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByText('Terjadi kesalahan saat memuat data. Silakan coba lagi.');
    await expect(alert).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keluar dari semua perangkat' })).toBeVisible();
  },
};

export const AnyRole: Story = {
  name: 'Any role (Viewer)',
  args: { role: 'Viewer' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('viewer')).toBeVisible();
    await expect(detail(canvasElement, 'Peran')).toBe('Viewer');
  },
};

export const LongContent: Story = {
  beforeEach: () => void accountScenarios.longProfile('Master'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Raden Ajeng Kartika/)).toBeVisible();
    await expect(canvas.getByText(/^raden\.ajeng/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('admin')).toBeVisible();
    await expect(detail(canvasElement, 'Member since')).toBe('2 Jun 2025');
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    await expect(await canvas.findByText('Signed in')).toBeVisible();
    const section = canvas.getByRole('region', { name: 'Two-step verification' });
    await expect(await within(section).findByRole('button', { name: 'Turn on' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('admin')).toBeVisible();
  },
};
