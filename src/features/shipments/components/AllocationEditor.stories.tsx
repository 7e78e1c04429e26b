import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { storySession } from '../../../mocks/scenarios/resources';
import { page } from '../../../lib/testing/story-queries';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { addDeliveryOrder, quantity, setQuantity } from '../testing/story-steps';
import { AllocationEditor } from './AllocationEditor';
import type { DraftLine, DraftOrder } from './allocation-draft';

const line = (id: number, itemName: string, unit: string, weightKg: number | null, ordered: number, available: number, quantity: string): DraftLine => ({
  deliveryOrderLineId: id,
  itemName,
  unit,
  weightKg,
  ordered,
  available,
  quantity,
});
const order = (id: number, customerName: string, lines: DraftLine[], extra: Partial<DraftOrder> = {}): DraftOrder => ({
  deliveryOrderId: id,
  number: `DO-${String(id).padStart(6, '0')}`,
  customerName,
  status: 'PROSES',
  orderAddress: 'Jl. Asia Afrika No. 8, Bandung',
  destinationType: 'RUMAH',
  useOrderAddress: true,
  address: '',
  lines,
  ...extra,
});

const NOTHING_PENDING = [order(7, 'Toko Rezeki Lancar', [line(7, 'Bawang Putih', 'KG', 1, 10, 0, '')])];
const HEAVY = [order(3, 'PT Surya Kencana', [line(3, 'Kedelai', 'KARUNG', 50, 60, 60, '60'), line(4, 'Gula Pasir', 'KARUNG', 50, 30, 30, '30')])];
const LONG_NAME = 'Perusahaan Dagang Sumber Makmur Sentosa Abadi Jaya Sejahtera Bersama Nusantara Raya Indonesia Timur';
const LONG = Array.from({ length: 12 }, (_, index) =>
  order(
    100 + index,
    LONG_NAME,
    Array.from({ length: 5 }, (_, at) => line(1000 + index * 10 + at, `${LONG_NAME} ${at + 1}`, 'KARUNG', null, 1250, 1250, '625')),
    { useOrderAddress: false, address: `${'Jl. Soekarno-Hatta Kav. 17 Blok C-12, Kawasan Industri Gedebage, '.repeat(4)}Bandung` },
  ),
);

interface Props {
  start?: DraftOrder[];
  capacityKg?: number | null;
  errors?: Record<string, string>;
}

function Harness({ start = [], capacityKg = null, errors = {} }: Props) {
  const [value, setValue] = useState(start);
  return (
    <form aria-label="Alokasi" style={{ display: 'grid' }}>
      <AllocationEditor value={value} onChange={setValue} capacityKg={capacityKg} errorText={(key) => errors[key]} />
      <output aria-label="DO di pengiriman">{value.map((draft) => draft.number).join(', ')}</output>
    </form>
  );
}

function Demo(props: Props) {
  return <StoryScreen path="/" session={storySession()} routes={[{ path: '/', title: 'Editor alokasi DO', element: <Harness {...props} /> }]} />;
}

/**
 * The shipment's DO allocation editor on its own (the create form and the DO screen use it): add a
 * DO, destination and address, a quantity per line up to what is available, remove; load vs capacity.
 */
const meta = {
  title: 'Shipments/Components/AllocationEditor',
  component: Demo,
  parameters: { router: false },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    await expect(await page().findByText('Belum ada DO dalam pengiriman ini. Tambahkan DO di bawah.')).toBeVisible();
    const group = await addDeliveryOrder('DO-000005');
    await expect(quantity(group, 'Jagung Pipil')).toHaveValue('50');
    await expect(page().getByRole('status', { name: 'DO di pengiriman' })).toHaveTextContent('DO-000005');
    await userEvent.click(within(group).getByRole('button', { name: 'Hapus DO-000005' }));
    await expect(page().getByRole('status', { name: 'DO di pengiriman' })).toHaveTextContent('');
  },
};

export const NothingPending: Story = {
  name: 'Nothing pending on a DO',
  args: { start: NOTHING_PENDING },
  play: async () => {
    const group = await page().findByRole('group', { name: /^DO-000007 · / });
    await expect(within(group).getByText(/^Tidak ada lagi barang tertunda pada DO ini/)).toBeVisible();
    await expect(quantity(group, 'Bawang Putih')).toBeDisabled();
    await expect(within(group).getByText('Tersedia 0 dari 10 KG')).toBeVisible();
  },
};

export const CapacityExceeded: Story = {
  name: 'Capacity exceeded: warned, not blocked',
  args: { start: HEAVY, capacityKg: 4000 },
  play: async () => {
    await expect(await page().findByRole('progressbar', { name: /Muatan 4\.500\skg dari kapasitas 4\.000\skg/ })).toBeVisible();
    await expect(page().getByText(/^Perhatian: muatan melebihi kapasitas armada \(4\.000 kg\) sebesar 500 kg/)).toBeVisible();
    await setQuantity(await page().findByRole('group', { name: /^DO-000003 · / }), 'Gula Pasir', '20');
    await expect(page().queryByText(/^Perhatian: muatan melebihi/)).toBeNull();
  },
};

export const AboveAvailable: Story = {
  name: 'More than available: said on the line',
  args: { start: HEAVY },
  play: async () => {
    const group = await page().findByRole('group', { name: /^DO-000003 · / });
    await setQuantity(group, 'Kedelai', '61');
    await expect(within(group).getByText('Paling banyak 60 KARUNG.')).toBeVisible();
  },
};

export const ServerErrors: Story = {
  name: 'Server refusals per DO and per line',
  args: {
    start: HEAVY,
    errors: { 'deliveryOrders.0.deliveryOrderId': 'DO ini sudah selesai atau dibatalkan; hapus dari pengiriman.', 'deliveryOrders.0.lines.1.quantity': 'Melebihi yang masih tertunda.' },
  },
  play: async () => {
    const group = await page().findByRole('group', { name: /^DO-000003 · / });
    await expect(within(group).getByRole('alert')).toHaveTextContent('DO ini sudah selesai atau dibatalkan');
    await expect(quantity(group, 'Gula Pasir')).toHaveAccessibleDescription(/Melebihi yang masih tertunda/);
  },
};

export const AddressOfTheDo: Story = {
  name: "Use the DO's address, or another",
  args: { start: HEAVY },
  play: async () => {
    const group = await page().findByRole('group', { name: /^DO-000003 · / });
    await expect(within(group).getByText('Jl. Asia Afrika No. 8, Bandung')).toBeVisible();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Pakai alamat DO' }));
    await expect(within(group).getByRole('textbox', { name: /^Alamat tujuan/ })).toHaveValue('Jl. Asia Afrika No. 8, Bandung');
  },
};

export const LongContent: Story = {
  name: 'Long content: 12 DOs of 5 lines, long names, no weights',
  args: { start: LONG, capacityKg: 8000 },
  play: async ({ canvasElement }) => {
    await expect(await page().findAllByRole('group', { name: /^DO-000\d+ · / })).toHaveLength(12);
    await expect(page().getByText(/^Berat sebagian barang belum diisi/)).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { start: HEAVY, capacityKg: 4000 }, play: CapacityExceeded.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { start: NOTHING_PENDING },
  play: async () => {
    const group = await page().findByRole('group', { name: /^DO-000007 · / });
    await expect(within(group).getByText(/^Nothing is pending on this DO any more/)).toBeVisible();
    await expect(within(group).getByRole('checkbox', { name: "Use the DO's address" })).toBeChecked();
  },
};
