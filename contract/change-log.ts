import { z } from 'zod';
import { checkDateRange, dateRangeShape, idFilterSchema, listQuerySchema } from './lists';
import { CHANGE_ACTIONS, ENTITY_CHANGE_ACTIONS, changeActionsOf, isEmptyValue, type ChangeAction, type ChangeActionOf, type ChangeEntity } from './change-log-values';

export { CHANGE_ACTIONS, ENTITY_CHANGE_ACTIONS, changeActionsOf, isEmptyValue, type ChangeAction, type ChangeActionOf, type ChangeEntity };

/**
 * `GET /api/{area}/logs`: `id` = the changed record, `action`, `actor` = the user who made the
 * change, `startDate`/`endDate` inclusive calendar days. Always newest first.
 */
export const changeLogQuerySchema = listQuerySchema({
  id: idFilterSchema,
  action: z.enum(CHANGE_ACTIONS).optional(),
  actor: idFilterSchema,
  ...dateRangeShape,
}).superRefine(checkDateRange);
export type ChangeLogQuery = z.input<typeof changeLogQuerySchema>;

/** One field that differs between `before` and `after` (`version` and timestamps left out). */
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const changeLogActorSchema = z.object({ id: z.number().int().positive(), username: z.string(), name: z.string() });

/** The import a change came from: its id and the name of the file it read. */
export const changeLogImportSchema = z.object({ id: z.number().int().positive(), fileName: z.string() });
export type ChangeLogImport = z.infer<typeof changeLogImportSchema>;

export const changeLogEntrySchema = z.object({
  id: z.number().int().positive(),
  entity: z.string(),
  entityId: z.number().int().positive(),
  /** The record's current name (username, role name), or null when it no longer exists. */
  entityLabel: z.string().nullable(),
  action: z.enum(CHANGE_ACTIONS),
  /** Null when the actor was deleted or the change was made by the system (seed). */
  actor: changeLogActorSchema.nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The readable diff, field by field, in the order of the record's fields. */
  changes: z.array(fieldChangeSchema),
  createdAt: z.string(),
  /** The spreadsheet import that wrote the change (docs/decisions/335-import.md), else null. */
  import: changeLogImportSchema.nullable(),
});
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>;

/** Fields never shown as a change: bookkeeping that changes with every write. */
export const UNDIFFED_FIELDS: readonly string[] = ['id', 'version', 'updatedAt', 'createdAt'];

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

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


const sameValue = (a: unknown, b: unknown) => (isEmptyValue(a) && isEmptyValue(b)) || stableJson(a) === stableJson(b);

/**
 * THE readable diff of a change-log row (docs/product/screens.md), the `changes` of every answer:
 * the fields whose value a reader would see differ between `before` and `after` (nested values by
 * content, not key order; null, '' and [] alike), in the record's order (after's fields, then
 * fields only before had), bookkeeping left out. The server and the MSW mock both answer with it;
 * the browser only words it (components/data/ChangeLogTable): one diff, not one per side.
 */
export function fieldChangesOf(before: unknown, after: unknown): FieldChange[] {
  const old = asRecord(before) ?? {};
  const now = asRecord(after) ?? {};
  const fields = [...new Set([...Object.keys(now), ...Object.keys(old)])];
  return fields
    .filter((field) => !UNDIFFED_FIELDS.includes(field) && !sameValue(old[field], now[field]))
    .map((field) => ({ field, before: old[field] ?? null, after: now[field] ?? null }));
}
