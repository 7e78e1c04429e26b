import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dashboardDays } from '../../../../contract/dashboard';
import { fullSummary } from '../testing/summaries';
import { OutgoingChart, type OutgoingDay } from './OutgoingChart';

/**
 * Outgoing quantity per day as an SVG bar chart: one image with a title and a description (the
 * period, the total, the busiest day), and the same numbers as a table under "Tampilkan sebagai
 * tabel". 27 Oct – 25 Nov 2026 unless said otherwise.
 */
const meta = {
  title: 'Dashboard/Components/OutgoingChart',
  component: OutgoingChart,
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 760 }}><Story /></div>],
  args: { days: fullSummary().outgoingPerDay! },
} satisfies Meta<typeof OutgoingChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const days = (quantity: (index: number) => number): OutgoingDay[] => dashboardDays('2026-11-25').map((day, index) => ({ day, quantity: quantity(index) }));
const chart = (canvas: HTMLElement) => within(canvas).getByRole('img', { name: 'Barang keluar per hari' });
const bars = (canvas: HTMLElement) => canvas.querySelectorAll('rect.bar');

export const Default: Story = {
  name: '30 days: described, the busiest day named',
  play: async ({ canvasElement }) => {
    const picture = chart(canvasElement);
    await expect(picture).toHaveAccessibleDescription(/^Jumlah barang keluar \(semua satuan dijumlahkan\) per hari, 27 Okt 2026 sampai 25 Nov 2026\. Total .+; terbanyak 4\.200 pada 25 Nov 2026\.$/);
    await expect(bars(canvasElement)).toHaveLength(30);
  },
};

export const AsTable: Story = {
  name: 'The same numbers as a table, reached by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const summary = canvas.getByText('Tampilkan sebagai tabel');
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    const table = canvas.getByRole('table', { name: 'Barang keluar per hari, 30 hari terakhir' });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(within(table).getByRole('row', { name: '25 Nov 2026 4.200' })).toBeVisible();
  },
};

export const EmptyPeriod: Story = {
  name: 'Empty: nothing left in 30 days',
  args: { days: days(() => 0) },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleDescription('Tidak ada barang keluar dari 27 Okt 2026 sampai 25 Nov 2026.');
    // The axis still has a top (1), so the empty bars sit on its floor.
    await expect([...bars(canvasElement)].every((bar) => bar.getAttribute('height') === '0')).toBe(true);
  },
};

export const OneDay: Story = {
  name: 'One busy day among empty ones',
  args: { days: days((index) => (index === 12 ? 7 : 0)) },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleDescription(/Total 7; terbanyak 7 pada 8 Nov 2026\.$/);
  },
};

export const LargeNumbers: Story = {
  name: 'Long content: millions per day',
  args: { days: days((index) => 1_000_000 + index * 123_457) },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleDescription(/terbanyak 4\.580\.253 pada 25 Nov 2026\.$/);
    // The axis's top is a round number above the busiest day.
    await expect(within(canvasElement).getByText('5.000.000')).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Outgoing items per day' });
    await expect(picture).toHaveAccessibleDescription(/most 4,200 on 25 Nov 2026\.$/);
    await expect(within(canvasElement).getByText('Show as a table')).toBeVisible();
  },
};
