import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../api/errors';

export interface ApplyServerErrorsOptions {
  /** Server field name → form field name, where they differ (`roleId` → `role`). */
  fieldMap?: Readonly<Record<string, string>>;
  /**
   * The form's field names. Without it a field counts as known when the form's values hold the
   * key, which is true for every field with a default value.
   */
  fields?: readonly string[];
}

export interface AppliedServerErrors {
  /** Form fields that received an error, in the server's order. */
  fields: string[];
  /** The code put on `root.server` (a code with no field of its own, or the whole error). */
  root: string | null;
}

const hasPath = (values: unknown, path: string) => {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
};

/**
 * Puts the server's field errors (`error.fields`: `{ username: 'TAKEN' }`) on the form's fields,
 * focusing the first, and everything that fits no field on `root.server` as a code for
 * `translateFormError`. A failure that is not an ApiError lands on `root.server` as `INTERNAL`.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  options: ApplyServerErrorsOptions = {},
): AppliedServerErrors {
  const setRoot = (code: string) => {
    form.setError('root.server', { type: 'server', message: code });
    return code;
  };
  if (!isApiError(error)) return { fields: [], root: setRoot('INTERNAL') };

  const values = form.getValues();
  const known = (name: string) => (options.fields ? options.fields.includes(name) : hasPath(values, name));
  const applied: string[] = [];
  let unmatched: string | null = null;
  for (const [serverName, code] of Object.entries(error.fields)) {
    const name = options.fieldMap?.[serverName] ?? serverName;
    if (known(name)) {
      form.setError(name as Path<T>, { type: 'server', message: code }, { shouldFocus: applied.length === 0 });
      applied.push(name);
    } else {
      unmatched ??= code;
    }
  }
  const root = unmatched ?? (applied.length === 0 ? error.code || 'INTERNAL' : null);
  return { fields: applied, root: root === null ? null : setRoot(root) };
}

/** The record the server holds now, when the save failed on a stale `version` (docs/product/api.md). */
export function versionConflictOf(error: unknown): Record<string, unknown> | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'VERSION_CONFLICT') return null;
  const current = error.details.current;
  return current !== null && typeof current === 'object' && !Array.isArray(current) ? (current as Record<string, unknown>) : null;
}
