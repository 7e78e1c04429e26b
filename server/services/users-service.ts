import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Paging } from '../../contract/api';
import { USERS } from '../../contract/areas';
import type { createUserSchema, removedUserListQuerySchema, updateUserSchema, User, userListQuerySchema } from '../../contract/users';
import type { AuthContext } from '../auth/auth-cache';
import { passwordPolicyProblem } from '../auth/password-policy';
import type { Queryable } from '../db/client';
import { roles, users } from '../db/schema';
import { ApiError, validationFailed, versionConflict } from '../errors';
import { writeActivity } from './activity-log';
import { revokeUserSessions } from './auth-service';
import { writeChangeLog } from './change-log';
import type { ClientInfo, ServiceContext } from './context';
import type { IdempotencyClaim } from './idempotency';
import { assertWithinOwnPermissions, guardPermissionManagers, type ManagersGuard } from './permission-rules';
import {
  answerConflict,
  createResource,
  defineResource,
  getResource,
  isoOf,
  listResource,
  updateResource,
  versionedUpdate,
  type ResourceDefinition,
  type WriteHooks,
} from './resource';

/** A users row as the kit reads it: with its role's name; timestamps as Date or text. */
type UserRow = typeof users.$inferSelect & { roleName: string };

const toUser = (row: UserRow): User => ({
  id: Number(row.id),
  username: row.username,
  name: row.name,
  email: row.email,
  roleId: Number(row.roleId),
  roleName: row.roleName,
  active: row.deactivatedAt === null,
  deactivatedAt: row.deactivatedAt === null ? null : isoOf(row.deactivatedAt),
  version: Number(row.version),
  createdAt: isoOf(row.createdAt),
  updatedAt: isoOf(row.updatedAt),
});

/** What a user's change-log row records: the role by name, the status; no ids, times or secrets. */
const userSnapshot = (user: User) => ({
  username: user.username,
  name: user.name,
  email: user.email,
  role: user.roleName,
  status: user.active ? ('active' as const) : ('inactive' as const),
});

const way = (direction: 'asc' | 'desc') => sql.raw(direction);

/**
 * The users area on the kit (docs/adding-an-area.md): every sort of its declaration has an index
 * of migration 0002 (or 0001) that delivers its order, so a first page of 10,000 users reads a few
 * index entries, not the table (bench/server-users.mjs). By role, each role gives its first users
 * through (role_id, lower(username)), as many as the page needs (a referenced order). Totals without a search come
 * from `user_counts`, kept by that migration's triggers; a search's total is held in
 * `searchCounts`, which every users write empties, the own profile's included (decision 116).
 */
const USER_RESOURCE = defineResource<UserRow, User, typeof USERS>(USERS, {
  table: users,
  toRecord: toUser,
  related: { roleName: sql`(select ${roles.name} from ${roles} where ${roles.id} = ${users.roleId})` },
  snapshot: userSnapshot,
  orders: {
    username: (direction) => sql`lower(${users.username}) ${way(direction)}`,
    name: (direction) => sql`lower(${users.name}) ${way(direction)}`,
    // No email comes last either way (users_email_desc_idx reads the descending order so).
    email: (direction, nulls) => sql`lower(${users.email}) ${way(direction)} nulls ${sql.raw(nulls)}`,
    role: { references: roles, reference: users.roleId, key: sql`lower(${roles.name})`, within: (direction) => sql`lower(${users.username}) ${way(direction)}` },
    createdAt: (direction) => sql`${users.createdAt} ${way(direction)}`,
    updatedAt: (direction) => sql`${users.updatedAt} ${way(direction)}`,
  },
  filters: (query) => [
    query.status === 'active' ? sql`${users.deactivatedAt} is null` : query.status === 'deactivated' ? sql`${users.deactivatedAt} is not null` : undefined,
    typeof query.roleId === 'number' ? sql`${users.roleId} = ${query.roleId}` : undefined,
  ],
  keptCount: (query) =>
    sql`(select coalesce(sum(n), 0)::int from user_counts where ${query.status === 'all' ? sql`true` : sql`active = ${query.status === 'active'}`}${
      typeof query.roleId === 'number' ? sql` and role_id = ${query.roleId}` : sql``
    })`,
  counts: (ctx) => ctx.searchCounts,
});

/** The deactivated users' list: the same, with the order of their deactivation. */
const REMOVED_USERS: ResourceDefinition<UserRow, User> = {
  ...USER_RESOURCE,
  orders: { ...USER_RESOURCE.orders, deactivatedAt: (direction) => sql`${users.deactivatedAt} ${way(direction)}` },
};

type Definition = Parameters<typeof getResource<User>>[1];

/** `GET /api/users/:id`. */
export const getUser = (db: Queryable, userId: number): Promise<User> => getResource<User>(db, USER_RESOURCE as Definition, userId);

// ---------------------------------------------------------------------------------------------
// Lists

/** `GET /api/users`; `deactivated` and `all` need read-removed-users as well. */
export async function listUsers(ctx: ServiceContext, auth: AuthContext, query: z.output<typeof userListQuerySchema>): Promise<{ data: User[]; paging: Paging }> {
  if (query.status !== 'active' && !auth.permissions.has(USERS.permission.listRemoved)) {
    throw new ApiError(403, 'FORBIDDEN', 'Permission missing');
  }
  return listResource<User>(ctx, USER_RESOURCE as Definition, query);
}

/** What a users export reads (the list's definition), and its rule: deactivated users need read-removed-users. */
export const USERS_EXPORT = {
  definition: USER_RESOURCE as unknown as ResourceDefinition<Record<string, unknown>, { id: number; version: number }>,
  check: (query: Record<string, unknown>, permissions: ReadonlySet<string>) => {
    if (query.status !== 'active' && !permissions.has(USERS.permission.listRemoved)) throw new ApiError(403, 'FORBIDDEN', 'Permission missing');
  },
};

/** `GET /api/users/removed`. */
export const listRemovedUsers = (ctx: ServiceContext, query: z.output<typeof removedUserListQuerySchema>): Promise<{ data: User[]; paging: Paging }> =>
  listResource<User>(ctx, REMOVED_USERS as Definition, { ...query, status: 'deactivated' });

// ---------------------------------------------------------------------------------------------
// Writes

const findRole = async (db: Queryable, roleId: number) => (await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)))[0];

const userDeactivated = () => new ApiError(409, 'USER_DEACTIVATED', 'A deactivated user cannot be edited; restore them first');

/** What a user's write did besides the row, for the caches after the commit. */
interface UserWriteEffects {
  roleChanged: boolean;
  endedSessions: number;
  passwordChanged: boolean;
}

/**
 * The users' own rules as the kit's write hooks (decision 164), for a create and an update. Built
 * per request: an update's know the caller's client (for the activity log) and report back what
 * the write did.
 */
function userWrites(ctx: ServiceContext, update?: { client: ClientInfo; effects: UserWriteEffects }): WriteHooks<User> {
  let managers: ManagersGuard | undefined;
  return {
    // A deactivated user is restored before an edit; a user whose role outranks the caller's is
    // read-only to them (PERMISSIONS_EXCEED_OWN).
    editable: (current) => {
      if (!current.active) throw userDeactivated();
    },
    authorize: (current, auth) => assertWithinOwnPermissions(ctx, auth.permissions, current.roleId),
    inputOf: (current) => ({ name: current.name, email: current.email, roleId: current.roleId }),
    // Before the unique fields: the role exists and holds nothing the caller lacks, the password
    // passes the rules (against the username it is for).
    check: async (changes, current, auth) => {
      const roleId = changes.roleId as number | undefined;
      if (roleId !== undefined && !(await findRole(ctx.database.db, roleId))) throw validationFailed({ roleId: 'NOT_FOUND' });
      if (changes.password !== undefined) {
        const problem = passwordPolicyProblem(changes.password as string, current?.username ?? (changes.username as string), ctx.config);
        if (problem) throw validationFailed({ password: problem });
      }
      if (roleId !== undefined) await assertWithinOwnPermissions(ctx, auth.permissions, roleId);
    },
    // The password hashed before the transaction (scrypt takes ~0.3 s; PGlite's one connection
    // must not wait for it), once nothing refuses the write.
    prepare: async ({ password, ...columns }) =>
      password === undefined ? columns : { ...columns, passwordHash: await ctx.hasher.hash(password as string) },
    // Every role change takes the managers' lock before the row's and judges the role left as
    // committed then, not as the cache saw it before the transaction
    // (docs/decisions/293-one-managers-lock.md).
    columns: async (tx, columns, current) => {
      if (current && columns.roleId !== undefined) managers = await guardPermissionManagers(tx, current.roleId);
      return columns;
    },
    // A new user is their row and its CREATE log row only.
    children: async (tx, userId, changes, current, auth) => {
      if (!current || !update) return;
      const { client, effects } = update;
      await managers?.assertManagerRemains();
      effects.roleChanged = changes.roleId !== undefined;
      if (changes.password !== undefined) {
        effects.passwordChanged = true;
        // An administrator's reset ends every session of the user (but the caller's own, when
        // resetting their own password here).
        effects.endedSessions = await revokeUserSessions(ctx, tx, userId, 'PASSWORD_RESET', auth.userId === userId ? auth.sessionId : undefined);
        await writeActivity(tx, { type: 'PASSWORD_CHANGED', userId, username: current.username, client });
      }
    },
    loggedFacts: (changes) => (changes.password !== undefined ? { credential: 'CHANGED' as const } : {}),
  };
}

const writing = (ctx: ServiceContext, update?: { client: ClientInfo; effects: UserWriteEffects }) =>
  ({ ...USER_RESOURCE, writes: userWrites(ctx, update) }) as Definition;

/** A role deleted between the check and the write (the foreign key): the check's answer. */
async function roleGone<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = ((error as { cause?: unknown })?.cause ?? error) as { code?: string };
    if (cause?.code === '23503') throw validationFailed({ roleId: 'NOT_FOUND' });
    throw error;
  }
}

/**
 * `POST /api/users` on the kit's create: Idempotency-Key, the role and password checked, the
 * username and email unique ignoring case, the password hashed, then the row and its CREATE log
 * row in one transaction; the unique indexes settle races.
 */
export const createUser = (
  ctx: ServiceContext,
  auth: AuthContext,
  input: z.output<typeof createUserSchema>,
  claim: IdempotencyClaim | undefined,
): Promise<{ value: User; replayed: boolean }> => roleGone(() => createResource<User>(ctx, writing(ctx), auth, input, claim));

/**
 * `PATCH /api/users/:id`: name, email, role and an administrator's password reset, through the
 * kit's versioned update. A role change or a reset reaches the auth cache after the commit; a
 * reset ends the user's other sessions.
 */
export async function updateUser(
  ctx: ServiceContext,
  auth: AuthContext,
  userId: number,
  input: z.output<typeof updateUserSchema>,
  client: ClientInfo,
): Promise<User> {
  const effects: UserWriteEffects = { roleChanged: false, endedSessions: 0, passwordChanged: false };
  const user = await roleGone(() => updateResource<User>(ctx, writing(ctx, { client, effects }), auth, userId, input));
  if (effects.roleChanged || effects.endedSessions > 0 || effects.passwordChanged) await ctx.cache.invalidate(`user:${userId}`);
  return user;
}

/**
 * Deactivates or restores a user, with the kit's versioned UPDATE (decision 164). Deactivation
 * ends all the user's sessions in the same transaction; the auth cache learns it after the
 * commit, so the next request is refused. Refused: yourself (422 SELF_DEACTIVATION), the last
 * active holder of update-permissions (422 LAST_PERMISSION_MANAGER), a user whose role outranks
 * yours (422 PERMISSIONS_EXCEED_OWN). Without a version the one read is used, and a write that
 * lands in between is read again (up to three times) rather than answered as a conflict.
 */
export async function setUserActive(
  ctx: ServiceContext,
  auth: AuthContext,
  userId: number,
  active: boolean,
  version: number | undefined,
): Promise<User> {
  if (!active && userId === auth.userId) {
    throw new ApiError(422, 'SELF_DEACTIVATION', 'You cannot deactivate yourself');
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await setUserActiveOnce(ctx, auth, userId, active, version);
    } catch (error) {
      const retry = version === undefined && attempt < 3 && error instanceof ApiError && error.code === 'VERSION_CONFLICT';
      if (!retry) throw error;
    }
  }
}

async function setUserActiveOnce(ctx: ServiceContext, auth: AuthContext, userId: number, active: boolean, version: number | undefined): Promise<User> {
  const db = ctx.database.db;
  const target = await getUser(db, userId);
  await assertWithinOwnPermissions(ctx, auth.permissions, target.roleId);
  if (version !== undefined && target.version !== version) throw versionConflict(target);
  if (target.active === active) {
    throw new ApiError(409, 'CONFLICT', active ? 'User is already active' : 'User is already deactivated');
  }
  const updated = await answerConflict(
    () =>
      db.transaction(async (tx) => {
        // A deactivation leaves the user's role: the same guard as a move out of it
        // (docs/decisions/293-one-managers-lock.md).
        const managers = active ? undefined : await guardPermissionManagers(tx, target.roleId);
        const row = await versionedUpdate(tx, users, userId, target.version, { deactivatedAt: active ? null : new Date() });
        await managers?.assertManagerRemains();
        if (!active) await revokeUserSessions(ctx, tx, userId, 'DEACTIVATED');
        const user = toUser({ ...(row as typeof users.$inferSelect), roleName: target.roleName });
        await writeChangeLog(tx, {
          entity: 'user',
          entityId: userId,
          action: active ? 'RESTORE' : 'DELETE',
          actorId: auth.userId,
          before: userSnapshot(target),
          after: userSnapshot(user),
        });
        return user;
      }),
    () => getUser(db, userId),
  );
  await ctx.cache.invalidate(`user:${userId}`);
  await ctx.searchCounts.changed();
  return updated;
}
