import { z } from 'zod';
import { checkDateRange, dateRangeShape, idFilterSchema, listQuerySchema } from './lists';

/** Change-log actions (SPEC §5): deactivation is DELETE, restoring is RESTORE. */
export const CHANGE_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'RESTORE'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

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
});
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>;
