import { Zip, ZipDeflate, strToU8 } from 'fflate';

/**
 * One worksheet written row by row into a zipped XLSX as it goes (docs/decisions/331-list-export.md):
 * a list export of any length holds one batch of rows in memory, never the whole sheet. Only what
 * a list needs: inline text, numbers, dates and date-times as Excel's own date cells (shown in
 * the reader's regional format), bold and shaded rows, fixed column widths and frozen top rows.
 * The zip's bytes come out through `onData` in order; `end()` gives the last of them.
 */
export type XlsxValue = string | number | XlsxDate | null;
/** A wall-clock moment as Excel counts it: days since 1899-12-30, the time as the fraction. */
export interface XlsxDate {
  readonly serial: number;
  /** Whether the time of day is shown (`d/m/yyyy h:mm`) or only the day. */
  readonly time: boolean;
}
export type XlsxRowStyle = 'title' | 'label' | 'plain' | 'header' | 'bold';

export interface XlsxSheetOptions {
  readonly sheetName: string;
  /** Characters per column. */
  readonly widths: readonly number[];
  /** Rows kept in view when scrolling (the heading down to the header row). */
  readonly frozenRows: number;
}

const DAY_MS = 86_400_000;
/** Excel's serial day of 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;
/** A wall-clock time (milliseconds as if UTC) as Excel's serial number. */
export const excelSerial = (wallMs: number) => wallMs / DAY_MS + UNIX_EPOCH_SERIAL;

// Style indexes of styles.xml's cellXfs below.
const STYLE = { plain: 0, title: 1, bold: 2, header: 3, number: 4, date: 5, dateTime: 6, boldNumber: 7 } as const;

const STYLES_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<fonts count="3"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="14"/><name val="Calibri"/></font></fonts>
<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFE8EEF4"/><bgColor indexed="64"/></patternFill></fill></fills>
<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border><border><left/><right/><top/><bottom style="thin"><color auto="1"/></bottom><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="8">
<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>
<xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/>
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>
<xf numFmtId="0" fontId="1" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1"/>
<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>
<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>
<xf numFmtId="22" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>
<xf numFmtId="3" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/>
</cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;

const CONTENT_TYPES_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

/** Text as XML character data: the five escapes, and the control characters XML 1.0 cannot hold dropped. */
const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : '&quot;'));

/** `0` → `A`, `27` → `AB`. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Sheet names: at most 31 characters, none of `\ / ? * [ ] :`. */
const sheetNameOf = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').trim().slice(0, 31) || 'Sheet1';

export class XlsxStream {
  private readonly zip: Zip;
  private readonly sheet: ZipDeflate;
  private readonly letters: string[];
  private rowNumber = 0;
  private pending: string[] = [];
  private pendingLength = 0;

  constructor(
    options: XlsxSheetOptions,
    onData: (bytes: Uint8Array, final: boolean) => void,
    onError: (error: Error) => void = (error) => {
      throw error;
    },
  ) {
    this.zip = new Zip((error, bytes, final) => (error ? onError(error) : onData(bytes, final)));
    const fixed = (name: string, xml: string) => {
      const file = new ZipDeflate(name, { level: 6 });
      this.zip.add(file);
      file.push(strToU8(xml), true);
    };
    fixed('[Content_Types].xml', CONTENT_TYPES_XML);
    fixed('_rels/.rels', ROOT_RELS_XML);
    fixed(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetNameOf(options.sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    );
    fixed('xl/_rels/workbook.xml.rels', WORKBOOK_RELS_XML);
    fixed('xl/styles.xml', STYLES_XML);
    this.letters = options.widths.map((_, index) => columnLetters(index));
    this.sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
    this.zip.add(this.sheet);
    const frozen =
      options.frozenRows > 0
        ? `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${options.frozenRows}" topLeftCell="A${options.frozenRows + 1}" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>`
        : '';
    const cols = options.widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('');
    this.write(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${frozen}${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`,
    );
  }

  /** Appends one row; cells past the declared columns are written too, without a width. */
  row(cells: readonly XlsxValue[], style: XlsxRowStyle = 'plain'): void {
    this.rowNumber += 1;
    const r = this.rowNumber;
    const textStyle = style === 'title' ? STYLE.title : style === 'header' ? STYLE.header : style === 'bold' || style === 'label' ? STYLE.bold : STYLE.plain;
    let xml = `<row r="${r}">`;
    cells.forEach((cell, index) => {
      if (cell === null || cell === '') return;
      // A label row is bold in its first cell only: "Kustomer" bold, the customer's name plain.
      const own = style === 'label' && index > 0 ? STYLE.plain : textStyle;
      const ref = `${this.letters[index] ?? columnLetters(index)}${r}`;
      if (typeof cell === 'number') {
        const numeric = own === STYLE.bold || own === STYLE.header ? STYLE.boldNumber : Number.isInteger(cell) ? STYLE.number : STYLE.plain;
        xml += Number.isFinite(cell) ? `<c r="${ref}" s="${numeric}"><v>${cell}</v></c>` : '';
      } else if (typeof cell === 'string') {
        xml += `<c r="${ref}" t="inlineStr" s="${own}"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
      } else {
        xml += `<c r="${ref}" s="${cell.time ? STYLE.dateTime : STYLE.date}"><v>${cell.serial}</v></c>`;
      }
    });
    this.write(`${xml}</row>`);
  }

  /** Closes the sheet and the zip; the last bytes reach `onData` with `final`. */
  end(): void {
    this.write('</sheetData></worksheet>');
    this.flush(true);
    this.zip.end();
  }

  /** Gathers small rows into pushes of a few tens of kilobytes: deflate works best on those. */
  private write(xml: string) {
    this.pending.push(xml);
    this.pendingLength += xml.length;
    if (this.pendingLength >= 64 * 1024) this.flush(false);
  }

  private flush(final: boolean) {
    if (this.pending.length === 0 && !final) return;
    const chunk = this.pending.join('');
    this.pending = [];
    this.pendingLength = 0;
    this.sheet.push(strToU8(chunk), final);
  }
}
