import { z } from 'zod';
import type { AnyArea } from './area';
import { CSV_SEPARATORS } from './reports-values';
import { hasInvalidCharacters } from './text';
import {
  DECIMAL_MARKS,
  IMPORT_COLUMNS_MAX,
  IMPORT_MODES,
  IMPORT_OUTCOMES,
  importModesOf,
  type DecimalMark,
  type ImportCell,
  type ImportCounts,
  type ImportMode,
  type ImportOutcome,
} from './imports-values';

export * from './imports-values';

/**
 * Bringing a spreadsheet into an area (docs/decisions/335-import.md). Three requests, each with
 * the file itself (multipart: `file`, and `options` as JSON), so any instance answers any step
 * and nothing is kept between them:
 *  - `POST /api/{area}/imports/read`: the file's headers, the first rows and how it was read;
 *  - `POST /api/{area}/imports/check`: the dry run of the mapping and mode — every row validated
 *    with the area's form schemas and looked up by its natural key; nothing is written;
 *  - `POST /api/{area}/imports`: the import, which runs the check again and writes only when it
 *    finds what the user confirmed (`expect`), in one transaction.
 * Check and import answer as a stream of JSON lines (progress, then the answer) once the file has
 * been read; every refusal before that is an ordinary error answer.
 */

/** How the file was read (`POST …/imports/read`). */
export interface ImportFileInfo {
  readonly fileName: string;
  readonly format: 'xlsx' | 'csv';
  /** CSV only. */
  readonly delimiter?: ',' | ';' | '\t' | undefined;
  readonly encoding?: 'utf-8' | 'utf-8-bom' | 'windows-1252' | 'utf-16le' | undefined;
  readonly headers: readonly string[];
  /** Data rows in the file (the header not counted). */
  readonly rows: number;
  readonly preview: readonly { readonly line: number; readonly cells: readonly ImportCell[] }[];
}

/**
 * The check's and the import's choices: the field each column fills (by position; `null` leaves
 * it out), what to do with rows naming existing records, the decimal mark of numbers written as
 * text, and for the import whether the valid rows are written when some fail (`atomic: false`),
 * and the counts the user confirmed.
 */
export function importOptionsSchema(area: AnyArea) {
  const fields = Object.keys(area.import?.fields ?? {}) as [string, ...string[]];
  return z
    .strictObject({
      mapping: z.array(z.enum(fields).nullable()).min(1).max(IMPORT_COLUMNS_MAX),
      mode: z.enum(IMPORT_MODES),
      decimalMark: z.enum(DECIMAL_MARKS),
      atomic: z.boolean().default(true),
      expect: z.strictObject(Object.fromEntries(IMPORT_OUTCOMES.map((outcome) => [outcome, z.number().int().min(0)])) as Record<ImportOutcome, z.ZodNumber>).optional(),
    })
    .superRefine((options, ctx) => {
      const seen = new Set<string>();
      options.mapping.forEach((field, index) => {
        if (field === null) return;
        if (seen.has(field)) ctx.addIssue({ code: 'custom', path: ['mapping', index], message: 'DUPLICATE_FIELD' });
        seen.add(field);
      });
      const key = area.import?.key ?? [];
      if (!key.some((field) => seen.has(field))) ctx.addIssue({ code: 'custom', path: ['mapping'], message: 'KEY_NOT_MAPPED', params: { fields: key.join(', ') } });
      if (area.import && !importModesOf(area.import).includes(options.mode)) ctx.addIssue({ code: 'custom', path: ['mode'], message: 'INVALID_VALUE' });
    });
}
export interface ImportOptions {
  readonly mapping: readonly (string | null)[];
  readonly mode: ImportMode;
  readonly decimalMark: DecimalMark;
  readonly atomic?: boolean;
  readonly expect?: ImportCounts;
}

/** A refusal of a row, or of one of its cells (`field` with the column it came from). */
export interface ImportProblem {
  readonly field: string | null;
  /** 0-based column of the file, for a cell. */
  readonly column: number | null;
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A row that fails, with every reason at once. */
export interface ImportProblemRow {
  readonly line: number;
  /** The natural key the row names, as written, when it has one. */
  readonly key: string | null;
  readonly problems: readonly ImportProblem[];
}

/** The dry run's answer (and the import's, with the record it made). */
export interface ImportCheck {
  readonly rows: number;
  readonly counts: ImportCounts;
  /** The first IMPORT_PROBLEMS_LISTED failing rows, in file order. */
  readonly failed: readonly ImportProblemRow[];
  /** Of an area whose records have lines (DOs): the records the valid rows make, and those that fail. */
  readonly groups?: { readonly add: number; readonly fail: number };
}

/** An import as it is recorded and listed per area. */
export interface ImportRecord {
  readonly id: number;
  readonly area: string;
  readonly fileName: string;
  readonly format: 'xlsx' | 'csv';
  readonly mode: ImportMode;
  readonly atomic: boolean;
  readonly rows: number;
  readonly counts: ImportCounts;
  readonly user: { readonly id: number; readonly name: string } | null;
  readonly createdAt: string;
}

/** A line of a check's or an import's answer stream. */
export type ImportStreamLine =
  | { readonly progress: { readonly phase: 'check' | 'write'; readonly done: number; readonly total: number } }
  | { readonly result: ImportCheck & { readonly import?: ImportRecord } }
  | { readonly error: { readonly status: number; readonly code: string; readonly message: string; readonly details?: unknown } };

/** One line of the screen's words: no control characters, trimmed. */
const wordsSchema = (max: number) =>
  z
    .string()
    .refine((value) => !hasInvalidCharacters(value), { message: 'INVALID_CHARACTERS' })
    .transform((value) => value.trim())
    .pipe(z.string().min(1).max(max));

/**
 * `POST /api/{area}/imports/template`: the area's template in the user's words (the headers of
 * the fields, in the declaration's order) with one example row, as XLSX or CSV.
 */
export function importTemplateRequestSchema(area: AnyArea) {
  const fields = Object.keys(area.import?.fields ?? {});
  return z.strictObject({
    format: z.enum(['xlsx', 'csv']),
    separator: z.enum(CSV_SEPARATORS).optional(),
    headers: z
      .array(z.strictObject({ field: z.string().refine((field) => fields.includes(field), { message: 'INVALID_VALUE' }), header: wordsSchema(100) }))
      .min(1)
      .max(fields.length),
  });
}

/**
 * `POST /api/imports/:id/failed-rows`: the failed rows of an import as a file in its format, the
 * file's own columns and then one of the reasons, in the user's words (`messages`: each problem's
 * message, keyed as `problemKey` writes it).
 */
export const failedRowsRequestSchema = z.strictObject({
  header: wordsSchema(100),
  messages: z.record(z.string().max(200), wordsSchema(500)),
  separator: z.enum(CSV_SEPARATORS).optional(),
});

// `problemKey` (a problem's key in `messages`) lives with the plain values, re-exported above, so
// the import screen builds the keys without the validation library.

export const importListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
