import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import type { ExportRow, ExportTable } from '../../contract/report-export';

/**
 * The report file as XLSX (issue 14, decision 202), with write-excel-file (only dependency:
 * fflate), on the server: numbers are numeric cells with a `#,##0` format (Excel shows them with
 * the reader's own separators, so an Indonesian Excel never reads 1.234 as a decimal), the rows
 * down to the header are frozen, and every column is as wide as its longest value.
 */
const NUMBER_FORMAT = '#,##0';
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

const STYLE: Record<ExportRow['kind'], Omit<Extract<Cell, object>, 'value' | 'type'>> = {
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
    row.cells.forEach((cell, index) => {
      if (cell === null || row.kind === 'title' || (row.kind === 'meta' && index > 0) || row.kind === 'blank') return;
      const length = typeof cell === 'number' ? grouped.format(cell).length : cell.length;
      widths[index] = Math.min(MAX_WIDTH, Math.max(widths[index]!, length + 2));
    });
  }
  return widths;
}

export function sheetOf(table: ExportTable): SheetData {
  return table.rows.map((row) =>
    row.cells.map((cell, index): Cell => {
      const style = row.kind === 'meta' && index === 0 ? { fontWeight: 'bold' as const } : STYLE[row.kind];
      if (cell === null) return row.kind === 'header' || row.kind === 'total' ? { value: '', type: String, ...style } : null;
      if (typeof cell === 'number') return { value: cell, type: Number, format: NUMBER_FORMAT, ...style };
      return { value: cell, type: String, ...style };
    }),
  );
}

export async function writeXlsx(table: ExportTable, sheetName: string): Promise<Buffer> {
  return writeXlsxFile(sheetOf(table), {
    sheet: sheetName.slice(0, 31),
    columns: columnWidths(table).map((width) => ({ width })),
    stickyRowsCount: table.headerIndex + 1,
  }).toBuffer();
}

/**
 * At most `limit` exports build at once; the others wait their turn (an XLSX of 10,000 rows holds
 * its XML in memory while it is zipped). A waiting export whose client goes away leaves the queue.
 */
export class ExportQueue {
  private running = 0;
  private readonly waiting: { start: () => void; signal: AbortSignal }[] = [];
  /** Exports started and not yet finished (waiting or building), for tests and the bench. */
  active = 0;
  /** Exports given up because their client went away. */
  cancelled = 0;

  constructor(private readonly limit = 2) {}

  async run<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    this.active += 1;
    try {
      try {
        await this.turn(signal);
      } catch (error) {
        this.cancelled += 1;
        throw error;
      }
      try {
        return await work();
      } catch (error) {
        if (signal.aborted) this.cancelled += 1;
        throw error;
      } finally {
        this.running -= 1;
        this.next();
      }
    } finally {
      this.active -= 1;
    }
  }

  private turn(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    if (this.running < this.limit) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        signal,
        start: () => {
          signal.removeEventListener('abort', onAbort);
          this.running += 1;
          resolve();
        },
      };
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(signal.reason as Error);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(entry);
    });
  }

  private next() {
    this.waiting.shift()?.start();
  }
}
