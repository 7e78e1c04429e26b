import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CUSTOMERS } from '../../../../contract/areas';
import { changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { useLogs } from '../../../lib/resource/api';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { dataRows, expectLocation, loadedTable, page } from '../../../lib/testing/story-queries';
import { CustomerPicker } from '../../pickers/CustomerPicker/CustomerPicker';
import { ResourceLog, useLogListState } from './ResourceLog';

function Log({ links }: { links: boolean }) {
  const { list, query } = useLogListState();
  const answer = useLogs(CUSTOMERS.api, query);
  return (
    <ResourceLog
      ns="customers"
      list={list}
      answer={answer}
      caption="Log contoh"
      recordLabel="Kustomer"
      canPickRecord
      recordPicker={(props) => <CustomerPicker {...props} />}
      detailPath={links ? (id) => `/things/${id}` : undefined}
    />
  );
}

function Demo({ path = '/things/logs', links = true, permissions }: { path?: string; links?: boolean; permissions?: string[] }) {
  return <StoryScreen path={path} session={storySession('Master', permissions)} routes={[{ path: '/things/logs', title: 'Log', element: <Log links={links} /> }]} />;
}

/**
 * The change-log screen every resource area composes (decision 170): filters record, action, actor
 * (with read-users) and an inclusive range of days in the URL; newest first; each change a readable
 * field-by-field diff (ChangeLogTable) with the record named and linked.
 */
const meta = {
  title: 'Resource kit/ResourceLog',
  component: Demo,
  parameters: { router: false },
  beforeEach() {
    changedElsewhere.customer(5, { phone: '0812 0000 111' });
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const log = await loadedTable('Log contoh');
    const newest = dataRows(log)[0]!;
    await expect(within(newest).getByRole('link', { name: 'Warung Makmur Sentosa' })).toHaveAttribute('href', '/things/5');
    await expect(newest).toHaveTextContent('Telepon: kosong → menjadi 0812 0000 111');
    await expect(newest).toHaveTextContent('Diubah');
    for (const name of ['Kustomer', 'Aksi', 'Diubah oleh']) await expect(page().getByRole('combobox', { name })).toBeVisible();
  },
};

export const AreaActions: Story = {
  name: "Action filter: the area's actions only (customers are never deactivated)",
  play: async () => {
    await loadedTable('Log contoh');
    const options = within(page().getByRole('combobox', { name: 'Aksi' })).getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual(['Semua aksi', 'Dibuat', 'Diubah']);
  },
};

export const ByActor: Story = {
  name: 'Filtered by actor and days',
  play: async () => {
    const log = await loadedTable('Log contoh');
    await userEvent.type(page().getByRole('combobox', { name: 'Diubah oleh' }), 'spv');
    await userEvent.click(await page().findByRole('option', { name: /^spv/ }));
    await expectLocation(/actor=2$/);
    await waitFor(() => expect(dataRows(log)).toHaveLength(1));
  },
};

export const HostileLink: Story = {
  name: 'A bad filter, q and sort in a link: the log still loads',
  args: { path: '/things/logs?q=x&sort=-name&action=NOPE&id=abc' },
  play: async () => {
    // The logs endpoint takes neither q nor sort (400): they never reach it; the bad filters go.
    await loadedTable('Log contoh');
    await expectLocation('/things/logs?q=x');
  },
};

export const WithoutReadUsers: Story = {
  args: { permissions: ['read-customers-logs', 'read-customers'], links: false },
  play: async () => {
    const log = await loadedTable('Log contoh');
    await expect(page().queryByRole('combobox', { name: 'Diubah oleh' })).toBeNull();
    await expect(within(log).queryAllByRole('link')).toHaveLength(0);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').empty('logs'));
  },
  play: async () => {
    await expect(await page().findByText('Belum ada perubahan yang tercatat')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').slow('logs'));
  },
  play: async () => {
    await expect(await page().findByRole('table', { name: 'Log contoh' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').error('logs', 1));
  },
  play: async () => {
    await userEvent.click(within(await page().findByRole('alert')).getByRole('button', { name: 'Coba lagi' }));
    await loadedTable('Log contoh');
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('customers').forbidden('logs'));
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const log = await loadedTable('Log contoh');
    await expect(dataRows(log)[0]).toHaveTextContent('Phone: empty → to 0812 0000 111');
    await expect(page().getByRole('combobox', { name: 'Action' })).toBeVisible();
  },
};
