import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { dataRows, loadedTable, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { chooseFilter, expectRows, pickRecord, resetFilters, tableStates } from '../../../lib/testing/table-stories';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { CUSTOMERS_ROUTES } from '../testing/routes';

function CustomersStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={CUSTOMERS_ROUTES} session={storySession(role, permissions)} />;
}

/**
 * /customers/logs: every change to customers, filtered by customer, action, actor and days, each
 * change a readable diff with the customer linked to its page.
 */
const meta = {
  title: 'Customers/Screens/Customers change log',
  component: CustomersStory,
  parameters: { router: false },
  args: { path: '/customers/logs' },
  beforeEach() {
    changedElsewhere.customer(2, { email: 'maju@contoh.id' });
  },
} satisfies Meta<typeof CustomersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => loadedTable(/Log perubahan kustomer|Customer change log/);
const states = tableStates(resourceScenarios('customers'), 'logs', { name: 'Log perubahan kustomer', table });

export const Default: Story = {
  play: async () => {
    const log = await table();
    const headers = within(log).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Kustomer', 'Waktu', 'Oleh', 'Aksi', 'Perubahan']);
    const newest = dataRows(log)[0]!;
    await expect(within(newest).getByRole('link', { name: 'CV Maju Bersama' })).toHaveAttribute('href', '/customers/2/detail');
    await expect(newest).toHaveTextContent('Email: kosong → menjadi maju@contoh.id');
    await expect(page().getByText('1–10 dari 31')).toBeVisible();
  },
};

export const FilterByActionAndCustomer: Story = {
  play: async () => {
    const log = await table();
    await chooseFilter('Aksi', 'Diubah', '/customers/logs?action=UPDATE');
    await expectRows(log, 1);
    await pickRecord('Kustomer', 'Sinar', /Toko Sinar Jaya/, '/customers/logs?id=1&action=UPDATE');
    await expect(await page().findByText('Tidak ada yang cocok')).toBeVisible();
    await resetFilters('/customers/logs');
  },
};

export const CopiedLinkWithCustomer: Story = {
  name: 'A link with a customer shows its name in the picker',
  args: { path: '/customers/logs?id=2' },
  play: async () => {
    await waitFor(() => expect(page().getByRole('combobox', { name: 'Kustomer' })).toHaveValue('CV Maju Bersama'));
    const log = await table();
    await expect(dataRows(log)).toHaveLength(2);
  },
};

export const WithoutReadUsers: Story = {
  name: 'Without read-users: no actor filter',
  args: { permissions: ['read-customers-logs', 'read-customers'] },
  play: async () => {
    await table();
    await expect(page().queryByRole('combobox', { name: 'Diubah oleh' })).toBeNull();
    await expect(page().getByRole('combobox', { name: 'Kustomer' })).toBeVisible();
    await expect(within(await table()).queryAllByRole('link')).toHaveLength(0);
  },
};

export const Loading: Story = { ...states.loading };

export const Empty: Story = { ...states.empty('Belum ada perubahan yang tercatat') };

export const ErrorWithRetry: Story = { name: 'Error with retry', ...states.errorWithRetry() };

export const Forbidden: Story = { name: 'Forbidden (403 → /404)', ...states.forbidden };

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const log = await table();
    await expect(within(log).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Customer', 'When', 'By', 'Action', 'Changes']);
    await expect(dataRows(log)[0]).toHaveTextContent('Email: empty → to maju@contoh.id');
  },
};
