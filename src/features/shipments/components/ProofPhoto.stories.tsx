import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { answersLate, apiError } from '../../../mocks/handlers/respond';
import { expectNoSideScroll, page } from '../../../lib/testing/story-queries';
import { clearOutbox, keepUpload, pendingUploads } from '../../../lib/uploads/outbox';
import { shipmentStore } from '../../../mocks/db/delivery';
import { storySession } from '../../../mocks/scenarios/resources';
import { ShipmentPart } from '../testing/ShipmentPart';
import { ProofPhoto } from './ProofPhoto';

function Demo({ id, role, permissions }: { id: number; role?: SeededRoleName; permissions?: string[] }) {
  return <ShipmentPart id={id} title="Foto bukti" session={storySession(role, permissions)} render={(shipment) => <ProofPhoto shipment={shipment} />} />;
}

/**
 * The proof-of-loading photo on its own: the thumbnail with who and when, the full size in a new
 * tab, the upload with its progress and refusals, and what each permission shows. S-000001 has a
 * photo; S-000009 (PENDING) has none.
 */
const meta = {
  title: 'Shipments/Components/ProofPhoto',
  component: Demo,
  parameters: { router: false },
  args: { id: 1 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const PROOF = '*/api/shipments/:id/proof';
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const jpeg = (name = 'bukti.jpg', size = 2048) => {
  const body = new Uint8Array(size);
  body.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([body], name, { type: 'image/jpeg' });
};

/** The picked photo's "Selesaikan pengiriman?" answered yes. */
const confirmUpload = async () => {
  const dialog = await page().findByRole('alertdialog', { name: 'Selesaikan pengiriman?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Unggah dan selesaikan' }));
};

export const WithPhoto: Story = {
  name: 'A photo: thumbnail, who and when',
  play: async () => {
    const image = await page().findByRole('img', { name: 'Foto bukti muat S-000001' });
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
    await expect(page().getByText(/^Diunggah oleh .+ \(960 × 720 piksel\)\.$/)).toBeVisible();
    await expect(page().getByRole('button', { name: 'Ganti foto bukti' })).toBeVisible();
    await expect(page().getByText('JPEG, PNG atau WebP, paling besar 10 MB. Foto lama diganti.')).toBeVisible();
  },
};

/** Stands in for the tab `window.open` gives, for the story to read what it was shown. */
function fakeTab() {
  const tab = { location: { href: '' }, closed: false, close: () => void (tab.closed = true) };
  const open = window.open;
  window.open = () => tab as unknown as Window;
  return { tab, restore: () => void (window.open = open) };
}

/** The photo sizes asked for, in order ('full' or 'thumbnail'). */
let asked: string[] = [];

export const OpenFullSize: Story = {
  name: 'The full size opens in a new tab (not the thumbnail)',
  beforeEach({ msw }) {
    asked = [];
    msw.use(
      http.get(PROOF, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('size') ?? 'full');
        return undefined;
      }),
    );
  },
  play: async () => {
    const link = await page().findByRole('link', { name: 'Buka foto bukti S-000001 ukuran penuh' });
    const { tab, restore } = fakeTab();
    try {
      await userEvent.click(link);
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
      await expect(asked).toEqual(['thumbnail', 'full']);
      await expect(tab.closed).toBe(false);
    } finally {
      restore();
    }
  },
};

export const OpenFullSizeFails: Story = {
  name: 'The full size fails: the tab closes, said on the page',
  beforeEach({ msw }) {
    msw.use(http.get(PROOF, ({ request }) => (new URL(request.url).searchParams.has('size') ? undefined : apiError(500, 'INTERNAL', 'Internal server error'))));
  },
  play: async () => {
    const link = await page().findByRole('link', { name: 'Buka foto bukti S-000001 ukuran penuh' });
    const { tab, restore } = fakeTab();
    try {
      await userEvent.click(link);
      await expect(await page().findByRole('alert')).toHaveTextContent('Foto bukti gagal dimuat.');
      await expect(tab.closed).toBe(true);
    } finally {
      restore();
    }
  },
};

export const NoPhoto: Story = {
  name: 'No photo yet: upload',
  args: { id: 9 },
  play: async () => {
    await expect(await page().findByText('Belum ada foto bukti. Mengunggahnya menyelesaikan pengiriman.')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Unggah foto bukti' })).toBeVisible();
    await expect(page().getByText(/Pengiriman menjadi Selesai dan tidak dapat diubah lagi\.$/)).toBeVisible();
  },
};

export const Uploading: Story = {
  name: 'Upload with progress, then the photo',
  args: { id: 9 },
  beforeEach({ msw }) {
    msw.use(
      http.post(PROOF, async () => {
        await delay(400);
        return undefined;
      }),
    );
  },
  play: async () => {
    await page().findByRole('button', { name: 'Unggah foto bukti' });
    await userEvent.upload(fileInput(), jpeg());
    await confirmUpload();
    await expect(await page().findByRole('progressbar', { name: /Mengunggah bukti\.jpg/ })).toBeVisible();
    await expect(await page().findByRole('img', { name: 'Foto bukti muat S-000009' })).toBeVisible();
    await expect(page().getByText(/\(1600 × 1200 piksel\)\.$/)).toBeVisible();
    await expect(shipmentStore.find(9)!.status).toBe('SELESAI');
  },
};

/** Makes `(pointer: coarse)` match, as on a phone, until the returned function restores it. */
function asOnAPhone() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = original.call(window, query);
    if (query !== '(pointer: coarse)') return list;
    return {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } satisfies MediaQueryList;
  };
  return () => void (window.matchMedia = original);
}

/** A camera-sized JPEG drawn in the browser (4,000 × 3,000 with noise, several megabytes). */
async function cameraPhoto(): Promise<File> {
  const canvas = new OffscreenCanvas(4000, 3000);
  const context = canvas.getContext('2d')!;
  const pixels = context.createImageData(4000, 3000);
  for (let index = 0; index < pixels.data.length; index += 4) {
    pixels.data[index] = (index * 7) % 251;
    pixels.data[index + 1] = (index * 13) % 241;
    pixels.data[index + 2] = (index * 3) % 239;
    pixels.data[index + 3] = 255;
  }
  context.putImageData(pixels, 0, 0);
  return new File([await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })], 'IMG_2041.jpeg', { type: 'image/jpeg' });
}

let sentBytes = 0;

export const OnAPhone: Story = {
  name: 'On a phone: the camera opens directly, and the photo travels made small',
  args: { id: 9 },
  beforeEach({ msw }) {
    sentBytes = 0;
    msw.use(
      http.post(PROOF, async ({ request }) => {
        const file = (await request.clone().formData()).get('file') as File;
        sentBytes = file.size;
        return undefined;
      }),
    );
    return asOnAPhone();
  },
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Ambil foto dengan kamera' })).toBeVisible();
    await expect(page().getByRole('button', { name: 'Unggah foto bukti' })).toBeVisible();
    const camera = document.querySelector<HTMLInputElement>('input[capture="environment"]')!;
    await expect(camera).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const photo = await cameraPhoto();
    await userEvent.upload(camera, photo);
    await confirmUpload();
    await expect(await page().findByRole('img', { name: 'Foto bukti muat S-000009' })).toBeVisible();
    await expect(sentBytes).toBeGreaterThan(0);
    await expect(sentBytes).toBeLessThan(Math.min(photo.size, 1.5 * 1024 * 1024));
  },
};

let attempts = 0;

export const ConnectionDrops: Story = {
  name: 'The connection drops mid-upload: the photo waits on the device and goes when the connection is back',
  args: { id: 9 },
  async beforeEach({ msw }) {
    await clearOutbox();
    attempts = 0;
    msw.use(
      http.post(PROOF, () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.error() : undefined;
      }),
    );
  },
  play: async () => {
    await page().findByRole('button', { name: 'Unggah foto bukti' });
    await userEvent.upload(fileInput(), jpeg());
    await confirmUpload();
    await expect(await page().findByText('Sambungan terputus: 1 foto bukti disimpan di perangkat ini dan dikirim otomatis saat tersambung kembali.')).toBeVisible();
    await expect(page().queryByRole('alert')).toBeNull();
    await expect(page().queryByRole('button', { name: 'Unggah foto bukti' })).toBeNull();
    await expect(shipmentStore.find(9)!.proof).toBeNull();
    window.dispatchEvent(new Event('online'));
    // The server's answer and the end of the waiting notice come in one render: the upload's
    // record never shows beside a notice that it still waits.
    await page().findByText(/^Diunggah oleh Administrator/);
    await expect(page().queryByText(/^Sambungan terputus/)).toBeNull();
    await expect(await page().findByRole('img', { name: 'Foto bukti muat S-000009' })).toBeVisible();
    await expect([attempts, shipmentStore.find(9)!.status]).toEqual([2, 'SELESAI']);
    await expect(await pendingUploads(1)).toEqual([]);
  },
};

export const WaitingAfterReload: Story = {
  name: 'A photo kept before a reload is sent when the page opens again',
  args: { id: 9 },
  async beforeEach() {
    await clearOutbox();
    await keepUpload({ id: 'c0ffee00-0000-4000-8000-000000000009', userId: 1, method: 'POST', path: '/api/shipments/9/proof', file: jpeg('tertunda.jpg'), createdAt: Date.now() });
  },
  play: async () => {
    await expect(await page().findByRole('img', { name: 'Foto bukti muat S-000009' })).toBeVisible();
    await expect(shipmentStore.find(9)!.status).toBe('SELESAI');
    await waitFor(async () => expect(await pendingUploads(1)).toEqual([]));
  },
};

export const WaitingDiscarded: Story = {
  name: 'Still offline: "Kirim sekarang" keeps it waiting; "Batalkan foto" gives it up',
  args: { id: 9 },
  async beforeEach({ msw }) {
    await clearOutbox();
    msw.use(http.post(PROOF, () => HttpResponse.error()));
    await keepUpload({ id: 'c0ffee00-0000-4000-8000-000000000010', userId: 1, method: 'POST', path: '/api/shipments/9/proof', file: jpeg('tertunda.jpg'), createdAt: Date.now() });
  },
  play: async () => {
    await expect(await page().findByText(/^Sambungan terputus: 1 foto bukti disimpan/)).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Kirim sekarang' }));
    await expect(page().getByText(/^Sambungan terputus: 1 foto bukti disimpan/)).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Batalkan foto' }));
    await expect(await page().findByRole('button', { name: 'Unggah foto bukti' })).toBeVisible();
    await expect(await pendingUploads(1)).toEqual([]);
    await expect(shipmentStore.find(9)!.proof).toBeNull();
  },
};

export const WaitingRefused: Story = {
  name: 'A waiting photo the server refuses (the shipment was cancelled meanwhile) is said, not kept',
  args: { id: 9 },
  async beforeEach({ msw }) {
    await clearOutbox();
    msw.use(http.post(PROOF, () => apiError(409, 'SHIPMENT_CANCELLED', 'A cancelled shipment can no longer be changed')));
    await keepUpload({ id: 'c0ffee00-0000-4000-8000-000000000011', userId: 1, method: 'POST', path: '/api/shipments/9/proof', file: jpeg('tertunda.jpg'), createdAt: Date.now() });
  },
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent(/^Foto yang menunggu tidak diterima: /);
    await expect(await pendingUploads(1)).toEqual([]);
  },
};

export const TooLarge: Story = {
  name: 'Over 10 MB: refused before sending, nothing changes',
  args: { id: 9 },
  play: async () => {
    await page().findByRole('button', { name: 'Unggah foto bukti' });
    await userEvent.upload(fileInput(), jpeg('besar.jpg', 10 * 1024 * 1024 + 1));
    await expect(await page().findByRole('alert')).toHaveTextContent('Foto lebih dari 10 MB; perkecil lalu coba lagi.');
    await expect(shipmentStore.find(9)!.proof).toBeNull();
  },
};

export const UploadForbidden: Story = {
  name: 'Upload refused (403): said, nothing changes',
  args: { id: 9 },
  beforeEach({ msw }) {
    msw.use(http.post(PROOF, () => apiError(403, 'FORBIDDEN', 'Missing permission')));
  },
  play: async () => {
    await page().findByRole('button', { name: 'Unggah foto bukti' });
    await userEvent.upload(fileInput(), jpeg());
    await confirmUpload();
    await expect(await page().findByRole('alert')).not.toBeEmptyDOMElement();
    await expect(page().queryByRole('img')).toBeNull();
    await expect(shipmentStore.find(9)!.status).toBe('PENDING');
  },
};

export const LoadingPhoto: Story = {
  name: 'The thumbnail loading',
  beforeEach({ msw }) {
    msw.use(answersLate('get', PROOF));
  },
  play: async () => {
    await expect(await page().findByRole('status', { name: 'Memuat foto bukti…' })).toBeVisible();
    await expect(page().queryByRole('img')).toBeNull();
  },
};

export const PhotoFailed: Story = {
  name: 'The thumbnail failed, with retry',
  beforeEach({ msw }) {
    let left = 1;
    msw.use(
      http.get(PROOF, () => {
        if (left <= 0) return undefined;
        left -= 1;
        return apiError(500, 'INTERNAL', 'Internal server error');
      }),
    );
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Foto bukti gagal dimuat.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(await page().findByRole('img', { name: 'Foto bukti muat S-000001' })).toBeVisible();
  },
};

export const NotAllowedToView: Story = {
  name: 'Forbidden: a photo without show-shipment-image',
  args: { permissions: ['read-shipment'] },
  play: async () => {
    await expect(await page().findByText('Foto bukti sudah diunggah; Anda tidak berhak melihatnya.')).toBeVisible();
    await expect(page().queryByRole('img')).toBeNull();
    await expect(page().queryByRole('button', { name: /foto bukti/ })).toBeNull();
  },
};

export const ViewOnly: Story = {
  name: 'May see the photo, not upload it',
  args: { permissions: ['read-shipment', 'show-shipment-image'] },
  play: async () => {
    await expect(await page().findByRole('img', { name: 'Foto bukti muat S-000001' })).toBeVisible();
    await expect(page().queryByRole('button', { name: /foto bukti/ })).toBeNull();
  },
};

export const LongFileName: Story = {
  name: 'Long content: a long file name while uploading',
  args: { id: 9 },
  beforeEach({ msw }) {
    msw.use(answersLate('post', PROOF));
  },
  play: async ({ canvasElement }) => {
    await page().findByRole('button', { name: 'Unggah foto bukti' });
    const name = `${'foto-bukti-muat-gudang-gedebage-dok-3-'.repeat(6)}.jpg`;
    await userEvent.upload(fileInput(), jpeg(name));
    await confirmUpload();
    await expect(await page().findByRole('progressbar', { name: new RegExp(`^Mengunggah ${name.slice(0, 20)}`) })).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

/** Every proof upload the stories below saw. */
let uploads = 0;

export const PreviewBeforeCompleting: Story = {
  name: 'A picked photo is previewed; "Selesaikan pengiriman?" no sends nothing',
  args: { id: 9 },
  beforeEach({ msw }) {
    uploads = 0;
    msw.use(
      http.post(PROOF, () => {
        uploads += 1;
        return undefined;
      }),
    );
  },
  play: async () => {
    await page().findByRole('button', { name: 'Unggah foto bukti' });
    await userEvent.upload(fileInput(), jpeg('muat-pagi.jpg'));
    const dialog = await page().findByRole('alertdialog', { name: 'Selesaikan pengiriman?' });
    const preview = within(dialog).getByRole('img', { name: 'Pratinjau foto yang dipilih: muat-pagi.jpg' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(dialog).toHaveTextContent('Foto ini diunggah sebagai bukti muat S-000009, lalu pengiriman menjadi Selesai dan tidak dapat diubah lagi.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(uploads).toBe(0);
    await expect(shipmentStore.find(9)!.status).toBe('PENDING');
    await expect(page().getByText('Belum ada foto bukti. Mengunggahnya menyelesaikan pengiriman.')).toBeVisible();
  },
};

export const PreviewThenComplete: Story = {
  name: 'A picked photo is previewed; yes uploads it and completes the shipment',
  args: { id: 9 },
  play: async () => {
    await page().findByRole('button', { name: 'Unggah foto bukti' });
    await userEvent.upload(fileInput(), jpeg());
    await confirmUpload();
    await expect(await page().findByRole('img', { name: 'Foto bukti muat S-000009' })).toBeVisible();
    await expect(shipmentStore.find(9)!.status).toBe('SELESAI');
  },
};

export const Cancelled: Story = {
  name: 'A cancelled shipment takes no photo',
  args: { id: 9 },
  beforeEach() {
    Object.assign(shipmentStore.find(9)!, { status: 'BATAL', cancelledAt: '2026-11-24T03:00:00.000Z', cancelReason: 'Salah armada' });
  },
  play: async () => {
    await expect(await page().findByText('Pengiriman ini dibatalkan, jadi tidak ada foto bukti.')).toBeVisible();
    await expect(page().queryByRole('button', { name: /foto bukti/ })).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: WithPhoto.play };

export const PreviewEnglish: Story = {
  name: 'English: the preview and "Complete the shipment?"',
  globals: { locale: 'en' },
  args: { id: 9 },
  play: async () => {
    await page().findByRole('button', { name: 'Upload proof photo' });
    await userEvent.upload(fileInput(), jpeg('loading.jpg'));
    const dialog = await page().findByRole('alertdialog', { name: 'Complete the shipment?' });
    await expect(within(dialog).getByRole('img', { name: 'Preview of the chosen photo: loading.jpg' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Upload and complete' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { id: 9 },
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Upload proof photo' })).toBeVisible();
    await expect(page().getByRole('heading', { name: 'Proof-of-loading photo' })).toBeVisible();
  },
};
