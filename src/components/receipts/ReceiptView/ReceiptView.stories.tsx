import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Receipt } from '../../../../contract/receipts';
import { SignedIn } from '../../../../stories/harness/StoryHarness';
import { expectNoSideScroll } from '../../../lib/testing/story-queries';
import { PLACEHOLDER_PNG, shipmentStore, shipmentView } from '../../../mocks/db/delivery';
import { apiError } from '../../../mocks/handlers/respond';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { ReceiptView } from './ReceiptView';

/**
 * The receipt of a note of the mock's S-000001 as the shipment's page shows it (read at render
 * time, after the story's scenario gave it one), with its pictures from the API's GET routes.
 */
function Demo({ deliveryOrderId, change = {} }: { deliveryOrderId: number; change?: Partial<Receipt> }) {
  const note = shipmentView(shipmentStore.find(1)!).deliveryOrders.find((entry) => entry.deliveryOrderId === deliveryOrderId)!;
  return (
    <SignedIn session={storySessionOf('Master')}>
      <div style={{ padding: 16 }}>
        <ReceiptView receipt={{ ...note.receipt!, ...change }} number={note.number} picturePath={(picture) => `/api/shipments/1/receipts/${deliveryOrderId}/${picture}`} />
      </div>
    </SignedIn>
  );
}

const meta = {
  title: 'Receipts/ReceiptView',
  component: Demo,
  args: { deliveryOrderId: 14 },
  beforeEach() {
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: 14, short: { lineIndex: 0, received: 18, reason: 'RUSAK' } });
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const lines = () => body().findByRole('table', { name: 'Barang diterima dari DO-000014' });

export const Partly: Story = {
  name: 'Received short: shipped vs received, the reason, who entered it, the signature',
  play: async () => {
    const table = await lines();
    await expect(within(table).getByRole('row', { name: /Tepung Terigu 20 KARUNG 18 KARUNG Rusak/ })).toBeVisible();
    await expect(within(table).getByRole('row', { name: /Air Mineral Galon 50 PCS 50 PCS —/ })).toBeVisible();
    await expect(body().getByText('Ibu Sari Wulandari')).toBeVisible();
    await expect(body().getByText(/^Admin Gudang, /)).toBeVisible();
    const signature = await body().findByRole('img', { name: 'Tanda tangan Ibu Sari Wulandari untuk DO-000014' });
    await expect(signature.getAttribute('src')).toMatch(/^blob:/);
    await expect(body().queryByText('Foto')).toBeNull();
  },
};

export const InFull: Story = {
  name: 'Received in full, no reasons',
  args: { deliveryOrderId: 13 },
  beforeEach() {
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: 13, receiverName: 'Pak Budi' });
  },
  play: async () => {
    const table = await body().findByRole('table', { name: 'Barang diterima dari DO-000013' });
    await expect(within(table).getByRole('row', { name: /Bawang Putih 10 KG 10 KG —/ })).toBeVisible();
    await expect(body().getByText('Pak Budi')).toBeVisible();
  },
};

export const ByReceiverWithPhoto: Story = {
  name: 'Entered by the receiver, with a photo and a note',
  beforeEach() {
    shipmentStore.find(1)!.deliveryOrders.find((entry) => entry.deliveryOrderId === 14)!.receipt!.photo = PLACEHOLDER_PNG;
  },
  args: { change: { source: 'RECEIVER', enteredBy: null, note: 'Dua karung basah kena hujan di bak terbuka.' } },
  play: async () => {
    await expect(await body().findByText(/^oleh penerima, /)).toBeVisible();
    await expect(body().getByText('Dua karung basah kena hujan di bak terbuka.')).toBeVisible();
    const photo = await body().findByRole('img', { name: 'Foto penerimaan DO-000014' });
    await expect(photo.closest('a')).toHaveAttribute('target', '_blank');
  },
};

export const Loading: Story = {
  name: 'Loading: the pictures are on their way',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/shipments/:id/receipts/:deliveryOrderId/:picture', () => new Promise<never>(() => undefined)));
  },
  play: async () => {
    await expect(await body().findByRole('status', { name: 'Memuat gambar…' })).toBeVisible();
  },
};

export const PictureFailed: Story = {
  name: 'A picture that fails says so and offers a retry',
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(http.get('*/api/shipments/:id/receipts/:deliveryOrderId/:picture', () => ((calls += 1) === 1 ? apiError(500, 'INTERNAL', 'Internal server error') : undefined)));
  },
  play: async () => {
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent('Tanda tangan Ibu Sari Wulandari untuk DO-000014 tidak dapat dimuat.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(await body().findByRole('img', { name: 'Tanda tangan Ibu Sari Wulandari untuk DO-000014' })).toBeVisible();
  },
};

export const LongContent: Story = {
  name: 'Long content: a long name and note wrap on a phone',
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  args: { change: { receiverName: 'Raden Ajeng Siti Nurhaliza Kusumawardhani Prawirodirjo Hadiningrat', note: 'Diterima di gudang belakang; '.repeat(20) } },
  play: async ({ canvasElement }) => {
    await expect(await body().findByText(/^Raden Ajeng Siti/)).toBeVisible();
    await waitFor(() => expect(body().getByRole('img', { name: /^Tanda tangan Raden Ajeng/ })).toBeVisible());
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Partly.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { change: { source: 'RECEIVER', enteredBy: null } },
  play: async () => {
    const table = await body().findByRole('table', { name: 'Items received of DO-000014' });
    await expect(within(table).getByRole('row', { name: /Tepung Terigu 20 KARUNG 18 KARUNG Damaged/ })).toBeVisible();
    await expect(body().getByText(/^the receiver, /)).toBeVisible();
    await expect(await body().findByRole('img', { name: 'Signature of Ibu Sari Wulandari for DO-000014' })).toBeVisible();
  },
};
