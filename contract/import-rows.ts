import type { z } from 'zod';
import type { AnyArea } from './area';
import { IMPORT_SCHEMAS } from './import-schemas';
import { cellValue, IMPORT_OUTCOMES, IMPORT_PREVIEW_ROWS, type ImportCounts, type ImportFileInfo, type ImportOptions, type ImportOutcome, type ImportProblem } from './imports';
import { issueCode } from './validation';
import type { Cell, TableFile } from './table-file';

/** How a file was read, as the read step answers it: its headers and its first rows. */
export function importFileInfo(file: TableFile, fileName: string): ImportFileInfo {
  return {
    fileName,
    format: file.format,
    ...(file.delimiter ? { delimiter: file.delimiter } : {}),
    ...(file.encoding ? { encoding: file.encoding } : {}),
    headers: file.headers,
    rows: file.rows.length,
    preview: file.rows.slice(0, IMPORT_PREVIEW_ROWS),
  };
}

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
 * create schema, with every problem of the row at once (a cell's column named). Runs in the server's
 * import thread and in the mock: for a file of tens of thousands of rows this is the CPU-heavy part.
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
      // Empty: the field's own "none" (null for an optional value, '' for free text), as the form
      // saves an empty field; a field every record needs is told below, for a new record.
      if (read.value === null) {
        const none = [null, ''].map((value) => shape[field]!.safeParse(value)).find((result) => result.success);
        if (none && !required.includes(field)) values[field] = none.data;
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

/** A record a unique value of the file names, as read (a row of its table, or the mock's record). */
export type HeldRecord = { readonly id: number; readonly version: number } & Record<string, unknown>;

/** What a row of a check became, with the record its key names and, for an update, what changes. */
export interface PlannedRow {
  readonly row: PreparedRow;
  readonly outcome: ImportOutcome;
  readonly key: string | null;
  readonly problems: readonly ImportProblem[];
  readonly record?: HeldRecord;
  readonly changes?: Readonly<Record<string, unknown>>;
}

/** How a unique field's values are compared: its declared rule (lower-case or exact). */
export function comparer(area: AnyArea, field: string) {
  const rule = area.list?.unique?.[field]?.compare ?? 'exact';
  return (value: unknown) => (rule === 'lower' ? String(value).toLowerCase() : String(value));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What each row becomes, given the records holding the file's unique values (`holders`: per
 * field, the folded value to its record, as the server's query or the mock's store finds them):
 * a row whose key names no record is added; one that names a record is refused (mode add), skipped
 * (skip), or updated with what differs (update; unchanged when nothing does). A value held by
 * another record is TAKEN, one an earlier row of the file holds DUPLICATE_IN_FILE; adding and
 * changing need their permissions. Every problem of a row is given at once.
 */
export function classifyRows(
  area: AnyArea,
  rows: readonly PreparedRow[],
  options: Pick<ImportOptions, 'mapping' | 'mode'>,
  holders: ReadonlyMap<string, ReadonlyMap<string, HeldRecord>>,
  access: { canCreate: boolean; canUpdate: boolean; current: (record: HeldRecord) => Record<string, unknown> },
): { rows: PlannedRow[]; counts: ImportCounts } {
  const importing = area.import!;
  const mapped = new Set(options.mapping.filter((field): field is string => field !== null));
  const uniques = Object.keys(area.list?.unique ?? {}).filter((field) => mapped.has(field));
  const columnOf = (field: string) => options.mapping.indexOf(field);
  const firstLine = new Map<string, number>();
  const planned = rows.map((row): PlannedRow => {
    const problems = [...row.problems];
    const keyField = importing.key.find((field) => row.values[field] !== null && row.values[field] !== undefined);
    const key = keyField === undefined ? null : String(row.values[keyField]);
    if (keyField === undefined) {
      if (!problems.some((problem) => importing.key.includes(problem.field ?? ''))) problems.push({ field: null, column: null, code: 'KEY_MISSING' });
      return { row, outcome: 'fail', key, problems };
    }
    const record = holders.get(keyField)?.get(comparer(area, keyField)(key));
    // Every unique value once in the file: a second row with it fails, naming the first.
    for (const field of uniques) {
      const value = row.values[field];
      if (value === null || value === undefined) continue;
      const seen = `${field}\u0000${comparer(area, field)(value)}`;
      const earlier = firstLine.get(seen);
      if (earlier === undefined) firstLine.set(seen, row.line);
      else problems.push({ field, column: columnOf(field), code: 'DUPLICATE_IN_FILE', params: { line: earlier } });
    }
    // A unique value another record holds.
    for (const field of uniques) {
      const value = row.values[field];
      if (value === null || value === undefined || field === keyField) continue;
      const holder = holders.get(field)?.get(comparer(area, field)(value));
      if (holder && holder.id !== record?.id) problems.push({ field, column: columnOf(field), code: 'TAKEN' });
    }
    if (!record) {
      for (const field of row.missing) problems.push({ field, column: mapped.has(field) ? columnOf(field) : null, code: 'REQUIRED' });
      if (problems.length > 0) return { row, outcome: 'fail', key, problems };
      if (!access.canCreate) return { row, outcome: 'fail', key, problems: [{ field: null, column: null, code: 'FORBIDDEN' }] };
      return { row, outcome: 'add', key, problems };
    }
    if (options.mode === 'add') problems.push({ field: keyField, column: columnOf(keyField), code: 'EXISTS' });
    // An update cannot empty a field every record needs.
    if (options.mode === 'update') for (const field of row.missing) if (mapped.has(field)) problems.push({ field, column: columnOf(field), code: 'REQUIRED' });
    if (problems.length > 0) return { row, outcome: 'fail', key, problems, record };
    if (options.mode === 'skip') return { row, outcome: 'skip', key, problems, record };
    const current = access.current(record);
    const changes = Object.fromEntries(Object.entries(row.values).filter(([field, value]) => !same(value, current[field])));
    if (Object.keys(changes).length === 0) return { row, outcome: 'unchanged', key, problems, record };
    if (!access.canUpdate) return { row, outcome: 'fail', key, problems: [{ field: null, column: null, code: 'FORBIDDEN' }], record };
    return { row, outcome: 'update', key, problems, record, changes };
  });
  const counts = Object.fromEntries(IMPORT_OUTCOMES.map((outcome) => [outcome, 0])) as Record<ImportOutcome, number>;
  for (const entry of planned) counts[entry.outcome] += 1;
  return { rows: planned, counts };
}

/**
 * The records a file's reference cells name (a DO's customer and items): per reference field, per
 * field of the referenced area it is looked up by, the folded value to the record, as the
 * server's queries or the mock's stores find them.
 */
export type ReferenceHolders = ReadonlyMap<string, ReadonlyMap<string, ReadonlyMap<string, HeldRecord>>>;

/** What the reference cells of `rows` need looked up: per reference field, the referenced area and, per field it is looked up by, the folded values. */
export function referenceLookups(area: AnyArea, areas: readonly AnyArea[], rows: readonly PreparedRow[]) {
  return Object.entries(area.import?.references ?? {}).flatMap(([field, reference]) => {
    const target = areas.find((entry) => entry.key === reference.area);
    if (!target) throw new Error(`${area.key}: the reference ${field} names no area ${reference.area}`);
    return reference.by.map((by) => {
      const fold = comparer(target, by);
      const values = [...new Set(rows.flatMap((row) => (typeof row.values[field] === 'string' && row.values[field] !== '' ? [fold(row.values[field])] : [])))];
      return { field, target, by, fold, values };
    });
  });
}

/** A new record with lines the import writes: the create input its valid rows make. */
export interface PlannedGroup {
  readonly key: string;
  readonly input: Readonly<Record<string, unknown>>;
  readonly lines: readonly number[];
}

/**
 * What a file's rows become, on the server and the mock alike: each row's outcome, the counts and,
 * of an area whose records have lines, the new records and how many fail.
 */
export interface RowsPlan {
  readonly rows: readonly PlannedRow[];
  readonly counts: ImportCounts;
  readonly records?: readonly PlannedGroup[];
  readonly groups?: { readonly add: number; readonly fail: number };
}

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * What each row of an area whose records have lines becomes (docs/decisions/336-delivery-order-import.md):
 * the rows sharing the grouping value are one new record; each reference cell names an active
 * record of its area; a record field differing from what an earlier row of the record gave, a line
 * repeating an earlier one's item, or lines beyond the limit fail their row; and a record fails
 * whole when any of its rows does (its other rows named by GROUP_FAILED). Every problem of a row
 * is given at once.
 */
export function planGroups(
  area: AnyArea,
  rows: readonly PreparedRow[],
  options: Pick<ImportOptions, 'mapping'>,
  holders: ReferenceHolders,
  areas: readonly AnyArea[],
  access: { canCreate: boolean },
): { rows: PlannedRow[]; counts: ImportCounts; groups: { add: number; fail: number }; records: PlannedGroup[] } {
  const importing = area.import!;
  const group = importing.group!;
  const references = importing.references ?? {};
  const columnOf = (field: string) => (options.mapping.includes(field) ? options.mapping.indexOf(field) : null);
  const recordFields = Object.keys(importing.fields).filter((field) => field !== group.by && !group.lines.includes(field));
  const folds = Object.fromEntries(
    Object.entries(references).map(([field, reference]) => {
      const target = areas.find((entry) => entry.key === reference.area)!;
      return [field, reference.by.map((by) => ({ by, fold: comparer(target, by) }))];
    }),
  );

  // Each row's problems so far, and the ids its reference cells name.
  const problems = rows.map((row) => [...row.problems]);
  const resolved = rows.map((row, index) => {
    const ids: Record<string, number> = {};
    for (const field of Object.keys(references)) {
      const value = row.values[field];
      if (!filled(value)) continue;
      const record = folds[field]!.map(({ by, fold }) => holders.get(field)?.get(by)?.get(fold(value))).find((found) => found !== undefined);
      if (!record) problems[index]!.push({ field, column: columnOf(field), code: 'NOT_FOUND' });
      else if (record.active === false) problems[index]!.push({ field, column: columnOf(field), code: 'INACTIVE' });
      else ids[field] = record.id;
    }
    return ids;
  });

  // The rows of each record, in the order their first rows come; a row without the grouping value is alone.
  const grouped = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const value = row.values[group.by];
    if (!filled(value)) {
      if (!problems[index]!.some((problem) => problem.field === group.by)) problems[index]!.push({ field: null, column: null, code: 'KEY_MISSING' });
      return;
    }
    const key = String(value).toLowerCase();
    grouped.set(key, [...(grouped.get(key) ?? []), index]);
  });

  const outcomes: ImportOutcome[] = rows.map(() => 'fail');
  const records: PlannedGroup[] = [];
  let failedGroups = 0;
  for (const members of grouped.values()) {
    const first = rows[members[0]!]!;
    // The record's fields: the first row filling each gives it; a later one may only repeat it.
    const given: Record<string, { value: unknown; same: string; line: number }> = {};
    for (const index of members) {
      const row = rows[index]!;
      for (const field of recordFields) {
        const value = row.values[field];
        if (!filled(value)) continue;
        const same = field in resolved[index]! ? `#${resolved[index]![field]}` : field in references ? String(value).toLowerCase() : JSON.stringify(value);
        const earlier = given[field];
        if (!earlier) given[field] = { value: field in resolved[index]! ? resolved[index]![field] : value, same, line: row.line };
        else if (earlier.same !== same) problems[index]!.push({ field, column: columnOf(field), code: 'GROUP_DIFFERS', params: { line: earlier.line } });
      }
      // A line's own fields every row needs.
      for (const field of row.missing.filter((name) => group.lines.includes(name))) problems[index]!.push({ field, column: columnOf(field), code: 'REQUIRED' });
    }
    // A record field every record needs, given by none of its rows (and refused in none).
    const refusedFields = new Set(members.flatMap((index) => rows[index]!.problems.map((problem) => problem.field)));
    for (const field of first.missing.filter((name) => recordFields.includes(name) && !given[name] && !refusedFields.has(name))) {
      problems[members[0]!]!.push({ field, column: columnOf(field), code: 'REQUIRED' });
    }
    // Lines: one per item (the first line field), at most `max`.
    const lineKey = group.lines[0]!;
    const seenLines = new Map<string, number>();
    members.forEach((index, position) => {
      const row = rows[index]!;
      if (position >= group.max) problems[index]!.push({ field: null, column: null, code: 'TOO_MANY_LINES', params: { max: group.max } });
      const value = row.values[lineKey];
      if (!filled(value)) return;
      const same = lineKey in resolved[index]! ? `#${resolved[index]![lineKey]}` : String(value).toLowerCase();
      const earlier = seenLines.get(same);
      if (earlier === undefined) seenLines.set(same, row.line);
      else problems[index]!.push({ field: lineKey, column: columnOf(lineKey), code: 'LINE_REPEATED', params: { line: earlier } });
    });
    const failing = members.find((index) => problems[index]!.length > 0);
    if (failing !== undefined) {
      failedGroups += 1;
      for (const index of members) if (problems[index]!.length === 0) problems[index]!.push({ field: null, column: null, code: 'GROUP_FAILED', params: { line: rows[failing]!.line } });
      continue;
    }
    if (!access.canCreate) {
      failedGroups += 1;
      for (const index of members) problems[index]!.push({ field: null, column: null, code: 'FORBIDDEN' });
      continue;
    }
    // The create input: the record's fields, a reference by its record's id under its `as` name, and the lines.
    const named = (field: string) => references[field]?.as ?? field;
    const input: Record<string, unknown> = Object.fromEntries(Object.entries(given).map(([field, { value }]) => [named(field), value]));
    input[group.as] = members.map((index) =>
      Object.fromEntries(group.lines.map((field) => [named(field), field in references ? resolved[index]![field] : rows[index]!.values[field]])),
    );
    for (const index of members) outcomes[index] = 'add';
    records.push({ key: String(first.values[group.by]), input, lines: members.map((index) => rows[index]!.line) });
  }

  const planned = rows.map(
    (row, index): PlannedRow => ({
      row,
      outcome: outcomes[index]!,
      key: filled(row.values[group.by]) ? String(row.values[group.by]) : null,
      problems: outcomes[index] === 'fail' ? problems[index]! : [],
    }),
  );
  const counts = Object.fromEntries(IMPORT_OUTCOMES.map((outcome) => [outcome, 0])) as Record<ImportOutcome, number>;
  for (const entry of planned) counts[entry.outcome] += 1;
  return { rows: planned, counts, groups: { add: records.length, fail: failedGroups }, records };
}
