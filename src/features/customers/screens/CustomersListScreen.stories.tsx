import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addLongRecords, changedElsewhere, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { dataRows, expectLocation, loadedTable, page, rowHeaders } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { chooseFilter, expectRows, resetFilters, searchFor, tableStates } from '../../../lib/testing/table-stories';
import { CUSTOMERS_ROUTES } from '../testing/routes';

function CustomersStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={CUSTOMERS_ROUTES} session={storySession(role, permissions)} />;
}

/**
 * /customers/data against the MSW customers API (30 demo customers): search over name, phone and
 * email, sort, pages, and the links and row actions each permission allows.
 */
const meta = {
  title: 'Customers/Screens/Customers list',
  component: CustomersStory,
  parameters: { router: false },
  args: { path: '/customers/data' },
} satisfies Meta<typeof CustomersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => loadedTable(/Daftar kustomer|Customers/);
const states = tableStates(resourceScenarios('customers'), 'list', { name: 'Daftar kustomer', table });

export const Default: Story = {
  play: async () => {
    const list = await table();
    await expect(dataRows(list)).toHaveLength(10);
    const headers = within(list).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Pilih', 'Nama', 'Telepon', 'Email', 'Alamat pengiriman utama', 'Status', 'Diperbarui', 'Aksi']);
    await expect(within(list).getByRole('columnheader', { name: 'Nama' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowHeaders(list).slice(0, 3)).toEqual(['CV Maju Bersama', 'CV Merpati', 'CV Mitra Tani']);
    await expect(page().getByText('1–10 dari 30')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Tambah Kustomer' })).toHaveAttribute('href', '/customers/new');
    await expect(page().getByRole('link', { name: 'Log perubahan' })).toHaveAttribute('href', '/customers/logs');
    const first = dataRows(list)[0]!;
    await expect(within(first).getByRole('link', { name: 'Detail CV Maju Bersama' })).toHaveAttribute('href', '/customers/2/detail');
    await expect(within(first).getByRole('link', { name: 'Ubah CV Maju Bersama' })).toHaveAttribute('href', '/customers/2/edit');
  },
};

export const SearchSortAndPages: Story = {
  play: async () => {
    const list = await table();
    await searchFor('Cari kustomer', 'contoh.id', '/customers/data?q=contoh.id');
    await expectRows(list, 10);
    await expect(await page().findByText('1–10 dari 10')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Nama' }));
    await expectLocation('/customers/data?q=contoh.id&sort=-name');
    await waitFor(() => expect(rowHeaders(list).slice(0, 2)).toEqual(['UD Mulia Agung', 'UD Mekar Sari']));
    await resetFilters('/customers/data');
    await expect(await page().findByText('1–10 dari 30')).toBeVisible();
    await userEvent.click(await page().findByRole('button', { name: 'Halaman berikutnya' }));
    await expectLocation('/customers/data?page=2');
    await expect(await page().findByText('11–20 dari 30')).toBeVisible();
  },
};

export const CopiedLink: Story = {
  args: { path: '/customers/data?q=jaya&sort=-name' },
  play: async () => {
    const list = await table();
    await expect(page().getByRole('searchbox', { name: 'Cari kustomer' })).toHaveValue('jaya');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['Toko Sinar Jaya', 'Koperasi Jaya Abadi', 'CV Putra Jaya']));
  },
};

export const PastTheEnd: Story = {
  name: 'A page past the end moves to the last page',
  args: { path: '/customers/data?page=9' },
  play: async () => {
    await expectLocation('/customers/data?page=3');
    await expect(await page().findByText('21–30 dari 30')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  name: 'Spv (read only)',
  args: { role: 'Spv' },
  play: async () => {
    const list = await table();
    await expect(page().queryByRole('link', { name: 'Tambah Kustomer' })).toBeNull();
    await expect(page().getByRole('link', { name: 'Log perubahan' })).toBeVisible();
    const first = dataRows(list)[0]!;
    await expect(within(first).getByRole('link', { name: /^Detail / })).toBeVisible();
    await expect(within(first).queryByRole('link', { name: /^Ubah / })).toBeNull();
  },
};

export const OnlyReadCustomers: Story = {
  name: 'Only read-customers (no actions, no links)',
  args: { permissions: ['read-customers'] },
  play: async () => {
    const list = await table();
    await expect(within(list).queryByRole('columnheader', { name: 'Aksi' })).toBeNull();
    await expect(page().queryByRole('link', { name: 'Log perubahan' })).toBeNull();
    await expect(within(list).queryAllByRole('link')).toHaveLength(0);
  },
};

export const Loading: Story = { ...states.loading };

export const Empty: Story = { ...states.empty('Belum ada kustomer', 'Kustomer yang ditambahkan akan tampil di sini.') };

export const NoMatch: Story = {
  args: { path: '/customers/data?q=tidak-ada-yang-seperti-ini' },
  play: async () => {
    await expect(await page().findByText('Tidak ada yang cocok')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = { name: 'Error with retry', ...states.errorWithRetry() };

export const Forbidden: Story = { name: 'Forbidden (403 → /404)', ...states.forbidden };

export const LongContent: Story = {
  args: { path: '/customers/data?q=Perusahaan' },
  beforeEach() {
    addLongRecords();
  },
  play: async () => {
    const list = await table();
    await expect(rowHeaders(list)[0]).toMatch(/^Perusahaan Dagang Sumber Makmur/);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};

export const StatusFilter: Story = {
  name: 'Status filter: the retired customers, each marked Nonaktif',
  beforeEach() {
    changedElsewhere.customer(8, { active: false });
  },
  play: async () => {
    const list = await table();
    await chooseFilter('Status', 'Nonaktif', '/customers/data?status=inactive');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['CV Mitra Tani']));
    await expect(dataRows(list)[0]).toHaveTextContent('Nonaktif');
    await resetFilters('/customers/data');
    await expectRows(list, 10);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const list = await table();
    const headers = within(list).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Choose', 'Name', 'Phone', 'Email', 'Default delivery address', 'Status', 'Updated', 'Actions']);
    await expect(page().getByRole('link', { name: 'New customer' })).toBeVisible();
    await expect(page().getByRole('link', { name: 'Change log' })).toBeVisible();
    await expect(page().getByRole('searchbox', { name: 'Search customers' })).toBeVisible();
  },
};
