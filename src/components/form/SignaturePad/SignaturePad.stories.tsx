import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { drawOn, hasInk } from '../../../lib/testing/signature-stories';
import { SignaturePad } from './SignaturePad';
import { EMPTY_SIGNATURE, signaturePng, type Signature } from './signature';

/**
 * A signature drawn with a finger, a pen or a mouse, or typed by whoever cannot draw on a screen;
 * the form keeps the value, and signature.ts makes it the PNG the API takes.
 */
const meta = {
  title: 'Form/SignaturePad',
  component: SignaturePad,
  args: { label: 'Tanda tangan penerima', value: EMPTY_SIGNATURE, onChange: fn() },
  parameters: { layout: 'padded' },
  render: function Render(args) {
    const [value, setValue] = useState<Signature>(args.value);
    return (
      <SignaturePad
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SignaturePad>;
export default meta;
type Story = StoryObj<typeof meta>;

const pad = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: /Tanda tangan penerima|Receiver's signature/ });
const picture = (canvasElement: HTMLElement) => within(pad(canvasElement)).getByRole('img');

export const Default: Story = {
  name: 'Drawn with a pointer, then cleared',
  play: async ({ canvasElement, args }) => {
    const canvas = within(pad(canvasElement)).getByRole('img', { name: 'Tanda tangan: belum ada' });
    const clear = within(pad(canvasElement)).getByRole('button', { name: 'Hapus tanda tangan' });
    await expect(clear).toBeDisabled();
    await expect(pad(canvasElement)).toHaveAccessibleDescription('Gambar tanda tangan dengan jari, pena atau mouse di kotak putih.');
    drawOn(canvas);
    await waitFor(() => expect(canvas).toHaveAccessibleName('Tanda tangan: sudah digambar'));
    await expect(hasInk(canvas as HTMLCanvasElement)).toBe(true);
    const drawn = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Signature;
    await expect(drawn.strokes).toHaveLength(1);
    // The PNG the API takes: a real PNG of the drawing, far under the 1 MiB limit.
    const png = await signaturePng(drawn);
    await expect(png.type).toBe('image/png');
    await expect(png.size).toBeGreaterThan(100);
    await expect(png.size).toBeLessThan(1024 * 1024);
    await userEvent.click(clear);
    await expect(canvas).toHaveAccessibleName('Tanda tangan: belum ada');
    await expect(hasInk(canvas as HTMLCanvasElement)).toBe(false);
  },
};

export const Typed: Story = {
  name: 'Keyboard: the name typed is the signature, focus visible',
  play: async ({ canvasElement }) => {
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const typed = within(pad(canvasElement)).getByRole('textbox', { name: 'Atau ketik nama sebagai tanda tangan' });
    await expect(typed).toHaveFocus();
    await expect(getComputedStyle(typed).outlineStyle).toBe('solid');
    await userEvent.keyboard('Sari Wulandari');
    await expect(picture(canvasElement)).toHaveAccessibleName('Tanda tangan: diketik “Sari Wulandari”');
    await expect(hasInk(picture(canvasElement) as HTMLCanvasElement)).toBe(true);
    await userEvent.tab();
    const clear = within(pad(canvasElement)).getByRole('button', { name: 'Hapus tanda tangan' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(typed).toHaveValue('');
    await expect(picture(canvasElement)).toHaveAccessibleName('Tanda tangan: belum ada');
  },
};

export const DrawingReplacesTyped: Story = {
  name: 'Drawing replaces a typed name',
  args: { value: { strokes: [], typed: 'Budi' } },
  play: async ({ canvasElement }) => {
    await expect(picture(canvasElement)).toHaveAccessibleName('Tanda tangan: diketik “Budi”');
    drawOn(picture(canvasElement));
    await waitFor(() => expect(picture(canvasElement)).toHaveAccessibleName('Tanda tangan: sudah digambar'));
    await expect(within(pad(canvasElement)).getByRole('textbox')).toHaveValue('');
  },
};

export const WithError: Story = {
  name: 'Error: said under the pad and on its text field',
  args: { error: 'Minta tanda tangan penerima, atau lampirkan foto surat jalan yang sudah ditandatangani.', required: true },
  play: async ({ canvasElement }) => {
    await expect(pad(canvasElement)).toHaveAccessibleDescription(/Minta tanda tangan penerima/);
    await expect(within(pad(canvasElement)).getByRole('textbox')).toBeInvalid();
  },
};

export const Phone: Story = {
  name: 'At 360 px wide: the pad fits, nothing scrolls sideways',
  decorators: [(Story) => <div style={{ width: 328 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = picture(canvasElement);
    await expect(canvas.getBoundingClientRect().width).toBeLessThanOrEqual(328);
    await expect(canvas.getBoundingClientRect().height).toBeGreaterThan(100);
    drawOn(canvas, [[0.05, 0.5], [0.95, 0.5]]);
    await waitFor(() => expect(canvas).toHaveAccessibleName('Tanda tangan: sudah digambar'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: { strokes: [], typed: 'Budi' } },
  play: async ({ canvasElement, args }) => {
    await expect(within(pad(canvasElement)).getByRole('textbox')).toBeDisabled();
    await expect(within(pad(canvasElement)).getByRole('button', { name: 'Hapus tanda tangan' })).toBeDisabled();
    drawOn(picture(canvasElement));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: { strokes: [[[0.1, 0.5], [0.5, 0.2], [0.9, 0.6]]], typed: '' } },
  play: async ({ canvasElement }) => {
    // Paper in both themes: the ink stays readable.
    await expect(getComputedStyle(picture(canvasElement)).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(picture(canvasElement)).toHaveAccessibleName('Tanda tangan: sudah digambar');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: "Receiver's signature" },
  play: async ({ canvasElement }) => {
    await expect(within(pad(canvasElement)).getByRole('img', { name: 'Signature: none yet' })).toBeVisible();
    await userEvent.type(within(pad(canvasElement)).getByRole('textbox', { name: 'Or type the name as the signature' }), 'Sari');
    await expect(picture(canvasElement)).toHaveAccessibleName('Signature: typed “Sari”');
    await expect(within(pad(canvasElement)).getByRole('button', { name: 'Clear the signature' })).toBeEnabled();
  },
};
