import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { usersScenarios } from '../../../mocks/scenarios/users';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { USERS_ROUTES, USERS_STUBS } from '../testing/routes';
import { dataRows, expectUrl, page } from '../testing/story-helpers';

function Screen({ path, role = 'Master', permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={USERS_ROUTES} stubs={USERS_STUBS} session={() => usersScenarios.session(role, permissions)} />;
}

/** /users/activities/logs: sign-ins, failures, sign-outs; filters user, type and days. */
const meta = {
  title: 'Users/Screens/User activity',
  component: Screen,
  parameters: { router: false },
  args: { path: '/users/activities/logs' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => page().findByRole('table', { name: /Aktivitas pengguna|User activity/ });
const loaded = async () => {
  const found = await table();
  await waitFor(() => expect(dataRows(found).length).toBeGreaterThan(0));
  return found;
};

export const Default: Story = {
  play: async () => {
    const activity = await loaded();
    await expect(within(activity).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Waktu',
      'Pengguna',
      'Jenis',
      'Alamat IP',
      'Perangkat (user agent)',
    ]);
    // Newest first: the failed sign-in under a name no account has.
    await expect(dataRows(activity)[0]).toHaveTextContent(/nama pengguna tidak dikenal.*Gagal masuk/);
    await expect(dataRows(activity)).toHaveLength(7);
  },
};

export const FilterByType: Story = {
  play: async () => {
    const activity = await loaded();
    await userEvent.selectOptions(page().getByRole('combobox', { name: 'Jenis' }), 'Gagal masuk');
    await expectUrl('/users/activities/logs?type=SIGN_IN_FAILURE');
    await waitFor(() => expect(dataRows(activity)).toHaveLength(1));
  },
};

export const FilterByUser: Story = {
  play: async () => {
    const activity = await loaded();
    // One input event, one search (see UsersLogScreen's FilterByUser).
    await userEvent.click(page().getByRole('combobox', { name: 'Pengguna' }));
    await userEvent.paste('spv');
    await userEvent.click(await page().findByRole('option', { name: /spv/ }));
    await expectUrl('/users/activities/logs?userId=2');
    await waitFor(() => expect(dataRows(activity)).toHaveLength(1));
    await expect(within(dataRows(activity)[0]!).getByRole('link', { name: 'spv' })).toHaveAttribute('href', '/users/2/detail');
  },
};

export const FilterByDays: Story = {
  play: async () => {
    await loaded();
    await userEvent.type(page().getByLabelText('Dari tanggal'), '2020-01-01');
    await userEvent.type(page().getByLabelText('Sampai tanggal'), '2020-01-31');
    await expectUrl(/startDate=2020-01-01&endDate=2020-01-31/);
    await expect(await page().findByText('Tidak ada yang cocok')).toBeVisible();
  },
};

export const CopiedLink: Story = {
  name: 'Copied link reopens the same view',
  // A link copied from the address bar with user, type and a one-day range (docs/product/screens.md).
  args: { path: '/users/activities/logs?userId=2&type=SIGN_IN_SUCCESS&startDate=2026-06-27&endDate=2026-06-27' },
  play: async () => {
    const activity = await loaded();
    await waitFor(() => expect(page().getByRole('combobox', { name: 'Pengguna' })).toHaveValue('spv'));
    await expect(page().getByRole('combobox', { name: 'Jenis' })).toHaveDisplayValue('Berhasil masuk');
    await expect(page().getByLabelText('Dari tanggal')).toHaveValue('2026-06-27');
    await expect(page().getByLabelText('Sampai tanggal')).toHaveValue('2026-06-27');
    await expect(dataRows(activity)).toHaveLength(1);
    await expect(dataRows(activity)[0]).toHaveTextContent(/spv.*Berhasil masuk/);
    await userEvent.click(page().getByRole('button', { name: 'Atur ulang' }));
    await expectUrl('/users/activities/logs');
    await waitFor(() => expect(dataRows(activity)).toHaveLength(7));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.empty('activities'));
  },
  play: async () => {
    await expect(await page().findByText('Belum ada aktivitas')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.slow('activities'));
  },
  play: async () => {
    await expect(await table()).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    msw.use(...usersScenarios.error('activities', 1));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await loaded();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...usersScenarios.forbidden('activities'));
  },
  play: async () => {
    await expectUrl('/404');
  },
};

export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.longActivity());
  },
  play: async () => {
    const activity = await loaded();
    await expect(dataRows(activity)[0]).toHaveTextContent(/Mozilla\/5\.0/);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const activity = await loaded();
    await expect(dataRows(activity)[0]).toHaveTextContent('Sign-in failed');
    await expect(page().getByRole('combobox', { name: 'Type' })).toBeVisible();
  },
};
