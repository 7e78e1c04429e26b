import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReceiptPhotoField } from './ReceiptPhotoField';

/** A JPEG's first bytes and some more: what the field keeps is a File, made small on the device. */
const jpeg = (name = 'kertas.jpg') => {
  const bytes = new Uint8Array(2048);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
};

/** The field with its photo kept in a story's state, as the receipt form keeps it. */
function Field({ initial = null, error, disabled, onChange = fn(), onRefused = fn() }: { initial?: File | null; error?: string; disabled?: boolean; onChange?: (photo: File | null) => void; onRefused?: (code: 'TOO_LARGE') => void }) {
  const [photo, setPhoto] = useState<File | null>(initial);
  return (
    <ReceiptPhotoField
      photo={photo}
      error={error}
      disabled={disabled}
      onRefused={onRefused}
      onChange={(next) => {
        setPhoto(next);
        onChange(next);
      }}
    />
  );
}

/**
 * The receipt's photo (the goods, or the signed paper copy), on its own: choose, preview, remove;
 * an error from the form under it; disabled while the form sends.
 */
const meta = {
  title: 'Receipts/ReceiptPhotoField',
  component: Field,
  args: { onChange: fn(), onRefused: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: /^(Foto|Photo)$/ });

export const Empty: Story = {
  name: 'Nothing chosen: choose a photo, then it shows with a way to remove it',
  play: async ({ canvasElement, args }) => {
    const field = group(canvasElement);
    await expect(field).toHaveAccessibleDescription('JPEG, PNG atau WebP, paling besar 10 MB.');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, jpeg());
    await expect(await within(field).findByRole('img', { name: /^Foto terpilih: / })).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(expect.any(File)));
    await userEvent.click(within(field).getByRole('button', { name: 'Hapus foto' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(within(field).getByText('Pilih foto')).toBeVisible();
  },
};

export const Chosen: Story = {
  name: 'A photo chosen: its preview and Hapus foto',
  args: { initial: jpeg('surat-jalan-bertanda-tangan.jpg') },
  play: async ({ canvasElement }) => {
    const field = group(canvasElement);
    await expect(await within(field).findByRole('img', { name: 'Foto terpilih: surat-jalan-bertanda-tangan.jpg' })).toBeVisible();
    await expect(within(field).getByRole('button', { name: 'Hapus foto' })).toBeEnabled();
  },
};

export const WithError: Story = {
  name: 'An error from the form: read with the field',
  args: { error: 'Tanda tangani atau lampirkan foto.' },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement)).toHaveAccessibleDescription('Tanda tangani atau lampirkan foto. JPEG, PNG atau WebP, paling besar 10 MB.');
  },
};

export const Disabled: Story = {
  name: 'While the form sends: nothing can be chosen or removed',
  args: { disabled: true, initial: jpeg() },
  play: async ({ canvasElement }) => {
    await expect(await within(group(canvasElement)).findByRole('button', { name: 'Hapus foto' })).toBeDisabled();
  },
};

export const English: Story = {
  name: 'English',
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement)).toHaveAccessibleDescription('JPEG, PNG or WebP, at most 10 MB.');
    await expect(within(canvasElement).getByText('Choose a photo')).toBeVisible();
  },
};

export const Dark: Story = {
  name: 'Dark',
  globals: { theme: 'dark' },
  args: { initial: jpeg() },
  play: async ({ canvasElement }) => {
    await expect(await within(group(canvasElement)).findByRole('img', { name: /^Foto terpilih: / })).toBeVisible();
  },
};
