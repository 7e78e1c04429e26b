import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Paging } from '../../contract/api';
import { parseSort } from '../../contract/lists';
import type {
  createUserSchema,
  REMOVED_USER_SORT_FIELDS,
  removedUserListQuerySchema,
  updateUserSchema,
  User,
  UserSummary,
  userListQuerySchema,
} from '../../contract/users';
import type { AuthContext } from '../auth/auth-cache';
import { passwordPolicyProblem } from '../auth/password-policy';
import { rowsOf, type Queryable } from '../db/client';
import { roles, users } from '../db/schema';
import { ApiError, isUniqueViolation, notFound, validationFailed, versionConflict } from '../errors';
import { writeActivity } from './activity-log';
import { revokeUserSessions } from './auth-service';
import { writeChangeLog } from './change-log';
import { logSnapshot } from './me-service';
import type { ClientInfo, ServiceContext } from './context';
import { idempotentCreate, withIdempotency, type IdempotencyClaim } from './idempotency';
import { answerConflict, updateResource, versionedUpdate, type ResourceDefinition } from './resource';
import { containsPattern, offsetOf, pagingOf } from './lists';
import { assertWithinOwnPermissions, guardPermissionManagers, type ManagersGuard } from './permission-rules';
import { USERS } from '../../contract/areas';

type UserRow = typeof users.$inferSelect;

export const toUserSummary = (user: UserRow): UserSummary => ({
  id: user.id,
  username: user.username,
  name: user.name,
  email: user.email,
  roleId: user.roleId,
  active: user.deactivatedAt === null,
  deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
  version: user.version,
  createdAt: user.createdAt.toISOString(),
  updatedAt: user.updatedAt.toISOString(),
});

export const toUser = (user: UserRow, roleName: string): User => ({ ...toUserSummary(user), roleName });

/** `GET /api/users/:id`. */
export async function getUser(db: Queryable, userId: number): Promise<User> {
  const [row] = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('User');
  return toUser(row.user, row.roleName);
}

const findRole = async (db: Queryable, roleId: number) =>
  (await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.id, roleId)))[0];

// ---------------------------------------------------------------------------------------------
// Lists

type UserListQuery = z.output<typeof userListQuerySchema>;
type RemovedUserListQuery = z.output<typeof removedUserListQuerySchema>;
type SortField = (typeof REMOVED_USER_SORT_FIELDS)[number];

/**
 * ORDER BY per allow-listed sort; each is delivered by an index of migration 0002 (or 0001) so a
 * first page of 10,000 users reads a few index entries, not the table. A unique tail keeps pages
 * stable. `role` is special: see queryUsers.
 */
const ORDER: Record<Exclude<SortField, 'role'>, (direction: SQL) => SQL> = {
  username: (d) => sql`lower(u.username) ${d}`,
  name: (d) => sql`lower(u.name) ${d}, u.id ${d}`,
  email: (d) => sql`lower(u.email) ${d} nulls last, u.id ${d}`, // no email: last either way
  createdAt: (d) => sql`u.created_at ${d}, u.id ${d}`,
  updatedAt: (d) => sql`u.updated_at ${d}, u.id ${d}`,
  deactivatedAt: (d) => sql`u.deactivated_at ${d}, u.id ${d}`,
};

const USER_COLUMNS = sql`u.id, u.username, u.name, u.email, u.role_id, u.deactivated_at, u.version, u.created_at, u.updated_at`;

interface UserListRow {
  id: number;
  username: string;
  name: string;
  email: string | null;
  role_id: number;
  role_name: string;
  deactivated_at: string | Date | null;
  version: number;
  created_at: string | Date;
  updated_at: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();

async function queryUsers(
  ctx: ServiceContext,
  filters: { q?: string | undefined; roleId?: number | undefined; status: 'active' | 'deactivated' | 'all' },
  sort: string,
  page: { page: number; size: number },
): Promise<{ data: User[]; paging: Paging }> {
  const db = ctx.database.db;
  const pattern = filters.q === undefined ? undefined : containsPattern(filters.q);
  const where =
    and(
      filters.status === 'active'
        ? sql`u.deactivated_at is null`
        : filters.status === 'deactivated'
          ? sql`u.deactivated_at is not null`
          : undefined,
      filters.roleId !== undefined ? sql`u.role_id = ${filters.roleId}` : undefined,
      pattern !== undefined
        ? sql`u.search like lower(${pattern})` // username, name and email (migration 0002)
        : undefined,
    ) ?? sql`true`;
  const { field, descending } = parseSort(sort as SortField);
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const order =
    field === 'role'
      ? sql`lower(r.name) ${direction}, r.id ${direction}, lower(u.username) ${direction}`
      : ORDER[field](direction);
  // The page carries its position (`rn`) so the outer query can keep the order it came in.
  const pageQuery =
    field === 'role'
      ? // Roles in name order, and within each role its users by username from the index
        // (role_id, lower(username)): a join ordered by the role's name would sort every user.
        sql`
      select ${USER_COLUMNS}, r.name as role_name, row_number() over (order by ${order}) as rn
      from (select id, name from roles order by lower(name) ${direction}, id ${direction}) r
      cross join lateral (
        select ${USER_COLUMNS} from users u
        where u.role_id = r.id and ${where}
        order by lower(u.username) ${direction}
        limit ${offsetOf(page) + page.size}) u
      order by ${order}
      limit ${page.size} offset ${offsetOf(page)}`
      : sql`
      select ${USER_COLUMNS}, r.name as role_name, row_number() over (order by ${order}) as rn
      from users u join roles r on r.id = u.role_id
      where ${where}
      order by ${order}
      limit ${page.size} offset ${offsetOf(page)}`;
  // Without a search the total comes from the counters kept by migration 0002's triggers; a
  // search's total is counted once and then held until the next users write (search-counts.ts).
  const countKey = pattern === undefined ? undefined : JSON.stringify([filters.status, filters.roleId ?? null, pattern]);
  const heldTotal = countKey === undefined ? undefined : ctx.searchCounts.get(countKey);
  const mark = ctx.searchCounts.mark();
  const countQuery =
    heldTotal !== undefined
      ? sql`select ${heldTotal}::int as total`
      : pattern === undefined
        ? sql`select coalesce(sum(n), 0)::int as total from user_counts
          where ${filters.status === 'all' ? sql`true` : sql`active = ${filters.status === 'active'}`}
          ${filters.roleId !== undefined ? sql`and role_id = ${filters.roleId}` : sql``}`
        : sql`select count(*)::int as total from users u where ${where}`;
  // One statement for the page and its total: one round trip, one plan (CPU per request is what
  // limits a list page at 20 concurrent requests; bench/server-users.mjs). A page past the end is
  // the total with one row of nulls.
  const rows = rowsOf<UserListRow & { total: number; id: number | null }>(
    await db.execute(sql`
      select c.total, p.* from (${countQuery}) c
      left join (${pageQuery}) p on true
      order by p.rn`),
  );
  const total = Number(rows[0]?.total ?? 0);
  if (countKey !== undefined && heldTotal === undefined) ctx.searchCounts.set(countKey, total, mark);
  return {
    data: rows.filter((row) => row.id !== null).map((row) => ({
      id: Number(row.id),
      username: row.username,
      name: row.name,
      email: row.email,
      roleId: Number(row.role_id),
      roleName: row.role_name,
      active: row.deactivated_at === null,
      deactivatedAt: row.deactivated_at === null ? null : iso(row.deactivated_at),
      version: Number(row.version),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    })),
    paging: pagingOf(page, total),
  };
}

/** `GET /api/users`; `deactivated` and `all` need read-removed-users as well. */
export async function listUsers(ctx: ServiceContext, auth: AuthContext, query: UserListQuery) {
  if (query.status !== 'active' && !auth.permissions.has(USERS.permission.listRemoved)) {
    throw new ApiError(403, 'FORBIDDEN', 'Permission missing');
  }
  return queryUsers(ctx, query, query.sort, query);
}

/** `GET /api/users/removed`. */
export async function listRemovedUsers(ctx: ServiceContext, query: RemovedUserListQuery) {
  return queryUsers(ctx, { ...query, status: 'deactivated' }, query.sort, query);
}

// ---------------------------------------------------------------------------------------------
// Writes

const USERNAME_TAKEN = { username: 'TAKEN' } as const;
const EMAIL_TAKEN = { email: 'TAKEN' } as const;

const conflict = (fields: Record<string, string>) =>
  new ApiError(409, 'CONFLICT', 'Already in use', { fields });

/** 409 with every taken field, username and email both compared ignoring case. */
async function assertAvailable(db: Queryable, input: { username?: string; email?: string | null }, exceptId?: number) {
  const fields: Record<string, string> = {};
  const others = exceptId === undefined ? sql`true` : sql`id <> ${exceptId}`;
  if (input.username !== undefined) {
    const found = await db.execute(sql`select 1 from users where lower(username) = lower(${input.username}) and ${others} limit 1`);
    if (rowsOf(found).length > 0) Object.assign(fields, USERNAME_TAKEN);
  }
  if (input.email) {
    const found = await db.execute(sql`select 1 from users where lower(email) = lower(${input.email}) and ${others} limit 1`);
    if (rowsOf(found).length > 0) Object.assign(fields, EMAIL_TAKEN);
  }
  if (Object.keys(fields).length > 0) throw conflict(fields);
}

/** A write that lost a race to a unique index or a deleted role: the same answers as the checks. */
function translateWriteError(error: unknown): unknown {
  if (isUniqueViolation(error, 'users_username_lower_key')) return conflict(USERNAME_TAKEN);
  if (isUniqueViolation(error, 'users_email_lower_key')) return conflict(EMAIL_TAKEN);
  if (isUniqueViolation(error)) return conflict({});
  const cause = (error as { cause?: { code?: string } })?.cause ?? (error as { code?: string });
  if ((cause as { code?: string })?.code === '23503') return validationFailed({ roleId: 'NOT_FOUND' });
  return error;
}

/**
 * `POST /api/users`. Checks and the password hash come before the transaction (scrypt takes
 * ~0.3 s; PGlite's one connection must not wait for it); the unique indexes settle races.
 */
export async function createUser(
  ctx: ServiceContext,
  auth: AuthContext,
  input: z.output<typeof createUserSchema>,
  claim: IdempotencyClaim | undefined,
): Promise<{ value: User; replayed: boolean }> {
  const db = ctx.database.db;
  const result = await withIdempotency(db, claim, async () => {
    const role = await findRole(db, input.roleId);
    if (!role) throw validationFailed({ roleId: 'NOT_FOUND' });
    const problem = passwordPolicyProblem(input.password, input.username, ctx.config);
    if (problem) throw validationFailed({ password: problem });
    await assertWithinOwnPermissions(ctx, auth.permissions, role.id);
    await assertAvailable(db, { username: input.username, email: input.email ?? null });
    const passwordHash = await ctx.hasher.hash(input.password);
    try {
      return await idempotentCreate(db, claim, async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ username: input.username, name: input.name, email: input.email ?? null, passwordHash, roleId: role.id })
          .returning();
        await writeChangeLog(tx, {
          entity: 'user',
          entityId: row!.id,
          action: 'CREATE',
          actorId: auth.userId,
          before: null,
          after: logSnapshot(row!, role.name),
        });
        return toUser(row!, role.name);
      });
    } catch (error) {
      throw translateWriteError(error);
    }
  });
  if (!result.replayed) await ctx.searchCounts.changed();
  return result;
}

const userDeactivated = () => new ApiError(409, 'USER_DEACTIVATED', 'A deactivated user cannot be edited; restore them first');

/** What a user's change-log row records (the same as `logSnapshot` of a row). */
const userSnapshot = (user: User) => ({
  username: user.username,
  name: user.name,
  email: user.email,
  role: user.roleName,
  status: user.active ? ('active' as const) : ('inactive' as const),
});

/** What a user's PATCH did besides the row, for the caches after the commit. */
interface UserWriteEffects {
  written: boolean;
  roleChanged: boolean;
  endedSessions: number;
  passwordChanged: boolean;
}

/**
 * Users on the kit's one versioned update (`updateResource`, decision 164): the table, the record
 * with its role's name, the unique username and email, and the users' own rules as write hooks.
 * Built per request: the hooks know the caller's client (for the activity log) and report back
 * what the write did.
 */
function userDefinition(ctx: ServiceContext, client: ClientInfo, effects: UserWriteEffects): ResourceDefinition<UserRow, User> {
  let managers: ManagersGuard | undefined;
  return {
    entity: 'user',
    noun: 'User',
    table: users,
    toRecord: (row) => toUser(row, ''),
    expand: async (db, rows) => {
      const names = new Map(
        (await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, [...new Set(rows.map((row) => row.roleId))]))).map(
          (role) => [role.id, role.name],
        ),
      );
      return rows.map((row) => toUser(row, names.get(row.roleId) ?? ''));
    },
    snapshot: userSnapshot,
    uniques: [
      {
        field: 'username',
        constraint: 'users_username_lower_key',
        matches: (value) => sql`lower(${users.username}) = lower(${value})`,
        message: 'Already in use',
      },
      {
        field: 'email',
        constraint: 'users_email_lower_key',
        matches: (value) => sql`lower(${users.email}) = lower(${value})`,
        message: 'Already in use',
      },
    ],
    orders: {},
    label: sql`(select name from users where id = c.entity_id)`,
    writes: {
      // A deactivated user is restored before an edit; a user whose role outranks the caller's is
      // read-only to them (PERMISSIONS_EXCEED_OWN).
      editable: (current) => {
        if (!current.active) throw userDeactivated();
      },
      authorize: (current, auth) => assertWithinOwnPermissions(ctx, auth.permissions, current.roleId),
      inputOf: (current) => ({ name: current.name, email: current.email, roleId: current.roleId }),
      // Before the transaction: the new role and password checked, the password hashed (scrypt
      // takes ~0.3 s; PGlite's one connection must not wait for it).
      prepare: async (changes, current, auth) => {
        const { password, ...columns } = changes as { password?: string; roleId?: number } & Record<string, unknown>;
        if (columns.roleId !== undefined) {
          const role = await findRole(ctx.database.db, columns.roleId);
          if (!role) throw validationFailed({ roleId: 'NOT_FOUND' });
        }
        if (password !== undefined) {
          const problem = passwordPolicyProblem(password, current.username, ctx.config);
          if (problem) throw validationFailed({ password: problem });
        }
        if (columns.roleId !== undefined) {
          await assertWithinOwnPermissions(ctx, auth.permissions, columns.roleId);
        }
        return password === undefined ? columns : { ...columns, passwordHash: await ctx.hasher.hash(password) };
      },
      // Every role change takes the managers' lock before the row's and judges the role left as
      // committed then, not as the cache saw it before the transaction
      // (docs/decisions/293-one-managers-lock.md).
      columns: async (tx, columns, current) => {
        if (columns.roleId !== undefined) managers = await guardPermissionManagers(tx, current!.roleId);
        return columns;
      },
      children: async (tx, userId, changes, current, auth) => {
        await managers?.assertManagerRemains();
        effects.written = true;
        effects.roleChanged = changes.roleId !== undefined;
        if (changes.password !== undefined) {
          effects.passwordChanged = true;
          // An administrator's reset ends every session of the user (but the caller's own, when
          // resetting their own password here).
          effects.endedSessions = await revokeUserSessions(ctx, tx, userId, 'PASSWORD_RESET', auth.userId === userId ? auth.sessionId : undefined);
          await writeActivity(tx, { type: 'PASSWORD_CHANGED', userId, username: current!.username, client });
        }
      },
      loggedFacts: (changes) => (changes.password !== undefined ? { credential: 'CHANGED' as const } : {}),
    },
  };
}

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
  const effects: UserWriteEffects = { written: false, roleChanged: false, endedSessions: 0, passwordChanged: false };
  const definition = userDefinition(ctx, client, effects);
  let user: User;
  try {
    user = await updateResource<User>(ctx, definition as never, auth, userId, input);
  } catch (error) {
    // A role deleted between the check and the write (the foreign key): the check's answer.
    const cause = ((error as { cause?: unknown })?.cause ?? error) as { code?: string };
    if (cause?.code === '23503') throw validationFailed({ roleId: 'NOT_FOUND' });
    throw error;
  }
  if (!effects.written) return user;
  if (effects.roleChanged || effects.endedSessions > 0 || effects.passwordChanged) await ctx.cache.invalidate(`user:${userId}`);
  await ctx.searchCounts.changed();
  return user;
}

async function getUserRow(db: Queryable, userId: number): Promise<UserRow & { roleName: string }> {
  const [row] = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('User');
  return { ...row.user, roleName: row.roleName };
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
  const target = await getUserRow(db, userId);
  await assertWithinOwnPermissions(ctx, auth.permissions, target.roleId);
  if (version !== undefined && target.version !== version) throw versionConflict(await getUser(db, userId));
  if ((target.deactivatedAt === null) === active) {
    throw new ApiError(409, 'CONFLICT', active ? 'User is already active' : 'User is already deactivated');
  }
  const updated = await answerConflict(
    () =>
      db.transaction(async (tx) => {
        // A deactivation leaves the user's role: the same guard as a move out of it
        // (docs/decisions/293-one-managers-lock.md).
        const managers = active ? undefined : await guardPermissionManagers(tx, target.roleId);
        const row = (await versionedUpdate(tx, users, userId, target.version, { deactivatedAt: active ? null : new Date() })) as UserRow;
        await managers?.assertManagerRemains();
        if (!active) await revokeUserSessions(ctx, tx, userId, 'DEACTIVATED');
        await writeChangeLog(tx, {
          entity: 'user',
          entityId: userId,
          action: active ? 'RESTORE' : 'DELETE',
          actorId: auth.userId,
          before: logSnapshot(target, target.roleName),
          after: logSnapshot(row, target.roleName),
        });
        return row;
      }),
    () => getUser(db, userId),
  );
  await ctx.cache.invalidate(`user:${userId}`);
  await ctx.searchCounts.changed();
  return toUser(updated, target.roleName);
}
