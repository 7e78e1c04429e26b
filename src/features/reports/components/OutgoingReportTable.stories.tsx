import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildOutgoingReport, type OutgoingSourceRow, type ReportGroup } from '../../../../contract/reports';
import { LONG_CUSTOMER, LONG_NAME, manyRows } from '../testing/report-answers';
import { expectNoSideScroll } from '../../../lib/testing/story-queries';
import { OutgoingReportTable } from './OutgoingReportTable';

/** Per item, the customers' rows of an item summed into one (as the server's GROUP BY does). */
const perItem = (rows: readonly OutgoingSourceRow[]) => {
  const sums = new Map<number, OutgoingSourceRow>();
  for (const row of rows) {
    const known = sums.get(row.itemId);
    sums.set(row.itemId, { ...row, customerId: null, customerName: null, quantity: (known?.quantity ?? 0) + row.quantity });
  }
  return [...sums.values()];
};

/** The report the contract builds from `rows` (what the server and the mock answer), by name. */
const reportOf = (rows: readonly OutgoingSourceRow[], groupBy: ReportGroup) =>
  buildOutgoingReport(
    groupBy === 'item' ? perItem(rows) : rows,
    { startDate: '2026-11-01', endDate: '2026-11-30', groupBy, sort: 'name' },
    { filters: { customerId: null, customerName: null, itemId: null, itemName: null, mode: null }, timeZone: 'Asia/Jakarta', generatedAt: '2026-11-25T03:00:00.000Z' },
  );

/** Two customers, two units; Semen on both. */
const ROWS: OutgoingSourceRow[] = [
  { itemId: 1, itemCode: 'SMN-40', itemName: 'Semen Tiga Roda 40 kg', unit: 'SAK', customerId: 1, customerName: 'Toko Sinar Jaya', quantity: 120 },
  { itemId: 2, itemCode: null, itemName: 'Pasir Cor', unit: 'M3', customerId: 1, customerName: 'Toko Sinar Jaya', quantity: 8 },
  { itemId: 1, itemCode: 'SMN-40', itemName: 'Semen Tiga Roda 40 kg', unit: 'SAK', customerId: 2, customerName: 'CV Maju Bersama', quantity: 1500 },
];

/**
 * The report's table on its own: per item, or per customer then item with a subtotal per unit after
 * each customer; the grand totals per unit in the footer (units are never added together).
 */
const meta = {
  title: 'Reports/Components/OutgoingReportTable',
  component: OutgoingReportTable,
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  args: { report: reportOf(ROWS, 'item'), caption: 'Barang keluar, 1 Nov 2026 – 30 Nov 2026', busy: false },
} satisfies Meta<typeof OutgoingReportTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).getByRole('table', { name: /^(Barang keluar|Outgoing items), / });
const rows = (canvas: HTMLElement) => [...table(canvas).querySelectorAll('tbody tr')].map((row) => row.textContent);
const footer = (canvas: HTMLElement) => [...table(canvas).querySelectorAll('tfoot tr')].map((row) => row.textContent);

export const ByItem: Story = {
  name: 'Per item: totals per unit',
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Kode', 'Barang', 'Satuan', 'Jumlah']);
    await expect(rows(canvasElement)).toEqual(['—Pasir CorM38', 'SMN-40Semen Tiga Roda 40 kgSAK1.620']);
    await expect(footer(canvasElement)).toEqual(['TotalM38', 'TotalSAK1.620']);
  },
};

export const ByCustomer: Story = {
  name: 'Per customer: a subtotal per unit after each',
  args: { report: reportOf(ROWS, 'customer') },
  play: async ({ canvasElement }) => {
    const shown = table(canvasElement);
    await expect(within(shown).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Kustomer', 'Kode', 'Barang', 'Satuan', 'Jumlah']);
    await expect(rows(canvasElement)).toEqual([
      'CV Maju BersamaSMN-40Semen Tiga Roda 40 kgSAK1.500',
      'Subtotal CV Maju BersamaSAK1.500',
      'Toko Sinar Jaya—Pasir CorM38',
      'SMN-40Semen Tiga Roda 40 kgSAK120',
      'Subtotal Toko Sinar JayaM38',
      'Subtotal Toko Sinar JayaSAK120',
    ]);
    await expect(within(shown).getAllByRole('rowheader', { name: 'Subtotal Toko Sinar Jaya' })).toHaveLength(2);
    await expect(footer(canvasElement)).toEqual(['TotalM38', 'TotalSAK1.620']);
  },
};

export const Empty: Story = {
  name: 'Empty period: headers only, no totals',
  args: { report: reportOf([], 'item') },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([]);
    await expect(footer(canvasElement)).toEqual([]);
  },
};

export const Busy: Story = {
  name: 'Loading: a new answer on its way, the old rows shown as they are',
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(rows(canvasElement)).toHaveLength(2);
  },
};

export const Thousands: Story = {
  name: 'Long content: 500 rows of 25 customers',
  // The screen's story shows 2,000; here axe checks every cell, which takes too long on a busy machine.
  args: { report: reportOf(manyRows(25, 20), 'customer') },
  play: async ({ canvasElement }) => {
    // 500 rows and a subtotal per unit (SAK, KG) after each of the 25 customers.
    await expect(rows(canvasElement)).toHaveLength(550);
    await expect(table(canvasElement).querySelectorAll('tr.subtotal')).toHaveLength(50);
    await expect(footer(canvasElement)).toHaveLength(2);
  },
};

export const LongNames: Story = {
  name: 'Long content: long names wrap',
  args: {
    report: reportOf([{ itemId: 9, itemCode: 'SKU/2025/PANJANG-SEKALI_000000001', itemName: LONG_NAME, unit: 'KARUNG', customerId: 7, customerName: LONG_CUSTOMER, quantity: 99_999_999 }], 'customer'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).getByRole('rowheader', { name: LONG_NAME })).toBeVisible();
    await expect(footer(canvasElement)).toEqual(['TotalKARUNG99.999.999']);
    await expectNoSideScroll(canvasElement);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { report: reportOf(ROWS, 'customer') }, play: ByCustomer.play };

export const English: Story = {
  globals: { locale: 'en' },
  args: { report: reportOf(ROWS, 'customer'), caption: 'Outgoing items, 1 Nov 2026 – 30 Nov 2026' },
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Customer', 'Code', 'Item', 'Unit', 'Quantity']);
    await expect(footer(canvasElement)).toEqual(['TotalM38', 'TotalSAK1,620']);
  },
};
