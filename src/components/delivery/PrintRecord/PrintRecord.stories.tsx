import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrintRecord } from './PrintRecord';

/** For the shipment detail: how often the surat jalan was printed, and whether it changed since. */
const meta = {
  title: 'Delivery/PrintRecord',
  component: PrintRecord,
  args: { print: { count: 3, lastPrintedAt: '2026-11-24T03:15:00.000Z', lastPrintedBy: { id: 2, name: 'Supervisor Demo' }, changedSincePrint: false } },
} satisfies Meta<typeof PrintRecord>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Printed: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cetak surat jalan' });
    await expect(region).toHaveTextContent(/^Dicetak 3 kali, terakhir oleh Supervisor Demo pada 24 Nov 2026,? 10[.:]15/);
    await expect(within(region).queryByRole('status')).toBeNull();
  },
};

export const Never: Story = {
  args: { print: { count: 0, lastPrintedAt: null, lastPrintedBy: null, changedSincePrint: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Surat jalan belum pernah dicetak.')).toBeVisible();
  },
};

export const ChangedSincePrint: Story = {
  args: { print: { count: 1, lastPrintedAt: '2026-11-24T03:15:00.000Z', lastPrintedBy: null, changedSincePrint: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/terakhir oleh pengguna yang sudah dihapus/)).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Berubah sejak dicetak: cetak ulang surat jalannya.');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: ChangedSincePrint.args, play: ChangedSincePrint.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { print: { count: 1, lastPrintedAt: '2026-11-24T03:15:00.000Z', lastPrintedBy: { id: 2, name: 'Supervisor Demo' }, changedSincePrint: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Printed once, last by Supervisor Demo at/)).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Changed since it was printed: print the notes again.');
  },
};
