import type { ResourceDeclaration } from '../../contract/area';
import type { BulkAction, BulkResult } from '../../contract/bulk';
import { BULK_LIMIT } from '../../contract/bulk-values';
import type { AuthContext } from '../auth/auth-cache';
import { ApiError } from '../errors';
import type { ServiceContext } from './context';
import { getResource, orderedIds, updateResource, type ResourceDefinition } from './resource';

type AnyDefinition = ResourceDefinition<Record<string, unknown>, { id: number; version: number }>;

/** How one record is acted on: what the one-record endpoint does, refusing with the same ApiError. */
export type BulkRunner = (ctx: ServiceContext, auth: AuthContext, id: number) => Promise<void>;

/** Retiring and restoring (decision 330): the area's versioned update of `active`, as the detail page saves it. */
const setActive =
  (definition: AnyDefinition, active: boolean): BulkRunner =>
  async (ctx, auth, id) => {
    const current = await getResource(ctx.database.db, definition, id);
    await updateResource(ctx, definition, auth, id, { version: current.version, active });
  };

/** The runners of an area's actions: archive and restore from the kit, the rest the area's own. */
export function bulkRunners(definition: AnyDefinition, own: Partial<Record<BulkAction, BulkRunner>> = {}): Partial<Record<BulkAction, BulkRunner>> {
  return { archive: setActive(definition, false), restore: setActive(definition, true), ...own };
}

/**
 * A bulk action (docs/decisions/332-bulk-actions.md): the ids as given (duplicates once) or every
 * id the list's query finds in its order, at most BULK_LIMIT; then each record in turn, in its own
 * transaction, so no more than one record is ever locked. A record's refusal is reported with its
 * code and the others go on; anything else (the database gone) stops the run and is answered as
 * an error, what was done before it staying done.
 */
export async function runBulk(
  ctx: ServiceContext,
  area: { declaration: ResourceDeclaration; definition: AnyDefinition },
  run: BulkRunner,
  auth: AuthContext,
  request: { action: BulkAction; ids?: readonly number[] | undefined; query?: Record<string, unknown> | undefined },
): Promise<BulkResult> {
  const ids = request.ids
    ? [...new Set(request.ids)]
    : await orderedIds(ctx, area.definition, request.query as { q?: string; sort: string } & Record<string, unknown>);
  if (ids.length > BULK_LIMIT) {
    throw new ApiError(400, 'VALIDATION_FAILED', `At most ${BULK_LIMIT} records at once`, { fields: { query: 'TOO_LONG' } });
  }
  const result: BulkResult = { action: request.action, done: [], refused: [] };
  for (const id of ids) {
    try {
      await run(ctx, auth, id);
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
      result.refused.push({ id, code: error.code, message: error.message });
    }
  }
  return result;
}
