import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../db/client';
import { ApiError } from '../errors';
import type { ServiceContext } from './context';
import { ROLES } from '../../contract/areas';

/**
 * Rules that keep the permission system from locking itself or being climbed
 * (docs/decisions/110-users-and-roles-api.md):
 *  - someone active must always be able to change permissions (update-permissions): a role losing
 *    it, and a user leaving a role that holds it (moved or deactivated), need an active manager
 *    left who holds all the role held, since a role holding more than the caller is read-only to
 *    them (decision 152) and only such a manager could give it back
 *    (docs/decisions/293-one-managers-lock.md);
 *  - nobody hands out, or takes over an account with, permissions they do not hold themselves
 *    (original-system §9.1.1: any user could make themselves Master).
 */
export const MANAGER_PERMISSION = ROLES.permission.updatePermissions;

/**
 * The managers' lock: one transaction-level advisory lock that every change able to take
 * update-permissions from someone takes before its first write, so such changes run one at a
 * time on PostgreSQL as they do on PGlite. Its own key: 727001 and 727002 are the migration locks
 * (server/db/migrate.ts), and sharing one would make permission changes wait for another
 * instance's migrations.
 */
const MANAGERS_LOCK = 727_003;

/** What a change that could take update-permissions from someone has to keep true. */
export interface ManagersGuard {
  /** What the role being changed or left grants, as committed once the lock was held (sorted). */
  readonly held: readonly string[];
  /**
   * After the change's writes, in its transaction: throws 422 LAST_PERMISSION_MANAGER when the
   * role granted update-permissions and no active user now holds it together with every
   * permission in `held`. Someone must remain who could give back all the role held, since
   * a role holding more than a manager is read-only to them (decision 152); a user moved to a
   * role holding all of it counts as that someone.
   */
  assertManagerRemains(): Promise<void>;
}

/**
 * The one guard of every change that could leave nobody able to manage permissions: a role's
 * permissions replaced, a user moved out of their role or deactivated
 * (docs/decisions/293-one-managers-lock.md). Call it inside the change's transaction, before its
 * first write (the managers' lock comes before any row's lock), with the role being changed or
 * left; the rows read from here on are committed ones no other such change can alter until the
 * transaction ends.
 */
export async function guardPermissionManagers(tx: Queryable, roleId: number): Promise<ManagersGuard> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MANAGERS_LOCK})`);
  const held = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select p.name from role_permissions rp join permissions p on p.id = rp.permission_id
      where rp.role_id = ${roleId}`),
  )
    .map((row) => row.name)
    .sort();
  return {
    held,
    assertManagerRemains: async () => {
      if (held.includes(MANAGER_PERMISSION)) await assertManagerHolding(tx, held);
    },
  };
}

/** 422 LAST_PERMISSION_MANAGER unless an active user holds update-permissions and all of `covering`. */
async function assertManagerHolding(tx: Queryable, covering: readonly string[]): Promise<void> {
  const [row] = rowsOf<{ found: boolean }>(
    await tx.execute(sql`
      select exists (
        select 1 from users u
        join role_permissions rp on rp.role_id = u.role_id
        join permissions p on p.id = rp.permission_id
        where p.name = ${MANAGER_PERMISSION} and u.deactivated_at is null
          and not exists (
            select 1 from permissions c
            where c.name in (${sql.join(
              covering.map((name) => sql`${name}`),
              sql`, `,
            )})
              and c.id not in (select own.permission_id from role_permissions own where own.role_id = u.role_id))
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
