import type { ImportProblem, ImportRecord } from '../../../contract/imports';
import type { Cell } from '../../../contract/table-file';

/** An import as the mock keeps it: its record, and its failed rows for their file (the server's `failed_rows`). */
export interface MockImport {
  readonly record: ImportRecord;
  readonly failedRows: {
    readonly headers: readonly string[];
    readonly delimiter: string | null;
    readonly rows: readonly { readonly line: number; readonly cells: readonly Cell[]; readonly problems: readonly ImportProblem[] }[];
  } | null;
}

const imports: MockImport[] = [];

/** Every area's imports (the server's `imports` table), emptied with the rest of the mock db. */
export const importStore = {
  /** An area's imports, newest first. */
  of: (area: string) => imports.filter((entry) => entry.record.area === area).reverse(),
  find: (id: number) => imports.find((entry) => entry.record.id === id),
  nextId: () => imports.length + 1,
  add: (entry: MockImport) => {
    imports.push(entry);
  },
  reset: () => {
    imports.length = 0;
  },
};
