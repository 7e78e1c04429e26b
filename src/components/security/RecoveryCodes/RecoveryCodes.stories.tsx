import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecoveryCodes } from './RecoveryCodes';
import { stubClipboard } from '../../../lib/testing/clipboard-stories';

const CODES = ['k7m2p-x9q4r', 'b3n8t-w5c6d', 'h4j9s-e2v7f', 'p6q3z-m8a5k', 't2w7e-r4y9u', 'c5d8f-g3h6j', 'x9z2b-n4m7q', 'a3s6d-f8g2h', 'u7i5k-p3r9t', 'v2e4w-y6z8c'];

/** The ten recovery codes, shown once: copy, download, and Done after "I saved them". */
const meta = {
  title: 'Security/RecoveryCodes',
  component: RecoveryCodes,
  parameters: { layout: 'padded' },
  args: { codes: CODES, onDone: fn() },
} satisfies Meta<typeof RecoveryCodes>;
export default meta;
type Story = StoryObj<typeof meta>;


export const Default: Story = {
  beforeEach: () => stubClipboard(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Daftar kode pemulihan' });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    await userEvent.click(canvas.getByRole('button', { name: 'Salin semua' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(CODES.join('\n'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Kode disalin.');
    const download = canvas.getByRole('link', { name: 'Unduh .txt' });
    await expect(download).toHaveAttribute('download', 'laju-kode-pemulihan.txt');
    const file = decodeURIComponent(download.getAttribute('href')!.replace(/^data:text\/plain;charset=utf-8,/, ''));
    await expect(file).toBe(['Kode pemulihan LAJU', 'Setiap kode hanya dapat dipakai sekali.', '', ...CODES, ''].join('\n'));
    // Done waits for the promise that the codes are kept somewhere.
    const done = canvas.getByRole('button', { name: 'Selesai' });
    await expect(done).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Saya sudah menyimpan kode ini' }));
    await expect(done).toBeEnabled();
    await userEvent.click(done);
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(CODES.length);
  },
};

export const CopyFails: Story = {
  beforeEach: () => stubClipboard(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salin semua' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Kode tidak dapat disalin; pilih teksnya atau unduh sebagai berkas.');
  },
};

export const CustomDoneLabel: Story = {
  args: { doneLabel: 'Lanjut ke beranda' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Lanjut ke beranda' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    codes: CODES.map((code) => `${code}-${code}-${code}`),
    doneLabel: 'Saya sudah menyimpannya; lanjutkan ke halaman yang tadi saya buka sebelum masuk',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Daftar kode pemulihan' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Download .txt' })).toHaveAttribute('download', 'laju-recovery-codes.txt');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved these codes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};
