import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shipmentStore } from '../../../mocks/db/delivery';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { resourceScenarios } from '../../../mocks/scenarios/resources';
import { chooseFilter, expectRows, resetFilters, searchFor, tableStates } from '../../../lib/testing/table-stories';
import { dataRows, expectLocation, lineCount, loadedTable, page, readText, rowHeaders } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { storySession } from '../../../mocks/scenarios/resources';
import { ShipmentsScreens } from '../testing/ShipmentsScreens';

function ShipmentsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <ShipmentsScreens path={path} session={storySession(role, permissions)} />;
}

/**
 * /shipments/data against the MSW delivery API (10 demo shipments): search, filters (mode, status,
 * plate, DO, customer, days), sort, pages, and the row actions each permission allows.
 */
const meta = {
  title: 'Shipments/Screens/Shipments list',
  component: ShipmentsStory,
  parameters: { router: false },
  args: { path: '/shipments/data' },
} satisfies Meta<typeof ShipmentsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () => loadedTable(/Daftar pengiriman|Shipments/);
const states = tableStates(resourceScenarios('shipments'), 'list', { name: 'Daftar pengiriman', table });

export const Default: Story = {
  play: async () => {
    const list = await table();
    await expect(dataRows(list)).toHaveLength(10);
    const headers = within(list).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Pilih', 'Nomor', 'Mode', 'Kendaraan', 'DO', 'Status', 'Penerimaan', 'Dibuat', 'Aksi']);
    await expect(within(list).getByRole('columnheader', { name: 'Dibuat' })).toHaveAttribute('aria-sort', 'descending');
    await expect(page().getByRole('link', { name: 'Tambah Pengiriman' })).toHaveAttribute('href', '/shipments/new');
    await expect(page().getByRole('link', { name: 'Log perubahan' })).toHaveAttribute('href', '/shipments/logs');
    const pending = dataRows(list).find((row) => within(row).queryByText('S-000009'))!;
    await expect(within(pending).getByText('Pending')).toBeVisible();
    // The plate, the fleet's model or the driver under it.
    await expect(readText(within(pending).getByText('D 1147 ST').closest('td')!)).toBe('D 1147 ST Suzuki APV Blind Van');
    await expect(within(pending).getByRole('link', { name: 'Ubah S-000009' })).toHaveAttribute('href', '/shipments/9/edit');
    // A completed shipment is read-only: Detail, no Ubah.
    const completed = dataRows(list).find((row) => within(row).queryByText('S-000001'))!;
    await expect(within(completed).getByText('Selesai')).toBeVisible();
    await expect(within(completed).getByRole('link', { name: 'Detail S-000001' })).toHaveAttribute('href', '/shipments/1/detail');
    await expect(within(completed).queryByRole('link', { name: 'Ubah S-000001' })).toBeNull();
    await expect(readText(within(list).getByText('Z 1187 KB').closest('td')!)).toBe('Z 1187 KB Sopir: Yayan Suryana');
  },
};

export const LaptopWidth: Story = {
  name: "In a laptop's room: numbers and plates whole, each DO on a line of its own",
  // What the content of a 1024 px screen with the sidebar open leaves a list.
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
  play: async () => {
    const list = await table();
    for (const number of within(list).getAllByRole('rowheader')) await expect(lineCount(number)).toBe(1);
    const orders = within(list).getAllByText(/^DO-\d{6}$/);
    await expect(orders.length).toBeGreaterThanOrEqual(10);
    for (const order of orders) {
      await expect(lineCount(order)).toBe(1);
      // A DO begins its own line, so the cell's DOs read as a list.
      const cell = order.closest('td')!;
      await expect(order.getBoundingClientRect().left).toBeCloseTo(cell.getBoundingClientRect().left + parseFloat(getComputedStyle(cell).paddingLeft), 0);
    }
    for (const plate of within(list).getAllByText(/^[A-Z]{1,2} \d{1,4} [A-Z]{1,3}$/)) await expect(lineCount(plate)).toBe(1);
  },
};

export const ReceiptStates: Story = {
  name: 'What the customers received: partly on S-000001, in full on S-000002, not yet on S-000003, nothing before loading',
  beforeEach: () => {
    const [first, second] = [1, 2].map((id) => shipmentStore.find(id)!);
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: first!.deliveryOrders[0]!.deliveryOrderId, short: { lineIndex: 0, received: 1, reason: 'RUSAK' } });
    for (const entry of second!.deliveryOrders) deliveryScenarios.receiveNote({ shipmentId: 2, deliveryOrderId: entry.deliveryOrderId });
  },
  play: async () => {
    const list = await table();
    const receiptOf = (number: string) => within(dataRows(list).find((row) => within(row).queryByText(number))!).getAllByRole('cell')[5]!;
    await expect(receiptOf('S-000001')).toHaveTextContent('Diterima sebagian');
    await expect(receiptOf('S-000002')).toHaveTextContent('Diterima');
    await expect(receiptOf('S-000003')).toHaveTextContent('Belum diterima');
    await expect(receiptOf('S-000009')).toHaveTextContent('—');
  },
};

export const ChooseForOneBatch: Story = {
  name: 'Choose shipments for one batch of surat jalan, printed in list order',
  play: async () => {
    const list = await table();
    await expect(page().queryByRole('link', { name: /^Cetak surat jalan/ })).toBeNull();
    const order = rowHeaders(list);
    // Chosen out of order; the batch follows the list.
    await userEvent.click(within(list).getByRole('checkbox', { name: `Pilih ${order[3]}` }));
    await userEvent.click(within(list).getByRole('checkbox', { name: `Pilih ${order[0]}` }));
    const ids = [order[0], order[3]].map((number) => Number(number!.slice(2)));
    await expect(page().getByRole('link', { name: 'Cetak surat jalan (2 pengiriman)' })).toHaveAttribute('href', `/shipments/print?ids=${ids.join(',')}`);
    // Choosing does not open the row's detail.
    await expectLocation('/shipments/data');
    await userEvent.click(within(list).getByRole('checkbox', { name: `Pilih ${order[3]}` }));
    await expect(page().getByRole('link', { name: 'Cetak surat jalan (1 pengiriman)' })).toHaveAttribute('href', `/shipments/print?ids=${ids[0]}`);
    // Another filter shows other rows: the choice is cleared.
    await chooseFilter('Mode', 'JEMPUT', '/shipments/data?mode=JEMPUT');
    await waitFor(() => expect(page().queryByRole('link', { name: /^Cetak surat jalan/ })).toBeNull());
  },
};

export const FiltersInTheUrl: Story = {
  name: 'Filters: mode, status, plate; in the URL; reset',
  play: async () => {
    const list = await table();
    await chooseFilter('Mode', 'JEMPUT', '/shipments/data?mode=JEMPUT');
    await expectRows(list, 5);
    await chooseFilter('Status', 'PENDING', '/shipments/data?mode=JEMPUT&status=PENDING');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['S-000010', 'S-000008']));
    await resetFilters('/shipments/data');
    await searchFor('Nomor polisi', 'E 7788');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['S-000010']));
    // Nothing typed is lost while the URL follows each keystroke a moment later ("E 778" was).
    await waitFor(() => expect(page().getByRole('searchbox', { name: 'Nomor polisi' })).toHaveValue('E 7788'));
    await expectLocation('/shipments/data?plate=E+7788');
  },
};

export const ByDeliveryOrderAndCustomer: Story = {
  name: 'A copied link: one DO, one customer, sorted by number',
  args: { path: '/shipments/data?deliveryOrderId=12&sort=number' },
  play: async () => {
    const list = await table();
    await waitFor(() => expect(rowHeaders(list)).toEqual(['S-000010']));
    await expect(await page().findByRole('combobox', { name: 'DO' })).toHaveValue('DO-000012 · Koperasi Lima Saudara');
  },
};

export const Search: Story = {
  play: async () => {
    const list = await table();
    await searchFor('Cari pengiriman', 'Asep', '/shipments/data?q=Asep');
    await waitFor(() => expect(rowHeaders(list)).toEqual(['S-000004', 'S-000001']));
  },
};

export const ReadOnly: Story = {
  name: 'Admin Surat Jalan (read shipments only)',
  args: { role: 'Admin Surat Jalan' },
  play: async () => {
    const list = await table();
    await expect(page().queryByRole('link', { name: 'Tambah Pengiriman' })).toBeNull();
    await expect(within(list).queryAllByRole('link', { name: /^Ubah / })).toHaveLength(0);
  },
};

export const Loading: Story = { ...states.loading };

export const Empty: Story = { ...states.empty('Belum ada pengiriman') };

export const Failed: Story = { name: 'Error, then retry', ...states.errorWithRetry(10) };

export const Forbidden: Story = { name: 'A 403 page load goes to /404', ...states.forbidden };

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const list = await table();
    await expect(within(list).getAllByText('Completed').length).toBeGreaterThan(0);
    await expect(page().getByRole('link', { name: 'Add shipment' })).toBeVisible();
    await expect(within(list).getAllByText('Pickup').length).toBe(5);
  },
};
