import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RECEIPT_STATES } from '../../../../contract/receipts-values';
import { ReceiptStateBadge } from './ReceiptStateBadge';

/** What the customer received of a note, as a word and a colour: not yet, in full, or short. */
const meta = {
  title: 'Receipts/ReceiptStateBadge',
  component: ReceiptStateBadge,
  args: { state: 'SEBAGIAN' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof ReceiptStateBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const Every = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
    {RECEIPT_STATES.map((state) => <ReceiptStateBadge key={state} state={state} />)}
  </div>
);

export const Partly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Diterima sebagian')).toBeVisible();
  },
};

export const EveryState: Story = {
  render: () => <Every />,
  play: async ({ canvasElement }) => {
    for (const label of ['Belum diterima', 'Diterima', 'Diterima sebagian']) await expect(within(canvasElement).getByText(label)).toBeVisible();
  },
};

export const Dark: Story = { ...EveryState, globals: { theme: 'dark' } };

export const English: Story = {
  globals: { locale: 'en' },
  render: () => <Every />,
  play: async ({ canvasElement }) => {
    for (const label of ['Not received', 'Received', 'Partly received']) await expect(within(canvasElement).getByText(label)).toBeVisible();
  },
};
