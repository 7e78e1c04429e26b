import { z } from 'zod';
import { BULK_ACTIONS, BULK_LIMIT, type BulkAction } from './bulk-values';

export { BULK_ACTIONS, BULK_LIMIT, bulkActionsOf, type BulkAction } from './bulk-values';

/**
 * A list's bulk actions (docs/decisions/332-bulk-actions.md): one action on the chosen records, or
 * on every record the list's query finds, up to BULK_LIMIT. Each record is acted on as it would be
 * one at a time (the same rules, permission and change-log row), in its own transaction, one
 * after another; the answer says what was done and what was refused, per record.
 */
/** `POST /api/{area}/bulk`: the action and either the ids (in the list's order) or the list's query. */
export function bulkRequestSchema<Q extends z.ZodType>(actions: readonly [BulkAction, ...BulkAction[]], listQuery: Q) {
  return z
    .strictObject({
      action: z.enum(actions),
      ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(BULK_LIMIT).optional(),
      query: listQuery.optional(),
    })
    .superRefine((value, ctx) => {
      if ((value.ids === undefined) === (value.query === undefined)) ctx.addIssue({ code: 'custom', path: ['ids'], message: 'REQUIRED' });
    });
}

export const bulkResultSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  /** The records acted on (or already so), in the request's order. */
  done: z.array(z.number().int()),
  /** The records refused, each with the error code one record's request would have answered. */
  refused: z.array(z.object({ id: z.number().int(), code: z.string(), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
