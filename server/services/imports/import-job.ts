import { parentPort } from 'node:worker_threads';
import { AREA_DECLARATIONS } from '../../../contract/areas';
import type { AnyArea } from '../../../contract/area';
import type { ImportFileInfo, ImportOptions } from '../../../contract/imports';
import { readTableFile, TableFileError, type TableFile } from '../../../contract/table-file';
import { importFileInfo, prepareRows, type PreparedRow } from '../../../contract/import-rows';

/**
 * The body of an import thread (imports.ts): reads an uploaded spreadsheet and, for a check or an
 * import, turns its rows into checked field values. Both are synchronous CPU over untrusted bytes
 * (a zip, XML, tens of thousands of rows), so they never run on the event loop that serves every
 * request (and, on PGlite, the database).
 */
export type ImportJob =
  | { readonly kind: 'read'; readonly bytes: Uint8Array; readonly fileName: string }
  | { readonly kind: 'rows'; readonly bytes: Uint8Array; readonly fileName: string; readonly area: string; readonly options: Pick<ImportOptions, 'mapping' | 'decimalMark'> };

/** A file the reader refused, by its code (contract words: docs/decisions/335-import.md). */
export interface FileRefusal {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export type ImportJobValue =
  | { readonly refused: FileRefusal }
  | { readonly info: ImportFileInfo; readonly rows?: PreparedRow[] };

export function runImportJob(job: ImportJob): ImportJobValue {
  let file: TableFile;
  try {
    file = readTableFile(job.bytes, job.fileName);
  } catch (error) {
    if (error instanceof TableFileError) return { refused: { code: error.code, params: error.params } };
    throw error;
  }
  const info = importFileInfo(file, job.fileName);
  if (job.kind === 'read') return { info };
  const area = (AREA_DECLARATIONS as readonly AnyArea[]).find((entry) => entry.key === job.area);
  if (!area) throw new Error(`No area ${job.area}`);
  return { info, rows: prepareRows(file, area, job.options) };
}

parentPort?.on('message', (job: ImportJob) => {
  try {
    parentPort!.postMessage({ ok: true, value: runImportJob(job) });
  } catch (error) {
    parentPort!.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
