import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiError } from '../../../mocks/handlers/respond';
import { deliveryOrderStore, shipmentStore, shipmentView } from '../../../mocks/db/delivery';
import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { resourceScenarios } from '../../../mocks/scenarios/resources';
import { drawOn } from '../../../lib/testing/signature-stories';
import { expectLocation, page } from '../../../lib/testing/story-queries';
import type { SeededRoleName } from '../../../../contract/permissions';
import { storySession } from '../../../mocks/scenarios/resources';
import { ShipmentsScreens } from '../testing/ShipmentsScreens';

function ShipmentsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <ShipmentsScreens path={path} session={storySession(role, permissions)} />;
}

/**
 * /shipments/:id/detail: the vehicle, the DOs with destinations and quantities, the proof photo
 * (view, upload with progress, refusals in words), the change log; Ubah and "Atur DO" while not completed.
 */
const meta = {
  title: 'Shipments/Screens/Shipment detail',
  component: ShipmentsStory,
  parameters: { router: false },
  args: { path: '/shipments/9/detail' },
} satisfies Meta<typeof ShipmentsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const scenarios = resourceScenarios('shipments');
const heading = (name: string | RegExp) => page().findByRole('heading', { name, level: 2 });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const photo = (bytes: number[], name = 'bukti.jpg', size = 2048) => {
  const body = new Uint8Array(size);
  body.set(bytes);
  return new File([body], name, { type: 'image/jpeg' });
};
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
/** Picks a photo and answers the preview's "Selesaikan pengiriman?" yes. */
const uploadConfirmed = async (file: File) => {
  await userEvent.upload(fileInput(), file);
  const dialog = await page().findByRole('alertdialog', { name: 'Selesaikan pengiriman?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Unggah dan selesaikan' }));
};
const HEIC = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63];
const PDF = [0x25, 0x50, 0x44, 0x46];

export const Pending: Story = {
  name: 'Pending (ANTAR, not completed)',
  play: async () => {
    await heading('S-000009');
    await expect(page().getByText('D 1147 ST')).toBeVisible();
    await expect(page().getByText('Suzuki APV Blind Van')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Ubah' })).toHaveAttribute('href', '/shipments/9/edit');
    await expect(page().getByRole('link', { name: 'Atur DO' })).toHaveAttribute('href', '/shipments/9/delivery-orders');
    // The print record and the way to the note.
    const printing = page().getByRole('region', { name: 'Cetak surat jalan' });
    await expect(within(printing).getByText('Surat jalan belum pernah dicetak.')).toBeVisible();
    await expect(within(printing).getByRole('link', { name: 'Cetak surat jalan' })).toHaveAttribute('href', '/shipments/9/print');
    const orders = await heading('DO dalam pengiriman (1)');
    const panel = orders.closest('section')!;
    await expect(within(panel).getByRole('link', { name: 'DO-000011' })).toHaveAttribute('href', '/delivery-orders/11/detail');
    await expect(within(panel).getByText('Kantor')).toBeVisible();
    await expect(within(panel).getByText('Proses')).toBeVisible();
    const lines = within(panel).getByRole('table', { name: 'Barang dari DO-000011' });
    await expect(within(lines).getByRole('row', { name: /Jagung Pipil 25\sKARUNG 50\sKARUNG/ })).toBeVisible();
    await expect(page().getByText('Belum ada foto bukti. Mengunggahnya menyelesaikan pengiriman.')).toBeVisible();
    // Not loaded yet: nothing to receive.
    await expect(within(panel).queryByText('Penerimaan')).toBeNull();
    await expect(page().getByRole('button', { name: 'Unggah foto bukti' })).toBeVisible();
    await expect(await heading('Riwayat perubahan')).toBeVisible();
  },
};

export const Completed: Story = {
  name: 'Completed: the photo, no edit links',
  args: { path: '/shipments/1/detail' },
  play: async () => {
    await heading('S-000001');
    await expect(page().getAllByText('Selesai').length).toBeGreaterThan(0);
    const image = await page().findByRole('img', { name: 'Foto bukti muat S-000001' });
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
    await expect(page().getByRole('link', { name: 'Buka foto bukti S-000001 ukuran penuh' })).toBeVisible();
    await expect(page().getByText(/^Diunggah oleh .+ \(960 × 720 piksel\)\.$/)).toBeVisible();
    await expect(page().queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(page().queryByRole('link', { name: 'Atur DO' })).toBeNull();
    await expect(page().getByRole('button', { name: 'Ganti foto bukti' })).toBeVisible();
  },
};

export const Receipts: Story = {
  name: 'Receipts per note: one received, the other recorded here, both in the change log',
  args: { path: '/shipments/1/detail' },
  beforeEach() {
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: 13, receiverName: 'Pak Budi' });
  },
  play: async () => {
    await heading('S-000001');
    const received = page().getByRole('region', { name: 'DO-000013' });
    await expect(within(received).getByText('Diterima', { selector: '[data-tone]' })).toBeVisible();
    await expect(within(received).getByText('Pak Budi')).toBeVisible();
    await expect(within(received).queryByRole('button', { name: /^Catat penerimaan/ })).toBeNull();
    const open = page().getByRole('region', { name: 'DO-000014' });
    await expect(within(open).getByText('Belum diterima')).toBeVisible();
    await userEvent.click(within(open).getByRole('button', { name: 'Catat penerimaan DO-000014' }));
    await userEvent.type(await within(open).findByRole('textbox', { name: /^Nama penerima/ }), 'Ibu Sari');
    const flour = within(open).getByRole('spinbutton', { name: /^Diterima Tepung Terigu/ });
    await userEvent.clear(flour);
    await userEvent.type(flour, '18');
    await userEvent.selectOptions(within(open).getByRole('combobox', { name: /^Alasan Tepung Terigu/ }), 'Rusak');
    drawOn(within(open).getByRole('img', { name: 'Tanda tangan: belum ada' }));
    await within(open).findByRole('img', { name: 'Tanda tangan: sudah digambar' });
    await userEvent.click(within(open).getByRole('button', { name: 'Simpan penerimaan' }));
    await expect(await page().findByText('Penerimaan DO-000014 dicatat.')).toBeVisible();
    await expect(await within(open).findByText('Diterima sebagian')).toBeVisible();
    await expect(within(open).getByRole('table', { name: 'Barang diterima dari DO-000014' })).toHaveTextContent('Rusak');
    // The change log reads the receipt per DO and item, the reason in words.
    const log = await page().findByRole('table', { name: 'Riwayat perubahan' });
    await expect(await within(log).findByText('Penerima pada DO-000014')).toBeVisible();
    await expect(within(log).getByText('Jumlah diterima Tepung Terigu pada DO-000014')).toBeVisible();
    await expect(within(log).getByText('Alasan kekurangan Tepung Terigu pada DO-000014')).toBeVisible();
    await expect(within(log).getAllByText('Rusak').length).toBeGreaterThan(0);
  },
};

export const ReceiptsReadOnly: Story = {
  name: 'Receipts without receive-shipment: the states, no action',
  args: { path: '/shipments/1/detail', role: 'Admin Surat Jalan' },
  beforeEach() {
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: 14, short: { lineIndex: 1, received: 40, reason: 'KURANG' } });
  },
  play: async () => {
    await heading('S-000001');
    await expect(within(page().getByRole('region', { name: 'DO-000013' })).getByText('Belum ada penerimaan yang dicatat.')).toBeVisible();
    const short = page().getByRole('region', { name: 'DO-000014' });
    await expect(within(short).getByText('Diterima sebagian')).toBeVisible();
    await expect(within(short).getByRole('table', { name: 'Barang diterima dari DO-000014' })).toHaveTextContent('Kurang');
    await expect(page().queryByRole('button', { name: /^Catat penerimaan/ })).toBeNull();
  },
};

export const ReceiptsEnglish: Story = {
  name: 'English: receipts',
  globals: { locale: 'en' },
  args: { path: '/shipments/1/detail' },
  beforeEach: ReceiptsReadOnly.beforeEach,
  play: async () => {
    await heading('S-000001');
    await expect(within(page().getByRole('region', { name: 'DO-000013' })).getByRole('button', { name: 'Record receipt of DO-000013' })).toBeVisible();
    const short = page().getByRole('region', { name: 'DO-000014' });
    await expect(within(short).getByText('Partly received')).toBeVisible();
    await expect(within(short).getByRole('table', { name: 'Items received of DO-000014' })).toHaveTextContent('Short');
  },
};

export const Upload: Story = {
  name: 'Upload with progress completes the shipment',
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/shipments/:id/proof', async () => {
        await delay(400);
        return undefined;
      }),
    );
  },
  play: async () => {
    await heading('S-000009');
    await uploadConfirmed(photo(JPEG));
    await expect(await page().findByRole('progressbar', { name: /Mengunggah bukti\.jpg/ })).toBeVisible();
    await expect(await page().findByRole('img', { name: 'Foto bukti muat S-000009' })).toBeVisible();
    await expect(page().queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(page().queryByRole('button', { name: 'Unggah foto bukti' })).toBeNull();
    await expect(shipmentStore.find(9)!.status).toBe('SELESAI');
  },
};

export const TooLarge: Story = {
  name: 'Over 10 MB: refused before sending',
  play: async () => {
    await heading('S-000009');
    await userEvent.upload(fileInput(), photo(JPEG, 'besar.jpg', 10 * 1024 * 1024 + 1));
    await expect(await page().findByRole('alert')).toHaveTextContent('Foto lebih dari 10 MB; perkecil lalu coba lagi.');
    await expect(shipmentStore.find(9)!.status).toBe('PENDING');
  },
};

export const Heic: Story = {
  name: 'HEIC: "send a JPEG"',
  play: async () => {
    await heading('S-000009');
    await uploadConfirmed(photo(HEIC, 'IMG_0001.heic'));
    await expect(await page().findByRole('alert')).toHaveTextContent('Foto HEIC (iPhone) belum didukung; kirim dalam format JPEG.');
  },
};

export const NotAPhoto: Story = {
  name: 'A renamed PDF: not a photo',
  play: async () => {
    await heading('S-000009');
    await uploadConfirmed(photo(PDF, 'bukti.jpg'));
    await expect(await page().findByRole('alert')).toHaveTextContent('Berkas ini bukan foto JPEG, PNG atau WebP.');
  },
};

export const Unreadable: Story = {
  name: 'A truncated JPEG (server 422) and a too-large body (413)',
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.post('*/api/shipments/:id/proof', () =>
        (calls += 1) === 1 ? apiError(422, 'IMAGE_UNREADABLE', 'The photo cannot be read') : apiError(413, 'PAYLOAD_TOO_LARGE', 'Too large'),
      ),
    );
  },
  play: async () => {
    await heading('S-000009');
    await uploadConfirmed(photo(JPEG));
    await expect(await page().findByRole('alert')).toHaveTextContent('Foto tidak dapat dibaca; mungkin berkasnya rusak atau terpotong.');
    await uploadConfirmed(photo(JPEG));
    await waitFor(() => expect(page().getByRole('alert')).toHaveTextContent('Foto lebih dari 10 MB; perkecil lalu coba lagi.'));
  },
};

export const ViewOnly: Story = {
  name: 'May see the photo, not upload it',
  args: { path: '/shipments/1/detail', permissions: ['read-shipment', 'show-shipment-image'] },
  play: async () => {
    await expect(await page().findByRole('img', { name: 'Foto bukti muat S-000001' })).toBeVisible();
    await expect(page().queryByRole('button', { name: /foto bukti/ })).toBeNull();
  },
};

export const WithoutPhotoOrLogPermission: Story = {
  name: 'Only read-shipment: no photo, no log, no DO links',
  args: { path: '/shipments/1/detail', permissions: ['read-shipment'] },
  play: async () => {
    await heading('S-000001');
    await expect(page().getByText('Foto bukti sudah diunggah; Anda tidak berhak melihatnya.')).toBeVisible();
    await expect(page().queryByRole('heading', { name: 'Riwayat perubahan' })).toBeNull();
    await expect(page().queryByRole('link', { name: 'DO-000013' })).toBeNull();
    await expect(page().getByRole('heading', { name: 'DO-000013 · Toko Pelita', level: 3 })).toBeVisible();
  },
};

export const LongContent: Story = {
  name: 'Long content: 12 DOs of 5 lines, long names',
  beforeEach() {
    deliveryScenarios.longShipment();
  },
  args: { path: '/shipments/11/detail' },
  play: async ({ canvasElement }) => {
    await heading('DO dalam pengiriman (12)');
    await expect(page().getAllByRole('table', { name: /^Barang dari DO-/ })).toHaveLength(12);
    await expect(page().getByText(/^Raden Mas Bagus/)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth + 1);
  },
};

export const PerUnitTotals: Story = {
  name: 'Quantity per unit: DUS and KARUNG never added together',
  args: { path: '/shipments/2/detail' },
  play: async () => {
    await heading('S-000002');
    const total = page().getByText('Jumlah barang').closest('div')!;
    await expect(within(total).getByText('70 DUS · 90 KARUNG')).toBeVisible();
  },
};

export const CancelDialog: Story = {
  name: 'Batalkan pengiriman: a reason is required, then BATAL and its DO pending again',
  play: async () => {
    await heading('S-000009');
    await userEvent.click(page().getByRole('button', { name: 'Batalkan pengiriman' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Batalkan S-000009?' });
    await expect(dialog).toHaveTextContent('Semua barang yang dimuat di S-000009 kembali menjadi tertunda pada DO-nya.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));
    const reason = within(dialog).getByRole('textbox', { name: /Alasan pembatalan/ });
    await expect(reason).toHaveAccessibleDescription(/Tulis alasan pembatalan\./);
    await expect(shipmentStore.find(9)!.status).toBe('PENDING');
    await userEvent.type(reason, 'Salah pilih armada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(await page().findByText('Salah pilih armada')).toBeVisible();
    await expect(page().getAllByText('Batal').length).toBeGreaterThan(0);
    await expect(page().queryByRole('button', { name: 'Batalkan pengiriman' })).toBeNull();
    await expect(page().queryByRole('link', { name: 'Atur DO' })).toBeNull();
    await expect(deliveryOrderStore.find(11)!.status).toBe('PENDING');
  },
};

export const CancelRefused: Story = {
  name: 'Cancel refused: changed since opened (409), both versions said, nothing changes',
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/shipments/:id/cancel', () =>
        apiError(409, 'VERSION_CONFLICT', 'The record was changed by someone else', { current: { ...shipmentView(shipmentStore.find(9)!), version: 4 } }),
      ),
    );
  },
  play: async () => {
    await heading('S-000009');
    await userEvent.click(page().getByRole('button', { name: 'Batalkan pengiriman' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Batalkan S-000009?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Alasan pembatalan/ }), 'Dobel input');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('S-000009 sudah berubah sejak halaman ini dibuka: versi Anda 1, sekarang versi 4 dengan status Pending.');
    await expect(shipmentStore.find(9)!.status).toBe('PENDING');
  },
};

export const Cancelled: Story = {
  name: 'Cancelled (BATAL): when and why, nothing to edit, upload or print',
  beforeEach() {
    Object.assign(shipmentStore.find(9)!, { status: 'BATAL', cancelledAt: '2026-11-24T03:00:00.000Z', cancelReason: 'Armada mogok' });
  },
  play: async () => {
    await heading('S-000009');
    await expect(page().getByText('Armada mogok')).toBeVisible();
    await expect(page().getByText('Alasan pembatalan')).toBeVisible();
    await expect(page().getByText('Pengiriman ini dibatalkan, jadi tidak ada foto bukti.')).toBeVisible();
    for (const name of ['Ubah', 'Atur DO', 'Cetak surat jalan']) await expect(page().queryByRole('link', { name })).toBeNull();
    await expect(page().queryByRole('button', { name: /Batalkan pengiriman|foto bukti/ })).toBeNull();
  },
};

export const CancelEnglish: Story = {
  name: 'English: Cancel shipment',
  globals: { locale: 'en' },
  play: async () => {
    await heading('S-000009');
    await userEvent.click(page().getByRole('button', { name: 'Cancel shipment' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Cancel S-000009?' });
    await expect(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow('one'));
  },
  play: async () => {
    await expect(await page().findByText('Detail Pengiriman')).toBeVisible();
    await expect(page().queryByRole('heading', { name: 'S-000009' })).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error, then retry',
  beforeEach({ msw }) {
    msw.use(...scenarios.error('one', 1));
  },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Coba lagi' }));
    await heading('S-000009');
  },
};

export const NotFound: Story = {
  args: { path: '/shipments/999/detail' },
  play: async () => {
    await expect(await page().findByText('Pengiriman tidak ditemukan')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Kembali ke data pengiriman' })).toHaveAttribute('href', '/shipments/data');
  },
};

export const MalformedId: Story = {
  args: { path: '/shipments/abc/detail' },
  play: NotFound.play,
};

export const Forbidden: Story = {
  name: 'A 403 page load goes to /404',
  beforeEach({ msw }) {
    msw.use(...scenarios.forbidden('one'));
  },
  play: async () => {
    await expectLocation('/404');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { path: '/shipments/1/detail' }, play: Completed.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await heading('S-000009');
    await expect(page().getByRole('link', { name: 'Manage DOs' })).toBeVisible();
    await expect(page().getByRole('button', { name: 'Upload proof photo' })).toBeVisible();
    await expect(page().getByText('Office')).toBeVisible();
    await expect(page().getByText('In process')).toBeVisible();
  },
};
