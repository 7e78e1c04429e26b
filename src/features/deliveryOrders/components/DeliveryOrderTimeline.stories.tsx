import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { deliveryOrderStore, orderView, recomputeStatuses, shipmentStore } from '../../../mocks/db/delivery';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { readText } from '../../../lib/testing/story-queries';
import { DeliveryOrderLines, DeliveryOrderShipments } from './DeliveryOrderLines';
import { DeliveryOrderTimeline } from './DeliveryOrderTimeline';

/** A DO of the mock (read at render time, after the preview's reset): its timeline, lines and shipments. */
function Demo({ orderId }: { orderId: number }) {
  const order = orderView(deliveryOrderStore.find(orderId)!);
  return (
    <div style={{ padding: 16, display: 'grid', gap: 16 }}>
      <DeliveryOrderTimeline order={order} />
      <DeliveryOrderLines order={order} />
      <DeliveryOrderShipments order={order} />
    </div>
  );
}

const meta = {
  title: 'DeliveryOrders/Components/DeliveryOrderTimeline',
  component: Demo,
  args: { orderId: 1 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const events = (canvas: HTMLElement) => within(within(canvas).getAllByRole('list')[0]!).getAllByRole('listitem').map(readText);

export const Created: Story = {
  name: 'PENDING: created only, no shipments',
  play: async ({ canvasElement }) => {
    await expect(events(canvasElement)).toHaveLength(1);
    await expect(events(canvasElement)[0]).toMatch(/DO dibuat oleh Administrator$/);
    await expect(within(canvasElement).getByText('Belum ada pengiriman')).toBeVisible();
  },
};

export const Completed: Story = {
  name: 'SELESAI: allocation, proof, completion',
  args: { orderId: 14 },
  play: async ({ canvasElement }) => {
    const list = events(canvasElement);
    await expect(list).toHaveLength(4);
    // Oldest first, as dated (the demo's S-000001 was allocated before DO-000014's own creation date).
    // Per unit: 20 KARUNG and 50 PCS are not 70 of anything.
    await expect(list.some((event) => /20 KARUNG · 50 PCS dialokasikan ke S-000001 \(D 8123 AB\)$/.test(event))).toBe(true);
    await expect(within(canvasElement).getByRole('table', { name: 'Pengiriman' })).toHaveTextContent('20 KARUNG · 50 PCS');
    // The load's receipt state beside its proof: none yet.
    await expect(list.some((event) => /Bukti muat S-000001 diunggah Belum diterima$/.test(event))).toBe(true);
    await expect(list[3]).toMatch(/DO selesai$/);
  },
};

export const Cancelled: Story = {
  name: 'BATAL',
  args: { orderId: 21 },
  play: async ({ canvasElement }) => {
    await expect(events(canvasElement).at(-1)).toMatch(/DO dibatalkan$/);
  },
};

export const ShipmentCancelled: Story = {
  name: 'A cancelled shipment: on the timeline, BATAL in the shipments',
  args: { orderId: 12 },
  beforeEach() {
    Object.assign(shipmentStore.find(10)!, { status: 'BATAL', cancelledAt: '2026-11-25T03:00:00.000Z', cancelReason: 'Salah armada' });
  },
  play: async ({ canvasElement }) => {
    const list = events(canvasElement);
    await expect(list.some((event) => /30 PCS dialokasikan ke S-000010 \(E 7788 AD\)$/.test(event))).toBe(true);
    await expect(list.some((event) => /S-000010 dibatalkan; barangnya kembali tertunda$/.test(event))).toBe(true);
    const shipments = within(canvasElement).getByRole('table', { name: 'Pengiriman' });
    await expect(within(shipments).getByText('Batal')).toBeVisible();
  },
};

export const ShipmentCancelledEnglish: Story = {
  name: 'English: a cancelled shipment',
  globals: { locale: 'en' },
  args: { orderId: 12 },
  beforeEach: ShipmentCancelled.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(events(canvasElement).some((event) => /S-000010 cancelled; its items are pending again$/.test(event))).toBe(true);
    await expect(within(within(canvasElement).getByRole('table', { name: 'Shipments' })).getByText('Cancelled')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { orderId: 14 }, play: Completed.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { orderId: 14 },
  play: async ({ canvasElement }) => {
    await expect(events(canvasElement).some((event) => /Proof of loading for S-000001 uploaded Not received$/.test(event))).toBe(true);
    await expect(within(canvasElement).getByRole('table', { name: 'Shipments' })).toHaveTextContent('Delivery');
  },
};

const columns = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('table', { name: /^(Barang dan jumlah|Items and quantities)$/ }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

export const ReceivedShort: Story = {
  name: 'Received short: the state beside the proof, the shortfall per line',
  args: { orderId: 14 },
  beforeEach() {
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: 14, short: { lineIndex: 0, received: 18, reason: 'RUSAK' } });
  },
  play: async ({ canvasElement }) => {
    const list = events(canvasElement);
    await expect(list.some((event) => /Bukti muat S-000001 diunggah Diterima sebagian$/.test(event))).toBe(true);
    // The 2 short are pending again: the DO is no longer completed.
    await expect(list.at(-1)).not.toMatch(/DO selesai$/);
    await expect(columns(canvasElement)).toEqual(['Barang', 'Dipesan', 'Belum dialokasikan', 'Dalam pengiriman', 'Terkirim', 'Sisa', 'Kurang diterima']);
    const lines = within(canvasElement).getByRole('table', { name: 'Barang dan jumlah' });
    // A quantity keeps to its unit with a no-break space, which a row's accessible name keeps (\s).
    await expect(within(lines).getByRole('row', { name: /^Tepung Terigu 20\sKARUNG 2\sKARUNG 0\sKARUNG 18\sKARUNG 2\sKARUNG 2\sKARUNG$/ })).toBeVisible();
    await expect(within(lines).getByRole('row', { name: /^Air Mineral Galon .* —$/ })).toBeVisible();
  },
};

export const WrittenOff: Story = {
  name: 'The shortfall written off: both columns, the DO completed',
  args: { orderId: 14 },
  beforeEach() {
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: 14, short: { lineIndex: 0, received: 18, reason: 'RUSAK' } });
    const order = deliveryOrderStore.find(14)!;
    order.lines = order.lines.map((line, index) => (index === 0 ? { ...line, writtenOff: 2 } : line));
    recomputeStatuses([14]);
  },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement).slice(-2)).toEqual(['Kurang diterima', 'Dihapuskan']);
    const lines = within(canvasElement).getByRole('table', { name: 'Barang dan jumlah' });
    await expect(within(lines).getByRole('row', { name: /^Tepung Terigu .* 2\sKARUNG 2\sKARUNG$/ })).toBeVisible();
    await expect(events(canvasElement).at(-1)).toMatch(/DO selesai$/);
  },
};

export const ReceivedEnglish: Story = {
  name: 'English: received short',
  globals: { locale: 'en' },
  args: { orderId: 14 },
  beforeEach: ReceivedShort.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(events(canvasElement).some((event) => /Proof of loading for S-000001 uploaded Partly received$/.test(event))).toBe(true);
    await expect(columns(canvasElement).at(-1)).toBe('Short on receipt');
  },
};
