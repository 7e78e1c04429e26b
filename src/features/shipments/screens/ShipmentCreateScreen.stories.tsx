import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiError } from '../../../mocks/handlers/respond';
import { deliveryOrderStore, lineTotals, shipmentStore } from '../../../mocks/db/delivery';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { storySession } from '../../../mocks/scenarios/resources';
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
    await expect(await page().findByRole('progressbar', { name: /Muatan 4\.602 kg dari kapasitas 1\.000 kg/ })).toBeVisible();
    await expect(page().getByText(/^Perhatian: muatan/)).toHaveTextContent('Perhatian: muatan melebihi kapasitas armada (1.000 kg) sebesar 3.602 kg. Pengiriman tetap dapat disimpan.');
    await expect(page().getByText(/^Perhatian: muatan/)).toHaveAttribute('role', 'status');
    await setQuantity(group, 'Kedelai', '');
    await setQuantity(group, 'Gula Pasir', '');
    await expect(await page().findByRole('progressbar', { name: /Muatan 102 kg/ })).toBeVisible();
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
