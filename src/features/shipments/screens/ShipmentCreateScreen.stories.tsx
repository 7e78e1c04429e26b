import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiError } from '../../../mocks/handlers/respond';
import { deliveryOrderStore, lineTotals, shipmentStore } from '../../../mocks/db/delivery';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { shipmentFromOrdersPath } from '../../../lib/routes/shipment-from-orders';
import { SHIPMENT_DELIVERY_ORDERS_MAX } from '../../../../contract/shipments-values';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { ShipmentsScreens } from '../testing/ShipmentsScreens';

function ShipmentsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <ShipmentsScreens path={path} session={storySession(role, permissions)} />;
}
import { addDeliveryOrder, quantity, setQuantity } from '../testing/story-steps';

/**
 * /shipments/new: the vehicle (ANTAR: an active fleet; JEMPUT: plate and driver), notes, and the DO
 * allocation editor inside the form, saved in one request; the server's refusals on their lines.
 */
const meta = {
  title: 'Shipments/Screens/New shipment',
  component: ShipmentsStory,
  parameters: { router: false },
  args: { path: '/shipments/new' },
} satisfies Meta<typeof ShipmentsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => page().findByRole('form', { name: /Formulir pengiriman baru|New shipment form/ });
const save = async () => userEvent.click(within(await form()).getByRole('button', { name: /^(Simpan|Save)$/ }));
const chooseFleet = async (plate: string) => {
  const picker = page().getByRole('combobox', { name: /^Armada/ });
  await userEvent.type(picker, plate);
  await userEvent.click(await page().findByRole('option', { name: new RegExp(plate) }));
};

export const Default: Story = {
  play: async () => {
    await form();
    await expect(page().getByRole('combobox', { name: /^Mode/ })).toHaveValue('ANTAR');
    await expect(page().getByRole('combobox', { name: /^Armada/ })).toBeVisible();
    await expect(page().queryByRole('textbox', { name: /^Nomor polisi/ })).toBeNull();
    await expect(page().getByText('Belum ada DO dalam pengiriman ini. Tambahkan DO di bawah.')).toBeVisible();
    await userEvent.selectOptions(page().getByRole('combobox', { name: /^Mode/ }), 'JEMPUT');
    await expect(page().getByRole('textbox', { name: /^Nomor polisi/ })).toBeRequired();
    await expect(page().queryByRole('combobox', { name: /^Armada/ })).toBeNull();
    await expect(page().getByRole('link', { name: 'Batal' })).toHaveAttribute('href', '/shipments/data');
  },
};

export const CreatedPickup: Story = {
  name: "JEMPUT with a DO: saved, toast, the new shipment's page",
  play: async () => {
    await form();
    await userEvent.selectOptions(page().getByRole('combobox', { name: /^Mode/ }), 'JEMPUT');
    await userEvent.type(page().getByRole('textbox', { name: /^Nomor polisi/ }), 'd 1234 xy');
    await userEvent.type(page().getByRole('textbox', { name: /^Nama sopir/ }), 'Pak Joko');
    const group = await addDeliveryOrder('DO-000002');
    await expect(within(group).getByText('Tersedia 20 dari 20 KARUNG')).toBeVisible();
    await expect(quantity(group, 'Tepung Terigu')).toHaveValue('20');
    await setQuantity(group, 'Air Mineral Galon', '');
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: /^Jenis tujuan/ }), 'GUDANG');
    await save();
    await expect(await page().findByText('Pengiriman S-000011 ditambahkan.')).toBeVisible();
    await expectLocation(`/shipments/11/detail`);
    const saved = shipmentStore.find(11)!;
    await expect(saved.plate).toBe('D 1234 XY');
    await expect(saved.deliveryOrders).toEqual([expect.objectContaining({ deliveryOrderId: 2, destinationType: 'GUDANG', lines: [expect.objectContaining({ quantity: 20 })] })]);
  },
};

export const BadInput: Story = {
  name: 'Bad input: the vehicle and the quantities, each its message',
  play: async () => {
    await form();
    await save();
    await expect(await page().findByText('Pilih armada untuk pengiriman antar.')).toBeVisible();
    await userEvent.selectOptions(page().getByRole('combobox', { name: /^Mode/ }), 'JEMPUT');
    const group = await addDeliveryOrder('DO-000003');
    await setQuantity(group, 'Mi Instan', '2,5');
    await setQuantity(group, 'Kedelai', '0');
    await setQuantity(group, 'Gula Pasir', '31');
    await expect(within(group).getByText('Paling banyak 30 KARUNG.')).toBeVisible();
    await save();
    await expect(await page().findByText('Nomor polisi kendaraan luar wajib diisi.')).toBeVisible();
    await expect(page().getByText('Nama sopir wajib diisi untuk jemput.')).toBeVisible();
    await expect(within(group).getByText('Jumlah harus bilangan bulat.')).toBeVisible();
    await expect(quantity(group, 'Kedelai')).toHaveAttribute('aria-invalid', 'true');
    await expectLocation('/shipments/new');
  },
};

export const CapacityExceeded: Story = {
  name: 'Above the fleet capacity: a warning, still saved',
  play: async () => {
    await form();
    await chooseFleet('D 1834 GH');
    const group = await addDeliveryOrder('DO-000003');
    await expect(await page().findByRole('progressbar', { name: /Muatan 4\.602\skg dari kapasitas 1\.000\skg/ })).toBeVisible();
    await expect(page().getByText(/^Perhatian: muatan/)).toHaveTextContent('Perhatian: muatan melebihi kapasitas armada (1.000 kg) sebesar 3.602 kg. Pengiriman tetap dapat disimpan.');
    await expect(page().getByText(/^Perhatian: muatan/)).toHaveAttribute('role', 'status');
    await setQuantity(group, 'Kedelai', '');
    await setQuantity(group, 'Gula Pasir', '');
    await expect(await page().findByRole('progressbar', { name: /Muatan 102\skg/ })).toBeVisible();
    await expect(page().queryByText(/^Perhatian: muatan melebihi/)).toBeNull();
    await setQuantity(group, 'Gula Pasir', '30');
    await save();
    await expect(await page().findByText('Pengiriman S-000011 ditambahkan.')).toBeVisible();
  },
};

export const TakenWhileOpen: Story = {
  name: 'A DO fully taken by another shipment while the form is open',
  play: async () => {
    await form();
    await userEvent.selectOptions(page().getByRole('combobox', { name: /^Mode/ }), 'JEMPUT');
    await userEvent.type(page().getByRole('textbox', { name: /^Nomor polisi/ }), 'D 1234 XY');
    await userEvent.type(page().getByRole('textbox', { name: /^Nama sopir/ }), 'Pak Joko');
    const group = await addDeliveryOrder('DO-000001');
    deliveryScenarios.allocateRest(1);
    await save();
    await expect(await within(group).findByText(/^DO ini baru saja diambil pengiriman lain/)).toBeVisible();
    await expect(quantity(group, 'Bawang Putih')).toHaveValue('10');
    await expectLocation('/shipments/new');
    await userEvent.click(within(group).getByRole('button', { name: 'Hapus DO-000001' }));
    await save();
    // A shipment carries at least one DO.
    await expect(await page().findByText('Pengiriman harus memuat paling sedikit satu DO.')).toBeVisible();
    await expectLocation('/shipments/new');
  },
};

/** Every shipment create the stories below saw. */
let creates = 0;

export const AboveShown: Story = {
  name: 'More than shown as available: "at most", never sent',
  beforeEach({ msw }) {
    creates = 0;
    msw.use(
      http.post('*/api/shipments', () => {
        creates += 1;
        return undefined;
      }),
    );
  },
  play: async () => {
    await form();
    await userEvent.selectOptions(page().getByRole('combobox', { name: /^Mode/ }), 'JEMPUT');
    await userEvent.type(page().getByRole('textbox', { name: /^Nomor polisi/ }), 'D 1234 XY');
    await userEvent.type(page().getByRole('textbox', { name: /^Nama sopir/ }), 'Pak Joko');
    const group = await addDeliveryOrder('DO-000012');
    await expect(within(group).getByText('Tersedia 30 dari 60 PCS')).toBeVisible();
    await setQuantity(group, 'Gas Elpiji 3 kg', '9999');
    await save();
    await expect(within(group).getByText('Paling banyak 30 PCS.')).toBeVisible();
    await expect(within(group).queryByText(/baru saja diambil pengiriman lain/)).toBeNull();
    await expect(creates).toBe(0);
    await expectLocation('/shipments/new');
  },
};

export const FromDeliveryOrder: Story = {
  name: 'From a DO ("Buat pengiriman"): the DO and all it still awaits, filled in',
  args: { path: '/shipments/new?deliveryOrder=12' },
  play: async () => {
    await form();
    const group = await page().findByRole('group', { name: /^DO-000012 · / });
    await expect(quantity(group, 'Gas Elpiji 3 kg')).toHaveValue('30');
    await expect(quantity(group, 'Minyak Goreng')).toHaveValue('30');
    await expect(quantity(group, 'Cabai Merah')).toHaveValue('60');
    await userEvent.selectOptions(page().getByRole('combobox', { name: /^Mode/ }), 'JEMPUT');
    await userEvent.type(page().getByRole('textbox', { name: /^Nomor polisi/ }), 'D 4321 XY');
    await userEvent.type(page().getByRole('textbox', { name: /^Nama sopir/ }), 'Pak Ujang');
    await save();
    await expect(await page().findByText(/^Pengiriman S-0000\d\d ditambahkan\.$/)).toBeVisible();
    await expect(deliveryOrderStore.find(12)!.lines.map((line) => lineTotals(line.id).allocated)).toEqual([60, 30, 60]);
  },
};

export const FromDeliveryOrderEnglish: Story = {
  name: 'English: from a DO',
  globals: { locale: 'en' },
  args: { path: '/shipments/new?deliveryOrder=12' },
  play: async () => {
    const group = await page().findByRole('group', { name: /^DO-000012 · / });
    await expect(within(group).getByText('30 of 60 PCS available')).toBeVisible();
  },
};

/** The DO groups of the allocation editor, by their names' DO numbers, in the order shown. */
const orderGroups = () => page().getAllByRole('group', { name: /^DO-\d+ · / });
const numbersShown = () => orderGroups().map((group) => /^DO-\d+/.exec(group.getAttribute('aria-label') ?? '')?.[0]);

export const FromChosenOrders: Story = {
  name: 'From DOs chosen on the list: each with all it still awaits, in the chosen order',
  args: { path: shipmentFromOrdersPath([12, 3, 7]) },
  play: async () => {
    await form();
    const [first, second, third] = await waitFor(() => {
      const groups = orderGroups();
      expect(groups).toHaveLength(3);
      return groups;
    });
    await expect(first).toHaveAccessibleName(/^DO-000012 · Koperasi Lima Saudara/);
    await expect(second).toHaveAccessibleName(/^DO-000003 · PT Surya Kencana/);
    await expect(third).toHaveAccessibleName(/^DO-000007 · Toko Rezeki Lancar/);
    await expect(quantity(first!, 'Gas Elpiji 3 kg')).toHaveValue('30');
    await expect(quantity(second!, 'Kedelai')).toHaveValue('60');
    await expect(quantity(third!, 'Bawang Putih')).toHaveValue('5');
    await expect(page().queryByText(/DO tidak ditambahkan/)).toBeNull();
    await userEvent.selectOptions(page().getByRole('combobox', { name: /^Mode/ }), 'JEMPUT');
    await userEvent.type(page().getByRole('textbox', { name: /^Nomor polisi/ }), 'D 4321 XY');
    await userEvent.type(page().getByRole('textbox', { name: /^Nama sopir/ }), 'Pak Ujang');
    await save();
    await expect(await page().findByText('Pengiriman S-000011 ditambahkan.')).toBeVisible();
    await expect(shipmentStore.find(11)!.deliveryOrders.map((order) => order.deliveryOrderId)).toEqual([12, 3, 7]);
  },
};

export const FromChosenOrdersLeftOut: Story = {
  name: 'From chosen DOs: a completed, a cancelled, a fully taken and an unknown DO named above the form',
  args: { path: '/shipments/new?deliveryOrders=15,12,abc,99,21,12,1,0' },
  beforeEach() {
    deliveryScenarios.allocateRest(1);
  },
  play: async () => {
    await form();
    const notice = await page().findByText(/DO tidak ditambahkan/);
    await expect(notice).toHaveTextContent(
      '4 DO tidak ditambahkan: DO-000015 (selesai), DO-000099 (tidak ditemukan), DO-000021 (dibatalkan), DO-000001 (tidak ada lagi barang tertunda).',
    );
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(numbersShown()).toEqual(['DO-000012']));
    await expect(quantity(orderGroups()[0]!, 'Cabai Merah')).toHaveValue('60');
  },
};

export const FromChosenOrdersLoading: Story = {
  name: 'From chosen DOs: loading',
  args: { path: shipmentFromOrdersPath([12, 3]) },
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('delivery-orders').slow('one'));
  },
  play: async () => {
    const loading = await page().findByRole('region', { name: 'Memuat DO…' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(page().queryByRole('form')).toBeNull();
  },
};

export const FromChosenOrdersEnglish: Story = {
  name: 'English: from chosen DOs, some left out',
  globals: { locale: 'en' },
  args: { path: shipmentFromOrdersPath([15, 12, 99]) },
  play: async () => {
    await form();
    await expect(await page().findByText(/DOs were not added/)).toHaveTextContent('2 DOs were not added: DO-000015 (completed), DO-000099 (not found).');
    const group = await page().findByRole('group', { name: /^DO-000012 · / });
    await expect(within(group).getByText('30 of 60 PCS available')).toBeVisible();
  },
};

export const FromChosenOrdersDark: Story = {
  name: 'Dark: from chosen DOs, some left out',
  globals: { theme: 'dark' },
  args: FromChosenOrdersLeftOut.args,
  beforeEach: FromChosenOrdersLeftOut.beforeEach,
  play: FromChosenOrdersLeftOut.play,
};

const beyondMax = Array.from({ length: SHIPMENT_DELIVERY_ORDERS_MAX + 3 }, (_, index) => index + 1);

export const FromTooManyOrders: Story = {
  name: 'More than 50 chosen DOs: the first 50 read, the rest said to be left out',
  args: { path: shipmentFromOrdersPath(beyondMax) },
  play: async () => {
    await form();
    await expect(
      await page().findByText('Pengiriman memuat paling banyak 50 DO, jadi hanya 50 DO pertama yang dibuka; 3 DO lainnya tidak ditambahkan.'),
    ).toBeVisible();
    // DO-000001 to DO-000012 still await goods; 13 to 24 are completed or cancelled; the rest do not exist.
    await expect(page().getByText(/^38 DO tidak ditambahkan: DO-000013 \(selesai\),/)).toBeVisible();
    await expect(page().getByText(/DO-000050 \(tidak ditemukan\)\.$/)).toBeVisible();
    await expect(page().queryByText(/DO-000051/)).toBeNull();
    await waitFor(() => expect(orderGroups()).toHaveLength(12));
    await expect(numbersShown()[0]).toBe('DO-000001');
  },
};

export const InactiveFleet: Story = {
  name: 'A fleet made inactive meanwhile (server 422)',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/shipments', () => apiError(422, 'FLEET_INACTIVE', 'The fleet is inactive', { fields: { fleetId: 'INACTIVE' } })));
  },
  play: async () => {
    await form();
    await chooseFleet('D 8456 CD');
    await addDeliveryOrder('DO-000004');
    await save();
    await expect(await page().findByText('Armada ini tidak aktif; pilih armada aktif.')).toBeVisible();
  },
};

export const UnsavedChanges: Story = {
  name: 'Leaving after adding a DO asks first',
  play: async () => {
    await form();
    await addDeliveryOrder('DO-000004');
    await userEvent.click(page().getByRole('link', { name: 'Batal' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    await expectLocation('/shipments/new');
  },
};

export const Saving: Story = {
  name: 'Submit disabled while saving',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/shipments', async () => new Promise<Response>(() => undefined)));
  },
  play: async () => {
    await form();
    await chooseFleet('D 8456 CD');
    await addDeliveryOrder('DO-000004');
    await save();
    await waitFor(() => expect(within(page().getByRole('form')).getByRole('button', { name: /Menyimpan/ })).toBeDisabled());
  },
};

export const WithoutDeliveryOrders: Story = {
  name: 'No DO: refused in the browser, a shipment carries at least one',
  play: async () => {
    await form();
    await chooseFleet('D 8456 CD');
    await save();
    await expect(await page().findByText('Pengiriman harus memuat paling sedikit satu DO.')).toBeVisible();
    await expectLocation('/shipments/new');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await form();
    await save();
    await expect(await page().findByText('Choose a fleet for a delivery.')).toBeVisible();
    await expect(page().getByRole('combobox', { name: /^Add a DO/ })).toBeVisible();
  },
};
