import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrintSheet, SHEET, SHEET_CONTENT_HEIGHT_PX } from './PrintSheet';

const mm = (value: number) => (value * 96) / 25.4;

/** One A4 page of a document paginated by script, with its number within the document. */
const meta = {
  title: 'Print/PrintSheet',
  component: PrintSheet,
  args: {
    pageLabel: 'Halaman 1 dari 1',
    children: <p>Isi halaman: kepala surat, baris barang, tanda tangan.</p>,
  },
} satisfies Meta<typeof PrintSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const sheet = (canvas: HTMLElement) => canvas.querySelector<HTMLElement>('[data-sheet]')!;

export const Default: Story = {
  name: 'A4 sheet with its page label',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Isi halaman/)).toBeVisible();
    await expect(within(canvasElement).getByText('Halaman 1 dari 1')).toBeVisible();
    const box = sheet(canvasElement).getBoundingClientRect();
    await expect(Math.abs(box.width - mm(SHEET.width))).toBeLessThan(1);
    await expect(Math.abs(box.height - mm(SHEET.height))).toBeLessThan(1);
    // The label sits in the bottom margin, below the content box pagination fills.
    const label = within(canvasElement).getByText('Halaman 1 dari 1').getBoundingClientRect();
    await expect(label.top).toBeGreaterThan(box.top + mm(SHEET.top) + SHEET_CONTENT_HEIGHT_PX);
  },
};

export const MiddlePage: Story = {
  name: 'Page 2 of 3',
  args: { pageLabel: 'Halaman 2 dari 3' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Halaman 2 dari 3')).toBeVisible();
  },
};

export const Overfull: Story = {
  name: 'Content taller than a page is cut at the sheet, never spilling onto a second',
  args: { children: <div style={{ height: '400mm' }}>Terlalu panjang</div> },
  play: async ({ canvasElement }) => {
    await expect(Math.abs(sheet(canvasElement).getBoundingClientRect().height - mm(SHEET.height))).toBeLessThan(1);
    await expect(getComputedStyle(sheet(canvasElement)).overflow).toBe('hidden');
  },
};

export const Dark: Story = {
  name: 'Dark theme: the paper keeps print colours',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(sheet(canvasElement)).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(sheet(canvasElement)).color).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(within(canvasElement).getByText('Halaman 1 dari 1')).color).toBe('rgb(0, 0, 0)');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { pageLabel: 'Page 3 of 3', children: <p>Page content: the note’s head, its lines, the signatures.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Page 3 of 3')).toBeVisible();
  },
};
