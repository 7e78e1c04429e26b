import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { drawOn } from '../lib/testing/signature-stories';
import { expectNoSideScroll } from '../lib/testing/story-queries';
import { clearOutbox, keepUpload, pendingForms } from '../lib/uploads/outbox';
import { apiError } from '../mocks/handlers/respond';
import { deliveryScenarios } from '../mocks/scenarios/delivery';
import { ReceiverPage } from './ReceiverPage';
import type { Language } from './words';

/**
 * The receiver's own page from a printed note's QR code (docs/decisions/343-receiver-page.md), on
 * the mock API: the note, the receipt form, the confirmation, and each refusal in its own words.
 */
const TOKEN = 'Rc7Qm2xVb9KpL4sTz1aWcQ';
const phone = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Receipt/ReceiverPage',
  component: ReceiverPage,
  args: { token: TOKEN, language: 'id' },
  parameters: { layout: 'fullscreen', ...phone },
  // The language the phone asks for; the page has its own switch.
  render: (args, { globals }) => <ReceiverPage {...args} language={(globals.locale as Language | undefined) === 'en' ? 'en' : args.language} />,
  beforeEach: () => void deliveryScenarios.receiptLink({ token: TOKEN }),
} satisfies Meta<typeof ReceiverPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement);
const sign = (canvasElement: HTMLElement) => drawOn(within(canvasElement).getByRole('img', { name: 'Kotak tanda tangan, masih kosong' }));

export const Open: Story = {
  name: 'Opened from the QR code: the sender, the note and the form, every line received in full',
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('heading', { name: /^Surat jalan DO-\d{6}$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Penerimaan barang' })).toBeVisible();
    const received = page.getAllByRole('textbox', { name: /^Diterima/ });
    await expect(received.length).toBeGreaterThan(0);
    for (const field of received) await expect((field as HTMLInputElement).value).toMatch(/^\d+$/);
    await expect(page.queryByRole('combobox', { name: 'Alasan kurang' })).toBeNull();
    await expect(page.getByRole('button', { name: 'Kirim penerimaan' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Staf LAJU? Buka pengiriman ini' })).toHaveAttribute('href', expect.stringMatching(/^\/shipments\?q=S-\d{6}$/));
    await expectNoSideScroll(canvasElement);
  },
};

export const ReceivedShort: Story = {
  name: 'Two short on the first line: a reason is asked for, then signed and sent; the confirmation says what arrived',
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    const [first] = await page.findAllByRole('textbox', { name: /^Diterima/ });
    const shipped = Number((first as HTMLInputElement).value);
    await userEvent.clear(first!);
    await userEvent.type(first!, String(shipped - 2));
    await userEvent.type(page.getByRole('textbox', { name: 'Nama penerima' }), 'Bu Rina');
    await userEvent.click(page.getByRole('button', { name: 'Kirim penerimaan' }));
    await expect(page.getByRole('alert')).toHaveTextContent('Periksa isian yang ditandai.');
    await expect(page.getByRole('combobox', { name: 'Alasan kurang' })).toHaveAccessibleDescription('Wajib diisi.');
    await expect(page.getByText('Tanda tangani atau lampirkan foto.')).toBeVisible();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Alasan kurang' }), 'Rusak');
    sign(canvasElement);
    await expect(await page.findByRole('img', { name: 'Tanda tangan sudah digambar' })).toBeVisible();
    // What was typed stays through the refusal.
    await expect(page.getByRole('textbox', { name: 'Nama penerima' })).toHaveValue('Bu Rina');
    await userEvent.click(page.getByRole('button', { name: 'Kirim penerimaan' }));
    await expect(await page.findByRole('heading', { name: 'Terima kasih. Penerimaan sudah dicatat.' })).toBeVisible();
    await expect(page.getByText(/^Diterima oleh Bu Rina, /)).toBeVisible();
    await expect(page.getByText(`${shipped - 2} / ${shipped}`, { exact: false })).toHaveTextContent('(Rusak)');
    await expect(page.getByText('Ada barang yang kurang; pengirim akan menghubungi Anda.')).toBeVisible();
  },
};

export const AlreadyReceived: Story = {
  name: 'A note already received: who received it and when; no form',
  beforeEach: () => {
    const link = deliveryScenarios.receiptLink({ token: TOKEN });
    deliveryScenarios.receiveNote({ shipmentId: link.shipmentId, deliveryOrderId: link.deliveryOrderId, receiverName: 'Pak Budi' });
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('Surat jalan ini sudah diterima.');
    await expect(page.getByText(/^Diterima oleh Pak Budi, /)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Kirim penerimaan' })).toBeNull();
  },
};

export const Expired: Story = {
  name: 'A link printed at loading, past its 14 days',
  beforeEach: () => void deliveryScenarios.receiptLink({ token: TOKEN, loadedDaysAgo: 15 }),
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('alert')).toHaveTextContent('Kode ini sudah kedaluwarsa. Hubungi pengirim.');
  },
};

export const ChangedSincePrinting: Story = {
  name: 'The note changed after it was printed: contact the sender',
  beforeEach: () => void deliveryScenarios.receiptLink({ token: TOKEN, changedSincePrint: true }),
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('alert')).toHaveTextContent('Surat jalan ini sudah diubah sejak dicetak. Hubungi pengirim.');
  },
};

export const Unknown: Story = {
  name: 'A code no print made (a shipment number typed in): not known, scan again',
  args: { token: 'S-000001' },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('alert')).toHaveTextContent('Kode ini tidak dikenal. Pindai lagi kode QR pada surat jalan.');
  },
};

export const TooManyTries: Story = {
  name: 'Too many tries from this phone: wait, with a way to try again',
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/receipts/:token', () => apiError(429, 'RATE_LIMITED', 'Too many tries', { retryAfterSeconds: 60 })));
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('Terlalu banyak percobaan. Tunggu beberapa menit, lalu coba lagi.');
    await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Loading: the note is on its way',
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/receipts/:token', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(screen(canvasElement).getByRole('status')).toHaveTextContent('Memuat surat jalan…');
  },
};

let sends = 0;

export const ConnectionDrops: Story = {
  name: 'The signal drops while sending: the receipt waits on the phone and goes when the connection is back',
  beforeEach: async ({ msw }) => {
    await clearOutbox();
    deliveryScenarios.receiptLink({ token: TOKEN });
    sends = 0;
    msw.use(
      http.post('*/api/receipts/:token', () => {
        sends += 1;
        return sends === 1 ? HttpResponse.error() : undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Nama penerima' }), 'Bu Rina');
    sign(canvasElement);
    await expect(await page.findByRole('img', { name: 'Tanda tangan sudah digambar' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Kirim penerimaan' }));
    await expect(await page.findByText(/^Sinyal terputus: penerimaan tersimpan di ponsel ini/)).toBeVisible();
    await expect(await pendingForms(`/api/receipts/${TOKEN}`)).toHaveLength(1);
    // The connection is back.
    window.dispatchEvent(new Event('online'));
    await expect(await page.findByRole('heading', { name: 'Terima kasih. Penerimaan sudah dicatat.' })).toBeVisible();
    await expect(page.getByText(/^Diterima oleh Bu Rina, /)).toBeVisible();
    await waitFor(async () => expect(await pendingForms(`/api/receipts/${TOKEN}`)).toEqual([]));
  },
};

export const KeptFromBefore: Story = {
  name: 'Opened again with a receipt kept on the phone: it is sent at once, not asked for again',
  beforeEach: async () => {
    await clearOutbox();
    deliveryScenarios.receiptLink({ token: TOKEN });
    const receipt = { receiverName: 'Pak Dedi', lines: [] };
    const signature = new Blob([await (await fetch('data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==')).arrayBuffer()], { type: 'image/png' });
    await keepUpload({ id: 'kept-1', userId: null, method: 'POST', path: `/api/receipts/${TOKEN}`, fields: { receipt: JSON.stringify(receipt) }, files: { signature }, createdAt: 1 });
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Terima kasih. Penerimaan sudah dicatat.' })).toBeVisible();
    await expect(page.getByText(/^Diterima oleh Pak Dedi, /)).toBeVisible();
    await waitFor(async () => expect(await pendingForms(`/api/receipts/${TOKEN}`)).toEqual([]));
  },
};

export const English: Story = {
  name: 'English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('heading', { name: /^Delivery note DO-\d{6}$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send the receipt' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Bahasa Indonesia' }));
    await expect(page.getByRole('button', { name: 'Kirim penerimaan' })).toBeVisible();
  },
};

export const Dark: Story = {
  name: 'Dark',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('button', { name: 'Kirim penerimaan' })).toBeVisible();
    await waitFor(() => expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 21, 29)'));
  },
};
