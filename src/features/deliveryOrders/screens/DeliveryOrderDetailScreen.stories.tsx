import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { apiError } from '../../../mocks/handlers/respond';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { dataRows, expectLocation, page, readText, rowHeaders } from '../../../lib/testing/story-queries';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { DELIVERY_ORDERS_ROUTES } from '../testing/routes';

function DeliveryOrdersStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={DELIVERY_ORDERS_ROUTES} session={storySession(role, permissions)} />;
}

/**
 * /delivery-orders/:deliveryOrderId/detail: the header, quantities per line with the unit, the
 * shipments that carry it, the dated timeline, the change log; Batalkan DO while nothing is
 * allocated. DO 12 (PROSES, one shipment on the way), DO 14 (SELESAI), DO 1 (PENDING), DO 21 (BATAL).
 */
const meta = {
  title: 'DeliveryOrders/Screens/Delivery order detail',
  component: DeliveryOrdersStory,
  parameters: { router: false },
  args: { path: '/delivery-orders/12/detail' },
} satisfies Meta<typeof DeliveryOrdersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (name: string) => page().findByRole('heading', { level: 2, name });
const value = (term: string) => within(page().getByText(term, { selector: 'dt' }).parentElement!).getByRole('definition');
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map(readText);

export const InProcess: Story = {
  name: 'PROSES: quantities, shipments, timeline',
  play: async () => {
    await heading('DO-000012');
    await expect(value('Kustomer')).toHaveTextContent('Koperasi Lima Saudara');
    await expect(value('Status')).toHaveTextContent('Proses');
    const lines = page().getByRole('table', { name: 'Barang dan jumlah' });
    await expect(rowHeaders(lines)).toEqual(['Gas Elpiji 3 kg', 'Minyak Goreng', 'Cabai Merah']);
    await expect(cells(dataRows(lines)[0]!)).toEqual(['60 PCS', '30 PCS', '30 PCS', '0 PCS', '60 PCS']);
    const shipments = page().getByRole('table', { name: 'Pengiriman' });
    await expect(cells(dataRows(shipments)[0]!).slice(0, 4)).toEqual(['Jemput', 'E 7788 AD', '30 PCS', 'Dalam perjalanan']);
    await expect(within(shipments).getByRole('rowheader')).toHaveTextContent('S-000010');
    const timeline = within(await heading('Riwayat status')).getByText('Riwayat status').closest('section')!;
    const events = within(timeline).getAllByRole('listitem').map(readText);
    await expect(events).toHaveLength(2);
    await expect(events[0]).toMatch(/DO dibuat oleh Administrator$/);
    await expect(events[1]).toMatch(/30 PCS dialokasikan ke S-000010 \(E 7788 AD\)$/);
    // Something is still pending: a new shipment can take it from here.
    await expect(page().getByRole('link', { name: 'Buat pengiriman' })).toHaveAttribute('href', '/shipments/new?deliveryOrder=12');
    // Something is allocated: no cancel; still editable.
    await expect(page().queryByRole('button', { name: 'Batalkan DO' })).toBeNull();
    await expect(page().getByRole('link', { name: 'Ubah' })).toHaveAttribute('href', '/delivery-orders/12/edit');
    const log = await page().findByRole('table', { name: 'Riwayat perubahan' });
    await expect(await within(log).findByText('Dibuat')).toBeVisible();
  },
};

export const Completed: Story = {
  name: 'SELESAI: delivered, proof in the timeline',
  args: { path: '/delivery-orders/14/detail' },
  play: async () => {
    await heading('DO-000014');
    await expect(value('Status')).toHaveTextContent('Selesai');
    const lines = page().getByRole('table', { name: 'Barang dan jumlah' });
    await expect(cells(dataRows(lines)[0]!)).toEqual(['20 KARUNG', '0 KARUNG', '0 KARUNG', '20 KARUNG', '0 KARUNG']);
    const timeline = (await heading('Riwayat status')).closest('section')!;
    const events = within(timeline).getAllByRole('listitem').map((item) => item.textContent ?? '');
    await expect(events.some((event) => event.endsWith('Bukti muat S-000001 diunggah Belum diterima'))).toBe(true);
    await expect(events.at(-1)).toMatch(/Semua barang terkirim: DO selesai$/);
    // Nothing pending: nothing to ship.
    await expect(page().queryByRole('link', { name: 'Buat pengiriman' })).toBeNull();
  },
};

export const ReceivedShort: Story = {
  name: 'Received short: the shortfall pending again, written off with a reason, read in the log',
  args: { path: '/delivery-orders/14/detail' },
  beforeEach() {
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: 14, short: { lineIndex: 0, received: 18, reason: 'RUSAK' } });
  },
  play: async () => {
    await heading('DO-000014');
    await expect(value('Status')).toHaveTextContent('Proses');
    const lines = page().getByRole('table', { name: 'Barang dan jumlah' });
    await expect(within(lines).getAllByRole('columnheader').map((cell) => cell.textContent).slice(-1)).toEqual(['Kurang diterima']);
    await expect(cells(dataRows(lines)[0]!)).toEqual(['20 KARUNG', '2 KARUNG', '0 KARUNG', '18 KARUNG', '2 KARUNG', '2 KARUNG']);
    const timeline = (await heading('Riwayat status')).closest('section')!;
    await expect(within(timeline).getByText('Diterima sebagian')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Hapuskan kekurangan' }));
    const dialog = await page().findByRole('dialog', { name: 'Hapuskan kekurangan DO-000014' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Alasan/ }), 'Rusak kena hujan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapuskan' }));
    await expect(await page().findByText('Kekurangan DO-000014 dihapuskan.')).toBeVisible();
    await waitFor(() => expect(value('Status')).toHaveTextContent('Selesai'));
    // The table's rows follow a moment after its columns (they render deferred).
    await waitFor(() => expect(cells(dataRows(page().getByRole('table', { name: 'Barang dan jumlah' }))[0]!).slice(-2)).toEqual(['2 KARUNG', '2 KARUNG']));
    await expect(page().queryByRole('button', { name: 'Hapuskan kekurangan' })).toBeNull();
    const log = await page().findByRole('table', { name: 'Riwayat perubahan' });
    await expect(await within(log).findByText('Jumlah dihapuskan Tepung Terigu')).toBeVisible();
    await expect(within(log).getByText('Alasan penghapusan')).toBeVisible();
    await expect(within(log).getByText('Rusak kena hujan')).toBeVisible();
  },
};

export const ReceivedShortReadOnly: Story = {
  name: 'Received short, without update-delivery-order: no write-off',
  args: { path: '/delivery-orders/14/detail', role: 'Admin Gudang' },
  beforeEach: ReceivedShort.beforeEach,
  play: async () => {
    await heading('DO-000014');
    await expect(page().getByRole('table', { name: 'Barang dan jumlah' })).toHaveTextContent('Kurang diterima');
    await expect(page().queryByRole('button', { name: 'Hapuskan kekurangan' })).toBeNull();
  },
};

export const ReceivedShortEnglish: Story = {
  name: 'English: received short',
  globals: { locale: 'en' },
  args: { path: '/delivery-orders/14/detail' },
  beforeEach: ReceivedShort.beforeEach,
  play: async () => {
    await heading('DO-000014');
    await expect(within(page().getByRole('table', { name: 'Items and quantities' })).getAllByRole('columnheader').at(-1)).toHaveTextContent('Short on receipt');
    await expect(page().getByText('Partly received')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Write off shortfall' })).toBeVisible();
  },
};

export const ShipmentLinks: Story = {
  name: 'Shipment links with read-shipment',
  args: { permissions: ['read-delivery-order', 'read-shipment'] },
  play: async () => {
    await heading('DO-000012');
    const shipments = page().getByRole('table', { name: 'Pengiriman' });
    await expect(within(shipments).getByRole('link', { name: 'S-000010' })).toHaveAttribute('href', '/shipments/10/detail');
    // Without the logs permission, no change log; without update, no Ubah.
    await expect(page().queryByRole('table', { name: 'Riwayat perubahan' })).toBeNull();
    await expect(page().queryByRole('link', { name: 'Ubah' })).toBeNull();
    // Without create-shipment, no way to a new shipment.
    await expect(page().queryByRole('link', { name: 'Buat pengiriman' })).toBeNull();
  },
};

export const Cancel: Story = {
  name: 'PENDING: cancel with confirmation',
  args: { path: '/delivery-orders/1/detail' },
  play: async () => {
    await heading('DO-000001');
    await expect(within(page().getByRole('table', { name: 'Pengiriman' })).getByText('Belum ada pengiriman')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Batalkan DO' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Batalkan DO-000001?' });
    await expect(dialog).toHaveTextContent('DO-000001 untuk Toko Sinar Jaya akan dibatalkan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));
    await expect(await page().findByText('DO-000001 dibatalkan.')).toBeVisible();
    await waitFor(() => expect(value('Status')).toHaveTextContent('Batal'));
    await expect(page().queryByRole('button', { name: 'Batalkan DO' })).toBeNull();
    await expect(page().queryByRole('link', { name: 'Ubah' })).toBeNull();
    const timeline = (await heading('Riwayat status')).closest('section')!;
    await waitFor(() => expect(within(timeline).getAllByRole('listitem').at(-1)).toHaveTextContent('DO dibatalkan'));
  },
};

export const CancelRefused: Story = {
  name: 'Cancel refused: taken meanwhile',
  args: { path: '/delivery-orders/2/detail' },
  play: async () => {
    await heading('DO-000002');
    // Another user's shipment takes everything before this one confirms.
    deliveryScenarios.allocateRest(2);
    await userEvent.click(page().getByRole('button', { name: 'Batalkan DO' }));
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('DO ini sudah masuk pengiriman, jadi tidak dapat dibatalkan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tidak' }));
    // The page now shows the DO as it is: PROSES, nothing to cancel.
    await waitFor(() => expect(value('Status')).toHaveTextContent('Proses'));
    await expect(page().queryByRole('button', { name: 'Batalkan DO' })).toBeNull();
  },
};

export const CancelFails: Story = {
  name: 'Cancel fails (500): said in the dialog',
  args: { path: '/delivery-orders/1/detail' },
  beforeEach({ msw }) {
    msw.use(http.post('*/api/delivery-orders/:id/cancel', () => apiError(500, 'INTERNAL', 'Internal server error')));
  },
  play: async () => {
    await heading('DO-000001');
    await userEvent.click(page().getByRole('button', { name: 'Batalkan DO' }));
    const dialog = await page().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));
    await expect(await within(dialog).findByRole('alert')).not.toBeEmptyDOMElement();
    await expect(dialog).toBeVisible();
  },
};

export const Cancelled: Story = {
  name: 'BATAL: read only',
  args: { path: '/delivery-orders/21/detail' },
  play: async () => {
    await heading('DO-000021');
    await expect(value('Status')).toHaveTextContent('Batal');
    await expect(value('Dibatalkan')).not.toHaveTextContent('—');
    await expect(page().queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(page().queryByRole('button', { name: 'Batalkan DO' })).toBeNull();
  },
};

export const NotFound: Story = {
  name: 'Unknown id: not found',
  args: { path: '/delivery-orders/99999/detail' },
  play: async () => {
    await expect(await page().findByText('DO tidak ditemukan')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Kembali ke data DO' })).toHaveAttribute('href', '/delivery-orders/data');
  },
};

export const MalformedId: Story = {
  name: 'Malformed id (abc): not found',
  args: { path: '/delivery-orders/abc/detail' },
  play: NotFound.play,
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('delivery-orders').slow('one'));
  },
  play: async () => {
    await expect(await page().findByText('Memuat…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('delivery-orders').error('one', 1));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Data DO gagal dimuat');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await heading('DO-000012');
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('delivery-orders').forbidden('one'));
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const FortyLines: Story = {
  name: 'Long content: 40 lines',
  args: { path: '/delivery-orders/25/detail' },
  beforeEach() {
    deliveryScenarios.fortyLines();
  },
  play: async () => {
    await heading('DO-000025');
    const lines = page().getByRole('table', { name: 'Barang dan jumlah' });
    await expect(dataRows(lines)).toHaveLength(40);
    await expect(cells(dataRows(lines)[39]!)[0]).toBe('40.000 KARTON');
  },
};

export const LongNames: Story = {
  name: 'Long content: long customer and item names',
  args: { path: '/delivery-orders/25/detail' },
  beforeEach() {
    deliveryScenarios.longOrder();
  },
  play: async () => {
    await heading('DO-000025');
    await expect(value('Kustomer')).toHaveTextContent(/^Perusahaan Dagang Sumber Makmur/);
    await expect(rowHeaders(page().getByRole('table', { name: 'Barang dan jumlah' }))[0]).toMatch(/^Perusahaan Dagang/);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: InProcess.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await heading('DO-000012');
    await expect(value('Status')).toHaveTextContent('In process');
    const lines = page().getByRole('table', { name: 'Items and quantities' });
    await expect(within(lines).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Item', 'Ordered', 'Pending', 'In process', 'Delivered', 'Remaining']);
    await expect(await page().findByRole('heading', { name: 'Status timeline' })).toBeVisible();
    await expect(page().getByRole('link', { name: 'Create shipment' })).toHaveAttribute('href', '/shipments/new?deliveryOrder=12');
    await expect(await page().findByRole('table', { name: 'Change log' })).toBeVisible();
  },
};
