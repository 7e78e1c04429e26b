import { serialize } from 'node:v8';
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

/**
 * Rows per batch of the answer. The checked rows go back serialised a batch at a time
 * (`node:v8`, the structured clone's own format): the event loop reads them back one batch per
 * turn, serving other requests between, instead of taking tens of thousands of rows in one
 * message, which held it for as long as they took to rebuild.
 */
export const ROWS_PER_BATCH = 1_000;

export type ImportJobValue =
  | { readonly refused: FileRefusal }
  | { readonly info: ImportFileInfo; readonly rowBatches?: Uint8Array[] };

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
  const rows: PreparedRow[] = prepareRows(file, area, job.options);
  const rowBatches: Uint8Array[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_BATCH) rowBatches.push(serialize(rows.slice(start, start + ROWS_PER_BATCH)));
  return { info, rowBatches };
}

parentPort?.on('message', (job: ImportJob) => {
  try {
    const value = runImportJob(job);
    // Each batch owns its memory (node:v8's serialize): moved to the event loop's side, not copied.
    const moved = 'rowBatches' in value ? (value.rowBatches ?? []).map((batch) => batch.buffer as ArrayBuffer) : [];
    parentPort!.postMessage({ ok: true, value }, moved);
  } catch (error) {
    parentPort!.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
