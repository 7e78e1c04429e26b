import { deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import type { SheetData } from 'write-excel-file/universal';
import { excelSerial, XlsxStream } from './xlsx-stream';
import { ListFile } from './list-export';
import { detectFormat, readTableFile, TABLE_FILE_LIMITS, TableFileError, type TableFileErrorCode, type TableFileLimits } from './table-file';

/**
 * The reader of uploaded table files. Every XLSX here is built in the test from hand-written XML
 * zipped by fflate (one is written by the project's own XlsxStream), so each case shows the bytes
 * it is about.
 */

const MiB = 1024 * 1024;
const utf8 = (text: string) => new TextEncoder().encode(text);
/** Text whose characters are all below U+0100, one byte each (as Windows-1252 writes é and ñ). */
const singleBytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function errorOf(bytes: Uint8Array, fileName = 'data.xlsx', limits?: TableFileLimits): { code: TableFileErrorCode; params: Record<string, string | number> } {
  try {
    readTableFile(bytes, fileName, limits);
  } catch (error) {
    if (error instanceof TableFileError) return { code: error.code, params: error.params };
    throw error;
  }
  throw new Error('the file was read without an error');
}

// --- XLSX built from parts --------------------------------------------------------------------

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WORKBOOK_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

interface WorkbookOptions {
  /** The first worksheet's `<sheetData>` content. */
  rows: string;
  /** `<si>` elements. */
  sharedStrings?: string;
  /** `<styleSheet>` content. */
  styles?: string;
  workbookPr?: string;
  workbookType?: string;
  /** More entries, and more content-type overrides / workbook relationships. */
  extraParts?: Zippable;
  extraTypes?: string;
  extraRelationships?: string;
  /** Replaces the worksheet part entirely. */
  sheetXml?: string;
}

const worksheet = (rows: string) => `${DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetData>${rows}</sheetData></worksheet>`;

function xlsx(options: WorkbookOptions): Uint8Array {
  const overrides = [
    `<Override PartName="/xl/workbook.xml" ContentType="${options.workbookType ?? WORKBOOK_TYPE}"/>`,
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
    options.styles ? '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' : '',
    options.sharedStrings !== undefined
      ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
      : '',
    options.extraTypes ?? '',
  ].join('');
  const relationships = [
    `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>`,
    options.styles ? `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` : '',
    options.sharedStrings !== undefined ? `<Relationship Id="rId3" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` : '',
    options.extraRelationships ?? '',
  ].join('');
  const files: Zippable = {
    '[Content_Types].xml': strToU8(
      `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`,
    ),
    '_rels/.rels': strToU8(
      `${DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `${DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">${options.workbookPr ?? ''}<sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(`${DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships}</Relationships>`),
    'xl/worksheets/sheet1.xml': strToU8(options.sheetXml ?? worksheet(options.rows)),
    ...(options.styles ? { 'xl/styles.xml': strToU8(`${DECLARATION}<styleSheet xmlns="${MAIN_NS}">${options.styles}</styleSheet>`) } : {}),
    ...(options.sharedStrings !== undefined
      ? { 'xl/sharedStrings.xml': strToU8(`${DECLARATION}<sst xmlns="${MAIN_NS}">${options.sharedStrings}</sst>`) }
      : {}),
    ...options.extraParts,
  };
  return zipSync(files);
}

/** A row of inline-string cells from column A. */
const textRow = (r: number, ...texts: string[]) =>
  `<row r="${r}">${texts.map((text, index) => `<c r="${String.fromCharCode(65 + index)}${r}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;

// --- A zip written byte by byte, for entries whose compressed bytes the test chooses ----------

interface RawEntry {
  name: string;
  /** Raw deflate data. */
  deflated: Uint8Array;
  /** What the headers claim the entry inflates to. */
  declaredSize: number;
}

/** A zip whose entries' sizes are whatever the test declares: the reader must not believe them. */
function rawZip(entries: RawEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.deflated));
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const deflated = (text: string) => deflateRawSync(Buffer.from(text));

/**
 * A worksheet of `megabytes` MiB of spaces between its tags, compressed about a thousandfold
 * without compressing that much: one mebibyte of spaces is deflated once against a window of
 * spaces and the segment repeated (each one sync-flushed, so they join byte to byte). With
 * `corruptEnd` the stream ends in a block of the reserved type instead of the closing tags: a
 * reader that inflated the whole entry before looking would answer FILE_MALFORMED.
 */
function bombWorksheet(megabytes: number, corruptEnd = false): Uint8Array {
  const window = Buffer.alloc(32 * 1024, 0x20);
  const sync = { level: 9, finishFlush: zlibConstants.Z_SYNC_FLUSH };
  const head = deflateRawSync(Buffer.concat([Buffer.from(`<worksheet xmlns="${MAIN_NS}"><sheetData>`), window]), sync);
  const segment = deflateRawSync(Buffer.alloc(MiB, 0x20), { ...sync, dictionary: window });
  const tail = corruptEnd ? Buffer.from([0x07, 0xff, 0xff]) : deflateRawSync(Buffer.from('</sheetData></worksheet>'));
  return new Uint8Array(Buffer.concat([head, ...Array<Buffer>(megabytes).fill(segment), tail]));
}

/** A workbook's parts (all deflated by zlib) around a worksheet entry given as deflate data. */
function xlsxAroundSheet(sheet: Uint8Array): Uint8Array {
  const small = (name: string, text: string): RawEntry => ({ name, deflated: deflated(text), declaredSize: text.length });
  return rawZip([
    small(
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="${WORKBOOK_TYPE}"/></Types>`,
    ),
    small('xl/workbook.xml', `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    small(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    // The sizes declared are a few kilobytes, whatever the entry really holds.
    { name: 'xl/worksheets/sheet1.xml', deflated: sheet, declaredSize: 4096 },
  ]);
}

/** An OLE compound file's first sector, optionally naming the `EncryptionInfo` stream further in. */
function compoundFile(encrypted: boolean): Uint8Array {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  if (encrypted) Buffer.from('EncryptionInfo', 'utf16le').copy(bytes, 1024);
  else Buffer.from('Workbook', 'utf16le').copy(bytes, 1024);
  return new Uint8Array(bytes);
}

// ---------------------------------------------------------------------------------------------

describe('XLSX cells', () => {
  it('reads shared strings (rich text runs joined, phonetic runs left out), inline strings, numbers, booleans and errors', () => {
    const file = readTableFile(
      xlsx({
        sharedStrings:
          '<si><t>Nama</t></si><si><t xml:space="preserve">Jumlah </t></si><si><r><rPr><b/></rPr><t>Kafé </t></r><r><t>Bunga</t></r><rPh sb="0" eb="1"><t>ignored</t></rPh></si><si><t>A &amp; B &lt;C&gt; &#233;&#x00F1;</t></si><si><t>Aktif</t></si><si><t>Baris_x000D_dua</t></si>',
        rows: [
          '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>4</v></c><c r="D1" t="inlineStr"><is><t>Catatan</t></is></c></row>',
          '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>1250.5</v></c><c r="C2" t="b"><v>1</v></c><c r="D2" t="inlineStr"><is><r><t>satu </t></r><r><t>dua</t></r></is></c></row>',
          '<row r="3"><c r="A3" t="s"><v>3</v></c><c r="B3"><v>-7E-3</v></c><c r="C3" t="b"><v>0</v></c><c r="D3" t="e"><v>#DIV/0!</v></c></row>',
          '<row r="4"><c r="A4" t="s"><v>5</v></c><c r="B4" t="n"><v>42</v></c></row>',
        ].join(''),
      }),
      'pelanggan.xlsx',
    );
    expect(file.format).toBe('xlsx');
    expect(file.delimiter).toBeUndefined();
    expect(file.headers).toEqual(['Nama', 'Jumlah', 'Aktif', 'Catatan']);
    expect(file.rows).toEqual([
      { line: 2, cells: ['Kafé Bunga', 1250.5, true, 'satu dua'] },
      { line: 3, cells: ['A & B <C> éñ', -0.007, false, null] },
      { line: 4, cells: ['Baris\rdua', 42, null, null] },
    ]);
  });

  it('reads a formula cell as its cached value only, and as null without one', () => {
    const file = readTableFile(
      xlsx({
        rows: [
          textRow(1, 'Harga', 'Total', 'Teks'),
          '<row r="2"><c r="A2"><v>10</v></c><c r="B2"><f>A2*3</f><v>30</v></c><c r="C2" t="str"><f>"=x"&amp;A2</f><v>=x10</v></c></row>',
          '<row r="3"><c r="A3"><v>5</v></c><c r="B3"><f>A3*3</f></c><c r="C3" t="str"><f>UPPER("a")</f><v></v></c></row>',
        ].join(''),
      }),
      'harga.xlsx',
    );
    expect(file.rows).toEqual([
      { line: 2, cells: [10, 30, '=x10'] },
      { line: 3, cells: [5, null, null] },
    ]);
  });

  it('places cells by their reference, gaps and missing rows becoming nulls and skipped rows', () => {
    const file = readTableFile(
      xlsx({
        rows: [
          '<row r="2"><c r="B2" t="inlineStr"><is><t>Kode</t></is></c><c r="C2" t="inlineStr"><is><t>Nama</t></is></c><c r="D2" t="inlineStr"><is><t>Kota</t></is></c></row>',
          // A styled empty row and styled empty cells far to the right: no data.
          '<row r="3" s="2" customFormat="1"><c r="A3" s="1"/><c r="XFD3" s="1"/></row>',
          '<row r="5"><c r="D5" t="inlineStr"><is><t>Bandung</t></is></c><c r="XFC5" s="1"/></row>',
          // A row without `r` follows the previous row; a cell without `r` follows the previous cell.
          '<row><c r="B6" t="inlineStr"><is><t>x</t></is></c><c><v>7</v></c></row>',
        ].join(''),
      }),
      'kota.xlsx',
    );
    expect(file.headers).toEqual(['', 'Kode', 'Nama', 'Kota']);
    expect(file.rows).toEqual([
      { line: 5, cells: [null, null, null, 'Bandung'] },
      { line: 6, cells: [null, 'x', 7, null] },
    ]);
  });

  it('turns date-formatted numbers into dates (built-in 14 and 22, custom formats, time of day), other numbers staying numbers', () => {
    const styles = [
      '<numFmts count="3"><numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/><numFmt numFmtId="165" formatCode="&quot;Day&quot; 0"/><numFmt numFmtId="166" formatCode="[$-421]h:mm"/></numFmts>',
      '<cellXfs count="7"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="22"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="166"/><xf numFmtId="3"/></cellXfs>',
    ].join('');
    const file = readTableFile(
      xlsx({
        styles,
        rows: [
          textRow(1, 'Tanggal', 'Waktu', 'Kustom', 'Hari', 'Jam', 'Jumlah'),
          // 46022 is 2025-12-31; .75 is 18:00.
          '<row r="2"><c r="A2" s="1"><v>46022</v></c><c r="B2" s="2"><v>46022.75</v></c><c r="C2" s="3"><v>45658</v></c><c r="D2" s="4"><v>12</v></c><c r="E2" s="5"><v>0.3541666666666667</v></c><c r="F2" s="6"><v>1500</v></c></row>',
          // A date-only format shows the day of a moment; a date-time format shows midnight too.
          '<row r="3"><c r="A3" s="1"><v>46022.9</v></c><c r="B3" s="2"><v>46023</v></c><c r="C3" s="3"><v>1</v></c><c r="D3" s="9"><v>3</v></c></row>',
        ].join(''),
      }),
      'tanggal.xlsx',
    );
    expect(file.rows).toEqual([
      { line: 2, cells: ['2025-12-31', '2025-12-31T18:00', '2025-01-01', 12, '08:30', 1500] },
      { line: 3, cells: ['2025-12-31', '2026-01-01T00:00', '1900-01-01', 3, null, null] },
    ]);
  });

  it('counts dates from 1904 when the workbook says so', () => {
    const file = readTableFile(
      xlsx({
        workbookPr: '<workbookPr date1904="1"/>',
        styles: '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs>',
        rows: textRow(1, 'Tanggal') + '<row r="2"><c r="A2" s="1"><v>44560</v></c></row>',
      }),
      'mac.xlsx',
    );
    expect(file.rows).toEqual([{ line: 2, cells: ['2025-12-31'] }]);
  });

  it('reads the first worksheet in the workbook order, not the first in the zip', () => {
    const sheet = (text: string) => strToU8(worksheet(textRow(1, 'Lembar') + textRow(2, text)));
    // The zip holds the second sheet's part first; the relationship ids are in the other order too.
    const files: Zippable = {
      'xl/worksheets/sheet2.xml': sheet('kedua'),
      '[Content_Types].xml': strToU8(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="${WORKBOOK_TYPE}"/></Types>`,
      ),
      'xl/workbook.xml': strToU8(
        `<x:workbook xmlns:x="${MAIN_NS}" xmlns:rel="${REL_NS}"><x:sheets><x:sheet name="Pertama" sheetId="2" rel:id="rId2"/><x:sheet name="Kedua" sheetId="1" rel:id="rId1"/></x:sheets></x:workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId2" Type="${REL_NS}/worksheet" Target="/xl/worksheets/sheet1.xml"/></Relationships>`,
      ),
      'xl/worksheets/sheet1.xml': sheet('pertama'),
    };
    const file = readTableFile(zipSync(files), 'dua-lembar.xlsx');
    expect(file.rows).toEqual([{ line: 2, cells: ['pertama'] }]);
  });

  it('reads back a workbook written by the project’s own XlsxStream', () => {
    const chunks: Uint8Array[] = [];
    const stream = new XlsxStream({ sheetName: 'Daftar DO', widths: [20, 12, 14, 18], frozenRows: 1 }, (bytes) => chunks.push(bytes));
    stream.row(['Nomor', 'Jumlah', 'Tanggal', 'Dibuat'], 'header');
    stream.row(['DO-001', 1200, { serial: excelSerial(Date.UTC(2026, 0, 5)), time: false }, { serial: excelSerial(Date.UTC(2026, 0, 5, 14, 30)), time: true }]);
    stream.row(['=SUM(A1) & <b>"x"</b>', 2.5, null, null]);
    stream.end();
    const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
    chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.length), 0);

    const file = readTableFile(bytes, 'daftar-do.xlsx');
    expect(file.headers).toEqual(['Nomor', 'Jumlah', 'Tanggal', 'Dibuat']);
    expect(file.rows).toEqual([
      { line: 2, cells: ['DO-001', 1200, '2026-01-05', '2026-01-05T14:30'] },
      { line: 3, cells: ['=SUM(A1) & <b>"x"</b>', 2.5, null, null] },
    ]);
  });

  it('reads back a workbook written by write-excel-file (the report export’s writer): shared strings, custom date formats', async () => {
    const data: SheetData = [
      [{ value: 'Nama' }, { value: 'Jumlah' }, { value: 'Tanggal' }, { value: 'Aktif' }],
      [{ value: 'Kafé & "Bunga"' }, { value: 1234.5, format: '#,##0.00' }, { type: Date, value: new Date(Date.UTC(2026, 0, 5)), format: 'dd/mm/yyyy' }, { type: Boolean, value: true }],
      [{ value: '=SUM(A1)' }, { value: 7 }, { type: Date, value: new Date(Date.UTC(2026, 0, 5, 14, 30)), format: 'dd/mm/yyyy hh:mm' }, { type: Boolean, value: false }],
    ];
    const file = readTableFile(new Uint8Array(await writeXlsxFile(data).toBuffer()), 'laporan.xlsx');
    expect(file.headers).toEqual(['Nama', 'Jumlah', 'Tanggal', 'Aktif']);
    expect(file.rows).toEqual([
      { line: 2, cells: ['Kafé & "Bunga"', 1234.5, '2026-01-05', true] },
      { line: 3, cells: ['=SUM(A1)', 7, '2026-01-05T14:30', false] },
    ]);
  });

  it('decodes text split across the inflater’s chunks, multi-byte characters and entity references included', () => {
    // Varied enough not to compress into a single chunk of the inflater's input.
    const pieces = Array.from({ length: 40_000 }, (_, index) => ((index * 7919) % 10007).toString(36));
    const file = readTableFile(xlsx({ rows: textRow(1, 'Catatan') + textRow(2, pieces.map((piece) => `${piece}é&amp;&#233;&lt;`).join('')) }), 'panjang.xlsx');
    expect(file.rows[0]?.cells[0]).toBe(pieces.map((piece) => `${piece}é&é<`).join(''));
  });

  it('keeps header and cell text that looks like object keys as plain text', () => {
    const file = readTableFile(xlsx({ rows: textRow(1, '__proto__', 'constructor') + textRow(2, 'polluted', 'toString') }), 'keys.xlsx');
    expect(file.headers).toEqual(['__proto__', 'constructor']);
    expect(file.rows).toEqual([{ line: 2, cells: ['polluted', 'toString'] }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('XLSX refusals', () => {
  it('refuses a DOCTYPE or ENTITY anywhere, expanding nothing', () => {
    const laughs = `${DECLARATION}<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><worksheet xmlns="${MAIN_NS}"><sheetData>${textRow(1, 'A')}${textRow(2, '&lol2;')}</sheetData></worksheet>`;
    expect(errorOf(xlsx({ rows: '', sheetXml: laughs }))).toEqual({ code: 'FILE_MALFORMED', params: { part: 'xl/worksheets/sheet1.xml' } });
    const entityOnly = `<!ENTITY x SYSTEM "file:///etc/passwd"><sst xmlns="${MAIN_NS}"><si><t>&x;</t></si></sst>`;
    expect(errorOf(xlsx({ rows: textRow(1, 'A'), extraParts: { 'xl/sharedStrings.xml': strToU8(entityOnly) }, extraRelationships: `<Relationship Id="rId9" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` })).code).toBe(
      'FILE_MALFORMED',
    );
    // A DOCTYPE is refused for itself, even one that declares nothing.
    expect(errorOf(xlsx({ rows: '', sheetXml: `<!DOCTYPE worksheet><worksheet xmlns="${MAIN_NS}"><sheetData>${textRow(1, 'A')}${textRow(2, 'b')}</sheetData></worksheet>` })).code).toBe(
      'FILE_MALFORMED',
    );
    // An entity no DTD defined is malformed too.
    expect(errorOf(xlsx({ rows: textRow(1, 'A') + textRow(2, '&nbsp;') })).code).toBe('FILE_MALFORMED');
  });

  it('refuses broken XML: an unclosed or mismatched element, a bad shared-string index, a bad number', () => {
    expect(errorOf(xlsx({ rows: '<row r="1"><c r="A1"><v>1</v></row>' })).code).toBe('FILE_MALFORMED');
    expect(errorOf(xlsx({ rows: '', sheetXml: `<worksheet xmlns="${MAIN_NS}"><sheetData>${textRow(1, 'A')}` })).code).toBe('FILE_MALFORMED');
    expect(errorOf(xlsx({ sharedStrings: '<si><t>A</t></si>', rows: '<row r="1"><c r="A1" t="s"><v>7</v></c></row>' })).code).toBe('FILE_MALFORMED');
    expect(errorOf(xlsx({ rows: '<row r="1"><c r="A1"><v>12abc</v></c></row>' })).code).toBe('FILE_MALFORMED');
    // Rows must come in ascending order.
    expect(errorOf(xlsx({ rows: textRow(2, 'A') + textRow(1, 'B') })).code).toBe('FILE_MALFORMED');
  });

  it('refuses macros: a VBA project, or a macro-enabled workbook type', () => {
    expect(
      errorOf(
        xlsx({
          rows: textRow(1, 'A') + textRow(2, 'x'),
          extraParts: { 'xl/vbaProject.bin': new Uint8Array([1, 2, 3]) },
          extraTypes: '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
        }),
        'data.xlsm',
      ),
    ).toEqual({ code: 'FILE_MACROS', params: {} });
    expect(errorOf(xlsx({ rows: textRow(1, 'A') + textRow(2, 'x'), extraParts: { 'xl/vbaProject.bin': new Uint8Array([1]) } })).code).toBe('FILE_MACROS');
    expect(errorOf(xlsx({ rows: textRow(1, 'A') + textRow(2, 'x'), workbookType: 'application/vnd.ms-excel.sheet.macroEnabled.main+xml' })).code).toBe('FILE_MACROS');
  });

  it('refuses external links', () => {
    const linked = xlsx({
      rows: textRow(1, 'A') + '<row r="2"><c r="A2"><f>[1]Sheet1!A1</f><v>5</v></c></row>',
      extraParts: { 'xl/externalLinks/externalLink1.xml': strToU8(`<externalLink xmlns="${MAIN_NS}"/>`) },
      extraTypes: '<Override PartName="/xl/externalLinks/externalLink1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.externalLink+xml"/>',
      extraRelationships: `<Relationship Id="rId4" Type="${REL_NS}/externalLink" Target="externalLinks/externalLink1.xml"/>`,
    });
    expect(errorOf(linked)).toEqual({ code: 'FILE_EXTERNAL_LINKS', params: {} });
  });

  it('stops inflating a zip bomb as soon as the running total passes the limit, whatever sizes the zip declares', () => {
    // The limit is lowered so that the test inflates megabytes, not the default's 200 MiB.
    const limits = { ...TABLE_FILE_LIMITS, maxInflatedBytes: 8 * MiB };
    // 300 MiB of spaces inside the worksheet, compressed a thousandfold, declared as 4 KB, and
    // corrupt at its very end: answered by the running total, long before the end is reached.
    const bomb = xlsxAroundSheet(bombWorksheet(300, true));
    expect(bomb.length).toBeLessThan(400_000);
    expect(errorOf(bomb, 'data.xlsx', limits)).toEqual({ code: 'FILE_INFLATED_TOO_LARGE', params: { max: 8 * MiB } });
    // Just past the limit is refused; the same shape under it is an ordinary (empty) worksheet, and
    // the corrupt end is found once it is reached.
    expect(errorOf(xlsxAroundSheet(bombWorksheet(9)), 'data.xlsx', limits).code).toBe('FILE_INFLATED_TOO_LARGE');
    expect(errorOf(xlsxAroundSheet(bombWorksheet(2)), 'data.xlsx', limits).code).toBe('FILE_NO_HEADER');
    expect(errorOf(xlsxAroundSheet(bombWorksheet(2, true)), 'data.xlsx', limits)).toEqual({ code: 'FILE_MALFORMED', params: { part: 'xl/worksheets/sheet1.xml' } });
  });

  it('refuses a zip whose entry disagrees with its directory, that holds a part twice, or that is cut short', () => {
    const bytes = xlsx({ rows: textRow(1, 'A') + textRow(2, 'b') });
    // The worksheet's local header (before the directory, which names the part again) renamed `sheetX.xml`.
    const renamed = Buffer.from(bytes);
    renamed[renamed.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet'.length] = 'X'.charCodeAt(0);
    expect(errorOf(new Uint8Array(renamed)).code).toBe('FILE_MALFORMED');
    const twice = xlsx({ rows: textRow(1, 'A') + textRow(2, 'b'), extraParts: { 'XL/Worksheets/Sheet1.xml': strToU8(worksheet(textRow(1, 'B') + textRow(2, 'c'))) } });
    expect(errorOf(twice).code).toBe('FILE_MALFORMED');
    expect(errorOf(bytes.subarray(0, bytes.length - 40)).code).toBe('FILE_MALFORMED');
  });

  it('refuses a zip of more entries than the limit', () => {
    const files: Zippable = {};
    for (let index = 0; index <= TABLE_FILE_LIMITS.maxZipEntries; index += 1) files[`xl/media/image${index}.png`] = new Uint8Array(1);
    expect(errorOf(zipSync(files))).toEqual({ code: 'FILE_ZIP_ENTRIES', params: { max: 1_000 } });
  });

  it('refuses zips that are not workbooks: an ODS, a Word document, a plain zip', () => {
    const ods = zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.spreadsheet'), 'content.xml': strToU8('<office:document-content/>') });
    expect(errorOf(ods, 'data.ods').code).toBe('FILE_TYPE');
    const docx = zipSync({
      '[Content_Types].xml': strToU8(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      'word/document.xml': strToU8('<w:document/>'),
    });
    expect(errorOf(docx, 'data.xlsx').code).toBe('FILE_TYPE');
    expect(errorOf(zipSync({ 'a.txt': strToU8('Nama\nBudi') }), 'data.csv').code).toBe('FILE_TYPE');
  });

  it('answers FILE_NO_SHEET for a workbook without a worksheet', () => {
    const bytes = zipSync({
      '[Content_Types].xml': strToU8(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="${WORKBOOK_TYPE}"/></Types>`,
      ),
      'xl/workbook.xml': strToU8(`<workbook xmlns="${MAIN_NS}"><sheets/></workbook>`),
    });
    expect(errorOf(bytes).code).toBe('FILE_NO_SHEET');
  });

  it('refuses a header row with no data, duplicate headers and data under a blank header', () => {
    expect(errorOf(xlsx({ rows: textRow(1, 'Nama', 'Kota') }))).toEqual({ code: 'FILE_HEADER_ONLY', params: {} });
    expect(errorOf(xlsx({ rows: '' }))).toEqual({ code: 'FILE_NO_HEADER', params: {} });
    expect(errorOf(xlsx({ rows: textRow(1, 'Nama', ' NAMA ') + textRow(2, 'a', 'b') }))).toEqual({ code: 'FILE_DUPLICATE_HEADER', params: { header: 'NAMA' } });
    expect(
      errorOf(
        xlsx({
          rows: '<row r="2"><c r="B2" t="inlineStr"><is><t>Kode</t></is></c><c r="C2" t="inlineStr"><is><t>Nama</t></is></c></row>' + textRow(3, 'x', 'K1', 'Budi'),
        }),
      ),
    ).toEqual({ code: 'FILE_EMPTY_HEADER', params: { column: 1 } });
  });

  it('stops at the first row past the limit, before reading further', () => {
    const rows: string[] = [textRow(1, 'Nomor', 'Nama')];
    for (let r = 2; r <= 50_002; r += 1) rows.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c><c r="B${r}" t="inlineStr"><is><t>Nama ${r}</t></is></c></row>`);
    // Broken XML after the 50,001st data row: never reached.
    const tooMany = xlsx({ rows: '', sheetXml: `<worksheet xmlns="${MAIN_NS}"><sheetData>${rows.join('')}<row r="1"><c><broken` });
    expect(errorOf(tooMany)).toEqual({ code: 'FILE_TOO_MANY_ROWS', params: { max: 50_000 } });
    const exactly = readTableFile(xlsx({ rows: rows.slice(0, 50_001).join('') }), 'data.xlsx');
    expect(exactly.rows.length).toBe(50_000);
    expect(exactly.rows.at(-1)).toEqual({ line: 50_001, cells: [50_001, 'Nama 50001'] });
  });

  it('refuses a value past the column limit', () => {
    const wide = Array.from({ length: 101 }, (_, index) => `H${index}`);
    const cells = wide.map((text) => `<c t="inlineStr"><is><t>${text}</t></is></c>`).join('');
    expect(errorOf(xlsx({ rows: `<row r="1">${cells}</row>` }))).toEqual({ code: 'FILE_TOO_MANY_COLUMNS', params: { max: 100 } });
  });
});

describe('files that are neither', () => {
  it('refuses a renamed PDF, a PNG and an old binary .xls by their bytes', () => {
    expect(errorOf(utf8('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), 'pelanggan.csv')).toEqual({ code: 'FILE_TYPE', params: {} });
    expect(errorOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'data.xlsx').code).toBe('FILE_TYPE');
    expect(errorOf(compoundFile(false), 'data.xls').code).toBe('FILE_TYPE');
  });

  it('refuses a password-protected XLSX (an OLE file holding EncryptionInfo) as encrypted', () => {
    expect(errorOf(compoundFile(true), 'data.xlsx').code).toBe('FILE_ENCRYPTED');
    expect(errorOf(compoundFile(true), 'renamed.bin').code).toBe('FILE_ENCRYPTED');
    // Named .xlsx, an OLE file can be nothing else than an encrypted workbook.
    expect(errorOf(compoundFile(false), 'data.xlsx').code).toBe('FILE_ENCRYPTED');
  });

  it('refuses an empty file, whitespace only, a BOM only', () => {
    expect(errorOf(new Uint8Array(0), 'data.csv').code).toBe('FILE_EMPTY');
    expect(errorOf(utf8(' \r\n\t\n'), 'data.csv').code).toBe('FILE_EMPTY');
    expect(errorOf(new Uint8Array([0xef, 0xbb, 0xbf, 0x0d, 0x0a]), 'data.csv').code).toBe('FILE_EMPTY');
    expect(errorOf(new Uint8Array([0xff, 0xfe]), 'data.csv').code).toBe('FILE_EMPTY');
  });

  it('checks the size first', () => {
    const limits = { ...TABLE_FILE_LIMITS, maxBytes: 16 };
    expect(errorOf(utf8('%PDF-1.7 and more bytes'), 'data.csv', limits)).toEqual({ code: 'FILE_TOO_LARGE', params: { max: 16 } });
    expect(errorOf(new Uint8Array(TABLE_FILE_LIMITS.maxBytes + 1), 'data.csv')).toEqual({ code: 'FILE_TOO_LARGE', params: { max: 20 * MiB } });
  });

  it('refuses text holding NUL bytes or control characters, and HTML or XML saved as a spreadsheet', () => {
    expect(errorOf(utf8('Nama\0,Kota\nBudi,Bandung'), 'data.csv').code).toBe('FILE_TYPE');
    expect(errorOf(utf8('Nama,Kota\nBudi\u0002,Bandung'), 'data.csv').code).toBe('FILE_TYPE');
    expect(errorOf(utf8('<html><table><tr><td>Nama</td></tr></table></html>'), 'laporan.xls').code).toBe('FILE_TYPE');
    expect(errorOf(utf8('<?xml version="1.0"?><Workbook/>'), 'laporan.xls').code).toBe('FILE_TYPE');
  });

  it('detects the format by the bytes', () => {
    expect(detectFormat(xlsx({ rows: '' }), 'data.csv')).toBe('xlsx');
    expect(detectFormat(utf8('Nama;Kota'), 'data.xlsx')).toBe('csv');
  });
});

describe('CSV', () => {
  it('reads Windows-1252 when the bytes are not UTF-8', () => {
    const file = readTableFile(singleBytes('Nama,Kota\r\nJos\u00e9,Pe\u00f1a\r\n'), 'data.csv');
    expect(file).toEqual({ format: 'csv', delimiter: ',', encoding: 'windows-1252', headers: ['Nama', 'Kota'], rows: [{ line: 2, cells: ['José', 'Peña'] }] });
  });

  it('reads UTF-8 with and without a BOM, and UTF-16LE with its BOM', () => {
    const withBom = readTableFile(utf8('\uFEFFNama;Kota\r\nKafé;Bandung\r\n'), 'data.csv');
    expect(withBom).toMatchObject({ encoding: 'utf-8-bom', delimiter: ';', headers: ['Nama', 'Kota'], rows: [{ line: 2, cells: ['Kafé', 'Bandung'] }] });
    expect(readTableFile(utf8('Nama\nKafé\n'), 'data.csv')).toMatchObject({ encoding: 'utf-8', delimiter: ',', headers: ['Nama'], rows: [{ line: 2, cells: ['Kafé'] }] });
    // One column whose value holds a semicolon is still one column.
    expect(readTableFile(utf8('Nama\nBudi; S.T.\n'), 'data.csv')).toMatchObject({ delimiter: ',', headers: ['Nama'], rows: [{ line: 2, cells: ['Budi; S.T.'] }] });
    const utf16 = new Uint8Array(Buffer.from('\uFEFFNama\tKota\r\nKafé\tSurabaya\r\n', 'utf16le'));
    expect(readTableFile(utf16, 'data.txt')).toMatchObject({ encoding: 'utf-16le', delimiter: '\t', rows: [{ line: 2, cells: ['Kafé', 'Surabaya'] }] });
  });

  it('detects semicolons beside decimal commas, keeping every cell as its text', () => {
    const file = readTableFile(utf8('Nama Barang;Harga;Berat\r\nSemen;1.000;1,5\r\nPasir;25.000;0,75\r\n'), 'barang.csv');
    expect(file.delimiter).toBe(';');
    expect(file.headers).toEqual(['Nama Barang', 'Harga', 'Berat']);
    expect(file.rows).toEqual([
      { line: 2, cells: ['Semen', '1.000', '1,5'] },
      { line: 3, cells: ['Pasir', '25.000', '0,75'] },
    ]);
  });

  it('detects tabs', () => {
    const file = readTableFile(utf8('Kode\tNama, Lengkap\tKota\nA1\tBudi, S.T.\tBandung\nA2\tSiti\tMedan\n'), 'data.tsv');
    expect(file.delimiter).toBe('\t');
    expect(file.rows).toEqual([
      { line: 2, cells: ['A1', 'Budi, S.T.', 'Bandung'] },
      { line: 3, cells: ['A2', 'Siti', 'Medan'] },
    ]);
  });

  it('follows a `sep=` line', () => {
    const file = readTableFile(utf8('sep=;\r\nA,1;B\r\nx,2;y\r\n'), 'data.csv');
    expect(file).toMatchObject({ delimiter: ';', headers: ['A,1', 'B'], rows: [{ line: 3, cells: ['x,2', 'y'] }] });
  });

  it('keeps formula-looking cells as plain text', () => {
    const file = readTableFile(utf8('Nama,Catatan,Telepon,Akun\n=SUM(A1),"=HYPERLINK(""http://x"")",+6281234,@budi\n-5,=1+1,-,@\n'), 'data.csv');
    expect(file.rows).toEqual([
      { line: 2, cells: ['=SUM(A1)', '=HYPERLINK("http://x")', '+6281234', '@budi'] },
      { line: 3, cells: ['-5', '=1+1', '-', '@'] },
    ]);
  });

  it('reads quoted fields with delimiters, quotes and line breaks, on CRLF, LF and CR lines', () => {
    const text = 'Nama,Alamat,Catatan\r\n"Budi, S.T.","Jl. Merdeka 5\r\nBandung","kata ""ok"""\r\n\r\nSiti,  spasi  ,\nAni,"x"y,z\rDodi,,\n';
    const file = readTableFile(utf8(text), 'data.csv');
    expect(file.rows).toEqual([
      { line: 2, cells: ['Budi, S.T.', 'Jl. Merdeka 5\r\nBandung', 'kata "ok"'] },
      { line: 5, cells: ['Siti', '  spasi  ', null] },
      { line: 6, cells: ['Ani', 'xy', 'z'] },
      { line: 7, cells: ['Dodi', null, null] },
    ]);
  });

  it('refuses an unclosed quote, naming the line it opens on', () => {
    expect(errorOf(utf8('Nama,Kota\nBudi,Bandung\nSiti,"Medan\nAni,Solo\n'), 'data.csv')).toEqual({ code: 'FILE_MALFORMED', params: { line: 3 } });
  });

  it('refuses header only, no header, duplicates, and data under a blank header', () => {
    expect(errorOf(utf8('Nama;Kota\r\n;;\r\n'), 'data.csv').code).toBe('FILE_HEADER_ONLY');
    expect(errorOf(utf8(';;\r\n ; ;\r\n'), 'data.csv').code).toBe('FILE_NO_HEADER');
    expect(errorOf(utf8('Nama,Kota,nama\nBudi,Bandung,x\n'), 'data.csv')).toEqual({ code: 'FILE_DUPLICATE_HEADER', params: { header: 'nama' } });
    expect(errorOf(utf8('Nama,,Kota\nBudi,x,Bandung\n'), 'data.csv')).toEqual({ code: 'FILE_EMPTY_HEADER', params: { column: 2 } });
    expect(errorOf(utf8('Nama,Kota\nBudi,Bandung,lebih\n'), 'data.csv')).toEqual({ code: 'FILE_EMPTY_HEADER', params: { column: 3 } });
    // A blank header over an empty column, and trailing empty cells, are fine.
    expect(readTableFile(utf8('Nama,,Kota\nBudi,,Bandung,,\n'), 'data.csv').rows).toEqual([{ line: 2, cells: ['Budi', null, 'Bandung'] }]);
  });

  it('refuses more than the data rows allowed, stopping as soon as it passes', () => {
    const lines = ['Nomor;Nama'];
    for (let index = 1; index <= 50_001; index += 1) lines.push(`${index};Pelanggan ${index}`);
    // An unclosed quote after the 50,001st data row: never reached.
    expect(errorOf(utf8(`${lines.join('\r\n')}\r\n"unclosed`), 'data.csv')).toEqual({ code: 'FILE_TOO_MANY_ROWS', params: { max: 50_000 } });
    const exactly = readTableFile(utf8(lines.slice(0, 50_001).join('\r\n')), 'data.csv');
    expect(exactly.rows.length).toBe(50_000);
    expect(exactly.rows.at(-1)).toEqual({ line: 50_001, cells: ['50000', 'Pelanggan 50000'] });
  });

  it('refuses a value past the column limit but not trailing empty cells', () => {
    const header = Array.from({ length: 3 }, (_, index) => `H${index}`).join(',');
    expect(readTableFile(utf8(`${header}${','.repeat(500)}\na,b,c${','.repeat(500)}\n`), 'data.csv').headers).toEqual(['H0', 'H1', 'H2']);
    const wide = Array.from({ length: 101 }, (_, index) => `H${index}`).join(',');
    expect(errorOf(utf8(`${wide}\n`), 'data.csv')).toEqual({ code: 'FILE_TOO_MANY_COLUMNS', params: { max: 100 } });
  });
});

describe('a file LAJU exported', () => {
  const exported = (format: 'csv' | 'xlsx') => {
    const chunks: Uint8Array[] = [];
    const file = new ListFile(
      {
        format,
        separator: 'semicolon',
        lang: 'id',
        timeZone: 'Asia/Jakarta',
        title: 'Daftar Kustomer',
        filters: [{ label: 'Status', value: 'Aktif' }],
        generatedAt: new Date('2026-12-05T03:00:00Z'),
        rowCount: 2,
        chosen: false,
        columns: [
          { header: 'Nama', kind: 'text', field: 'name' },
          { header: 'Telepon', kind: 'text', field: 'phone' },
          { header: 'Email', kind: 'text', field: 'email' },
        ],
      },
      (bytes) => chunks.push(bytes),
    );
    file.rows([
      { name: 'Toko Sinar Jaya', phone: '0812 3456 7890', email: null },
      { name: 'CV Maju', phone: null, email: 'maju@contoh.id' },
    ]);
    file.end();
    return Uint8Array.from(chunks.flatMap((chunk) => [...chunk]));
  };

  it.each(['csv', 'xlsx'] as const)('comes back in as it left (%s): the heading above the header is passed over', (format) => {
    const table = readTableFile(exported(format), `daftar-kustomer.${format}`);
    expect(table.headers).toEqual(['Nama', 'Telepon', 'Email']);
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['Toko Sinar Jaya', '0812 3456 7890', null],
      ['CV Maju', null, 'maju@contoh.id'],
    ]);
  });

  it('a one-column file is not taken for a heading', () => {
    const table = readTableFile(new TextEncoder().encode('Nama\nToko A\n\nToko B\n'), 'nama.csv');
    expect(table.headers).toEqual(['Nama']);
    expect(table.rows.map((row) => row.cells[0])).toEqual(['Toko A', 'Toko B']);
  });
});
