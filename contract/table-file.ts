import { Inflate } from 'fflate';

/**
 * The reader of the spreadsheet files staff upload to import customers, items, fleets and
 * delivery orders: an XLSX workbook's first worksheet or a CSV text, as a header row and data rows.
 *
 * The files are untrusted, so every step is bounded: the file's size, the bytes inflated from its
 * zip (counted as they come out, whatever sizes the zip declares), the number of zip entries, rows
 * and columns, and the length of any one XML markup. XML is read by a small tokenizer of its own
 * that refuses any DTD (no entity is ever defined or expanded), and nothing is keyed by content in
 * a plain object. Formulas are never evaluated: a formula cell is its cached value.
 *
 * Synchronous on purpose: the caller runs it in a worker thread.
 */

export type Cell = string | number | boolean | null;

export interface TableFile {
  format: 'xlsx' | 'csv';
  /** CSV only: the detected delimiter and encoding. */
  delimiter?: ',' | ';' | '\t';
  encoding?: 'utf-8' | 'utf-8-bom' | 'windows-1252' | 'utf-16le';
  /** The first non-empty row's cells, trimmed, as text. */
  headers: string[];
  /** Every following row (wholly empty rows skipped), each padded/cut to headers.length, with its 1-based row number in the file. */
  rows: { line: number; cells: Cell[] }[];
}

export interface TableFileLimits {
  /** The uploaded file's size. */
  maxBytes: number;
  /** Data rows, the header row not counted. */
  maxRows: number;
  /** All bytes inflated from an XLSX's zip entries together. */
  maxInflatedBytes: number;
  maxZipEntries: number;
  /** Columns holding a value; empty cells further right are ignored. */
  maxColumns: number;
}

const MiB = 1024 * 1024;

export const TABLE_FILE_LIMITS: TableFileLimits = Object.freeze({
  maxBytes: 20 * MiB,
  maxRows: 50_000,
  maxInflatedBytes: 200 * MiB,
  maxZipEntries: 1_000,
  maxColumns: 100,
});

export type TableFileErrorCode =
  | 'FILE_EMPTY'
  | 'FILE_TOO_LARGE'
  | 'FILE_TYPE'
  | 'FILE_ENCRYPTED'
  | 'FILE_INFLATED_TOO_LARGE'
  | 'FILE_ZIP_ENTRIES'
  | 'FILE_MACROS'
  | 'FILE_EXTERNAL_LINKS'
  | 'FILE_NO_SHEET'
  | 'FILE_NO_HEADER'
  | 'FILE_HEADER_ONLY'
  | 'FILE_DUPLICATE_HEADER'
  | 'FILE_EMPTY_HEADER'
  | 'FILE_TOO_MANY_ROWS'
  | 'FILE_TOO_MANY_COLUMNS'
  | 'FILE_MALFORMED';

export class TableFileError extends Error {
  constructor(
    readonly code: TableFileErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(Object.keys(params).length > 0 ? `${code} ${JSON.stringify(params)}` : code);
    this.name = 'TableFileError';
  }
}

/** Reads an uploaded table file; every refusal is a `TableFileError`. */
export function readTableFile(bytes: Uint8Array, fileName: string, limits: TableFileLimits = TABLE_FILE_LIMITS): TableFile {
  if (bytes.length > limits.maxBytes) throw new TableFileError('FILE_TOO_LARGE', { max: limits.maxBytes });
  if (bytes.length === 0) throw new TableFileError('FILE_EMPTY');
  return detectFormat(bytes, fileName) === 'xlsx' ? readXlsx(bytes, limits) : readCsv(bytes, limits);
}

// ---------------------------------------------------------------------------------------------
// Format detection: by the bytes, not the name (a CSV saved as `.xls` by an old system is still
// read as text; a PDF renamed `.csv` is still refused).

const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
  [0x50, 0x4b, 0x07, 0x08],
];
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Binary formats someone may pick by mistake whose first bytes could otherwise pass for text. */
const BINARY_SIGNATURES = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x1f, 0x8b], // gzip
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], // Rar!
  [0x7b, 0x5c, 0x72, 0x74, 0x66], // {\rtf
];
/** `EncryptionInfo` in UTF-16LE: the stream an encrypted OOXML file's CFB directory names. */
/** `EncryptionInfo` in UTF-16LE: the stream name an encrypted workbook's container holds. */
const ENCRYPTION_INFO = Uint8Array.from([...'EncryptionInfo'].flatMap((letter) => [letter.charCodeAt(0), 0]));

function holds(bytes: Uint8Array, part: Uint8Array): boolean {
  outer: for (let at = 0; at + part.length <= bytes.length; at += 1) {
    for (let index = 0; index < part.length; index += 1) if (bytes[at + index] !== part[index]) continue outer;
    return true;
  }
  return false;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/**
 * `xlsx` for a zip (whether it is a workbook is decided when reading it), `csv` for anything else
 * that is not a known binary. An OLE compound file is either a password-protected XLSX (Excel
 * wraps the encrypted package in one, beside an `EncryptionInfo` stream), refused as
 * FILE_ENCRYPTED, or an old binary `.xls`, refused as FILE_TYPE. A compound file named `.xlsx` or
 * `.xlsm` counts as encrypted too: Excel writes no other compound file under those names.
 */
export function detectFormat(bytes: Uint8Array, fileName: string): 'xlsx' | 'csv' {
  if (ZIP_SIGNATURES.some((signature) => startsWith(bytes, signature))) return 'xlsx';
  if (startsWith(bytes, CFB_SIGNATURE)) {
    const encrypted = holds(bytes, ENCRYPTION_INFO) || /\.xls[xm]$/i.test(fileName.trim());
    throw new TableFileError(encrypted ? 'FILE_ENCRYPTED' : 'FILE_TYPE');
  }
  if (BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature))) throw new TableFileError('FILE_TYPE');
  return 'csv';
}

// ---------------------------------------------------------------------------------------------
// The table both formats build: the header row, then data rows checked against it.

const isBlank = (cell: Cell | undefined) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

const headerText = (cell: Cell | undefined): string =>
  cell === null || cell === undefined ? '' : typeof cell === 'boolean' ? (cell ? 'TRUE' : 'FALSE') : String(cell).trim();

/** Rows an export writes above its header (a title, then `label | value` rows) that are looked for. */
const HEADING_ROWS_MAX = 30;

/**
 * The header row, then data rows checked against it. A file LAJU exported starts with its
 * heading (contract/list-export.ts: the title alone on its row, then `label | value` rows for when
 * it was made, the count and the filters, then an empty row): those rows are passed over, so an
 * export comes back in as it left. Any other file's first non-empty row is its header.
 */
class TableBuilder {
  private headers: string[] | null = null;
  private readonly rows: TableFile['rows'] = [];
  /** Rows that may be an export's heading, held until the file shows whether they are. */
  private heading: { line: number; cells: (Cell | undefined)[] }[] = [];
  private headingEnded = false;
  /** Whether the file has shown if it starts with a heading: then rows are only header and data. */
  private settled = false;

  constructor(private readonly limits: TableFileLimits) {}

  /** One row of the file; `cells` holds at most `maxColumns` cells, holes being empty cells. */
  add(line: number, cells: readonly (Cell | undefined)[]): void {
    let last = -1;
    let filled = 0;
    for (let index = 0; index < cells.length; index += 1) {
      if (isBlank(cells[index])) continue;
      last = index;
      filled += 1;
    }
    if (last < 0) {
      if (this.headers === null && this.heading.length > 1) this.headingEnded = true;
      return;
    }
    if (this.headers === null) {
      if (this.headingEnded) {
        this.heading = [];
        this.settled = true;
        this.headers = this.headerRow(cells, last + 1);
        return;
      }
      const first = this.heading.length === 0;
      if (!this.settled && this.heading.length < HEADING_ROWS_MAX && (first ? filled === 1 && last === 0 : filled === 2 && last === 1)) {
        this.heading.push({ line, cells: [...cells] });
        return;
      }
      this.replayHeading();
      if (this.headers === null) {
        this.headers = this.headerRow(cells, last + 1);
        return;
      }
    }
    this.addData(line, cells, last);
  }

  /** The held rows were no heading after all: the first is the header, the rest data. */
  private replayHeading() {
    const held = this.heading;
    this.heading = [];
    this.headingEnded = false;
    this.settled = true;
    for (const row of held) this.add(row.line, row.cells);
  }

  private addData(line: number, cells: readonly (Cell | undefined)[], last: number) {
    const headers = this.headers!;
    for (let index = 0; index <= last; index += 1) {
      if (!isBlank(cells[index]) && (index >= headers.length || headers[index] === '')) {
        throw new TableFileError('FILE_EMPTY_HEADER', { column: index + 1 });
      }
    }
    if (this.rows.length >= this.limits.maxRows) throw new TableFileError('FILE_TOO_MANY_ROWS', { max: this.limits.maxRows });
    const row: Cell[] = [];
    for (let index = 0; index < headers.length; index += 1) row.push(cells[index] ?? null);
    this.rows.push({ line, cells: row });
  }

  result(): Pick<TableFile, 'headers' | 'rows'> {
    if (this.headers === null) this.replayHeading();
    if (this.headers === null) throw new TableFileError('FILE_NO_HEADER');
    if (this.rows.length === 0) throw new TableFileError('FILE_HEADER_ONLY');
    return { headers: this.headers, rows: this.rows };
  }

  private headerRow(cells: readonly (Cell | undefined)[], width: number): string[] {
    const headers: string[] = [];
    const seen = new Set<string>();
    for (let index = 0; index < width; index += 1) {
      const header = headerText(cells[index]);
      headers.push(header);
      if (header === '') continue;
      const folded = header.normalize('NFC').toLowerCase();
      if (seen.has(folded)) throw new TableFileError('FILE_DUPLICATE_HEADER', { header });
      seen.add(folded);
    }
    return headers;
  }
}

// ---------------------------------------------------------------------------------------------
// CSV

type CsvEncoding = NonNullable<TableFile['encoding']>;
type CsvDelimiter = NonNullable<TableFile['delimiter']>;
const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];
/** Records looked at to choose the delimiter. */
const DELIMITER_SAMPLE = 20;

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const decode = (label: string, from: number) => {
    try {
      return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(from));
    } catch {
      throw new TableFileError('FILE_MALFORMED');
    }
  };
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return { text: decode('utf-8', 3), encoding: 'utf-8-bom' };
  if (startsWith(bytes, [0xff, 0xfe])) return { text: decode('utf-16le', 2), encoding: 'utf-16le' };
  // UTF-16 without a BOM, UTF-32 and binaries all hold NUL bytes; no text export does.
  if (bytes.includes(0)) throw new TableFileError('FILE_TYPE');
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: Excel's "CSV (comma delimited)" on Windows writes the ANSI code page.
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** Line breaks in `text[from, to)`, CRLF counted once. */
function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index += 1) {
    const code = text.charCodeAt(index);
    if (code === LF || (code === CR && text.charCodeAt(index + 1) !== LF)) count += 1;
  }
  return count;
}

/** Where an unquoted field (or what follows a closing quote) ends: the delimiter, a line break or the end. */
function fieldEnd(text: string, from: number, delimiter: number): number {
  let index = from;
  for (; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === delimiter || code === LF || code === CR) break;
  }
  return index;
}

/**
 * Calls `onRecord` for each record until it answers false. The first `keep` fields are kept
 * (empty ones as null); past them only the first column holding a value is reported, so a line of
 * a million delimiters costs no memory. A field opening with a quote runs to the matching quote
 * (`""` is a quote, line breaks are kept); text after the closing quote is appended as is, the way
 * Excel reads it. `line` is the physical line the record starts on.
 */
function parseCsv(
  text: string,
  from: number,
  firstLine: number,
  delimiter: CsvDelimiter,
  keep: number,
  onRecord: (line: number, fields: Cell[], count: number, overflowAt: number) => boolean,
): void {
  const separator = delimiter.charCodeAt(0);
  let index = from;
  let line = firstLine;
  while (index < text.length) {
    const recordLine = line;
    const fields: Cell[] = [];
    let count = 0;
    let overflowAt = -1;
    for (;;) {
      let value: string;
      if (text.charCodeAt(index) === QUOTE) {
        const quoteLine = line;
        value = '';
        let at = index + 1;
        for (;;) {
          const close = text.indexOf('"', at);
          if (close < 0) throw new TableFileError('FILE_MALFORMED', { line: quoteLine });
          line += countLineBreaks(text, at, close);
          value += text.slice(at, close);
          if (text.charCodeAt(close + 1) === QUOTE) {
            value += '"';
            at = close + 2;
          } else {
            at = close + 1;
            break;
          }
        }
        const end = fieldEnd(text, at, separator);
        value += text.slice(at, end);
        index = end;
      } else {
        const end = fieldEnd(text, index, separator);
        value = text.slice(index, end);
        index = end;
      }
      if (count < keep) fields.push(value === '' ? null : value);
      else if (overflowAt < 0 && value.trim() !== '') overflowAt = count;
      count += 1;
      if (text.charCodeAt(index) !== separator) break;
      index += 1;
    }
    if (index < text.length) {
      index += text.charCodeAt(index) === CR && text.charCodeAt(index + 1) === LF ? 2 : 1;
      line += 1;
    }
    if (!onRecord(recordLine, fields, count, overflowAt)) return;
  }
}

/**
 * The delimiter whose column count (above one) is the most consistent over the first records:
 * the share of records having the most common count, then the larger count, then `,` `;` tab in
 * that order. Blank lines are not counted. A delimiter that leaves a quote unclosed in the sample
 * is not a candidate. A one-column file gets `,`.
 */
function detectDelimiter(text: string, from: number, keep: number): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; share: number; columns: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const counts: number[] = [];
    try {
      parseCsv(text, from, 1, delimiter, keep, (_line, fields, count, overflowAt) => {
        // A blank line says nothing; a line of delimiters only (`;;;`) does.
        if (count > 1 || overflowAt >= 0 || !isBlank(fields[0])) counts.push(count);
        return counts.length < DELIMITER_SAMPLE;
      });
    } catch {
      continue;
    }
    const frequency = new Map<number, number>();
    for (const count of counts) frequency.set(count, (frequency.get(count) ?? 0) + 1);
    let columns = 0;
    let times = 0;
    for (const [count, seen] of frequency) {
      // Between counts seen equally often the smaller one: a value holding a `;` does not make a
      // one-column file two columns.
      if (seen > times || (seen === times && count < columns)) [columns, times] = [count, seen];
    }
    if (columns <= 1) continue;
    const share = times / counts.length;
    if (!best || share > best.share || (share === best.share && columns > best.columns)) best = { delimiter, share, columns };
  }
  return best?.delimiter ?? ',';
}

/** C0 controls that no text export holds (tab, line breaks, vertical tab, form feed and DOS's end-of-file mark aside). */
// eslint-disable-next-line no-control-regex
const BINARY_CONTROLS = /[\u0000-\u0008\u000E-\u0019\u001B-\u001F]/;
/** An HTML page or an XML file (such as Excel 2003's XML spreadsheet) saved with a spreadsheet's name. */
const MARKUP_START = /^\s*<(?:\?xml|!doctype|html|table)\b/i;
/** Excel's own hint line, `sep=;`, naming the delimiter; it is not a record. */
const SEP_LINE = /^sep=([,;\t])(?:\r\n|\r|\n|$)/i;

function readCsv(bytes: Uint8Array, limits: TableFileLimits): TableFile {
  const { text, encoding } = decodeCsv(bytes);
  if (text.trim() === '') throw new TableFileError('FILE_EMPTY');
  if (BINARY_CONTROLS.test(text) || MARKUP_START.test(text)) throw new TableFileError('FILE_TYPE');

  const sep = SEP_LINE.exec(text);
  const from = sep ? sep[0].length : 0;
  const firstLine = sep ? 2 : 1;
  const delimiter = (sep?.[1] as CsvDelimiter | undefined) ?? detectDelimiter(text, from, limits.maxColumns);

  const table = new TableBuilder(limits);
  parseCsv(text, from, firstLine, delimiter, limits.maxColumns, (line, fields, _count, overflowAt) => {
    if (overflowAt >= 0) throw new TableFileError('FILE_TOO_MANY_COLUMNS', { max: limits.maxColumns });
    table.add(line, fields);
    return true;
  });
  return { format: 'csv', delimiter, encoding, ...table.result() };
}

// ---------------------------------------------------------------------------------------------
// Zip: the central directory read by hand, entries inflated one at a time and only when needed.

interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly flags: number;
  readonly compressedSize: number;
  readonly localOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** Compressed bytes given to the inflater at a time: deflate expands at most about 1,032-fold, so
 * one push yields a few megabytes at most before the running total is checked again. */
const INFLATE_CHUNK = 4096;

class ZipArchive {
  /** By lower-cased name: OPC part names are case-insensitive. */
  private readonly entries = new Map<string, ZipEntry>();
  private readonly view: DataView;
  private inflated = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly limits: TableFileLimits,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.readDirectory();
  }

  names(): IterableIterator<string> {
    return this.entries.keys();
  }

  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  /** Inflates one entry, handing its bytes over in chunks; the total over all entries is bounded. */
  read(name: string, onChunk: (chunk: Uint8Array) => void): void {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) throw new TableFileError('FILE_MALFORMED', { part: name });
    const data = this.dataOf(entry);
    const take = (chunk: Uint8Array) => {
      this.inflated += chunk.length;
      if (this.inflated > this.limits.maxInflatedBytes) throw new TableFileError('FILE_INFLATED_TOO_LARGE', { max: this.limits.maxInflatedBytes });
      if (chunk.length > 0) onChunk(chunk);
    };
    if (entry.method === 0) {
      for (let at = 0; at < data.length; at += INFLATE_CHUNK) take(data.subarray(at, at + INFLATE_CHUNK));
      return;
    }
    const inflater = new Inflate((chunk) => take(chunk));
    try {
      let at = 0;
      do {
        const end = Math.min(at + INFLATE_CHUNK, data.length);
        inflater.push(data.subarray(at, end), end === data.length);
        at = end;
      } while (at < data.length);
    } catch (error) {
      // fflate's own errors (a corrupt stream) carry a numeric code; ours and anything else pass.
      if (error instanceof Error && !(error instanceof TableFileError) && typeof (error as { code?: unknown }).code === 'number') {
        throw new TableFileError('FILE_MALFORMED', { part: entry.name });
      }
      throw error;
    }
  }

  private u16 = (at: number) => this.view.getUint16(at, true);
  private u32 = (at: number) => this.view.getUint32(at, true);
  private u64 = (at: number) => this.view.getUint32(at + 4, true) * 2 ** 32 + this.view.getUint32(at, true);

  private malformed(): never {
    throw new TableFileError('FILE_MALFORMED');
  }

  private inFile(at: number, length: number): boolean {
    return at >= 0 && length >= 0 && at + length <= this.bytes.length;
  }

  /** The end-of-central-directory record: searched backwards over the longest possible comment. */
  private findEnd(): number {
    const lowest = Math.max(0, this.bytes.length - 22 - 0xffff);
    for (let at = this.bytes.length - 22; at >= lowest; at -= 1) if (this.u32(at) === EOCD) return at;
    return this.malformed();
  }

  private readDirectory(): void {
    const end = this.findEnd();
    if (this.u16(end + 4) !== 0 || this.u16(end + 6) !== 0) this.malformed(); // split archives
    let total = this.u16(end + 10);
    let size = this.u32(end + 12);
    let offset = this.u32(end + 16);
    if (total === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
      const locator = end - 20;
      if (!this.inFile(locator, 20) || this.u32(locator) !== ZIP64_LOCATOR) this.malformed();
      const record = this.u64(locator + 8);
      if (!this.inFile(record, 56) || this.u32(record) !== ZIP64_EOCD) this.malformed();
      total = this.u64(record + 32);
      size = this.u64(record + 40);
      offset = this.u64(record + 48);
    }
    if (total > this.limits.maxZipEntries) throw new TableFileError('FILE_ZIP_ENTRIES', { max: this.limits.maxZipEntries });
    if (!this.inFile(offset, size)) this.malformed();

    const names = new TextDecoder('utf-8');
    let at = offset;
    let count = 0;
    while (at < offset + size) {
      if (!this.inFile(at, 46) || this.u32(at) !== CENTRAL_HEADER) this.malformed();
      count += 1;
      if (count > this.limits.maxZipEntries) throw new TableFileError('FILE_ZIP_ENTRIES', { max: this.limits.maxZipEntries });
      const nameLength = this.u16(at + 28);
      const extraLength = this.u16(at + 30);
      const commentLength = this.u16(at + 32);
      if (!this.inFile(at + 46, nameLength + extraLength + commentLength)) this.malformed();
      let compressedSize = this.u32(at + 20);
      let localOffset = this.u32(at + 42);
      if (compressedSize === 0xffffffff || localOffset === 0xffffffff || this.u32(at + 24) === 0xffffffff) {
        ({ compressedSize, localOffset } = this.zip64Sizes(at, at + 46 + nameLength, extraLength, compressedSize, localOffset));
      }
      const name = names.decode(this.bytes.subarray(at + 46, at + 46 + nameLength));
      const key = name.toLowerCase();
      // Two entries one reader would take for the same part: refused, not resolved either way.
      if (this.entries.has(key)) this.malformed();
      this.entries.set(key, { name, method: this.u16(at + 10), flags: this.u16(at + 8), compressedSize, localOffset });
      at += 46 + nameLength + extraLength + commentLength;
    }
    if (count !== total) this.malformed();
  }

  /** ZIP64's extended information: the 64-bit values stand in for the fields set to all ones, in order. */
  private zip64Sizes(header: number, extra: number, extraLength: number, compressedSize: number, localOffset: number) {
    const uncompressedMissing = this.u32(header + 24) === 0xffffffff;
    for (let at = extra; at + 4 <= extra + extraLength; ) {
      const id = this.u16(at);
      const length = this.u16(at + 2);
      if (id === 0x0001) {
        let field = at + 4;
        const next = () => {
          if (field + 8 > at + 4 + length) this.malformed();
          const value = this.u64(field);
          field += 8;
          return value;
        };
        if (uncompressedMissing) next();
        if (compressedSize === 0xffffffff) compressedSize = next();
        if (localOffset === 0xffffffff) localOffset = next();
        return { compressedSize, localOffset };
      }
      at += 4 + length;
    }
    return this.malformed();
  }

  /** An entry's compressed bytes, after its local header (whose name must match the directory's). */
  private dataOf(entry: ZipEntry): Uint8Array {
    if (entry.flags & 0x1) throw new TableFileError('FILE_ENCRYPTED');
    if (entry.method !== 0 && entry.method !== 8) throw new TableFileError('FILE_MALFORMED', { part: entry.name });
    const at = entry.localOffset;
    if (!this.inFile(at, 30) || this.u32(at) !== LOCAL_HEADER) this.malformed();
    const nameLength = this.u16(at + 26);
    const start = at + 30 + nameLength + this.u16(at + 28);
    if (!this.inFile(at + 30, nameLength) || new TextDecoder('utf-8').decode(this.bytes.subarray(at + 30, at + 30 + nameLength)) !== entry.name) {
      this.malformed();
    }
    if (!this.inFile(start, entry.compressedSize)) this.malformed();
    return this.bytes.subarray(start, start + entry.compressedSize);
  }
}

// ---------------------------------------------------------------------------------------------
// XML: a tokenizer for the restricted XML of OOXML parts (elements, attributes, text, CDATA,
// comments, processing instructions). Written here rather than taken from a package because it
// must be fed chunk by chunk as the inflater yields them, so that a row limit or a zip bomb stops
// the reading early, and must refuse DTDs outright; the string-at-once SAX parsers do neither.

/** Longest markup (a tag, comment, CDATA section) or undelimited text kept waiting for its end. */
const MAX_MARKUP = 1024 * 1024;

/** An element's attributes by local name (the prefix dropped; `xmlns` declarations left out). */
class XmlAttributes {
  constructor(
    private readonly names: readonly string[],
    private readonly values: readonly string[],
  ) {}

  get(localName: string): string | undefined {
    const index = this.names.indexOf(localName);
    return index < 0 ? undefined : this.values[index];
  }
}

interface XmlHandler {
  /** Element names are local names: prefixes vary between writers. */
  open(name: string, attributes: XmlAttributes): void;
  close(name: string): void;
  /** Character data inside the root, entities decoded; one run of text may come in several calls. */
  text(text: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const PREDEFINED_ENTITIES = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
]);

/** Whether a code point is an XML 1.0 Char. */
const isXmlChar = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);

/** The five predefined entities and character references; any other `&` is malformed (no DTD defines more). */
function decodeEntities(text: string, fail: () => never): string {
  let amp = text.indexOf('&');
  if (amp < 0) return text;
  let out = '';
  let from = 0;
  while (amp >= 0) {
    const semicolon = text.indexOf(';', amp + 1);
    if (semicolon < 0 || semicolon - amp > 12) fail();
    const reference = text.slice(amp + 1, semicolon);
    let value = PREDEFINED_ENTITIES.get(reference);
    if (value === undefined) {
      const hex = /^#x([0-9a-fA-F]{1,8})$/.exec(reference);
      const decimal = hex ? null : /^#([0-9]{1,8})$/.exec(reference);
      const code = hex?.[1] ? parseInt(hex[1], 16) : decimal?.[1] ? parseInt(decimal[1], 10) : -1;
      if (!isXmlChar(code)) fail();
      value = String.fromCodePoint(code);
    }
    out += text.slice(from, amp) + value;
    from = semicolon + 1;
    amp = text.indexOf('&', from);
  }
  return out + text.slice(from);
}

const ATTRIBUTE = /\s+([^\s=/>"'<]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const ELEMENT_NAME = /^[^\s=/>"'<!?]+/;

class XmlTokenizer {
  private buffer = '';
  private readonly openElements: string[] = [];
  private rootSeen = false;

  constructor(
    private readonly handler: XmlHandler,
    private readonly part: string,
  ) {}

  readonly fail = (): never => {
    throw new TableFileError('FILE_MALFORMED', { part: this.part });
  };

  feed(chunk: string): void {
    const text = this.buffer.length > 0 ? this.buffer + chunk : chunk;
    let at = 0;
    while (at < text.length) {
      if (text.charCodeAt(at) !== 0x3c /* < */) {
        const lt = text.indexOf('<', at);
        const end = lt < 0 ? this.textEnd(text, at) : lt;
        if (end > at && this.openElements.length > 0) this.handler.text(decodeEntities(text.slice(at, end), this.fail));
        at = end;
        if (lt < 0) break;
        continue;
      }
      const next = this.markup(text, at);
      if (next < 0) break;
      at = next;
    }
    this.buffer = text.slice(at);
    if (this.buffer.length > MAX_MARKUP) this.fail();
  }

  end(): void {
    if (this.buffer.trim() !== '' || this.openElements.length > 0 || !this.rootSeen) this.fail();
  }

  /** Text at the end of a chunk goes out now, except an entity reference that may continue in the next one. */
  private textEnd(text: string, from: number): number {
    const amp = text.lastIndexOf('&');
    return amp >= from && text.indexOf(';', amp) < 0 && text.length - amp <= 12 ? amp : text.length;
  }

  /** Handles the markup at `at`; answers where it ends, or -1 when the chunk ends inside it. */
  private markup(text: string, at: number): number {
    const second = text.charCodeAt(at + 1);
    if (Number.isNaN(second)) return -1;
    if (second === 0x3f /* ? */) {
      const end = text.indexOf('?>', at + 2);
      return end < 0 ? -1 : end + 2;
    }
    if (second === 0x21 /* ! */) {
      if (text.startsWith('<!--', at)) {
        const end = text.indexOf('-->', at + 4);
        return end < 0 ? -1 : end + 3;
      }
      if (text.startsWith('<![CDATA[', at)) {
        const end = text.indexOf(']]>', at + 9);
        if (end < 0) return -1;
        if (this.openElements.length === 0) this.fail();
        this.handler.text(text.slice(at + 9, end));
        return end + 3;
      }
      const rest = text.slice(at);
      if (rest.length < 9 && ('<!--'.startsWith(rest) || '<![CDATA['.startsWith(rest))) return -1;
      // <!DOCTYPE, <!ENTITY and every other declaration: a DTD could define entities; none is read.
      return this.fail();
    }
    const end = this.tagEnd(text, at + 1);
    if (end < 0) return -1;
    if (second === 0x2f /* / */) {
      const name = text.slice(at + 2, end).trimEnd();
      if (this.openElements.pop() !== name) this.fail();
      this.handler.close(localName(name));
    } else {
      this.startTag(text.slice(at + 1, end));
    }
    return end + 1;
  }

  /** The `>` closing a tag, skipping any inside quoted attribute values. */
  private tagEnd(text: string, from: number): number {
    let quote = 0;
    for (let index = from; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (quote !== 0) {
        if (code === quote) quote = 0;
      } else if (code === 0x22 || code === 0x27) {
        quote = code;
      } else if (code === 0x3e /* > */) {
        return index;
      }
    }
    return -1;
  }

  private startTag(tag: string): void {
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const name = ELEMENT_NAME.exec(body)?.[0];
    if (!name) return this.fail();
    if (this.openElements.length === 0 && this.rootSeen) this.fail();
    this.rootSeen = true;

    const names: string[] = [];
    const qualified: string[] = [];
    const values: string[] = [];
    let at = name.length;
    for (;;) {
      ATTRIBUTE.lastIndex = at;
      const match = ATTRIBUTE.exec(body);
      if (!match) break;
      at = ATTRIBUTE.lastIndex;
      const attribute = match[1] ?? '';
      if (qualified.includes(attribute)) this.fail();
      qualified.push(attribute);
      if (attribute === 'xmlns' || attribute.startsWith('xmlns:')) continue;
      names.push(localName(attribute));
      values.push(decodeEntities(match[2] ?? match[3] ?? '', this.fail));
    }
    if (body.slice(at).trim() !== '') this.fail();

    const local = localName(name);
    this.handler.open(local, new XmlAttributes(names, values));
    if (selfClosing) this.handler.close(local);
    else this.openElements.push(name);
  }
}

/** Reads one XML part of the zip into `handler`, as it inflates. */
function readXmlPart(zip: ZipArchive, part: string, handler: XmlHandler): void {
  const tokenizer = new XmlTokenizer(handler, part);
  let decoder: TextDecoder | null = null;
  const decode = (chunk?: Uint8Array) => {
    try {
      return decoder ? decoder.decode(chunk, { stream: chunk !== undefined }) : '';
    } catch {
      return tokenizer.fail();
    }
  };
  zip.read(part, (chunk) => {
    // OOXML parts are UTF-8 in practice; the standard also allows UTF-16 with a byte-order mark.
    decoder ??= new TextDecoder(chunk[0] === 0xff && chunk[1] === 0xfe ? 'utf-16le' : chunk[0] === 0xfe && chunk[1] === 0xff ? 'utf-16be' : 'utf-8', { fatal: true });
    tokenizer.feed(decode(chunk));
  });
  tokenizer.feed(decode());
  tokenizer.end();
}

// ---------------------------------------------------------------------------------------------
// XLSX

const CONTENT_TYPES = '[Content_Types].xml';
const WORKBOOK_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml',
]);
const MACRO_WORKBOOK_TYPES = new Set([
  'application/vnd.ms-excel.sheet.macroenabled.main+xml',
  'application/vnd.ms-excel.template.macroenabled.main+xml',
  'application/vnd.ms-excel.addin.macroenabled.main+xml',
]);
/** XLSB: a binary workbook, which this reader does not read. */
const BINARY_WORKBOOK_TYPE = 'application/vnd.ms-excel.sheet.binary.macroenabled.main';
/** VBA projects and Excel 4 macro sheets. */
const MACRO_PART = /(?:^|\/)vbaproject\.bin$|^xl\/(?:intl)?macrosheets\//;
const MACRO_CONTENT = /vbaproject|macrosheet/;
const EXTERNAL_LINK_PART = /^xl\/externallinks\//;
const EXTERNAL_LINK_CONTENT = /externallink\+xml$/;
const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;

interface ContentTypes {
  workbook: string | null;
  binary: boolean;
  macros: boolean;
  externalLinks: boolean;
}

function readContentTypes(zip: ZipArchive): ContentTypes {
  const types: ContentTypes = { workbook: null, binary: false, macros: false, externalLinks: false };
  readXmlPart(zip, CONTENT_TYPES, {
    open(name, attributes) {
      if (name !== 'Override' && name !== 'Default') return;
      const type = (attributes.get('ContentType') ?? '').trim().toLowerCase();
      if (type === BINARY_WORKBOOK_TYPE) types.binary = true;
      if (MACRO_WORKBOOK_TYPES.has(type) || MACRO_CONTENT.test(type)) types.macros = true;
      if (EXTERNAL_LINK_CONTENT.test(type)) types.externalLinks = true;
      const part = attributes.get('PartName');
      if (name === 'Override' && WORKBOOK_TYPES.has(type) && part && types.workbook === null) types.workbook = part.replace(/^\//, '');
    },
    close() {},
    text() {},
  });
  return types;
}

/** A relationship's target as a part name: relative to the source part's folder unless it starts with `/`. */
function resolveTarget(source: string, target: string): string {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // Not percent-encoded after all: the target as written.
  }
  const segments = decoded.startsWith('/') ? [] : source.split('/').slice(0, -1);
  for (const segment of decoded.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

interface Relationship {
  type: string;
  target: string;
}

/** A part's relationships by id (`xl/workbook.xml` → `xl/_rels/workbook.xml.rels`), targets resolved; external ones left out. */
function readRelationships(zip: ZipArchive, source: string): Map<string, Relationship> {
  const relationships = new Map<string, Relationship>();
  const slash = source.lastIndexOf('/');
  const part = `${source.slice(0, slash + 1)}_rels/${source.slice(slash + 1)}.rels`;
  if (!zip.has(part)) return relationships;
  readXmlPart(zip, part, {
    open(name, attributes) {
      const id = attributes.get('Id');
      const target = attributes.get('Target');
      if (name !== 'Relationship' || !id || !target || attributes.get('TargetMode') === 'External') return;
      relationships.set(id, { type: attributes.get('Type') ?? '', target: resolveTarget(source, target) });
    },
    close() {},
    text() {},
  });
  return relationships;
}

const relationshipOfType = (relationships: Map<string, Relationship>, type: string) =>
  [...relationships.values()].find((relationship) => relationship.type.endsWith(`/${type}`));

interface Workbook {
  date1904: boolean;
  /** Relationship ids of the sheets, in the workbook's order. */
  sheets: string[];
}

function readWorkbook(zip: ZipArchive, part: string): Workbook {
  const workbook: Workbook = { date1904: false, sheets: [] };
  readXmlPart(zip, part, {
    open(name, attributes) {
      if (name === 'workbookPr') {
        const date1904 = attributes.get('date1904');
        workbook.date1904 = date1904 === '1' || date1904 === 'true';
      } else if (name === 'sheet') {
        const id = attributes.get('id');
        if (id) workbook.sheets.push(id);
      }
    },
    close() {},
    text() {},
  });
  return workbook;
}

/** Excel's escape for characters XML cannot hold (`_x000D_`); `_x005F_` escapes a literal `_`. */
const unescapeXstring = (text: string) => (text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text);

/** The text of each `<si>`: its `<t>`, or its rich-text runs' `<t>`s joined; phonetic runs (`<rPh>`) left out. */
function readSharedStrings(zip: ZipArchive, part: string): string[] {
  const strings: string[] = [];
  let item: string[] | null = null;
  let phonetic = false;
  let capturing = false;
  readXmlPart(zip, part, {
    open(name) {
      if (name === 'si') item = [];
      else if (name === 'rPh') phonetic = true;
      else if (name === 't' && item && !phonetic) capturing = true;
    },
    close(name) {
      if (name === 't') capturing = false;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'si' && item) {
        strings.push(unescapeXstring(item.join('')));
        item = null;
      }
    },
    text(text) {
      if (capturing && item) item.push(text);
    },
  });
  return strings;
}

type DateKind = 'date' | 'time' | 'dateTime';

/** Excel's built-in number formats that show a date or a time. */
function builtInDateKind(id: number): DateKind | null {
  if (id >= 14 && id <= 17) return 'date';
  if ((id >= 18 && id <= 21) || (id >= 45 && id <= 47)) return 'time';
  if (id === 22) return 'dateTime';
  return null;
}

/**
 * What a custom format code shows: its date and time tokens, outside quoted text, `[...]`
 * (colours, conditions, locales, elapsed hours), escaped characters and `_`/`*` padding. An `m`
 * is minutes beside `h` or `s`, a month otherwise.
 */
function customDateKind(code: string): DateKind | null {
  const tokens = code.replace(/"[^"]*"|\[[^\]]*\]|\\.|[_*]./g, '').toLowerCase();
  const time = /[hs]/.test(tokens);
  const date = /[dy]/.test(tokens) || (!time && tokens.includes('m'));
  return date && time ? 'dateTime' : date ? 'date' : time ? 'time' : null;
}

/** The date kind of each cell style (`s`), from styles.xml's cellXfs and numFmts. */
function readStyles(zip: ZipArchive, part: string): (DateKind | null)[] {
  const formats = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellXfs = false;
  readXmlPart(zip, part, {
    open(name, attributes) {
      if (name === 'numFmt') {
        const id = Number(attributes.get('numFmtId'));
        const code = attributes.get('formatCode');
        if (Number.isInteger(id) && code !== undefined) formats.set(id, code);
      } else if (name === 'cellXfs') {
        inCellXfs = true;
      } else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes.get('numFmtId') ?? 0);
        styleFormats.push(Number.isInteger(id) ? id : 0);
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
    text() {},
  });
  return styleFormats.map((id) => {
    const code = formats.get(id);
    return code === undefined ? builtInDateKind(id) : customDateKind(code);
  });
}

const DAY_MS = 86_400_000;
/** Day 0 of the 1900 date system counting from 1 March 1900, past Lotus's phantom 29 February 1900. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
/** Before that phantom day the serials are one lower. */
const EPOCH_1900_EARLY = Date.UTC(1899, 11, 31);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** 9999-12-31 in the 1900 system: Excel's last date. */
const LAST_SERIAL = 2_958_465;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date cell's value as text: `YYYY-MM-DD` when its format shows a date only, `HH:mm` for a time
 * of day under a time-only format, else `YYYY-MM-DDTHH:mm`. The time is rounded to the second
 * first (the serial is a binary fraction), then shown to the minute as Excel's `h:mm` does. A
 * serial no date can have stays the number.
 */
function dateText(serial: number, kind: DateKind, date1904: boolean): string | number {
  if (serial < 0 || serial >= LAST_SERIAL + 1) return serial;
  const seconds = Math.round(serial * 86_400);
  const days = Math.floor(seconds / 86_400);
  const secondOfDay = seconds - days * 86_400;
  const time = `${pad(Math.floor(secondOfDay / 3_600))}:${pad(Math.floor((secondOfDay % 3_600) / 60))}`;
  if (kind === 'time' && days === 0) return time;
  const epoch = date1904 ? EPOCH_1904 : days < 61 ? EPOCH_1900_EARLY : EPOCH_1900;
  const day = new Date(epoch + days * DAY_MS).toISOString().slice(0, 10);
  return kind === 'date' ? day : `${day}T${time}`;
}

/** A cell of type `d` (an ISO 8601 date, as strict OOXML writes): its date, and its time when not midnight. */
function isoDateText(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(value.trim());
  if (!match?.[1]) return value.trim() === '' ? null : value;
  return match[2] && match[2] !== '00:00' ? `${match[1]}T${match[2]}` : match[1];
}

/** `C5` → 2 (0-based); the row part is not read. */
function columnOf(reference: string, fail: () => never): number {
  let column = 0;
  let index = 0;
  for (; index < reference.length && index < 4; index += 1) {
    const code = reference.charCodeAt(index) & ~0x20; // upper case
    if (code < 0x41 || code > 0x5a) break;
    column = column * 26 + (code - 0x40);
  }
  if (index === 0 || column > MAX_COLUMN) fail();
  return column - 1;
}

/**
 * The first worksheet's rows into the table, as its XML inflates. Rows and the cells of a row
 * come in ascending order (as the format requires); a row or cell without its `r` follows the
 * previous one. Only cells holding a value are kept; one past `maxColumns` is refused.
 */
class SheetReader implements XmlHandler {
  private inSheetData = false;
  private rowNumber = 0;
  private cells: (Cell | undefined)[] | null = null;
  private column = -1;
  private inCell = false;
  private cellType = 'n';
  private cellStyle = 0;
  private value: string[] | null = null;
  private inline: string[] | null = null;
  private inInline = false;
  private phonetic = false;
  private capture: string[] | null = null;

  constructor(
    private readonly table: TableBuilder,
    private readonly strings: readonly string[],
    private readonly styles: readonly (DateKind | null)[],
    private readonly date1904: boolean,
    private readonly limits: TableFileLimits,
    private readonly fail: () => never,
  ) {}

  open(name: string, attributes: XmlAttributes): void {
    switch (name) {
      case 'sheetData':
        this.inSheetData = true;
        break;
      case 'row': {
        if (!this.inSheetData) return;
        const r = attributes.get('r');
        const number = r === undefined ? this.rowNumber + 1 : /^[1-9][0-9]{0,6}$/.test(r) ? Number(r) : 0;
        if (number <= this.rowNumber || number > MAX_ROW) this.fail();
        this.rowNumber = number;
        this.cells = [];
        this.column = -1;
        break;
      }
      case 'c': {
        if (!this.cells) return;
        const r = attributes.get('r');
        const column = r === undefined ? this.column + 1 : columnOf(r, this.fail);
        if (column <= this.column || column >= MAX_COLUMN) this.fail();
        this.column = column;
        this.inCell = true;
        this.cellType = attributes.get('t') ?? 'n';
        const style = attributes.get('s');
        this.cellStyle = style !== undefined && /^[0-9]{1,6}$/.test(style) ? Number(style) : 0;
        this.value = null;
        this.inline = null;
        break;
      }
      case 'v':
        if (this.inCell) this.capture = this.value = [];
        break;
      case 'is':
        if (this.inCell) {
          this.inInline = true;
          this.inline = [];
        }
        break;
      case 'rPh':
        this.phonetic = true;
        break;
      case 't':
        if (this.inInline && !this.phonetic) this.capture = this.inline;
        break;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'v':
      case 't':
        this.capture = null;
        break;
      case 'rPh':
        this.phonetic = false;
        break;
      case 'is':
        this.inInline = false;
        break;
      case 'c':
        if (this.inCell && this.cells) {
          const value = this.cellValue();
          if (!isBlank(value)) {
            if (this.column >= this.limits.maxColumns) throw new TableFileError('FILE_TOO_MANY_COLUMNS', { max: this.limits.maxColumns });
            this.cells[this.column] = value;
          }
        }
        this.inCell = false;
        break;
      case 'row':
        if (this.cells) this.table.add(this.rowNumber, this.cells);
        this.cells = null;
        break;
      case 'sheetData':
        this.inSheetData = false;
        break;
    }
  }

  text(text: string): void {
    this.capture?.push(text);
  }

  /** The cell's value: its cached `<v>` (a formula is never evaluated), or its inline string. */
  private cellValue(): Cell {
    const value = this.value?.join('');
    const text = (raw: string | undefined) => (raw === undefined || raw === '' ? null : unescapeXstring(raw));
    switch (this.cellType) {
      case 'n': {
        if (value === undefined || value.trim() === '') return null;
        const number = Number(value);
        if (!Number.isFinite(number)) return this.fail();
        const kind = this.styles[this.cellStyle];
        return kind ? dateText(number, kind, this.date1904) : number;
      }
      case 's': {
        if (value === undefined || value.trim() === '') return null;
        const index = /^\s*[0-9]+\s*$/.test(value) ? Number(value) : -1;
        const string = this.strings[index];
        return string === undefined ? this.fail() : string === '' ? null : string;
      }
      case 'str':
        return text(value);
      case 'inlineStr':
        return text(this.inline ? this.inline.join('') : value);
      case 'b':
        if (value === undefined || value.trim() === '') return null;
        if (value.trim() === '1' || value.trim() === 'true') return true;
        if (value.trim() === '0' || value.trim() === 'false') return false;
        return this.fail();
      case 'e':
        return null;
      case 'd':
        return value === undefined ? null : isoDateText(value);
      default:
        return this.fail();
    }
  }
}

function readXlsx(bytes: Uint8Array, limits: TableFileLimits): TableFile {
  const zip = new ZipArchive(bytes, limits);
  // An ODS, a JAR or any other zip has no OPC content types.
  if (!zip.has(CONTENT_TYPES)) throw new TableFileError('FILE_TYPE');
  const types = readContentTypes(zip);
  if (types.binary) throw new TableFileError('FILE_TYPE');
  const names = [...zip.names()];
  if (types.macros || names.some((name) => MACRO_PART.test(name))) throw new TableFileError('FILE_MACROS');
  if (types.externalLinks || names.some((name) => EXTERNAL_LINK_PART.test(name))) throw new TableFileError('FILE_EXTERNAL_LINKS');
  // A Word or PowerPoint file is a zip with content types but no workbook.
  if (types.workbook === null || !zip.has(types.workbook)) throw new TableFileError('FILE_TYPE');

  const relationships = readRelationships(zip, types.workbook);
  if (relationshipOfType(relationships, 'externalLink')) throw new TableFileError('FILE_EXTERNAL_LINKS');
  const workbook = readWorkbook(zip, types.workbook);
  // The first worksheet in the workbook's order (the zip's order means nothing); chart sheets are passed over.
  const sheet = workbook.sheets.map((id) => relationships.get(id)).find((relationship) => relationship?.type.endsWith('/worksheet'));
  if (!sheet || !zip.has(sheet.target)) throw new TableFileError('FILE_NO_SHEET');

  const sharedStrings = relationshipOfType(relationships, 'sharedStrings');
  const strings = sharedStrings && zip.has(sharedStrings.target) ? readSharedStrings(zip, sharedStrings.target) : [];
  const stylesPart = relationshipOfType(relationships, 'styles');
  const styles = stylesPart && zip.has(stylesPart.target) ? readStyles(zip, stylesPart.target) : [];

  const table = new TableBuilder(limits);
  const fail = (): never => {
    throw new TableFileError('FILE_MALFORMED', { part: sheet.target });
  };
  readXmlPart(zip, sheet.target, new SheetReader(table, strings, styles, workbook.date1904, limits, fail));
  return { format: 'xlsx', ...table.result() };
}
