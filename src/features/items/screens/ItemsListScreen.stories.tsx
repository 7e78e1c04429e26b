import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addLongRecords, resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { dataRows, expectLocation, loadedTable, page, rowHeaders } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { chooseFilter, expectRows, resetFilters, searchFor, tableStates } from '../../../lib/testing/table-stories';
import { ITEMS_ROUTES } from '../testing/routes';

function ItemsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={ITEMS_ROUTES} session={storySession(role, permissions)} />;
}

/** /items/data against the MSW items API (30 demo items): search, the unit filter, sort, pages. */
const meta = {
  title: 'Items/Screens/Items list',
  component: ItemsStory,
  parameters: { router: false },
  args: { path: '/items/data' },
} satisfies Meta<typeof ItemsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => loadedTable(/Daftar barang|Items/);
const states = tableStates(resourceScenarios('items'), 'list', { name: 'Daftar barang', table });

export const Default: Story = {
  play: async () => {
    const list = await table();
    const headers = within(list).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Pilih', 'Nama', 'Kode', 'Satuan', 'Berat per satuan', 'Status', 'Diperbarui', 'Aksi']);
    await expect(rowHeaders(list).slice(0, 3)).toEqual(['Air Mineral 600 ml', 'Air Mineral Galon', 'Bawang Merah']);
    await expect(dataRows(list)[0]).toHaveTextContent('14,4 kg');
    await expect(page().getByText('1–10 dari 30')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Tambah Barang' })).toHaveAttribute('href', '/items/new');
    await expect(within(dataRows(list)[0]!).getByRole('link', { name: 'Ubah Air Mineral 600 ml' })).toHaveAttribute('href', '/items/16/edit');
  },
};

export const SearchUnitAndSort: Story = {
  play: async () => {
    const list = await table();
    await chooseFilter('Satuan', 'LITER', '/items/data?unit=LITER');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['Minyak Tanah']));
    await resetFilters('/items/data');
    await searchFor('Cari barang', 'brg-01', '/items/data?q=brg-01');
    await expectRows(list, 10);
    await userEvent.click(within(list).getByRole('button', { name: 'Kode' }));
    await expectLocation('/items/data?q=brg-01&sort=code');
    await waitFor(() => expect(rowHeaders(list)[0]).toBe('Telur Ayam'));
  },
};

export const ReadOnly: Story = {
  name: 'Admin Gudang (read only)',
  args: { role: 'Admin Gudang' },
  play: async () => {
    const list = await table();
    await expect(page().queryByRole('link', { name: 'Tambah Barang' })).toBeNull();
    await expect(within(dataRows(list)[0]!).queryByRole('link', { name: /^Ubah / })).toBeNull();
  },
};

export const Loading: Story = { ...states.loading };

export const Empty: Story = { ...states.empty('Belum ada barang') };

export const ErrorWithRetry: Story = { name: 'Error with retry', ...states.errorWithRetry() };

export const Forbidden: Story = { name: 'Forbidden (403 → /404)', ...states.forbidden };

export const LongContent: Story = {
  args: { path: '/items/data?q=Perusahaan' },
  beforeEach() {
    addLongRecords();
  },
  play: async () => {
    const list = await table();
    await expect(dataRows(list)[0]).toHaveTextContent('SKU/2025/PANJANG-SEKALI_000000001');
    await expect(dataRows(list)[0]).toHaveTextContent('99.999,999 kg');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const list = await table();
    await expect(within(list).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Choose', 'Name', 'Code', 'Unit', 'Weight per unit', 'Status', 'Updated', 'Actions']);
    await expect(dataRows(list)[0]).toHaveTextContent('14.4 kg');
  },
};

export const BulkRetire: Story = {
  name: 'Bulk: two items retired at once, then found under the status filter and restored',
  play: async () => {
    const list = await table();
    const names = rowHeaders(list).slice(0, 2);
    for (const name of names) await userEvent.click(within(list).getByRole('checkbox', { name: `Pilih ${name}` }));
    const bar = () => within(page().getByRole('toolbar', { name: 'Tindakan untuk yang dipilih' }));
    await userEvent.click(bar().getByRole('button', { name: 'Nonaktifkan' }));
    await userEvent.click(within(await page().findByRole('alertdialog', { name: 'Nonaktifkan 2 data?' })).getByRole('button', { name: 'Nonaktifkan' }));
    await expect(await page().findByText('2 dinonaktifkan')).toBeVisible();
    await chooseFilter('Status', 'Nonaktif', '/items/data?status=inactive');
    await waitFor(() => expect(rowHeaders(list)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id'))));
    // A new filter clears the choice: the retired two are chosen again to restore them.
    await expect(page().queryByRole('toolbar', { name: 'Tindakan untuk yang dipilih' })).toBeNull();
    for (const name of names) await userEvent.click(within(list).getByRole('checkbox', { name: `Pilih ${name}` }));
    await userEvent.click(bar().getByRole('button', { name: 'Aktifkan' }));
    await userEvent.click(within(await page().findByRole('alertdialog', { name: 'Aktifkan 2 data?' })).getByRole('button', { name: 'Aktifkan' }));
    await expect(await page().findByText('2 diaktifkan')).toBeVisible();
    await waitFor(() => expect(dataRows(list)).toHaveLength(0));
  },
};
