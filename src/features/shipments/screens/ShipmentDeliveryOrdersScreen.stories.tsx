import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiError } from '../../../mocks/handlers/respond';
import { shipmentStore } from '../../../mocks/db/delivery';
import { nextTime } from '../../../mocks/db/logs';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { resourceScenarios } from '../../../mocks/scenarios/resources';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { storySession } from '../../../mocks/scenarios/resources';
import { ShipmentsScreens } from '../testing/ShipmentsScreens';

function ShipmentsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <ShipmentsScreens path={path} session={storySession(role, permissions)} />;
}
import { addDeliveryOrder, quantity, setQuantity } from '../testing/story-steps';

/**
 * /shipments/:id/delivery-orders: the shipment's DOs saved as a whole with its version
 * (`PUT /api/shipments/:id/delivery-orders`); a 409 keeps the input; 422s on their lines.
 * S-000009 is ANTAR (Suzuki APV, no capacity) with 25 of 50 KARUNG Jagung Pipil of DO-000011.
 */
const meta = {
  title: 'Shipments/Screens/Shipment delivery orders',
  component: ShipmentsStory,
  parameters: { router: false },
  args: { path: '/shipments/9/delivery-orders' },
} satisfies Meta<typeof ShipmentsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => page().findByRole('form', { name: /Formulir DO dalam pengiriman S-000009|DOs on shipment S-000009/ });
const save = async () => userEvent.click(within(await form()).getByRole('button', { name: /^(Simpan|Save)$/ }));
const group = (number: string) => page().findByRole('group', { name: new RegExp(`^${number} · `) });

/** Someone else saves the shipment's allocation (the Spv's demo user): the open form is now stale. */
const changedElsewhere = (id: number, quantity: number) => {
  const shipment = shipmentStore.find(id)!;
  shipment.deliveryOrders[0]!.lines[0]!.quantity = quantity;
  Object.assign(shipment, { version: shipment.version + 1, updatedAt: nextTime() });
};

export const Default: Story = {
  play: async () => {
    await form();
    const order = await group('DO-000011');
    await expect(quantity(order, 'Jagung Pipil')).toHaveValue('25');
    await expect(within(order).getByText('Tersedia 50 dari 50 KARUNG')).toBeVisible();
    await expect(within(order).getByRole('combobox', { name: /^Jenis tujuan/ })).toHaveValue('KANTOR');
    await expect(within(order).getByRole('textbox', { name: /^Alamat tujuan/ })).toBeVisible();
    await expect(page().getByRole('link', { name: 'Batal' })).toHaveAttribute('href', '/shipments/9/detail');
  },
};

export const Saved: Story = {
  name: 'Add a DO, change and remove: saved as a whole',
  play: async () => {
    await form();
    const added = await addDeliveryOrder('DO-000001');
    await userEvent.click(within(added).getByRole('checkbox', { name: 'Pakai alamat DO' }));
    await userEvent.clear(within(added).getByRole('textbox', { name: /^Alamat tujuan/ }));
    await userEvent.type(within(added).getByRole('textbox', { name: /^Alamat tujuan/ }), 'Gudang Ekspedisi Cibaduyut');
    await setQuantity(await group('DO-000011'), 'Jagung Pipil', '50');
    await save();
    await expect(await page().findByText('DO dalam S-000009 disimpan.')).toBeVisible();
    await expectLocation('/shipments/9/detail');
    const saved = shipmentStore.find(9)!;
    await expect(saved.deliveryOrders.map((entry) => [entry.deliveryOrderId, entry.address, entry.lines.map((line) => line.quantity)])).toEqual([
      [11, expect.any(String), [50]],
      [1, 'Gudang Ekspedisi Cibaduyut', [10]],
    ]);
  },
};

export const RemoveEverything: Story = {
  name: 'Remove the only DO: refused, a shipment carries at least one DO',
  play: async () => {
    await form();
    await userEvent.click(within(await group('DO-000011')).getByRole('button', { name: 'Hapus DO-000011' }));
    await expect(page().getByText('Belum ada DO dalam pengiriman ini. Tambahkan DO di bawah.')).toBeVisible();
    await save();
    await expect(await page().findByText('Pengiriman harus memuat paling sedikit satu DO.')).toBeVisible();
    await expect(shipmentStore.find(9)!.deliveryOrders).toHaveLength(1);
    await expect(shipmentStore.find(9)!.version).toBe(1);
  },
};

export const EveryPendingLine: Story = {
  name: 'A DO on the shipment offers its other pending lines too',
  args: { path: '/shipments/10/delivery-orders' },
  play: async () => {
    await page().findByRole('form', { name: 'Formulir DO dalam pengiriman S-000010' });
    const order = await group('DO-000012');
    await expect(quantity(order, 'Gas Elpiji 3 kg')).toHaveValue('30');
    await expect(quantity(order, 'Minyak Goreng')).toHaveValue('');
    await expect(within(order).getByText('Tersedia 60 dari 60 KG')).toBeVisible();
    await setQuantity(order, 'Minyak Goreng', '10');
    await setQuantity(order, 'Cabai Merah', '60');
    await userEvent.click(within(await page().findByRole('form')).getByRole('button', { name: 'Simpan' }));
    await expectLocation('/shipments/10/detail');
    await expect(shipmentStore.find(10)!.deliveryOrders[0]!.lines.map((line) => line.quantity)).toEqual([30, 10, 60]);
  },
};

export const PickerFindsOrderOnShipment: Story = {
  name: '"Tambah DO" finds a DO on the shipment with pending lines, and adds them',
  args: { path: '/shipments/10/delivery-orders' },
  play: async () => {
    await page().findByRole('form', { name: 'Formulir DO dalam pengiriman S-000010' });
    const order = await addDeliveryOrder('DO-000012');
    await expect(page().getAllByRole('group', { name: /^DO-000012 · / })).toHaveLength(1);
    // The DO is read again before its lines are filled.
    await waitFor(() => expect(quantity(order, 'Minyak Goreng')).toHaveValue('30'));
    await expect(quantity(order, 'Gas Elpiji 3 kg')).toHaveValue('30');
    await expect(quantity(order, 'Cabai Merah')).toHaveValue('60');
  },
};

export const RemoveAndAddAgain: Story = {
  name: 'A DO removed and chosen again keeps its destination and address',
  play: async () => {
    await form();
    const order = await group('DO-000011');
    await userEvent.selectOptions(within(order).getByRole('combobox', { name: /^Jenis tujuan/ }), 'EKSPEDISI');
    const address = within(order).getByRole('textbox', { name: /^Alamat tujuan/ });
    await userEvent.clear(address);
    await userEvent.type(address, 'Agen JNE Kopo');
    await userEvent.click(within(order).getByRole('button', { name: 'Hapus DO-000011' }));
    const again = await addDeliveryOrder('DO-000011');
    await expect(within(again).getByRole('combobox', { name: /^Jenis tujuan/ })).toHaveValue('EKSPEDISI');
    await expect(within(again).getByRole('textbox', { name: /^Alamat tujuan/ })).toHaveValue('Agen JNE Kopo');
  },
};

/** Every PUT of the allocation the story below saw. */
let puts = 0;

export const AboveShown: Story = {
  name: 'More than shown as available: "at most", checked before sending',
  beforeEach({ msw }) {
    puts = 0;
    msw.use(
      http.put('*/api/shipments/:id/delivery-orders', () => {
        puts += 1;
        return undefined;
      }),
    );
  },
  play: async () => {
    await form();
    const added = await addDeliveryOrder('DO-000012');
    await expect(within(added).getByText('Tersedia 30 dari 60 PCS')).toBeVisible();
    await setQuantity(added, 'Gas Elpiji 3 kg', '9999');
    await expect(within(added).getByText('Paling banyak 30 PCS.')).toBeVisible();
    await save();
    await expect(quantity(added, 'Gas Elpiji 3 kg')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(added).queryByText(/baru saja diambil pengiriman lain/)).toBeNull();
    await expect(puts).toBe(0);
    await expect(shipmentStore.find(9)!.version).toBe(1);
  },
};

export const Cancelled: Story = {
  name: 'A cancelled shipment is read-only',
  beforeEach() {
    Object.assign(shipmentStore.find(9)!, { status: 'BATAL', cancelledAt: nextTime(), cancelReason: 'Armada mogok' });
  },
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'S-000009 sudah dibatalkan' })).toBeVisible();
    await expect(page().getByText('Alasan pembatalan: Armada mogok')).toBeVisible();
    await expect(page().queryByRole('form')).toBeNull();
  },
};

export const VersionConflict: Story = {
  name: 'Changed elsewhere meanwhile: the input kept, both versions shown',
  play: async () => {
    await form();
    await setQuantity(await group('DO-000011'), 'Jagung Pipil', '40');
    changedElsewhere(9, 10);
    // The other save also sent the goods to the warehouse instead of the office.
    shipmentStore.find(9)!.deliveryOrders[0]!.destinationType = 'GUDANG';
    await save();
    await expect(await page().findByRole('alert')).toHaveTextContent('Data ini baru saja diubah orang lain');
    await expect(page().getByRole('row', { name: 'Jumlah Jagung Pipil pada DO-000011 40 10' })).toBeVisible();
    await expect(page().getByRole('row', { name: 'Jenis tujuan pada DO-000011 Kantor Gudang' })).toBeVisible();
    await expect(quantity(await group('DO-000011'), 'Jagung Pipil')).toHaveValue('40');
    await userEvent.click(page().getByRole('button', { name: 'Simpan isian saya' }));
    await expectLocation('/shipments/9/detail');
    await expect(shipmentStore.find(9)!.deliveryOrders[0]!.lines[0]!.quantity).toBe(40);
  },
};

export const TakeTheirs: Story = {
  name: 'Changed elsewhere: take what the server holds',
  play: async () => {
    await form();
    await setQuantity(await group('DO-000011'), 'Jagung Pipil', '40');
    changedElsewhere(9, 10);
    await save();
    await userEvent.click(await page().findByRole('button', { name: 'Pakai nilai terbaru' }));
    await expect(quantity(await group('DO-000011'), 'Jagung Pipil')).toHaveValue('10');
  },
};

export const AbovePending: Story = {
  name: 'A DO taken by another shipment meanwhile: the line says so',
  play: async () => {
    await form();
    const added = await addDeliveryOrder('DO-000004');
    deliveryScenarios.allocateRest(4);
    await save();
    await expect(await within(added).findByText(/^DO ini baru saja diambil pengiriman lain/)).toBeVisible();
    await expect(quantity(added, 'Air Mineral 600 ml')).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity(added, 'Air Mineral 600 ml')).toHaveValue('40');
  },
};

export const BadQuantity: Story = {
  name: 'Text or a fraction: refused in the browser, on the line',
  play: async () => {
    await form();
    const order = await group('DO-000011');
    await setQuantity(order, 'Jagung Pipil', '2,5');
    await save();
    await expect(await within(order).findByText('Jumlah harus bilangan bulat.')).toBeVisible();
    await setQuantity(order, 'Jagung Pipil', 'dua');
    await save();
    await expect(quantity(order, 'Jagung Pipil')).toHaveAttribute('aria-invalid', 'true');
    await expect(shipmentStore.find(9)!.version).toBe(1);
  },
};

export const ClosedAndForeignLine: Story = {
  name: 'DELIVERY_ORDER_CLOSED and LINE_NOT_IN_DELIVERY_ORDER on their DO and line',
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.put('*/api/shipments/:id/delivery-orders', () =>
        (calls += 1) === 1
          ? apiError(422, 'DELIVERY_ORDER_CLOSED', 'Closed', { fields: { 'deliveryOrders.0.deliveryOrderId': 'CLOSED' } })
          : apiError(422, 'LINE_NOT_IN_DELIVERY_ORDER', 'Foreign', { fields: { 'deliveryOrders.0.lines.0.deliveryOrderLineId': 'NOT_IN_DELIVERY_ORDER' } }),
      ),
    );
  },
  play: async () => {
    await form();
    await save();
    const order = await group('DO-000011');
    await expect(await within(order).findByRole('alert')).toHaveTextContent('DO ini sudah selesai atau dibatalkan; hapus dari pengiriman.');
    await save();
    await expect(await within(order).findByText('Barang ini bukan bagian dari DO tersebut.')).toBeVisible();
  },
};

export const CapacityExceeded: Story = {
  name: 'Above the fleet capacity: warned',
  beforeEach() {
    shipmentStore.find(9)!.fleetId = 4;
  },
  play: async () => {
    await form();
    await expect(await page().findByRole('progressbar', { name: /Muatan 1\.250\skg dari kapasitas 1\.000\skg/ })).toBeVisible();
    await expect(page().getByText(/^Perhatian: muatan melebihi kapasitas armada \(1\.000 kg\) sebesar 250 kg/)).toBeVisible();
  },
};

export const NoCapacity: Story = {
  name: 'A fleet without a capacity: no load bar',
  play: async () => {
    await form();
    await expect(page().queryByRole('progressbar')).toBeNull();
  },
};

export const Completed: Story = {
  name: 'A completed shipment is read-only',
  args: { path: '/shipments/1/delivery-orders' },
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'S-000001 sudah selesai' })).toBeVisible();
    await expect(page().getByText(/^Pengiriman ini sudah selesai \(foto bukti sudah diunggah\)/)).toBeVisible();
    await expect(page().queryByRole('form')).toBeNull();
    await expect(page().getByRole('link', { name: 'Lihat detail pengiriman' })).toHaveAttribute('href', '/shipments/1/detail');
  },
};

export const CompletedMeanwhile: Story = {
  name: 'Completed by a proof while the form was open (409 SHIPMENT_COMPLETED)',
  play: async () => {
    await form();
    Object.assign(shipmentStore.find(9)!, { status: 'SELESAI', completedAt: nextTime() });
    await save();
    await expect(await page().findByRole('alert')).toHaveTextContent(/^Pengiriman ini sudah selesai/);
  },
};

export const LongContent: Story = {
  name: 'Long content: 12 DOs of 5 lines',
  beforeEach() {
    deliveryScenarios.longShipment();
  },
  args: { path: '/shipments/11/delivery-orders' },
  play: async ({ canvasElement }) => {
    await page().findByRole('form');
    await waitFor(() => expect(page().getAllByRole('group', { name: /^DO-\d+ · / })).toHaveLength(12));
    await expect(page().getAllByRole('textbox', { name: /^Jumlah / })).toHaveLength(60);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('shipments').slow('one'));
  },
  play: async () => {
    await expect(await page().findByText('DO dalam Pengiriman')).toBeVisible();
    await expect(page().queryByRole('form')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { path: '/shipments/0/delivery-orders' },
  play: async () => {
    await expect(await page().findByText('Pengiriman tidak ditemukan')).toBeVisible();
  },
};

export const Forbidden: Story = {
  name: 'A 403 page load goes to /404',
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('shipments').forbidden('one'));
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await form();
    const order = await group('DO-000011');
    await expect(within(order).getByText('50 of 50 KARUNG available')).toBeVisible();
    await expect(within(order).getByRole('button', { name: 'Remove DO-000011' })).toBeVisible();
  },
};
