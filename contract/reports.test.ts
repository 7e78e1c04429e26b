import { describe, expect, it } from 'vitest';
import { dashboardDays } from './dashboard';
import { exportFileName, exportTable, toCsv, xlsxSheet } from './report-export';
import { buildOutgoingReport, daysInRange, outgoingItemsExportQuerySchema, outgoingItemsQuerySchema, REPORT_MAX_DAYS, type OutgoingSourceRow } from './reports';
import { fieldErrorsFromIssues } from './validation';

const row = (itemId: number, itemName: string, unit: string, quantity: number, customerId: number | null = null, customerName: string | null = null): OutgoingSourceRow => ({
  itemId,
  itemCode: `I-${itemId}`,
  itemName,
  unit,
  customerId,
  customerName,
  quantity,
});
const meta = { filters: { customerId: null, customerName: null, itemId: null, itemName: null, mode: null }, timeZone: 'Asia/Jakarta', generatedAt: '2026-11-25T07:30:00.000Z' };
const errorsOf = (query: Record<string, string>) => {
  const result = outgoingItemsQuerySchema.safeParse(query);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
};

describe('the report query', () => {
  it('takes inclusive ranges up to REPORT_MAX_DAYS days, with defaults', () => {
    expect(daysInRange('2026-11-25', '2026-11-25')).toBe(1);
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(REPORT_MAX_DAYS);
    expect(outgoingItemsQuerySchema.parse({ startDate: '2024-01-01', endDate: '2024-12-31' })).toEqual({ startDate: '2024-01-01', endDate: '2024-12-31', groupBy: 'item', sort: 'name' });
    expect(errorsOf({ startDate: '2024-01-01', endDate: '2025-01-01' })).toEqual({ endDate: 'RANGE_TOO_LONG' });
    expect(errorsOf({ startDate: '2024-01-02', endDate: '2024-01-01' })).toEqual({ endDate: 'END_BEFORE_START' });
    expect(errorsOf({ startDate: '2024-01-01', endDate: '2024-01-02', extra: '1' })).toEqual({ extra: 'UNKNOWN_FIELD' });
    expect(outgoingItemsExportQuerySchema.safeParse({ startDate: '2024-01-01', endDate: '2024-01-02', format: 'pdf' }).success).toBe(false);
  });
});

describe('buildOutgoingReport', () => {
  const source = [row(1, 'Bawang Putih', 'KG', 30, 7, 'Toko B'), row(2, 'Apel', 'PCS', 5, 7, 'Toko B'), row(1, 'Bawang Putih', 'KG', 12, 3, 'CV A'), row(3, 'beras', 'KG', 0, 3, 'CV A')];
  it('groups by customer with subtotals per unit, never adding units together', () => {
    const report = buildOutgoingReport(source, { startDate: '2026-11-01', endDate: '2026-11-30', groupBy: 'customer', sort: 'name' }, meta);
    expect(report.groups.map((group) => [group.customerName, group.rows.map((entry) => entry.itemName), group.subtotals])).toEqual([
      ['CV A', ['Bawang Putih'], [{ unit: 'KG', quantity: 12 }]],
      ['Toko B', ['Apel', 'Bawang Putih'], [{ unit: 'KG', quantity: 30 }, { unit: 'PCS', quantity: 5 }]],
    ]);
    expect(report.totals).toEqual([{ unit: 'KG', quantity: 42 }, { unit: 'PCS', quantity: 5 }]);
    expect(report.rowCount).toBe(3);
  });
  it('sorts by quantity, the largest first, groups by their whole quantity', () => {
    const report = buildOutgoingReport(source, { startDate: '2026-11-01', endDate: '2026-11-30', groupBy: 'customer', sort: '-quantity' }, meta);
    expect(report.groups.map((group) => group.customerName)).toEqual(['Toko B', 'CV A']);
    expect(report.groups[0]!.rows.map((entry) => entry.quantity)).toEqual([30, 5]);
  });
});

describe('the export file', () => {
  const report = buildOutgoingReport(
    [row(1, '=HYPERLINK("http://x")', 'KG', 1234, 7, 'Toko "Maju", Jaya'), row(2, 'Gula', 'KG', 5, 7, 'Toko "Maju", Jaya')],
    { startDate: '2026-11-01', endDate: '2026-11-30', groupBy: 'customer', sort: 'name' },
    meta,
  );
  it('names the period in the file name', () => {
    expect(exportFileName(report, 'xlsx', 'id')).toBe('laporan-pengeluaran-barang_2026-11-01_sd_2026-11-30.xlsx');
    expect(exportFileName({ startDate: '2026-11-25', endDate: '2026-11-25' }, 'csv', 'en')).toBe('outgoing-items_2026-11-25.csv');
  });
  it('writes CSV with a BOM, quoted separators and quotes, defused formulas and plain numbers', () => {
    const csv = toCsv(exportTable(report, 'id'), 'comma');
    expect(csv.startsWith('\uFEFFLaporan Pengeluaran Barang,,,,\r\nPeriode,1 November 2026 – 30 November 2026,,,\r\n')).toBe(true);
    expect(csv).toContain('Dibuat,25 November 2026 pukul 14.30 (Asia/Jakarta),,,');
    expect(csv).toContain(`"Toko ""Maju"", Jaya",I-1,"'=HYPERLINK(""http://x"")",KG,1234\r\n`);
    expect(csv).toContain(`"Toko ""Maju"", Jaya",,Subtotal,KG,1239\r\n`);
    expect(csv.endsWith('Total,,,KG,1239\r\n')).toBe(true);
  });
  it('makes quantities numeric cells with a number format, freezes down to the header and fits the columns', () => {
    const table = exportTable(report, 'en');
    const { data, options } = xlsxSheet(table);
    expect(options.stickyRowsCount).toBe(table.headerIndex + 1);
    expect(data[table.headerIndex + 1]![4]).toMatchObject({ value: 1234, type: Number, format: '#,##0' });
    expect(options.columns!.map((column) => column.width)).toEqual([19, 8, 24, 8, 10]);
  });
});

describe('dashboardDays', () => {
  it('lists 30 days ending today, across a month end', () => {
    const days = dashboardDays('2026-03-01');
    expect([days.length, days[0], days[27], days[29]]).toEqual([30, '2026-01-31', '2026-02-27', '2026-03-01']);
  });
});
