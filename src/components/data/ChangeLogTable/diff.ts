/**
 * The readable diff of one change-log entry (SPEC §8: who, when, action and field by field,
 * never raw JSON). Pure, so the rules are unit-tested apart from the table.
 */
export type ChangeAction = 'CREATE' | 'UPDATE' | 'DELETE' | 'RESTORE';

/** The shape of contract/change-log.ts's entry, less what the table does not need. */
export interface ChangeLogEntry {
  id: string | number;
  action: ChangeAction;
  actor: { id: string | number; name: string } | null;
  createdAt: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The changed record, for area-wide logs (`/users/logs`): its id and current name. */
  entityId?: number;
  entityLabel?: string | null;
}

export type FieldChange =
  /** A value a new record started with, or a field an existing record gained. */
  | { kind: 'set'; field: string; value: unknown }
  | { kind: 'changed'; field: string; before: unknown; after: unknown }
  /** A list of plain values that gained and lost members (permissions, tags). */
  | { kind: 'list'; field: string; added: unknown[]; removed: unknown[] };

/** Bookkeeping that changes on every write and tells a reader nothing. */
export const DEFAULT_IGNORED_FIELDS = ['id', 'version', 'createdAt', 'updatedAt'] as const;

const isPrimitive = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** JSON with sorted keys: two equal records compare equal whatever their key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stableJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const sameValue = (a: unknown, b: unknown) => (isEmptyValue(a) && isEmptyValue(b)) || stableJson(a) === stableJson(b);

function keysOf(...records: (Record<string, unknown> | null)[]): string[] {
  const keys: string[] = [];
  for (const record of records) for (const key of Object.keys(record ?? {})) if (!keys.includes(key)) keys.push(key);
  return keys;
}

export function diffEntry(entry: Pick<ChangeLogEntry, 'action' | 'before' | 'after'>, ignore: readonly string[] = DEFAULT_IGNORED_FIELDS): FieldChange[] {
  const { before, after } = entry;
  const skip = new Set(ignore);
  if (!after) return [];
  if (!before || entry.action === 'CREATE') {
    return keysOf(after)
      .filter((field) => !skip.has(field) && !isEmptyValue(after[field]))
      .map((field) => ({ kind: 'set', field, value: after[field] }));
  }
  const changes: FieldChange[] = [];
  for (const field of keysOf(after, before)) {
    if (skip.has(field)) continue;
    const was = before[field];
    const now = after[field];
    if (sameValue(was, now)) continue;
    const wasList = Array.isArray(was) || was === null || was === undefined;
    const nowList = Array.isArray(now) || now === null || now === undefined;
    const plainLists =
      wasList && nowList && (Array.isArray(was) || Array.isArray(now)) &&
      [...((was as unknown[] | null) ?? []), ...((now as unknown[] | null) ?? [])].every(isPrimitive);
    if (plainLists) {
      const wasItems = (was as unknown[] | null) ?? [];
      const nowItems = (now as unknown[] | null) ?? [];
      const added = nowItems.filter((item) => !wasItems.includes(item));
      const removed = wasItems.filter((item) => !nowItems.includes(item));
      // Only the order changed: say so as a plain before → after.
      if (added.length === 0 && removed.length === 0) changes.push({ kind: 'changed', field, before: was, after: now });
      else changes.push({ kind: 'list', field, added, removed });
      continue;
    }
    // A field the record gains with this change (a password marked changed, decision 118) reads
    // as a value set, not as "— → value".
    if (!Object.hasOwn(before, field) && !isEmptyValue(now)) {
      changes.push({ kind: 'set', field, value: now });
      continue;
    }
    changes.push({ kind: 'changed', field, before: was, after: now });
  }
  return changes;
}
