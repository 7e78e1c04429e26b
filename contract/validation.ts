import type { z } from 'zod';

/**
 * Field error codes the client translates (docs/product/api.md: codes, not sentences). Custom
 * refinements put their code in the issue's message (e.g. PASSWORD_TOO_COMMON); built-in checks map
 * here.
 */
export const FIELD_ERROR_CODES = [
  'REQUIRED',
  'INVALID_TYPE',
  'TOO_SHORT',
  'TOO_LONG',
  'TOO_SMALL',
  'TOO_BIG',
  'INVALID_FORMAT',
  'INVALID_VALUE',
  'UNKNOWN_FIELD',
  'TAKEN',
  'INVALID',
  // Users and roles
  /** A text of blanks only (a role name of spaces). */
  'BLANK',
  /** A reference to a record that does not exist (roleId). */
  'NOT_FOUND',
  'UNKNOWN_PERMISSION',
  'INVALID_DATE',
  /** endDate before startDate. */
  'END_BEFORE_START',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_IS_USERNAME',
  'PASSWORD_TOO_COMMON',
  'WRONG_PASSWORD',
  // Names and free texts
  /** A control or invisible character in a name, or a bidi or control character in a free text (contract/text.ts). */
  'INVALID_CHARACTERS',
  // Numbers and codes
  /** A number that must be whole (a fleet's capacity in kg). */
  'NOT_WHOLE',
  /** More decimals than the field keeps (an item's weight: grams). */
  'TOO_PRECISE',
  /** An authenticator code that is not six digits (contract/second-factor.ts). */
  'SECOND_FACTOR_CODE_FORMAT',
  /** A recovery code not of the form xxxxx-xxxxx. */
  'RECOVERY_CODE_FORMAT',
  // Delivery orders and shipments
  /** The same item twice on one DO, the same DO or DO line twice in one allocation. */
  'DUPLICATE',
  /** More than the DO line's pending quantity (ordered minus what other shipments took). */
  'ABOVE_PENDING',
  /** A DO line lowered or removed below what shipments already took. */
  'BELOW_ALLOCATED',
  /** A DO line id that is not a line of the DO it is listed under. */
  'NOT_IN_DELIVERY_ORDER',
  /** A cancelled or completed DO offered to a shipment. */
  'CLOSED',
  /** An inactive fleet for a new shipment. */
  'INACTIVE',
  /** A field the chosen mode does not take (a plate on ANTAR, a fleet on JEMPUT). */
  'NOT_ALLOWED',
  // Reports
  /** A report period longer than REPORT_MAX_DAYS (contract/reports.ts). */
  'RANGE_TOO_LONG',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/**
 * The code a zod issue stands for: one mapping for the server's answers (fieldErrorsFromIssues) and
 * the browser's forms (src/lib/forms/field-errors.ts), so both name a problem alike. A custom
 * refinement's message is its code (PASSWORD_TOO_COMMON).
 */
export function issueCode(issue: z.core.$ZodIssue | z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'REQUIRED' : 'INVALID_TYPE';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'TOO_SHORT' : 'TOO_SMALL';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'TOO_LONG' : 'TOO_BIG';
    case 'invalid_format':
      return 'INVALID_FORMAT';
    case 'invalid_value':
      return 'INVALID_VALUE';
    case 'unrecognized_keys':
      return 'UNKNOWN_FIELD';
    case 'custom':
      return typeof issue.message === 'string' && /^[A-Z][A-Z_]+$/.test(issue.message) ? issue.message : 'INVALID';
    default:
      return 'INVALID';
  }
}

/** `{ "a.b": "TOO_SHORT" }` from zod issues; the first problem of each field wins. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'UNKNOWN_FIELD';
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issueCode(issue);
  }
  return fields;
}

/**
 * A list refinement: each entry at most once. A repeated entry is DUPLICATE at its index, or at
 * its `field` when the entries are records (one line per item, a DO or a DO line once per
 * shipment, receipt or write-off), so the form shows it on the repeated line's own input.
 */
export function eachOnce(): (values: readonly (string | number)[], ctx: z.RefinementCtx) => void;
export function eachOnce<T extends object>(field: keyof T & string): (entries: readonly T[], ctx: z.RefinementCtx) => void;
export function eachOnce(field?: string) {
  return (entries: readonly unknown[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    entries.forEach((entry, index) => {
      const value = field === undefined ? entry : (entry as Record<string, unknown>)[field];
      if (seen.has(value)) ctx.addIssue({ code: 'custom', path: field === undefined ? [index] : [index, field], message: 'DUPLICATE' });
      seen.add(value);
    });
  };
}
