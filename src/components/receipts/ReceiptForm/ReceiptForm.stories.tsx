import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { ApiError } from '../../../lib/api/errors';
import { drawOn } from '../../../lib/testing/signature-stories';
import { expectNoSideScroll } from '../../../lib/testing/story-queries';
import { ReceiptForm, type ReceiptFormLine, type ReceiptParts } from './ReceiptForm';

const LINES: ReceiptFormLine[] = [
  { deliveryOrderLineId: 41, itemName: 'Tepung Terigu', unit: 'KARUNG', shipped: 20 },
  { deliveryOrderLineId: 42, itemName: 'Air Mineral Galon', unit: 'PCS', shipped: 50 },
];
/** 14.05 WIB on 5 December 2026. */
const NOW = Date.parse('2026-12-05T07:05:00Z');

/**
 * A note's receipt form with fixture lines: props in, `onSubmit(parts)` out, no data fetching, so
 * the receiver's own page can use it too. The stories' `onSubmit` resolves, waits or refuses as
 * the server would.
 */
const meta = {
  title: 'Receipts/ReceiptForm',
  component: ReceiptForm,
  args: { lines: LINES, now: NOW, onSubmit: fn(async () => undefined), onCancel: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReceiptForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const name = () => body().getByRole('textbox', { name: /^Nama penerima/ });
const received = (item: string) => body().getByRole('spinbutton', { name: new RegExp(`^Diterima ${item}`) });
const reason = (item: string) => body().getByRole('combobox', { name: new RegExp(`^Alasan ${item}`) });
const signature = () => body().getByRole('img', { name: /^Tanda tangan: / });
const save = () => userEvent.click(body().getByRole('button', { name: 'Simpan penerimaan' }));
const sent = (args: { onSubmit: unknown }) => (args.onSubmit as Mock).mock.lastCall?.[0] as ReceiptParts;
const setReceived = async (item: string, value: string) => {
  await userEvent.clear(received(item));
  if (value) await userEvent.type(received(item), value);
};
/** A receipt the server would take: a name, the flour short and damaged, a signature. */
const fillIn = async () => {
  await userEvent.type(name(), 'Ibu Sari');
  await setReceived('Tepung Terigu', '18');
  await userEvent.selectOptions(reason('Tepung Terigu'), 'Rusak');
  drawOn(signature());
  await waitFor(() => expect(signature()).toHaveAccessibleName('Tanda tangan: sudah digambar'));
};
const jpeg = (size = 2048, fileName = 'kertas.jpg') => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], fileName, { type: 'image/jpeg' });
};

export const Default: Story = {
  name: 'Default: every line received in full, the time now',
  play: async ({ args }) => {
    await expect(name()).toHaveValue('');
    await expect(body().getByLabelText(/^Waktu diterima/)).toHaveValue('2026-12-05T14:05');
    await expect(received('Tepung Terigu')).toHaveValue(20);
    await expect(received('Tepung Terigu')).toHaveAccessibleDescription('Dikirim 20 KARUNG');
    await expect(received('Air Mineral Galon')).toHaveValue(50);
    // A reason is asked only for a line received short.
    await expect(body().queryByRole('combobox')).toBeNull();
    await expect(signature()).toHaveAccessibleName('Tanda tangan: belum ada');
    await expect(body().getByRole('group', { name: 'Foto' })).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Batal' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  name: 'Filled: a short line with its reason, signed, sent as the parts',
  play: async ({ args }) => {
    await fillIn();
    await expect(reason('Tepung Terigu')).toHaveAccessibleDescription('Kurang 2 KARUNG');
    await userEvent.type(body().getByRole('textbox', { name: /^Catatan/ }), 'Dua karung basah');
    await save();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const parts = sent(args);
    await expect(parts.receipt).toEqual({
      receiverName: 'Ibu Sari',
      receivedAt: '2026-12-05T14:05:00+07:00',
      note: 'Dua karung basah',
      lines: [
        { deliveryOrderLineId: 41, received: 18, reason: 'RUSAK' },
        { deliveryOrderLineId: 42, received: 50, reason: null },
      ],
    });
    await expect(parts.signature?.type).toBe('image/png');
    await expect(parts.photo).toBeNull();
  },
};

export const ClientChecks: Story = {
  name: "Checked before sending: the server's words, nothing sent",
  play: async ({ args }) => {
    await save();
    await expect(await body().findByText('Tulis nama penerima.')).toBeVisible();
    await expect(name()).toHaveFocus();
    await expect(body().getByText('Minta tanda tangan penerima, atau lampirkan foto surat jalan yang sudah ditandatangani.')).toBeVisible();
    await setReceived('Tepung Terigu', '25');
    await expect(await body().findByText('Tidak boleh lebih dari yang dikirim.')).toBeVisible();
    await setReceived('Tepung Terigu', '18');
    await save();
    await expect(await body().findByText('Pilih alasan kekurangannya.')).toBeVisible();
    await setReceived('Air Mineral Galon', '');
    await expect(await body().findByText('Isi jumlah yang diterima; 0 bila tidak ada yang diterima.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  name: "The server's field errors on their fields (422 lines, 422 evidence, 400 name)",
  play: async ({ args }) => {
    (args.onSubmit as Mock)
      .mockRejectedValueOnce(new ApiError(422, 'RECEIPT_LINES_INVALID', 'x', { 'lines.1.received': 'TOO_BIG', 'lines.0.reason': 'REQUIRED' }))
      .mockRejectedValueOnce(new ApiError(422, 'RECEIPT_EVIDENCE_MISSING', 'x', { signature: 'REQUIRED' }))
      .mockRejectedValueOnce(new ApiError(400, 'VALIDATION_FAILED', 'x', { receiverName: 'TOO_SHORT' }));
    await fillIn();
    await save();
    const flour = await body().findByText('Pilih alasan kekurangannya.');
    await expect(flour).toBeVisible();
    await expect(received('Air Mineral Galon')).toHaveAccessibleDescription(/Tidak boleh lebih dari yang dikirim\./);
    await save();
    await expect(await body().findByText('Minta tanda tangan penerima, atau lampirkan foto surat jalan yang sudah ditandatangani.')).toBeVisible();
    await save();
    await expect(await body().findByText('Tulis nama penerima.')).toBeVisible();
    // What was typed, chosen and drawn is all still there.
    await expect(name()).toHaveValue('Ibu Sari');
    await expect(reason('Tepung Terigu')).toHaveValue('RUSAK');
    await expect(signature()).toHaveAccessibleName('Tanda tangan: sudah digambar');
  },
};

export const Submitting: Story = {
  name: 'Submitting: the button busy, the input kept',
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async () => {
    await fillIn();
    await save();
    const busy = await body().findByRole('button', { name: 'Menyimpan…' });
    await expect(busy).toBeDisabled();
    await expect(body().getByRole('button', { name: 'Batal' })).toBeDisabled();
    await expect(name()).toHaveValue('Ibu Sari');
  },
};

export const FailureKeepsInput: Story = {
  name: 'A failed send (network) keeps everything; the next try sends the same',
  play: async ({ args }) => {
    (args.onSubmit as Mock).mockRejectedValueOnce(ApiError.network());
    await fillIn();
    await save();
    await expect(await body().findByRole('alert')).toHaveTextContent('Server tidak dapat dihubungi. Periksa koneksi Anda, lalu coba lagi.');
    await expect(name()).toHaveValue('Ibu Sari');
    await expect(received('Tepung Terigu')).toHaveValue(18);
    await expect(reason('Tepung Terigu')).toHaveValue('RUSAK');
    await expect(signature()).toHaveAccessibleName('Tanda tangan: sudah digambar');
    const first = sent(args);
    await save();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(sent(args).receipt).toEqual(first.receipt);
  },
};

export const AlreadyReceived: Story = {
  name: 'Refused: already received (409) is said above the form',
  play: async ({ args }) => {
    (args.onSubmit as Mock).mockRejectedValueOnce(new ApiError(409, 'RECEIPT_EXISTS', 'x'));
    await fillIn();
    await save();
    await expect(await body().findByRole('alert')).toHaveTextContent('Penerimaan surat jalan ini sudah dicatat sebelumnya; yang tersimpan tidak diubah.');
  },
};

export const WithPhoto: Story = {
  name: 'A photo instead of a signature: previewed, removable, sent',
  play: async ({ args }) => {
    await userEvent.type(name(), 'Pak Budi');
    await userEvent.upload(body().getByLabelText('Pilih foto'), jpeg());
    const preview = await body().findByRole('img', { name: 'Foto terpilih: kertas.jpg' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(body().getByRole('button', { name: 'Hapus foto' }));
    await expect(body().queryByRole('img', { name: /^Foto terpilih/ })).toBeNull();
    await userEvent.upload(body().getByLabelText('Pilih foto'), jpeg());
    await body().findByRole('img', { name: 'Foto terpilih: kertas.jpg' });
    await save();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(sent(args).signature).toBeNull();
    await expect(sent(args).photo?.name).toBe('kertas.jpg');
  },
};

export const PhotoRefused: Story = {
  name: 'A photo over 10 MB, then one the server cannot read: said on the photo',
  play: async ({ args }) => {
    (args.onSubmit as Mock).mockRejectedValueOnce(new ApiError(415, 'IMAGE_TYPE_UNSUPPORTED', 'x'));
    await userEvent.type(name(), 'Pak Budi');
    await userEvent.upload(body().getByLabelText('Pilih foto'), jpeg(10 * 1024 * 1024 + 1, 'besar.jpg'));
    await expect(await body().findByText('Foto lebih dari 10 MB; perkecil lalu coba lagi.')).toBeVisible();
    await userEvent.upload(body().getByLabelText('Pilih foto'), jpeg());
    await body().findByRole('img', { name: 'Foto terpilih: kertas.jpg' });
    await save();
    await expect(await body().findByText('Berkas ini bukan foto JPEG, PNG, atau WebP.')).toBeVisible();
    await expect(body().getByRole('group', { name: 'Foto' })).toHaveAccessibleDescription(/Berkas ini bukan foto JPEG/);
  },
};

export const ReceiverPage: Story = {
  name: "The receiver's own page: no time asked, sent as now",
  args: { withTime: false, onCancel: undefined, submitLabel: 'Kirim' },
  play: async ({ args }) => {
    await expect(body().queryByLabelText(/^Waktu diterima/)).toBeNull();
    await expect(body().queryByRole('button', { name: 'Batal' })).toBeNull();
    await userEvent.type(name(), 'Ibu Sari');
    await userEvent.type(body().getByRole('textbox', { name: 'Atau ketik nama sebagai tanda tangan' }), 'Sari');
    await userEvent.click(body().getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(sent(args).receipt).not.toHaveProperty('receivedAt');
    await expect(sent(args).signature?.type).toBe('image/png');
  },
};

export const LongContent: Story = {
  name: 'Long content on a phone: 30 lines with long names, nothing scrolls sideways',
  decorators: [(Story) => <div style={{ maxWidth: 328 }}><Story /></div>],
  args: {
    lines: Array.from({ length: 30 }, (_, index) => ({
      deliveryOrderLineId: 100 + index,
      itemName: `Minyak Goreng Kemasan Premium Botol Plastik Dua Liter Nomor ${index + 1}`,
      unit: 'KARTON',
      shipped: 1_000 * (index + 1),
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(body().getAllByRole('spinbutton')).toHaveLength(30);
    await setReceived('Minyak Goreng Kemasan Premium Botol Plastik Dua Liter Nomor 30', '29500');
    await expect(reason('Minyak Goreng Kemasan Premium Botol Plastik Dua Liter Nomor 30')).toHaveAccessibleDescription('Kurang 500 KARTON');
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await setReceived('Tepung Terigu', '0');
    await expect(reason('Tepung Terigu')).toBeVisible();
    await save();
    await expect(await body().findByText('Tulis nama penerima.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await userEvent.click(body().getByRole('button', { name: 'Save receipt' }));
    await expect(await body().findByText("Enter the receiver's name.")).toBeVisible();
    await expect(body().getByText('Ask the receiver to sign, or add a photo of the signed delivery note.')).toBeVisible();
    const flour = body().getByRole('spinbutton', { name: /^Received Tepung Terigu/ });
    await userEvent.clear(flour);
    await userEvent.type(flour, '5');
    const why = body().getByRole('combobox', { name: /^Reason Tepung Terigu/ });
    await expect(why).toHaveAccessibleDescription('15 KARUNG short');
    await expect(within(why).getByRole('option', { name: 'Refused' })).toBeInTheDocument();
  },
};
