import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { deliveryOrderStore } from '../../../mocks/db/delivery';
import { nextTime } from '../../../mocks/db/logs';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { resourceScenarios, storySession } from '../../../mocks/scenarios/resources';
import { dataRows, expectLocation, page } from '../../../lib/testing/story-queries';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { DELIVERY_ORDERS_ROUTES } from '../testing/routes';

function DeliveryOrdersStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={DELIVERY_ORDERS_ROUTES} session={storySession(role, permissions)} />;
}

/**
 * /delivery-orders/:deliveryOrderId/edit: DO 1 (PENDING, Bawang Putih 10 KG), DO 12 (PROSES:
 * Gas Elpiji 3 kg 60 PCS of which 30 are on a shipment). Saved with the loaded version; lines
 * shipments took keep their item and cannot go below what is taken; a cancelled DO is refused.
 */
const meta = {
  title: 'DeliveryOrders/Screens/Edit delivery order',
  component: DeliveryOrdersStory,
  parameters: { router: false },
  args: { path: '/delivery-orders/1/edit' },
} satisfies Meta<typeof DeliveryOrdersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => page().findByRole('form', { name: /Formulir ubah DO-|Edit DO-/ });
const box = (name: string) => page().getByRole('textbox', { name: new RegExp(`^${name}`) });
const combo = (name: string) => page().getByRole('combobox', { name: new RegExp(`^${name}`) });

/** Someone else saves DO 1 with 15 KG: the next save from an older form is a 409. */
function changedElsewhere() {
  const order = deliveryOrderStore.find(1)!;
  order.lines = order.lines.map((line) => ({ ...line, quantity: 15 }));
  Object.assign(order, { version: order.version + 1, updatedAt: nextTime() });
}

export const Default: Story = {
  play: async () => {
    await form();
    await waitFor(() => expect(combo('Kustomer')).toHaveValue('Toko Sinar Jaya'));
    await waitFor(() => expect(combo('Barang baris 1')).toHaveValue('Bawang Putih'));
    await expect(box('Jumlah baris 1')).toHaveValue('10');
    await expect(box('Jumlah baris 1')).toHaveAccessibleDescription('Dalam KG');
  },
};

export const Saved: Story = {
  play: async () => {
    await form();
    await userEvent.clear(box('Jumlah baris 1'));
    await userEvent.type(box('Jumlah baris 1'), '12');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByText('Perubahan pada DO-000001 disimpan.')).toBeVisible();
    // The save lands on the DO's page, showing the new quantity.
    await expectLocation('/delivery-orders/1/detail');
    const lines = await page().findByRole('table', { name: 'Barang dan jumlah' });
    await waitFor(() => expect(within(dataRows(lines)[0]!).getAllByRole('cell')[0]).toHaveTextContent(/^12 /));
  },
};

export const Allocated: Story = {
  name: 'PROSES: a taken line keeps its item, below what is taken is refused',
  args: { path: '/delivery-orders/12/edit' },
  play: async () => {
    await form();
    await expect(combo('Kustomer')).toBeDisabled();
    await expect(combo('Barang baris 1')).toBeDisabled();
    await expect(box('Jumlah baris 1')).toHaveAccessibleDescription('Dalam PCS · Sudah diambil pengiriman: 30 PCS');
    await expect(page().getByRole('button', { name: 'Hapus baris 1' })).toBeDisabled();
    await expect(page().getByRole('button', { name: 'Hapus baris 2' })).toBeEnabled();
    await userEvent.clear(box('Jumlah baris 1'));
    await userEvent.type(box('Jumlah baris 1'), '10');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    // The server's `lines.0.quantity: BELOW_ALLOCATED` lands on the line, which takes the focus.
    await waitFor(() => expect(box('Jumlah baris 1')).toHaveAccessibleDescription(/tidak boleh kurang dari yang sudah diambil pengiriman/));
    await expect(box('Jumlah baris 1')).toHaveFocus();
    await expect(box('Jumlah baris 2')).toBeValid();
  },
};

export const VersionConflict: Story = {
  name: 'Version conflict: both versions, input kept',
  play: async () => {
    await form();
    changedElsewhere();
    await userEvent.clear(box('Jumlah baris 1'));
    await userEvent.type(box('Jumlah baris 1'), '40');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    const notice = await page().findByRole('region', { name: 'Data ini baru saja diubah orang lain' });
    await expect(within(notice).getByRole('table')).toHaveTextContent('Bawang Putih 40 KG');
    await expect(within(notice).getByRole('table')).toHaveTextContent('Bawang Putih 15 KG');
    await expect(box('Jumlah baris 1')).toHaveValue('40');
    await userEvent.click(within(notice).getByRole('button', { name: 'Simpan isian saya' }));
    await expect(await page().findByText('Perubahan pada DO-000001 disimpan.')).toBeVisible();
  },
};

export const VersionConflictTheirs: Story = {
  name: 'Version conflict: take the server’s lines',
  play: async () => {
    await form();
    changedElsewhere();
    await userEvent.clear(box('Jumlah baris 1'));
    await userEvent.type(box('Jumlah baris 1'), '40');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    const notice = await page().findByRole('region', { name: 'Data ini baru saja diubah orang lain' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Pakai nilai terbaru' }));
    await expect(box('Jumlah baris 1')).toHaveValue('15');
    await userEvent.clear(box('Jumlah baris 1'));
    await userEvent.type(box('Jumlah baris 1'), '16');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByText('Perubahan pada DO-000001 disimpan.')).toBeVisible();
  },
};

export const CancelledMeanwhile: Story = {
  name: 'Cancelled meanwhile: the save is refused with a message',
  play: async () => {
    await form();
    Object.assign(deliveryOrderStore.find(1)!, { status: 'BATAL', cancelledAt: nextTime() });
    await userEvent.clear(box('Jumlah baris 1'));
    await userEvent.type(box('Jumlah baris 1'), '12');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await within(await form()).findByRole('alert')).toHaveTextContent('DO ini sudah dibatalkan dan tidak dapat diubah.');
    await expect(box('Jumlah baris 1')).toHaveValue('12');
  },
};

export const Cancelled: Story = {
  name: 'A cancelled DO is not edited',
  args: { path: '/delivery-orders/21/edit' },
  play: async () => {
    await expect(await page().findByText('DO-000021 sudah dibatalkan')).toBeVisible();
    await expect(page().getByText('DO yang dibatalkan tidak dapat diubah lagi.')).toBeVisible();
    await expect(page().queryByRole('form')).toBeNull();
    await expect(page().getByRole('link', { name: 'Lihat detail DO' })).toHaveAttribute('href', '/delivery-orders/21/detail');
  },
};

export const FortyLines: Story = {
  name: 'Long content: 40 lines',
  args: { path: '/delivery-orders/25/edit' },
  beforeEach() {
    deliveryScenarios.fortyLines();
  },
  play: async () => {
    await form();
    await expect(page().getAllByRole('textbox', { name: /^Jumlah baris/ })).toHaveLength(40);
    await expect(box('Jumlah baris 40')).toHaveValue('40000');
    await waitFor(() => expect(combo('Barang baris 40')).toHaveValue('Barang Uji Nomor 40'));
  },
};

export const MalformedId: Story = {
  name: 'Malformed id (abc): not found',
  args: { path: '/delivery-orders/abc/edit' },
  play: async () => {
    await expect(await page().findByText('DO tidak ditemukan')).toBeVisible();
  },
};

export const UnknownId: Story = {
  name: 'Unknown id (99999): not found',
  args: { path: '/delivery-orders/99999/edit' },
  play: MalformedId.play,
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...resourceScenarios('delivery-orders').slow('one'));
  },
  play: async () => {
    await expect(await page().findByText('Memuat…')).toBeInTheDocument();
    await expect(page().queryByRole('form')).toBeNull();
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
    await form();
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

export const Dark: Story = { globals: { theme: 'dark' }, args: { path: '/delivery-orders/12/edit' }, play: async () => void (await form()) };

export const English: Story = {
  globals: { locale: 'en' },
  args: { path: '/delivery-orders/12/edit' },
  play: async () => {
    await form();
    await expect(page().getByRole('textbox', { name: /^Quantity, line 1/ })).toHaveAccessibleDescription('In PCS · Already on shipments: 30 PCS');
    await expect(page().getByText('Shipments already took part of this delivery order, so its customer cannot change.')).toBeVisible();
  },
};
