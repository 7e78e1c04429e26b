import { parentPort } from 'node:worker_threads';
import writeXlsxFile from 'write-excel-file/node';
import { defaultCsvSeparator, exportTable, toCsv, xlsxSheet } from '../../contract/report-export';
import type { CsvSeparator, ExportFormat, ExportLanguage, OutgoingReport } from '../../contract/reports';

/**
 * The body of an export worker (report-export.ts, decision 235): builds one file from a report
 * and hands its bytes back (transferred, not copied). Runs in a worker thread, so writing an
 * XLSX of 10,000 rows (about a second of CPU) never holds the server's event loop.
 */
export interface ExportJob {
  readonly report: OutgoingReport;
  readonly format: ExportFormat;
  readonly lang: ExportLanguage;
  /** A CSV's separator; the language's usual one when absent. */
  readonly separator?: CsvSeparator;
}

export async function buildExportFile({ report, format, lang, separator }: ExportJob): Promise<Uint8Array> {
  const table = exportTable(report, lang);
  if (format === 'csv') return new TextEncoder().encode(toCsv(table, separator ?? defaultCsvSeparator(lang)));
  const { data, options } = xlsxSheet(table);
  return new Uint8Array(await writeXlsxFile(data, options).toBuffer());
}

parentPort?.on('message', (job: ExportJob) => {
  buildExportFile(job).then(
    (bytes) => {
      // A Buffer may sit in Node's shared pool: copy into an ArrayBuffer of its own to transfer it.
      const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
      parentPort!.postMessage({ ok: true, bytes: own }, [own.buffer as ArrayBuffer]);
    },
    (error: unknown) => parentPort!.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
