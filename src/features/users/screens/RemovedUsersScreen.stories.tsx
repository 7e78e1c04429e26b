import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { mockTime } from '../../../mocks/db/auth';
import { addGeneratedUsers } from '../../../mocks/db/factories';
import { addLongUser, usersScenarios } from '../../../mocks/scenarios/users';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { USERS_ROUTES, USERS_STUBS } from '../testing/routes';
import { dataRows, expectUrl, page, rowHeaders } from '../testing/story-helpers';

function Screen({ path, role = 'Master', permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={USERS_ROUTES} stubs={USERS_STUBS} session={() => usersScenarios.session(role, permissions)} />;
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
  await waitFor(() => expect(dataRows(found).length).toBeGreaterThan(0));
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

export const SearchNoMatch: Story = {
  name: 'Search with no match',
  play: async () => {
    const list = await loaded();
    await userEvent.type(page().getByRole('searchbox', { name: 'Cari pengguna' }), 'tidak-ada-yang-seperti-ini');
    await expectUrl('/users/data/removed?q=tidak-ada-yang-seperti-ini');
    await expect(await page().findByText('Tidak ada yang cocok')).toBeVisible();
    await expect(page().getByText('Ubah kata kunci atau saringan, lalu coba lagi.')).toBeVisible();
    await expect(dataRows(list)).toHaveLength(0);
    // "Nothing matches", not "nobody is deactivated".
    await expect(page().queryByText('Tidak ada pengguna nonaktif')).toBeNull();
    await userEvent.click(page().getByRole('button', { name: 'Atur ulang' }));
    await expectUrl('/users/data/removed');
    await waitFor(() => expect(dataRows(list)).toHaveLength(5));
  },
};

export const SortByColumn: Story = {
  name: 'Sort by a column',
  play: async () => {
    const list = await loaded();
    const username = () => within(list).getByRole('columnheader', { name: 'Nama pengguna' });
    const deactivated = () => within(list).getByRole('columnheader', { name: 'Dinonaktifkan' });
    // Newest deactivation first.
    await expect(rowHeaders(list)).toEqual(['gita.siregar41', 'yuni.saputra34', 'joko.rahayu27', 'budi.setiawan20', 'gita.wijaya13']);
    await expect(username()).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(list).getByRole('button', { name: 'Nama pengguna' }));
    await expectUrl('/users/data/removed?sort=username');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['budi.setiawan20', 'gita.siregar41', 'gita.wijaya13', 'joko.rahayu27', 'yuni.saputra34']));
    await expect(username()).toHaveAttribute('aria-sort', 'ascending');
    await expect(deactivated()).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(list).getByRole('button', { name: 'Nama pengguna' }));
    await expectUrl('/users/data/removed?sort=-username');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['yuni.saputra34', 'joko.rahayu27', 'gita.wijaya13', 'gita.siregar41', 'budi.setiawan20']));
    await expect(username()).toHaveAttribute('aria-sort', 'descending');
  },
};

export const LongContent: Story = {
  name: 'Long content (16 rows, the longest names)',
  args: { path: '/users/data/removed?size=25' },
  beforeEach() {
    // Ten more deactivated staff, and one with every text as long as the API allows, deactivated last.
    addGeneratedUsers(70, 7);
    Object.assign(addLongUser(), { active: false, deactivatedAt: mockTime(60 * 24 * 600), version: 2 });
  },
  play: async () => {
    const list = await loaded();
    await expect(dataRows(list)).toHaveLength(16);
    await expect(page().getByText('1–16 dari 16')).toBeVisible();
    const first = dataRows(list)[0]!;
    await expect(rowHeaders(list)[0]).toMatch(/^sangat\.panjang\.sekali\.nama\.pengguna/);
    const [name, email] = within(first).getAllByRole('cell');
    await expect(name!.textContent).toMatch(/^Raden Mas (Panjang ){10}/);
    await expect(name!.textContent).toHaveLength(100);
    await expect(email!.textContent).toMatch(/^(alamat\.surel\.yang\.sangat\.panjang\.){6}@laju\.example$/);
    await expect(within(first).getByRole('button', { name: /^Pulihkan Raden Mas/ })).toBeVisible();
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
