import { isEmptyValue, type ChangeAction } from '../../../../contract/change-log-values';

/**
 * How a change-log entry's `changes` read (docs/product/screens.md: who, when, action and field by
 * field, never raw JSON). WHICH fields changed is the API's answer (`changes`, contract/change-log.ts
 * `fieldChangesOf`, the one diff the server and the mock share); this only decides how each reads.
 * Pure, so the rules are unit-tested apart from the table.
 */
export { isEmptyValue, type ChangeAction };

/** The shape of contract/change-log.ts's entry, less what the table does not need. */
export interface ChangeLogEntry {
  id: string | number;
  action: ChangeAction;
  actor: { id: string | number; name: string } | null;
  createdAt: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The API's field-by-field diff. */
  changes: readonly { field: string; before?: unknown; after?: unknown }[];
  /** The changed record, for area-wide logs (`/users/logs`): its id and current name. */
  entityId?: number;
  entityLabel?: string | null;
  /** The spreadsheet import that wrote the change, named by its file. */
  import?: { id: number; fileName: string } | null;
}

export type ReadableChange =
  /** A value a new record started with, or a field an existing record gained. */
  | { kind: 'set'; field: string; value: unknown }
  | { kind: 'changed'; field: string; before: unknown; after: unknown }
  /** A list of plain values that gained and lost members (permissions, tags). */
  | { kind: 'list'; field: string; added: unknown[]; removed: unknown[] };

/** Bookkeeping the API already leaves out; a screen may hide more of its own. */
export const DEFAULT_IGNORED_FIELDS = ['id', 'version', 'createdAt', 'updatedAt'] as const;

const isPrimitive = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const listOrNothing = (value: unknown) => Array.isArray(value) || value === null || value === undefined;

export function readableChanges(entry: Pick<ChangeLogEntry, 'action' | 'before' | 'after' | 'changes'>, ignore: readonly string[] = DEFAULT_IGNORED_FIELDS): ReadableChange[] {
  const { before, after } = entry;
  const skip = new Set(ignore);
  if (!after) return [];
  const readable: ReadableChange[] = [];
  for (const { field, before: was, after: now } of entry.changes) {
    if (skip.has(field)) continue;
    // A new record reads as its starting values, the empty ones left out.
    if (!before || entry.action === 'CREATE') {
      if (!isEmptyValue(now)) readable.push({ kind: 'set', field, value: now });
      continue;
    }
    const plainLists =
      listOrNothing(was) && listOrNothing(now) && (Array.isArray(was) || Array.isArray(now)) &&
      [...((was as unknown[] | null) ?? []), ...((now as unknown[] | null) ?? [])].every(isPrimitive);
    if (plainLists) {
      const wasItems = (was as unknown[] | null) ?? [];
      const nowItems = (now as unknown[] | null) ?? [];
      const added = nowItems.filter((item) => !wasItems.includes(item));
      const removed = wasItems.filter((item) => !nowItems.includes(item));
      // Only the order changed: say so as a plain before → after.
      if (added.length === 0 && removed.length === 0) readable.push({ kind: 'changed', field, before: was, after: now });
      else readable.push({ kind: 'list', field, added, removed });
      continue;
    }
    // A field the record gains with this change (a password marked changed, decision 118) reads
    // as a value set, not as "— → value".
    if (!Object.hasOwn(before, field) && !isEmptyValue(now)) {
      readable.push({ kind: 'set', field, value: now });
      continue;
    }
    readable.push({ kind: 'changed', field, before: was, after: now });
  }
  return readable;
}
