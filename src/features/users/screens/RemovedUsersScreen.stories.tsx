import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { usersScenarios } from '../../../mocks/scenarios/users';
import { UsersStoryApp } from '../testing/UsersStoryApp';
import { dataRows, expectUrl, page, rowHeaders } from '../testing/story-helpers';

function Screen({ path, role = 'Master', permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <UsersStoryApp path={path} session={usersScenarios.session(role, permissions)} />;
}

/** /users/data/removed: the 5 seeded deactivated users, restorable with confirmation. */
const meta = {
  title: 'Users/Screens/Deactivated users',
  component: Screen,
  parameters: { router: false },
  args: { path: '/users/data/removed' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => page().findByRole('table', { name: /Daftar pengguna nonaktif|Deactivated users/ });
const loaded = async () => {
  const found = await table();
  await waitFor(() => expect(dataRows(found).length).toBeGreaterThan(0), { timeout: 4000 });
  return found;
};

export const Default: Story = {
  play: async () => {
    const list = await loaded();
    await expect(dataRows(list)).toHaveLength(5);
    await expect(within(list).getByRole('columnheader', { name: 'Dinonaktifkan' })).toHaveAttribute('aria-sort', 'descending');
    for (const row of dataRows(list)) await expect(within(row).getByText('Nonaktif')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Kembali ke data pengguna' })).toHaveAttribute('href', '/users/data');
  },
};

export const Restore: Story = {
  play: async () => {
    const list = await loaded();
    const row = dataRows(list)[0]!;
    const username = rowHeaders(list)[0]!;
    const name = within(row).getAllByRole('cell')[0]!.textContent!;
    await userEvent.click(within(row).getByRole('button', { name: `Pulihkan ${name}` }));
    const dialog = await page().findByRole('alertdialog', { name: 'Pulihkan pengguna?' });
    await expect(dialog).toHaveTextContent(`${name} (${username}) akan bisa masuk lagi`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pulihkan' }));
    await expect(await page().findByText(`${username} dipulihkan.`)).toBeVisible();
    await waitFor(() => expect(dataRows(list)).toHaveLength(4));
  },
};

export const RestoreCancelled: Story = {
  play: async () => {
    const list = await loaded();
    await userEvent.click(within(dataRows(list)[0]!).getByRole('button', { name: /^Pulihkan / }));
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(dataRows(list)).toHaveLength(5);
  },
};

export const RestoreFails: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.statusChangeRefused('PERMISSIONS_EXCEED_OWN', 422, 'restore'));
  },
  play: async () => {
    const list = await loaded();
    await userEvent.click(within(dataRows(list)[0]!).getByRole('button', { name: /^Pulihkan / }));
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pulihkan' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('lebih banyak daripada izin Anda sendiri');
  },
};

export const WithoutRestore: Story = {
  name: 'Spv (no restore)',
  args: { role: 'Spv' },
  play: async () => {
    const list = await loaded();
    await expect(within(dataRows(list)[0]!).queryByRole('button', { name: /^Pulihkan / })).toBeNull();
    await expect(within(dataRows(list)[0]!).getByRole('link', { name: /^Detail / })).toBeVisible();
  },
};

export const Search: Story = {
  play: async () => {
    const list = await loaded();
    const username = rowHeaders(list)[2]!;
    await userEvent.type(page().getByRole('searchbox', { name: 'Cari pengguna' }), username);
    await expectUrl(`/users/data/removed?q=${encodeURIComponent(username).replace(/%20/g, '+')}`);
    await waitFor(() => expect(rowHeaders(list)).toEqual([username]));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.slow('removed'));
  },
  play: async () => {
    await expect(await table()).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.empty('removed'));
  },
  play: async () => {
    await expect(await page().findByText('Tidak ada pengguna nonaktif')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    msw.use(...usersScenarios.error('removed', 1));
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
    msw.use(...usersScenarios.forbidden('removed'));
  },
  play: async () => {
    await expectUrl('/404');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const list = await loaded();
    await expect(within(list).getByRole('columnheader', { name: 'Deactivated' })).toBeVisible();
    await expect(within(dataRows(list)[0]!).getByRole('button', { name: /^Restore / })).toBeVisible();
  },
};
