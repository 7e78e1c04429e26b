import { z } from 'zod';
import type { ExportColumnKind, ListDeclaration } from './area';
import { BULK_LIMIT } from './lists-values';
import { csvCell } from './report-export';
import { CSV_SEPARATORS, EXPORT_FORMATS, EXPORT_LANGUAGES, type CsvSeparator, type ExportFormat, type ExportLanguage } from './reports-values';
import { hasInvalidCharacters } from './text';
import { wallClock } from './time-zone';
import { excelSerial, XlsxStream, type XlsxValue } from './xlsx-stream';

/**
 * A list as a file (docs/decisions/331-list-export.md): every record the list's query finds (or
 * the chosen ones), in the list's order, under the columns the screen shows with the headers the
 * user reads, the filters written at the top. The request carries the screen's words (title,
 * headers, filter labels, the words of coded values), so the file is in the user's language
 * without a second copy of the translations; the server checks every field and filter against
 * the area's declaration. Written here once, as CSV or as a streamed XLSX, by the server and the
 * mock alike.
 */

/** One line of the screen's words: no control characters, trimmed. */
const wordsSchema = (max: number) =>
  z
    .string()
    .refine((value) => !hasInvalidCharacters(value), { message: 'INVALID_CHARACTERS' })
    .transform((value) => value.trim())
    .pipe(z.string().min(1).max(max));

export const EXPORT_COLUMNS_MAX = 40;

/**
 * `POST /api/{area}/export`: the list's query as its URL has it (its own schema checks it: an
 * unknown filter is a 400), or the chosen `ids` in the list's order, and the words of the file.
 */
export function listExportRequestSchema<Q extends z.ZodType>(list: ListDeclaration, listQuery: Q) {
  const fields = Object.keys(list.columns ?? {});
  return z.strictObject({
    format: z.enum(EXPORT_FORMATS),
    lang: z.enum(EXPORT_LANGUAGES).default('id'),
    separator: z.enum(CSV_SEPARATORS).optional(),
    query: listQuery,
    ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(BULK_LIMIT).optional(),
    title: wordsSchema(200),
    filters: z
      .array(z.strictObject({ param: z.string().max(50), label: wordsSchema(100), value: wordsSchema(300).optional() }))
      .max(30)
      .default([]),
    columns: z
      .array(
        z.strictObject({
          field: z.string().refine((field) => fields.includes(field), { message: 'INVALID_VALUE' }),
          header: wordsSchema(100),
          values: z.record(z.string().max(50), wordsSchema(100)).optional(),
        }),
      )
      .min(1)
      .max(EXPORT_COLUMNS_MAX),
  });
}
export interface ListExportRequest {
  readonly format: ExportFormat;
  readonly lang: ExportLanguage;
  readonly separator?: CsvSeparator | undefined;
  readonly query: Record<string, unknown>;
  readonly ids?: readonly number[] | undefined;
  readonly title: string;
  readonly filters: readonly { readonly param: string; readonly label: string; readonly value?: string | undefined }[];
  readonly columns: readonly { readonly field: string; readonly header: string; readonly values?: Readonly<Record<string, string>> | undefined }[];
}

/** What the request body looks like before the server parses it (what the browser sends). */
export type ListExportBody = Omit<ListExportRequest, 'query' | 'lang' | 'filters'> & {
  readonly lang?: ExportLanguage;
  readonly query: Readonly<Record<string, string>>;
  readonly filters?: ListExportRequest['filters'];
};

/** The activity log's record of an export (who and when are the row's own). */
export interface ListExportDetails {
  readonly list: string;
  readonly format: ExportFormat;
  readonly rows: number;
  /** The list's query as it ran, without paging; the chosen ids' count when rows were chosen. */
  readonly query: Readonly<Record<string, unknown>>;
  readonly chosen?: number;
}

const WORDS = {
  id: { generatedAt: 'Dibuat', rows: 'Jumlah baris', chosen: 'Baris terpilih', filter: 'Filter', none: 'Tidak ada' },
  en: { generatedAt: 'Generated', rows: 'Rows', chosen: 'Chosen rows', filter: 'Filter', none: 'None' },
} as const;

/** Filters written above the header: a label and what it is set to, as the screen says them. */
export interface HeadingFilter {
  readonly label: string;
  readonly value: string;
}

export interface ListFileOptions {
  readonly format: ExportFormat;
  readonly separator: CsvSeparator;
  readonly lang: ExportLanguage;
  readonly timeZone: string;
  readonly title: string;
  readonly filters: readonly HeadingFilter[];
  readonly generatedAt: Date;
  readonly rowCount: number;
  /** Whether the rows are the chosen ones rather than the query's. */
  readonly chosen: boolean;
  readonly columns: readonly { readonly header: string; readonly kind: ExportColumnKind; readonly field: string; readonly values?: Readonly<Record<string, string>> | undefined }[];
}

/** A cell before it is written: text, a number, an instant or a calendar day. */
type Cell = string | number | { readonly at: number } | { readonly day: string } | null;

/** The value of a record's field in a column of `kind`. */
function cellOf(record: Record<string, unknown>, field: string, kind: ExportColumnKind, values: Readonly<Record<string, string>> | undefined): Cell {
  const value = record[field];
  if (value === null || value === undefined) return null;
  if (typeof kind === 'object') {
    return Array.isArray(value) ? value.map((entry) => String((entry as Record<string, unknown>)[kind.join] ?? '')).join(', ') : null;
  }
  switch (kind) {
    case 'number':
      return typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : String(value);
    case 'count':
      // The list's records hold the rows themselves; a server's export may read only how many.
      return Array.isArray(value) ? value.length : typeof value === 'number' ? value : null;
    case 'datetime': {
      const at = Date.parse(String(value));
      return Number.isNaN(at) ? String(value) : { at };
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? { day: String(value) } : String(value);
    case 'code':
      return values?.[String(value)] ?? String(value);
    default:
      return String(value);
  }
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
/** `2026-12-05 14:30`: a CSV's date-time, which every spreadsheet reads as one. */
const csvDateTime = (wallMs: number) => {
  const date = new Date(wallMs);
  return `${date.getUTCFullYear()}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())} ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
};

/** `Daftar DO` → `daftar-do_2026-12-05.xlsx`; a title with no letters or digits left is named by the list. */
export function listFileName(title: string, fallback: string, day: string, format: ExportFormat): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || fallback}_${day}.${format}`;
}

/** Characters a column is shown with: its header's, within limits; the first rows widen it. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 50;
const KIND_WIDTH: Record<string, number> = { datetime: 18, date: 12, number: 12, count: 10 };

/**
 * A list file written as it goes: `heading` is written first, `rows` for each batch of records in
 * the list's order, `end` once. Bytes come out through `onData` (UTF-8 CSV with a byte-order mark,
 * or the XLSX zip's chunks); nothing but the batch in hand is held.
 */
export class ListFile {
  private readonly wall: (at: number) => number;
  private xlsx: XlsxStream | null = null;
  private started = false;
  private readonly mark: string;
  private readonly encoder = new TextEncoder();

  constructor(
    private readonly options: ListFileOptions,
    private readonly onData: (bytes: Uint8Array) => void,
  ) {
    this.wall = wallClock(options.timeZone);
    this.mark = options.separator === 'semicolon' ? ';' : ',';
  }

  /** The rows above the header: title, time, count, filters, a blank line. */
  private heading(): { cells: (string | number)[]; style: 'title' | 'label' }[] {
    const words = WORDS[this.options.lang];
    const generated = new Intl.DateTimeFormat(this.options.lang === 'id' ? 'id-ID' : 'en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: this.options.timeZone,
    }).format(this.options.generatedAt);
    const filters = this.options.filters.length > 0 ? this.options.filters.map((filter) => [filter.label, filter.value]) : [[words.filter, words.none]];
    return [
      { cells: [this.options.title], style: 'title' },
      { cells: [words.generatedAt, `${generated} (${this.options.timeZone})`], style: 'label' },
      { cells: [this.options.chosen ? words.chosen : words.rows, this.options.rowCount], style: 'label' },
      ...filters.map((cells) => ({ cells: cells as string[], style: 'label' as const })),
    ];
  }

  private start(first: readonly Record<string, unknown>[]) {
    this.started = true;
    const heading = this.heading();
    const headers = this.options.columns.map((column) => column.header);
    if (this.options.format === 'csv') {
      const lines = [...heading.map((row) => row.cells), [], headers].map((cells) => cells.map(csvCell).join(this.mark));
      this.onData(this.encoder.encode(`\uFEFF${lines.join('\r\n')}\r\n`));
      return;
    }
    const widths = this.options.columns.map((column, index) => {
      let width = Math.max(column.header.length + 2, typeof column.kind === 'string' ? (KIND_WIDTH[column.kind] ?? MIN_WIDTH) : MIN_WIDTH);
      for (const record of first.slice(0, 200)) {
        const cell = cellOf(record, column.field, column.kind, column.values);
        if (typeof cell === 'string') width = Math.max(width, cell.length + 2);
      }
      return Math.min(MAX_WIDTH, index === 0 ? Math.max(width, MIN_WIDTH) : width);
    });
    this.xlsx = new XlsxStream({ sheetName: this.options.title, widths, frozenRows: heading.length + 2 }, (bytes) => this.onData(bytes));
    for (const row of heading) this.xlsx.row(row.cells, row.style);
    this.xlsx.row([]);
    this.xlsx.row(headers, 'header');
  }

  rows(records: readonly Record<string, unknown>[]): void {
    if (!this.started) this.start(records);
    const { columns } = this.options;
    if (this.xlsx) {
      for (const record of records) {
        this.xlsx.row(
          columns.map((column): XlsxValue => {
            const cell = cellOf(record, column.field, column.kind, column.values);
            if (cell === null || typeof cell !== 'object') return cell;
            return 'at' in cell ? { serial: excelSerial(this.wall(cell.at)), time: true } : { serial: excelSerial(Date.parse(`${cell.day}T00:00:00Z`)), time: false };
          }),
        );
      }
      return;
    }
    let text = '';
    for (const record of records) {
      text += columns
        .map((column) => {
          const cell = cellOf(record, column.field, column.kind, column.values);
          if (cell === null || typeof cell !== 'object') return csvCell(cell);
          return 'at' in cell ? csvDateTime(this.wall(cell.at)) : cell.day;
        })
        .join(this.mark);
      text += '\r\n';
    }
    if (text) this.onData(this.encoder.encode(text));
  }

  end(): void {
    if (!this.started) this.start([]);
    this.xlsx?.end();
  }
}

/** The words of a filter the request names but does not word (a reference's record, by its label). */
export type ReferenceLabels = Readonly<Record<string, string | undefined>>;

/**
 * The filters written at the top: those the request words and the query really holds, in the
 * request's order; a reference's value is its record's label (`resolved`), another's the
 * request's words for it or else the query's own value.
 */
export function headingFilters(request: Pick<ListExportRequest, 'filters' | 'query'>, resolved: ReferenceLabels): HeadingFilter[] {
  const query = request.query;
  return request.filters.flatMap((filter) => {
    const raw = query[filter.param];
    if (raw === undefined || raw === null || raw === '') return [];
    const value = resolved[filter.param] ?? filter.value ?? String(raw);
    return [{ label: filter.label, value }];
  });
}

/** The column kinds of a request's columns, from the area's declaration. */
export const columnsOf = (list: ListDeclaration, request: Pick<ListExportRequest, 'columns'>) =>
  request.columns.map((column) => ({ ...column, kind: list.columns![column.field]! }));

/**
 * A plain table as a file: the header row first, then the rows (an import's template, its failed
 * rows), so the file goes back in as it is. CSV as UTF-8 with a byte-order mark and formula cells
 * neutralised, as every file LAJU writes; XLSX with a bold, frozen header.
 */
export function tableFile(format: ExportFormat, separator: CsvSeparator, headers: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  if (format === 'csv') {
    const mark = separator === 'semicolon' ? ';' : ',';
    const lines = [headers, ...rows].map((cells) => cells.map((cell) => csvCell(typeof cell === 'boolean' ? String(cell) : cell)).join(mark));
    chunks.push(new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`));
  } else {
    const widths = headers.map((header, index) =>
      Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, header.length + 2, ...rows.slice(0, 200).map((row) => String(row[index] ?? '').length + 2))),
    );
    const xlsx = new XlsxStream({ sheetName: 'Data', widths, frozenRows: 1 }, (bytes) => chunks.push(bytes));
    xlsx.row(headers, 'header');
    for (const row of rows) xlsx.row(row.map((cell) => (typeof cell === 'boolean' ? String(cell) : cell)));
    xlsx.end();
  }
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
