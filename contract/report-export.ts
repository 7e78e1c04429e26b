import type { Cell, SheetData, SheetOptions } from 'write-excel-file/universal';
import type { CsvSeparator, ExportFormat, ExportLanguage, OutgoingReport } from './reports';

/**
 * The outgoing-items report as a file (decision 202): a title, the period, the filters
 * and the generation time at the top, then a header row and the same rows, subtotals and totals
 * as the screen. One table description, written as XLSX by the server (write-excel-file) and as
 * CSV by the function below, by the server and the mock alike. The file's words are part of the
 * file, not of the screen, so they live here in both languages.
 */
export type ExportRowKind = 'title' | 'meta' | 'blank' | 'header' | 'row' | 'subtotal' | 'total';
export interface ExportRow {
  readonly kind: ExportRowKind;
  /** Text or whole numbers; null is an empty cell. */
  readonly cells: readonly (string | number | null)[];
}
export interface ExportTable {
  readonly rows: readonly ExportRow[];
  /** Index of the header row: it and everything above it stay frozen in the XLSX. */
  readonly headerIndex: number;
  readonly columnCount: number;
  /** The quantity column's index (numeric cells). */
  readonly quantityColumn: number;
}

const LABELS = {
  id: {
    title: 'Laporan Pengeluaran Barang',
    period: 'Periode',
    customer: 'Kustomer',
    item: 'Barang',
    mode: 'Mode armada',
    groupBy: 'Dikelompokkan per',
    sort: 'Urutan',
    generatedAt: 'Dibuat',
    all: 'Semua',
    code: 'Kode',
    unit: 'Satuan',
    quantity: 'Jumlah',
    subtotal: 'Subtotal',
    total: 'Total',
    empty: 'Tidak ada barang keluar pada periode ini.',
    sorts: { name: 'Nama (A–Z)', '-name': 'Nama (Z–A)', quantity: 'Jumlah (terkecil dulu)', '-quantity': 'Jumlah (terbesar dulu)' },
    fileName: 'laporan-pengeluaran-barang',
    to: 'sd',
  },
  en: {
    title: 'Outgoing items report',
    period: 'Period',
    customer: 'Customer',
    item: 'Item',
    mode: 'Fleet mode',
    groupBy: 'Grouped by',
    sort: 'Order',
    generatedAt: 'Generated',
    all: 'All',
    code: 'Code',
    unit: 'Unit',
    quantity: 'Quantity',
    subtotal: 'Subtotal',
    total: 'Total',
    empty: 'Nothing left the warehouse in this period.',
    sorts: { name: 'Name (A–Z)', '-name': 'Name (Z–A)', quantity: 'Quantity (smallest first)', '-quantity': 'Quantity (largest first)' },
    fileName: 'outgoing-items',
    to: 'to',
  },
} as const;

const calendarDay = (day: string, lang: ExportLanguage) =>
  new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const dateTime = (iso: string, lang: ExportLanguage, timeZone: string) =>
  `${new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso))} (${timeZone})`;

/** The file's name says the period: `laporan-pengeluaran-barang_2026-11-01_sd_2026-11-30.xlsx`. */
export function exportFileName(report: Pick<OutgoingReport, 'startDate' | 'endDate'>, format: ExportFormat, lang: ExportLanguage): string {
  const words = LABELS[lang];
  const period = report.startDate === report.endDate ? report.startDate : `${report.startDate}_${words.to}_${report.endDate}`;
  return `${words.fileName}_${period}.${format}`;
}

export function exportTable(report: OutgoingReport, lang: ExportLanguage): ExportTable {
  const words = LABELS[lang];
  const byCustomer = report.groupBy === 'customer';
  const lead = byCustomer ? 1 : 0;
  const columnCount = 4 + lead;
  const pad = (cells: (string | number | null)[]) => [...cells, ...Array<null>(Math.max(0, columnCount - cells.length)).fill(null)];
  const period = report.startDate === report.endDate ? calendarDay(report.startDate, lang) : `${calendarDay(report.startDate, lang)} – ${calendarDay(report.endDate, lang)}`;
  const rows: ExportRow[] = [
    { kind: 'title', cells: pad([words.title]) },
    { kind: 'meta', cells: pad([words.period, period]) },
    { kind: 'meta', cells: pad([words.customer, report.filters.customerName ?? words.all]) },
    { kind: 'meta', cells: pad([words.item, report.filters.itemName ?? words.all]) },
    { kind: 'meta', cells: pad([words.mode, report.filters.mode ?? words.all]) },
    { kind: 'meta', cells: pad([words.groupBy, byCustomer ? words.customer : words.item]) },
    { kind: 'meta', cells: pad([words.sort, words.sorts[report.sort as keyof typeof words.sorts] ?? report.sort]) },
    { kind: 'meta', cells: pad([words.generatedAt, dateTime(report.generatedAt, lang, report.timeZone)]) },
    { kind: 'blank', cells: pad([]) },
  ];
  const headerIndex = rows.length;
  rows.push({ kind: 'header', cells: [...(byCustomer ? [words.customer] : []), words.code, words.item, words.unit, words.quantity] });
  for (const group of report.groups) {
    for (const row of group.rows) {
      rows.push({ kind: 'row', cells: [...(byCustomer ? [group.customerName] : []), row.itemCode, row.itemName, row.unit, row.quantity] });
    }
    if (byCustomer) {
      for (const subtotal of group.subtotals) {
        rows.push({ kind: 'subtotal', cells: [group.customerName, null, words.subtotal, subtotal.unit, subtotal.quantity] });
      }
    }
  }
  if (report.rowCount === 0) rows.push({ kind: 'row', cells: pad([words.empty]) });
  for (const total of report.totals) rows.push({ kind: 'total', cells: [...(byCustomer ? [words.total, null] : [words.total]), null, total.unit, total.quantity].slice(0, columnCount) });
  return { rows, headerIndex, columnCount, quantityColumn: columnCount - 1 };
}

/**
 * A text cell as CSV: quoted when it holds either separator, a quote or a line break, and prefixed
 * with `'` when a spreadsheet would read it as a formula (`=`, `+`, `-`, `@`, tab, CR: OWASP's CSV
 * injection advice; a customer may be named "=HYPERLINK(…)").
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The separator a file gets when the request names none: the one its readers' Excel expects. */
export const defaultCsvSeparator = (lang: ExportLanguage): CsvSeparator => (lang === 'id' ? 'semicolon' : 'comma');

/**
 * UTF-8 with a byte-order mark (Excel then reads Indonesian names right), CRLF lines, numbers
 * without grouping, fields split by `;` or `,` (decision 313). No `sep=` line: Excel honours it
 * only by dropping the BOM, and every other reader takes it for data.
 */
export function toCsv(table: ExportTable, separator: CsvSeparator): string {
  const mark = separator === 'semicolon' ? ';' : ',';
  return `\uFEFF${table.rows.map((row) => row.cells.map(csvCell).join(mark)).join('\r\n')}\r\n`;
}

const NUMBER_FORMAT = '#,##0';
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
const STYLE: Record<ExportRowKind, Omit<Extract<Cell, object>, 'value' | 'type'>> = {
  title: { fontWeight: 'bold', fontSize: 14 },
  meta: {},
  blank: {},
  header: { fontWeight: 'bold', backgroundColor: '#E8EEF4', bottomBorderStyle: 'thin' },
  row: {},
  subtotal: { fontStyle: 'italic', fontWeight: 'bold' },
  total: { fontWeight: 'bold', topBorderStyle: 'thin' },
};
const grouped = new Intl.NumberFormat('en-US');

/** Characters of the widest value per column, over the table's body (the title and the filters' values may overflow). */
function columnWidths(table: ExportTable): number[] {
  const widths = Array<number>(table.columnCount).fill(MIN_WIDTH);
  for (const row of table.rows) {
    if (row.kind === 'title' || row.kind === 'blank') continue;
    row.cells.forEach((cell, index) => {
      if (cell === null || (row.kind === 'meta' && index > 0)) return;
      const length = typeof cell === 'number' ? grouped.format(cell).length : cell.length;
      widths[index] = Math.min(MAX_WIDTH, Math.max(widths[index]!, length + 2));
    });
  }
  return widths;
}

/**
 * The table as write-excel-file's sheet (the server writes it with `write-excel-file/node`, the
 * mock with `/universal`): quantities are numeric cells with a `#,##0` format (Excel shows them
 * with the reader's own separators, so an Indonesian Excel never reads 1.234 as a decimal), the
 * rows down to the header are frozen, and every column is as wide as its longest value.
 */
export function xlsxSheet(table: ExportTable): { data: SheetData; options: SheetOptions<never> } {
  const data = table.rows.map((row) =>
    row.cells.map((cell, index): Cell => {
      const style = row.kind === 'meta' && index === 0 ? { fontWeight: 'bold' as const } : STYLE[row.kind];
      if (cell === null) return row.kind === 'header' || row.kind === 'total' ? { value: '', type: String, ...style } : null;
      if (typeof cell === 'number') return { value: cell, type: Number, format: NUMBER_FORMAT, ...style };
      return { value: cell, type: String, ...style };
    }),
  );
  return {
    data,
    options: {
      sheet: String(table.rows[0]?.cells[0] ?? 'Sheet').slice(0, 31),
      columns: columnWidths(table).map((width) => ({ width })),
      stickyRowsCount: table.headerIndex + 1,
    },
  };
}
