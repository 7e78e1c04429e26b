import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../db/client';
import { ApiError } from '../errors';
import type { ServiceContext } from './context';

/**
 * Rules that keep the permission system from locking itself or being climbed
 * (docs/decisions/110-users-and-roles-api.md):
 *  - someone active must always be able to change permissions (update-permissions): the last
 *    Master cannot lose it, be deactivated or be moved to a role without it; and a role losing it
 *    needs another active manager who holds all the role held, since a role holding more than the
 *    caller is read-only to them (decision 152) and only such a manager could give it back;
 *  - nobody hands out, or takes over an account with, permissions they do not hold themselves
 *    (original-system §9.1.1: any user could make themselves Master).
 */
export const MANAGER_PERMISSION = 'update-permissions';

/** Serialises every change that could remove the last permission manager (PostgreSQL races). */
const MANAGERS_LOCK = 727_002;

export async function lockPermissionManagers(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MANAGERS_LOCK})`);
}

/**
 * Throws 422 LAST_PERMISSION_MANAGER unless an active user other than those excluded holds
 * update-permissions and, when given, every permission in `covering`. Call with the lock held,
 * inside the transaction making the change.
 */
export async function assertOtherManagerRemains(
  tx: Queryable,
  excluding: { roleId?: number; userId?: number },
  covering: readonly string[] = [],
): Promise<void> {
  const uncovered =
    covering.length === 0
      ? sql`false`
      : sql`exists (select 1 from permissions c where c.name in (${sql.join(
          covering.map((name) => sql`${name}`),
          sql`, `,
        )}) and c.id not in (select own.permission_id from role_permissions own where own.role_id = u.role_id))`;
  const [row] = rowsOf<{ found: boolean }>(
    await tx.execute(sql`
      select exists (
        select 1 from users u
        join role_permissions rp on rp.role_id = u.role_id
        join permissions p on p.id = rp.permission_id
        where p.name = ${MANAGER_PERMISSION} and u.deactivated_at is null
          and not ${uncovered}
          and (${excluding.roleId ?? null}::int is null or u.role_id <> ${excluding.roleId ?? null}::int)
          and (${excluding.userId ?? null}::int is null or u.id <> ${excluding.userId ?? null}::int)
      ) as found`),
  );
  if (!row?.found) {
    throw new ApiError(
      422,
      'LAST_PERMISSION_MANAGER',
      'No active user would be left able to change permissions (update-permissions)',
    );
  }
}

/** True when the role currently grants update-permissions (from the auth cache). */
export async function roleManagesPermissions(ctx: ServiceContext, roleId: number): Promise<boolean> {
  return (await ctx.cache.permissions(roleId)).set.has(MANAGER_PERMISSION);
}

/**
 * Throws 422 PERMISSIONS_EXCEED_OWN when the role holds a permission the caller lacks: the caller
 * may neither assign that role nor act on (edit, deactivate, restore) a user who has it.
 */
export async function assertWithinOwnPermissions(
  ctx: ServiceContext,
  own: ReadonlySet<string>,
  roleId: number,
): Promise<void> {
  const { set } = await ctx.cache.permissions(roleId);
  for (const name of set) {
    if (!own.has(name)) {
      throw new ApiError(422, 'PERMISSIONS_EXCEED_OWN', 'That role holds permissions you do not have');
    }
  }
}
