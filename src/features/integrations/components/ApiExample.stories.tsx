import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectNoSideScroll } from '../../../lib/testing/story-queries';
import { ApiExample } from './ApiExample';
import { stubClipboard } from '../../../lib/testing/clipboard-stories';

const VALUE = { code: 'TK-0042', name: 'Toko Sumber Rejeki', lines: [{ itemId: 7, quantity: 12 }] };

/** One request or answer example: its JSON laid out in a block, and a copy button that says how it went. */
const meta = {
  title: 'Integrations/Components/ApiExample',
  component: ApiExample,
  parameters: { layout: 'padded' },
  args: { title: 'Contoh permintaan: A shop in Jakarta', value: VALUE },
} satisfies Meta<typeof ApiExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: () => stubClipboard(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Contoh permintaan: A shop in Jakarta' });
    await expect(within(figure).getByText(/"name": "Toko Sumber Rejeki"/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salin contoh' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(JSON.stringify(VALUE, null, 2));
    await expect(canvas.getByRole('status')).toHaveTextContent('Contoh disalin.');
  },
};

export const CopyFails: Story = {
  beforeEach: () => stubClipboard(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salin contoh' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Gagal menyalin; pilih teksnya lalu salin sendiri.');
  },
};

export const LongContent: Story = {
  name: 'Long content: a wide, tall answer scrolls inside its block',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    title: 'Contoh jawaban 200',
    value: { data: Array.from({ length: 40 }, (_, index) => ({ id: index + 1, address: `Jl. ${'Panjang Sekali '.repeat(8)}No. ${index + 1}` })) },
  },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('pre')!;
    await expect(block.scrollWidth).toBeGreaterThan(block.clientWidth);
    await expect(block.scrollHeight).toBeGreaterThan(block.clientHeight);
    // A keyboard reaches it to scroll it.
    await userEvent.tab();
    await userEvent.tab();
    await expect(block).toHaveFocus();
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: 'Contoh permintaan: A shop in Jakarta' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach: () => stubClipboard(),
  args: { title: 'Request example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy example' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Example copied.');
  },
};
