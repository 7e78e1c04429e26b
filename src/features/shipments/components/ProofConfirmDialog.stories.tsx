import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProofConfirmDialog } from './ProofConfirmDialog';

/** Dialogs render in the top layer, outside the canvas element: query the whole document. */
const screen = () => within(document.body);

// A 2 × 2 grey PNG: the preview shows what was picked, whatever its size.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAADklEQVR4nGNgYGD4DwABBAEAHnOcQAAAAABJRU5ErkJggg==';
const picked = { file: new File(['x'], 'bukti-muat.png', { type: 'image/png' }), url: PNG };

/**
 * The question before a proof photo is uploaded: its preview, and the warning that the shipment
 * becomes Selesai (or, with a photo already there, that it is replaced). Closed while nothing is picked.
 */
const meta = {
  title: 'Shipments/Components/ProofConfirmDialog',
  component: ProofConfirmDialog,
  args: { picked, replacing: false, number: 'S-000009', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ProofConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Picked: preview, Selesaikan pengiriman?',
  play: async ({ args }) => {
    const dialog = await screen().findByRole('alertdialog', { name: 'Selesaikan pengiriman?' });
    await expect(dialog).toHaveTextContent('Foto ini diunggah sebagai bukti muat S-000009, lalu pengiriman menjadi Selesai');
    await expect(within(dialog).getByRole('img', { name: 'Pratinjau foto yang dipilih: bukti-muat.png' })).toHaveAttribute('src', PNG);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unggah dan selesaikan' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Declined: Story = {
  name: 'Batal: nothing uploaded',
  play: async ({ args }) => {
    const dialog = await screen().findByRole('alertdialog', { name: 'Selesaikan pengiriman?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Replacing: Story = {
  name: 'A photo already there: Ganti foto bukti?',
  args: { replacing: true },
  play: async () => {
    const dialog = await screen().findByRole('alertdialog', { name: 'Ganti foto bukti?' });
    await expect(dialog).toHaveTextContent('Foto ini menggantikan foto bukti S-000009.');
    await expect(within(dialog).getByRole('button', { name: 'Ganti foto' })).toBeVisible();
  },
};

export const NothingPicked: Story = {
  name: 'Nothing picked: closed',
  args: { picked: null },
  play: async () => {
    await expect(screen().queryByRole('alertdialog')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen().findByRole('alertdialog');
    await expect(within(dialog).getByRole('img', { name: /bukti-muat\.png/ })).toBeVisible();
  },
};
