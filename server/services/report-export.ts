import writeXlsxFile from 'write-excel-file/node';
import { xlsxSheet, type ExportTable } from '../../contract/report-export';

/** The report file as XLSX on the server (issue 14, decision 202): write-excel-file, only dependency fflate. */
export async function writeXlsx(table: ExportTable): Promise<Buffer> {
  const { data, options } = xlsxSheet(table);
  return writeXlsxFile(data, options).toBuffer();
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
