import type { RolePermissions } from '../../../../contract/roles';
import { isApiError } from '../../../lib/api/errors';

/** What the user changed against what the server holds: the matrix's markers and "reapply". */
export interface PermissionChanges {
  added: string[];
  removed: string[];
}

export const grantedOf = (data: RolePermissions): ReadonlySet<string> =>
  new Set(data.permissions.filter((permission) => permission.granted).map((permission) => permission.name));

export const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((name) => b.has(name));

export const changesBetween = (saved: ReadonlySet<string>, selected: ReadonlySet<string>): PermissionChanges => ({
  added: [...selected].filter((name) => !saved.has(name)),
  removed: [...saved].filter((name) => !selected.has(name)),
});

/** The user's changes laid over another starting point (after a conflict reloaded it). */
export function applyChanges(base: ReadonlySet<string>, changes: PermissionChanges): ReadonlySet<string> {
  const next = new Set(base);
  for (const name of changes.added) next.add(name);
  for (const name of changes.removed) next.delete(name);
  return next;
}

/** The selection in the catalogue's order, so the request and the change log read the same way every time. */
export const namesInOrder = (data: RolePermissions, selected: ReadonlySet<string>) =>
  data.permissions.map((permission) => permission.name).filter((name) => selected.has(name));

/**
 * The names a PUT refused as unknown: the server answers `fields: { "names.3": "UNKNOWN_PERMISSION" }`
 * by index into the names it was sent.
 */
export function refusedPermissions(error: unknown, sent: readonly string[]): string[] {
  if (!isApiError(error)) return [];
  return Object.entries(error.fields)
    .filter(([field, code]) => /^names\.\d+$/.test(field) && code === 'UNKNOWN_PERMISSION')
    .map(([field]) => sent[Number(field.slice('names.'.length))])
    .filter((name): name is string => name !== undefined);
}
