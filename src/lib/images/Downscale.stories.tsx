import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { downscaleForUpload, UPLOAD_MAX_SIDE } from './downscale';

/** Shows what `downscaleForUpload` makes of a chosen file: its size in pixels, type and bytes. */
function DownscaleProbe({ keepPng = false }: { keepPng?: boolean }) {
  const [result, setResult] = useState<string>('');
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const sent = await downscaleForUpload(file, { keepPng });
    const bitmap = await createImageBitmap(sent).catch(() => null);
    const size = bitmap ? `${bitmap.width} × ${bitmap.height}` : 'tidak terbaca';
    bitmap?.close();
    setResult(`${sent === file ? 'tidak diubah' : 'diperkecil'} · ${size} · ${sent.type} · ${sent.name} · ${sent.size} byte`);
  };
  return (
    <main style={{ padding: 24 }}>
      <label>
        Foto <input type="file" onChange={(event) => void choose(event.target.files?.[0])} />
      </label>
      <p role="status">{result}</p>
    </main>
  );
}

/**
 * Photos are made small in the browser before they are sent (src/lib/images/downscale.ts): a
 * phone's 12-megapixel photo travels as a JPEG of at most 2,048 px a side.
 */
const meta = {
  title: 'Lib/Downscale before upload',
  component: DownscaleProbe,
} satisfies Meta<typeof DownscaleProbe>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A picture of `width` × `height` with noise in it, as a camera's JPEG of several megabytes is. */
async function picture(width: number, height: number, type: 'image/jpeg' | 'image/png', name: string): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  const pixels = context.createImageData(width, height);
  let seed = 7;
  for (let index = 0; index < pixels.data.length; index += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels.data[index] = seed & 0xff;
    pixels.data[index + 1] = (seed >> 8) & 0xff;
    pixels.data[index + 2] = (index / 4) % 256;
    pixels.data[index + 3] = 255;
  }
  context.putImageData(pixels, 0, 0);
  const blob = await canvas.convertToBlob(type === 'image/jpeg' ? { type, quality: 0.95 } : { type });
  return new File([blob], name, { type });
}

const status = (canvas: HTMLElement) => within(canvas).getByRole('status');
const bytesOf = (text: string) => Number(/(\d+) byte$/.exec(text)![1]);

export const PhonePhoto: Story = {
  name: 'A 12-megapixel photo of megabytes is sent as a 2,048 px JPEG under 1.5 MB',
  play: async ({ canvasElement }) => {
    const photo = await picture(4000, 3000, 'image/jpeg', 'IMG_2041.jpeg');
    await expect(photo.size).toBeGreaterThan(4 * 1024 * 1024);
    await userEvent.upload(within(canvasElement).getByLabelText('Foto'), photo);
    await expect(await within(canvasElement).findByText(/^diperkecil · 2048 × 1536 · image\/jpeg · IMG_2041\.jpg · /, {}, { timeout: 20_000 })).toBeVisible();
    await expect(bytesOf(status(canvasElement).textContent!)).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  },
};

export const PortraitPng: Story = {
  name: 'A tall PNG screenshot becomes a JPEG within 2,048 px',
  play: async ({ canvasElement }) => {
    await userEvent.upload(within(canvasElement).getByLabelText('Foto'), await picture(1200, 2600, 'image/png', 'layar.png'));
    await expect(await within(canvasElement).findByText(/^diperkecil · 945 × 2048 · image\/jpeg · layar\.jpg · /, {}, { timeout: 20_000 })).toBeVisible();
  },
};

export const SmallJpeg: Story = {
  name: 'A small JPEG within the limits goes unchanged',
  play: async ({ canvasElement }) => {
    await userEvent.upload(within(canvasElement).getByLabelText('Foto'), await picture(800, 600, 'image/jpeg', 'kecil.jpg'));
    await expect(await within(canvasElement).findByText(/^tidak diubah · 800 × 600 · image\/jpeg · kecil\.jpg · /)).toBeVisible();
  },
};

export const LogoKeepsPng: Story = {
  name: 'A logo keeps its PNG (its transparency) and is bounded all the same',
  args: { keepPng: true },
  play: async ({ canvasElement }) => {
    await userEvent.upload(within(canvasElement).getByLabelText('Foto'), await picture(3000, 1000, 'image/png', 'logo.png'));
    await expect(await within(canvasElement).findByText(new RegExp(`^diperkecil · ${UPLOAD_MAX_SIDE} × 683 · image/png · logo\\.png · `), {}, { timeout: 20_000 })).toBeVisible();
  },
};

export const NotDecodable: Story = {
  name: 'A HEIC photo or a file that is no picture is sent as it is, for the server to answer',
  play: async ({ canvasElement }) => {
    await userEvent.upload(within(canvasElement).getByLabelText('Foto'), new File(['not really a photo'], 'IMG_0001.HEIC', { type: 'image/heic' }));
    await expect(await within(canvasElement).findByText(/^tidak diubah · tidak terbaca · image\/heic · IMG_0001\.HEIC · 18 byte$/)).toBeVisible();
    await userEvent.upload(within(canvasElement).getByLabelText('Foto'), new File(['%PDF-1.4'], 'nota.jpg', { type: 'image/jpeg' }));
    await expect(await within(canvasElement).findByText(/^tidak diubah · tidak terbaca · image\/jpeg · nota\.jpg · 8 byte$/)).toBeVisible();
  },
};

export const Dark: Story = {
  name: 'Dark theme',
  globals: { theme: 'dark' },
  play: SmallJpeg.play,
};
