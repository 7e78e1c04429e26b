import type { z } from 'zod';
import type { AnyArea } from '../../../contract/area';
import { IMPORT_SCHEMAS } from '../../../contract/import-schemas';
import { cellValue, type ImportOptions, type ImportProblem } from '../../../contract/imports';
import { issueCode } from '../../../contract/validation';
import type { Cell, TableFile } from '../table-file/read-table-file';

/** A row of the file as the import reads it, before the database is asked. */
export interface PreparedRow {
  readonly line: number;
  /** As read, for the failed-rows file. */
  readonly cells: readonly Cell[];
  /** The mapped fields' values as the form's schema leaves them (trimmed, normalised), those without a problem. */
  readonly values: Readonly<Record<string, unknown>>;
  readonly problems: readonly ImportProblem[];
  /** Fields a new record needs that the row leaves empty (or the file does not map). */
  readonly missing: readonly string[];
}

const paramsOf = (issue: z.core.$ZodIssue): ImportProblem['params'] =>
  issue.code === 'too_big' ? { maximum: Number(issue.maximum) } : issue.code === 'too_small' ? { minimum: Number(issue.minimum) } : undefined;

/**
 * Every row's mapped cells as field values, each checked by its field's schema in the area's
 * create schema, with every problem of the row at once (a cell's column named). Runs in the import
 * thread: for a file of tens of thousands of rows this is the CPU-heavy part.
 */
export function prepareRows(file: TableFile, area: AnyArea, options: Pick<ImportOptions, 'mapping' | 'decimalMark'>): PreparedRow[] {
  const declaration = area.import;
  const schema = IMPORT_SCHEMAS[area.key];
  if (!declaration || !schema) throw new Error(`The ${area.key} area has no import`);
  const shape = schema.shape as Record<string, z.ZodType>;
  const required = Object.keys(declaration.fields).filter((field) => !shape[field]!.safeParse(undefined).success);
  const columns = options.mapping.flatMap((field, column) => (field === null || column >= file.headers.length ? [] : [{ field, column }]));
  return file.rows.map(({ line, cells }) => {
    const values: Record<string, unknown> = {};
    const problems: ImportProblem[] = [];
    for (const { field, column } of columns) {
      const read = cellValue(cells[column] ?? null, declaration.fields[field]!, options.decimalMark);
      if ('code' in read) {
        problems.push({ field, column, code: read.code });
        continue;
      }
      // Empty: nothing to check here; a new record that needs the field is told below.
      if (read.value === null) {
        if (!required.includes(field)) values[field] = null;
        continue;
      }
      const parsed = shape[field]!.safeParse(read.value);
      if (parsed.success) values[field] = parsed.data;
      else problems.push({ field, column, code: issueCode(parsed.error.issues[0]!), ...(paramsOf(parsed.error.issues[0]!) ? { params: paramsOf(parsed.error.issues[0]!) } : {}) });
    }
    const failed = new Set(problems.map((problem) => problem.field));
    const missing = required.filter((field) => !(field in values) && !failed.has(field));
    return { line, cells, values, problems, missing };
  });
}
