// The plain values of the import contract (no zod, so the import screen's chunk reads them
// without the validation library; decision 260). `contract/imports.ts` re-exports them beside
// its schemas. The design: docs/decisions/335-import.md.

/**
 * What an import does with a row whose natural key matches a record: `add` refuses it (every row
 * must be new), `update` changes the record to the row's mapped cells, `skip` leaves it alone.
 * Rows without a match are added in every mode.
 */
export const IMPORT_MODES = ['add', 'update', 'skip'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** The decimal mark of the file's numbers written as text: Indonesian Excel writes `,`. */
export const DECIMAL_MARKS = [',', '.'] as const;
export type DecimalMark = (typeof DECIMAL_MARKS)[number];

/** Refused above this before the file is read (a 50,000-row CSV of items is about 4 MB). */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Data rows a file may hold (the header row not counted); a bigger file is refused, not cut. */
export const IMPORT_ROWS_MAX = 50_000;
/** Columns a file may hold. */
export const IMPORT_COLUMNS_MAX = 100;
/** Rows of the file the mapping step shows. */
export const IMPORT_PREVIEW_ROWS = 10;
/** Problem rows an answer lists; the counts always cover every row, the failed-rows file every failed row. */
export const IMPORT_PROBLEMS_LISTED = 500;

/**
 * How a column's cells become a field's value: text as written (the form's schema trims and
 * checks it); a number (an XLSX number, or text with the file's decimal mark); a record's status
 * (`Aktif` / `Nonaktif`, as an export writes it, in either language).
 */
export type ImportFieldKind = 'text' | 'number' | 'status';

/**
 * An area's import (its declaration's `import`): the fields a file may fill, in the template's
 * order, and its natural key: the fields that find the record a row means, the first one the row
 * fills (an item by its code, else by its name).
 */
export interface ImportDeclaration {
  readonly fields: Readonly<Record<string, ImportFieldKind>>;
  readonly key: readonly string[];
  /** The template's example row, by field. */
  readonly example: Readonly<Record<string, string | number>>;
  /** The modes the area offers (every mode when absent): a record with generated numbers can only be added. */
  readonly modes?: readonly ImportMode[];
  /**
   * A record with lines (a DO): the rows with the same `by` value (case aside) are one new record,
   * each row one of its lines, whose fields are `lines` (the first one tells the lines apart), at
   * most `max`, written under `as`; the record's other fields are given by the first of its rows
   * that fills them, and a later row may leave them empty or repeat them.
   */
  readonly group?: { readonly by: string; readonly lines: readonly string[]; readonly as: string; readonly max: number };
  /**
   * Fields naming another area's record by its natural key as a person writes it (a DO's customer
   * by name; its item by code, else by name): the area, its fields tried in order, and the field
   * the record's id is written under.
   */
  readonly references?: Readonly<Record<string, { readonly area: string; readonly by: readonly string[]; readonly as: string }>>;
}

/** The modes an area's import offers. */
export const importModesOf = (declaration: Pick<ImportDeclaration, 'modes'>): readonly ImportMode[] => declaration.modes ?? IMPORT_MODES;

/** What a row became in a check or an import. */
export const IMPORT_OUTCOMES = ['add', 'update', 'unchanged', 'skip', 'fail'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
export type ImportCounts = Readonly<Record<ImportOutcome, number>>;

/**
 * Why a row or a cell is refused, beyond the form schemas' own field codes (REQUIRED, TOO_LONG,
 * INVALID_FORMAT, TAKEN …):
 *  - row: EXISTS (mode add: the key names a record), DUPLICATE_IN_FILE (an earlier row has the key;
 *    `line`), KEY_MISSING (no key field filled), FORBIDDEN (the row would add or change a record
 *    and the user may not); of a record with lines, GROUP_FAILED (another of its rows fails;
 *    `line`) and TOO_MANY_LINES (`max`);
 *  - cell of a record with lines: NOT_FOUND and INACTIVE (the named record), GROUP_DIFFERS (an
 *    earlier row of the record gives another value; `line`), LINE_REPEATED (an earlier row of the
 *    record has the item; `line`);
 *  - cell: NUMBER_GROUPING (`1.000`: thousands marks), NUMBER_DECIMAL_MARK (the other mark than
 *    the file's), NUMBER_FORMAT, STATUS_VALUE (neither active nor inactive).
 */
export const IMPORT_ROW_CODES = ['EXISTS', 'DUPLICATE_IN_FILE', 'KEY_MISSING', 'FORBIDDEN', 'GROUP_FAILED', 'TOO_MANY_LINES'] as const;
export const IMPORT_CELL_CODES = ['NUMBER_GROUPING', 'NUMBER_DECIMAL_MARK', 'NUMBER_FORMAT', 'STATUS_VALUE', 'NOT_FOUND', 'INACTIVE', 'GROUP_DIFFERS', 'LINE_REPEATED'] as const;

/** The words of a status cell, folded: an export's `Aktif` / `Nonaktif` in either language, and the usual yes and no. */
const ACTIVE_WORDS = new Set(['aktif', 'active', 'ya', 'yes', 'y', 'true', '1', 'benar']);
const INACTIVE_WORDS = new Set(['nonaktif', 'non-aktif', 'non aktif', 'tidak aktif', 'inactive', 'tidak', 'no', 'n', 'false', '0', 'salah']);

/** A cell as the file reader gives it. */
export type ImportCell = string | number | boolean | null;

export type CellValue = { readonly value: unknown } | { readonly code: (typeof IMPORT_CELL_CODES)[number] };

const isBlank = (cell: ImportCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/**
 * A cell as a field's value. An empty cell is `null` (an optional field cleared, a required one
 * refused by its schema); text stays text for the schema to trim and check.
 */
export function cellValue(cell: ImportCell, kind: ImportFieldKind, mark: DecimalMark): CellValue {
  if (isBlank(cell)) return { value: null };
  if (kind === 'text') return { value: typeof cell === 'string' ? cell : String(cell) };
  if (kind === 'status') {
    if (typeof cell === 'boolean') return { value: cell };
    const word = String(cell).trim().toLowerCase().replace(/\s+/g, ' ');
    if (ACTIVE_WORDS.has(word)) return { value: true };
    if (INACTIVE_WORDS.has(word)) return { value: false };
    return { code: 'STATUS_VALUE' };
  }
  if (typeof cell === 'number') return { value: cell };
  if (typeof cell !== 'string') return { code: 'NUMBER_FORMAT' };
  return numberOf(cell.trim(), mark);
}

/**
 * A number written as text with the file's decimal mark. Thousands marks are refused, not
 * guessed: `1.000` is a thousand in Indonesian and one in English, and a wrong guess would save
 * a quantity a thousand times off.
 */
function numberOf(text: string, mark: DecimalMark): CellValue {
  const other = mark === ',' ? '.' : ',';
  const compact = text.replace(/^\+/, '');
  if (compact.includes(other)) {
    const grouped = new RegExp(`^-?\\d{1,3}(\\${other}\\d{3})+(\\${mark}\\d+)?$`);
    return { code: grouped.test(compact) ? 'NUMBER_GROUPING' : 'NUMBER_DECIMAL_MARK' };
  }
  if (/\s/.test(compact) && /^-?\d{1,3}( \d{3})+/.test(compact)) return { code: 'NUMBER_GROUPING' };
  const plain = mark === ',' ? compact.replace(',', '.') : compact;
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return { code: 'NUMBER_FORMAT' };
  return { value: Number(plain) };
}

/** The file's headers folded for matching: case, spaces and punctuation around words ignored. */
export const foldHeader = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The field each column means, by its header: the first field one of whose names (the export's
 * and the template's headers, in each language) folds to the same words; each field once.
 */
export function matchColumns(headers: readonly string[], names: Readonly<Record<string, readonly string[]>>): (string | null)[] {
  const byName = new Map<string, string>();
  for (const [field, words] of Object.entries(names)) for (const word of [field, ...words]) if (!byName.has(foldHeader(word))) byName.set(foldHeader(word), field);
  const taken = new Set<string>();
  return headers.map((header) => {
    const field = byName.get(foldHeader(header));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** A problem's key in a failed-rows request's `messages`: its field (or `row`), code and params, as one string. */
export const problemKey = (problem: { readonly field: string | null; readonly code: string; readonly params?: Readonly<Record<string, string | number>> | undefined }) =>
  [problem.field ?? 'row', problem.code, ...Object.entries(problem.params ?? {}).map(([name, value]) => `${name}=${value}`)].join(':');
