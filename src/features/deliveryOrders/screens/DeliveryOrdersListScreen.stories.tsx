import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { shipmentStore } from '../../../mocks/db/delivery';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { dataRows, expectLocation, loadedTable, page, rowHeaders } from '../../../lib/testing/story-queries';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { chooseFilter, resetFilters, searchFor, tableStates } from '../../../lib/testing/table-stories';
import { DELIVERY_ORDERS_ROUTES } from '../testing/routes';

function DeliveryOrdersStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={DELIVERY_ORDERS_ROUTES} session={storySession(role, permissions)} />;
}

/**
 * /delivery-orders/data against the MSW delivery API (24 demo DOs: 6 PENDING, 6 PROSES,
 * 8 SELESAI, 4 BATAL): search, filters, sort and pages in the URL; the status as a badge.
 */
const meta = {
  title: 'DeliveryOrders/Screens/Delivery orders list',
  component: DeliveryOrdersStory,
  parameters: { router: false },
  args: { path: '/delivery-orders/data' },
} satisfies Meta<typeof DeliveryOrdersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => loadedTable(/Daftar DO|Delivery orders/);
const states = tableStates(resourceScenarios('delivery-orders'), 'list', { name: 'Daftar DO', table });

export const Default: Story = {
  play: async () => {
    const list = await table();
    await expect(dataRows(list)).toHaveLength(10);
    const headers = within(list).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Pilih', 'Nomor DO', 'Kustomer', 'Barang', 'Status', 'Penerimaan', 'Dibuat', 'Aksi']);
    await expect(within(list).getByRole('columnheader', { name: 'Dibuat' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rowHeaders(list).slice(0, 2)).toEqual(['DO-000024', 'DO-000023']);
    await expect(page().getByText('1–10 dari 24')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Tambah DO' })).toHaveAttribute('href', '/delivery-orders/new');
    await expect(page().getByRole('link', { name: 'Log perubahan' })).toHaveAttribute('href', '/delivery-orders/logs');
    const first = dataRows(list)[0]!;
    await expect(within(first).getByText('Batal')).toBeVisible();
    await expect(within(first).getByText('3 barang')).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'Detail DO-000024' })).toHaveAttribute('href', '/delivery-orders/24/detail');
    // A cancelled DO is not edited.
    await expect(within(first).queryByRole('link', { name: 'Ubah DO-000024' })).toBeNull();
  },
};

export const ReceiptStates: Story = {
  name: 'What the customer received: partly for the DO short on S-000001, in full for its other DO, nothing yet for the others',
  args: { path: '/delivery-orders/data?status=SELESAI&sort=number' },
  beforeEach: () => {
    const [short, full] = shipmentStore.find(1)!.deliveryOrders;
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: short!.deliveryOrderId, short: { lineIndex: 0, received: 1, reason: 'KURANG' } });
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: full!.deliveryOrderId });
  },
  play: async () => {
    const list = await table();
    const [short, full] = shipmentStore.find(1)!.deliveryOrders.map((entry) => `DO-${String(entry.deliveryOrderId).padStart(6, '0')}`);
    const receiptOf = (number: string) => within(dataRows(list).find((row) => within(row).queryByText(number))!).getAllByRole('cell')[4]!;
    // Short: pending again, so PROSES, and out of this SELESAI list; the other note in full stays.
    await expect(rowHeaders(list)).not.toContain(short);
    await expect(receiptOf(full!)).toHaveTextContent('Diterima');
    const others = dataRows(list).filter((row) => !within(row).queryByText(full!));
    for (const row of others) await expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('Belum diterima');
    await chooseFilter('Status', 'PROSES', '/delivery-orders/data?status=PROSES&sort=number');
    await waitFor(() => expect(rowHeaders(list)).toContain(short));
    await expect(receiptOf(short!)).toHaveTextContent('Diterima sebagian');
  },
};

export const FiltersAndSort: Story = {
  play: async () => {
    const list = await table();
    await chooseFilter('Status', 'PROSES', '/delivery-orders/data?status=PROSES');
    await expect(await page().findByText('1–6 dari 6')).toBeVisible();
    const first = dataRows(list)[0]!;
    await expect(within(first).getByText('Proses')).toBeVisible();
    await expect(within(first).getByRole('link', { name: /^Ubah DO-/ })).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Nomor DO' }));
    await expectLocation('/delivery-orders/data?status=PROSES&sort=number');
    await waitFor(() => expect(rowHeaders(list).slice(0, 2)).toEqual(['DO-000007', 'DO-000008']));
    await searchFor('Cari DO', 'Garuda', '/delivery-orders/data?q=Garuda&status=PROSES&sort=number');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['DO-000009']));
    await resetFilters('/delivery-orders/data');
    await expect(await page().findByText('1–10 dari 24')).toBeVisible();
  },
};

export const CopiedLink: Story = {
  name: 'Copied link: customer, item and days',
  args: { path: '/delivery-orders/data?customerId=1&itemId=1&startDate=2026-01-01&endDate=2026-12-31' },
  play: async () => {
    const list = await table();
    await waitFor(() => expect(rowHeaders(list)).toEqual(['DO-000001']));
    await expect(await page().findByDisplayValue('Toko Sinar Jaya')).toBeVisible();
    await expect(await page().findByDisplayValue('Bawang Putih')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  name: 'Only read-delivery-orders (no actions, no links)',
  args: { permissions: ['read-delivery-orders'] },
  play: async () => {
    const list = await table();
    await expect(within(list).queryByRole('columnheader', { name: 'Aksi' })).toBeNull();
    await expect(page().queryByRole('link', { name: 'Tambah DO' })).toBeNull();
    // Without read-customers and read-items the pickers are not offered as filters.
    await expect(page().queryByRole('combobox', { name: 'Kustomer' })).toBeNull();
  },
};

export const Loading: Story = { ...states.loading };

export const Empty: Story = { ...states.empty('Belum ada DO', 'DO yang ditambahkan akan tampil di sini.') };

export const NoMatch: Story = {
  args: { path: '/delivery-orders/data?q=tidak-ada-yang-seperti-ini' },
  play: async () => {
    await expect(await page().findByText('Tidak ada yang cocok')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = { name: 'Error with retry', ...states.errorWithRetry() };

export const Forbidden: Story = { name: 'Forbidden (403 → /404)', ...states.forbidden };

export const LongContent: Story = {
  beforeEach() {
    deliveryScenarios.longOrder();
  },
  play: async () => {
    const list = await table();
    const first = dataRows(list)[0]!;
    await expect(first).toHaveTextContent(/^DO-000025Perusahaan Dagang Sumber Makmur/);
    await expect(within(first).getByText('5 barang')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const list = await table();
    const headers = within(list).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Choose', 'DO number', 'Customer', 'Items', 'Status', 'Receipt', 'Created', 'Actions']);
    await expect(within(dataRows(list)[0]!).getByText('Cancelled')).toBeVisible();
    await expect(page().getByRole('link', { name: 'New delivery order' })).toBeVisible();
    await expect(page().getByRole('searchbox', { name: 'Search delivery orders' })).toBeVisible();
  },
};

/** The row of a DO in the list by its status's words (the mock's demo DOs, newest first). */
const rowsWithStatus = (list: HTMLElement, status: string) =>
  dataRows(list).filter((row) => within(row).queryByText(status, { exact: true }) !== null);

export const BulkCancel: Story = {
  name: 'Bulk: cancel the chosen DOs, each under its own rules, the refused named with why',
  args: { path: '/delivery-orders/data?size=50' },
  play: async () => {
    const list = await table();
    const pending = rowsWithStatus(list, 'Pending').slice(0, 2);
    const inProgress = rowsWithStatus(list, 'Proses')[0]!;
    const numberOf = (row: HTMLElement) => within(row).getByRole('rowheader').textContent!;
    for (const row of [...pending, inProgress]) await userEvent.click(within(row).getByRole('checkbox', { name: `Pilih ${numberOf(row)}` }));
    const bar = page().getByRole('toolbar', { name: 'Tindakan untuk yang dipilih' });
    await expect(within(bar).getByText('3 dipilih')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Batalkan DO' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Batalkan 3 DO?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batalkan DO' }));
    const result = await page().findByText('2 dibatalkan, 1 ditolak');
    await expect(result).toBeVisible();
    await expect(page().getByText(`${numberOf(inProgress)}: DO ini sudah masuk pengiriman, jadi tidak dapat dibatalkan atau diganti kustomernya.`)).toBeVisible();
    // The refused DO stays chosen; the cancelled ones show their new status.
    await expect(within(page().getByRole('toolbar', { name: 'Tindakan untuk yang dipilih' })).getByText('1 dipilih')).toBeVisible();
    await waitFor(() => expect(within(list).getAllByText('Batal').length).toBeGreaterThanOrEqual(2));
  },
};

export const NewShipmentFromChosen: Story = {
  name: 'Bulk: a new shipment from the chosen DOs, choose the page or every match, clear',
  play: async () => {
    const list = await table();
    const rows = dataRows(list);
    const numbers = rows.map((row) => within(row).getByRole('rowheader').textContent!);
    await userEvent.click(within(rows[1]!).getByRole('checkbox', { name: `Pilih ${numbers[1]}` }));
    await userEvent.click(within(rows[0]!).getByRole('checkbox', { name: `Pilih ${numbers[0]}` }));
    const link = page().getByRole('link', { name: 'Buat pengiriman dari 2 DO terpilih' });
    await expect(link.getAttribute('href')).toMatch(/^\/shipments\/new\?deliveryOrders=\d+(%2C|,)\d+$/);
    const bar = page().getByRole('toolbar', { name: 'Tindakan untuk yang dipilih' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Pilih semua di halaman ini' }));
    await expect(within(bar).getByText(`${rows.length} dipilih`)).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: /^Pilih semua \d+ yang cocok$/ }));
    await expect(within(bar).getByText(/^Semua \d+ yang cocok dipilih$/)).toBeVisible();
    // Every match is acted on by the list's query: links that take ids are not offered.
    await expect(page().queryByRole('link', { name: /Buat pengiriman/ })).toBeNull();
    await userEvent.click(within(bar).getByRole('button', { name: 'Batalkan pilihan' }));
    await expect(page().queryByRole('toolbar', { name: 'Tindakan untuk yang dipilih' })).toBeNull();
  },
};

export const BulkForAdminGudang: Story = {
  name: 'Bulk: a role that may not cancel chooses rows for the export only',
  args: { role: 'Admin Gudang' },
  play: async () => {
    const list = await table();
    const first = dataRows(list)[0]!;
    await userEvent.click(within(first).getByRole('checkbox', { name: `Pilih ${within(first).getByRole('rowheader').textContent}` }));
    const bar = page().getByRole('toolbar', { name: 'Tindakan untuk yang dipilih' });
    await expect(within(bar).queryByRole('button', { name: 'Batalkan DO' })).toBeNull();
    await expect(within(bar).queryByRole('button', { name: 'Ekspor yang dipilih' })).toBeNull();
  },
};
