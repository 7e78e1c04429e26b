import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { recordActivity } from '../../../mocks/db/logs';
import { accountScenarios, storySessionOf } from '../../../mocks/scenarios/account';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ACCOUNT_STUBS } from '../testing/stubs';
import { ActivityLog } from './ActivityLog';

function Log() {
  return <StoryScreen stubs={ACCOUNT_STUBS} path="/profile" session={() => storySessionOf('Master')} routes={[{ path: '/profile', title: 'Profil', element: <ActivityLog /> }]} />;
}

/** GET /api/users/my/activities: the user's own activity, translated, paged in the URL. */
const meta = {
  title: 'Account/Components/ActivityLog',
  component: Log,
  parameters: { router: false },
} satisfies Meta<typeof Log>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Aktivitas saya' })).getAllByRole('row').slice(1);

export const Default: Story = {
  beforeEach: () => void accountScenarios.addActivities('Master', 6),
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(7));
    const texts = (await rows(canvasElement)).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    await expect(texts).toEqual([
      'Keluar dari semua perangkat',
      'Berhasil masuk',
      'Kata sandi diganti',
      'Gagal masuk',
      'Keluar',
      'Berhasil masuk',
      'Berhasil masuk',
    ]);
  },
};

export const Pages: Story = {
  beforeEach: () => void accountScenarios.addActivities('Master', 30),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–10 dari 31')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Baris per halaman' }), '25');
    await expect(await canvas.findByText('1–25 dari 31')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...accountScenarios.slow()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...accountScenarios.activitiesEmpty()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Belum ada aktivitas')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach: ({ msw }) => msw.use(...accountScenarios.activitiesError()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Data gagal dimuat');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'My activity' });
    await expect(await within(table).findByText('Signed in')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: () => void accountScenarios.addActivities('Master', 6),
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(7));
  },
};

/** The second factor's activities; a reset names the administrator who did it. */
export const SecondFactor: Story = {
  beforeEach: () => {
    recordActivity('SECOND_FACTOR_ENABLED', 1);
    recordActivity('RECOVERY_CODES_REGENERATED', 1);
    recordActivity('RECOVERY_CODE_USED', 1);
    recordActivity('SECOND_FACTOR_RESET', 1, 'kepala.gudang');
    recordActivity('SECOND_FACTOR_DISABLED', 1);
  },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(6));
    const texts = (await rows(canvasElement)).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    await expect(texts).toEqual([
      'Verifikasi dua langkah dinonaktifkan',
      'Verifikasi dua langkah diatur ulangoleh administrator kepala.gudang',
      'Masuk dengan kode pemulihan',
      'Kode pemulihan baru dibuat',
      'Verifikasi dua langkah diaktifkan',
      'Berhasil masuk',
    ]);
  },
};
