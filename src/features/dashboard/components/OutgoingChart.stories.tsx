import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fullSummary, seriesOf } from '../testing/summaries';
import { OutgoingChart } from './OutgoingChart';

/**
 * Outgoing quantity per day as an SVG bar chart, one unit at a time (a switch when there are
 * several): one image with a title and a description (the unit, the period, the total, the
 * busiest day), and every unit's numbers as a table under "Tampilkan sebagai tabel".
 * 27 Oct – 25 Nov 2026, sacks (SAK) and kilograms unless said otherwise.
 */
const meta = {
  title: 'Dashboard/Components/OutgoingChart',
  component: OutgoingChart,
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 760 }}><Story /></div>],
  args: { today: '2026-11-25', series: fullSummary().outgoingPerDay! },
} satisfies Meta<typeof OutgoingChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const one = (quantity: (index: number) => number) => [seriesOf('DUS', quantity)];
const chart = (canvas: HTMLElement, name: string | RegExp = /^Barang keluar per hari/) => within(canvas).getByRole('img', { name });
const bars = (canvas: HTMLElement) => canvas.querySelectorAll('rect.bar');

export const Default: Story = {
  name: '30 days of the largest unit: described, the busiest day named',
  play: async ({ canvasElement }) => {
    const picture = chart(canvasElement, 'Barang keluar per hari (SAK)');
    await expect(picture).toHaveAccessibleDescription(/^Jumlah SAK keluar per hari, 27 Okt 2026 sampai 25 Nov 2026\. Total .+ SAK; terbanyak 4\.200 SAK pada 25 Nov 2026\.$/);
    await expect(bars(canvasElement)).toHaveLength(30);
    await expect(within(canvasElement).getByRole('radio', { name: 'SAK' })).toBeChecked();
  },
};

export const UnitSwitch: Story = {
  name: 'Units apart: the switch shows one unit at a time, never their sum',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const units = canvas.getByRole('group', { name: 'Satuan' });
    await expect(within(units).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['SAK', 'KG']);
    await userEvent.click(canvas.getByRole('radio', { name: 'KG' }));
    const picture = chart(canvasElement, 'Barang keluar per hari (KG)');
    await expect(picture).toHaveAccessibleDescription(/Total 1\.670 KG; terbanyak 950 KG pada 30 Okt 2026\.$/);
    // Keyboard: the arrow keys move between the units, as in any radio group.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'SAK' })).toBeChecked();
    await expect(chart(canvasElement, 'Barang keluar per hari (SAK)')).toBeVisible();
  },
};

export const OneUnit: Story = {
  name: 'One unit: no switch',
  args: { series: one((index) => (index === 12 ? 7 : 0)) },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement, 'Barang keluar per hari (DUS)')).toBeVisible();
    await expect(within(canvasElement).queryByRole('group', { name: 'Satuan' })).toBeNull();
  },
};

export const AsTable: Story = {
  name: 'The same numbers as a table, reached by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The unit switch is one tab stop, the table's disclosure the next.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'SAK' })).toHaveFocus();
    await userEvent.tab();
    const summary = canvas.getByText('Tampilkan sebagai tabel');
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    const table = canvas.getByRole('table', { name: 'Barang keluar per hari per satuan, 30 hari terakhir' });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Tanggal', 'SAK', 'KG']);
    await expect(within(table).getByRole('row', { name: '25 Nov 2026 4.200 0' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: '30 Okt 2026 711 950' })).toBeVisible();
  },
};

export const EmptyPeriod: Story = {
  name: 'Empty: nothing left in 30 days',
  args: { series: [] },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleDescription('Tidak ada barang keluar dari 27 Okt 2026 sampai 25 Nov 2026.');
    // The axis still has a top (1), so the empty bars sit on its floor.
    await expect([...bars(canvasElement)].every((bar) => bar.getAttribute('height') === '0')).toBe(true);
  },
};

export const OneDay: Story = {
  name: 'One busy day among empty ones',
  args: { series: one((index) => (index === 12 ? 7 : 0)) },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleDescription(/Total 7 DUS; terbanyak 7 DUS pada 8 Nov 2026\.$/);
  },
};

export const LargeNumbers: Story = {
  name: 'Long content: millions per day',
  args: { series: one((index) => 1_000_000 + index * 123_457) },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleDescription(/terbanyak 4\.580\.253 DUS pada 25 Nov 2026\.$/);
    // The axis's top is a round number above the busiest day.
    await expect(within(canvasElement).getByText('5.000.000')).toBeInTheDocument();
  },
};

/** The label boxes of the axes that a person sees, in their order. */
const shownLabels = (canvas: HTMLElement, texts: readonly string[]) => texts.map((text) => within(canvas).getByText(text).getBoundingClientRect());

export const Labels: Story = {
  name: 'Axes: every fifth day and the last, the top a round number',
  play: async ({ canvasElement }) => {
    // The plot: the picture and the labels beside and under it (the table below has its own numbers).
    const plot = within(chart(canvasElement, 'Barang keluar per hari (SAK)').parentElement!);
    for (const text of ['27 Okt', '1 Nov', '6 Nov', '11 Nov', '16 Nov', '25 Nov', '5.000', '2.500', '0']) await expect(plot.getByText(text)).toBeVisible();
    await expect(plot.queryByText('21 Nov')).toBeNull();
  },
};

/** A phone: the labels keep their size, every other day's label gives way, and none covers another. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = chart(canvasElement, 'Barang keluar per hari (SAK)');
    await expect(picture.getBoundingClientRect().height).toBeGreaterThanOrEqual(150);
    const days = shownLabels(canvasElement, ['27 Okt', '6 Nov', '16 Nov', '25 Nov']);
    for (const text of ['1 Nov', '11 Nov']) await expect(canvas.getByText(text)).not.toBeVisible();
    const plot = picture.parentElement!.getBoundingClientRect();
    for (const [index, box] of days.entries()) {
      await expect(box.height).toBeGreaterThanOrEqual(12);
      await expect(box.left).toBeGreaterThanOrEqual(plot.left);
      await expect(box.right).toBeLessThanOrEqual(plot.right);
      if (index > 0) await expect(box.left).toBeGreaterThan(days[index - 1]!.right);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Outgoing items per day (SAK)' });
    await expect(picture).toHaveAccessibleDescription(/most 4,200 SAK on 25 Nov 2026\.$/);
    await expect(within(canvasElement).getByRole('group', { name: 'Unit' })).toBeVisible();
    await expect(within(canvasElement).getByText('Show as a table')).toBeVisible();
  },
};
