import { eq, sql } from 'drizzle-orm';
import type { Me, UpdateMe } from '../../contract/me';
import { passwordPolicyProblem } from '../auth/password-policy';
import { roles, users } from '../db/schema';
import { ApiError, isUniqueViolation, notFound, validationFailed, versionConflict } from '../errors';
import { writeActivity } from './activity-log';
import { revokeUserSessions } from './auth-service';
import { writeChangeLog } from './change-log';
import type { ClientInfo, ServiceContext } from './context';
import { reserveAttempt } from './throttle';
import type { Queryable } from '../db/client';

type UserRow = typeof users.$inferSelect;

/**
 * The user as change logs record it (docs/product/screens.md): what a reader recognises, the role
 * by name once and the status; no ids, hash, version or timestamps. The users area writes the same
 * shape.
 */
export const logSnapshot = (user: UserRow, roleName: string, options: { passwordChanged?: boolean } = {}) => ({
  username: user.username,
  name: user.name,
  email: user.email,
  role: roleName,
  status: user.deactivatedAt === null ? ('active' as const) : ('inactive' as const),
  // A new password is recorded as the fact only, never the secret or its hash (decision 118);
  // the key is absent from `before`, so the log reads "Password: changed".
  ...(options.passwordChanged ? { credential: 'CHANGED' as const } : {}),
});

export async function getMe(db: Queryable, userId: number): Promise<Me> {
  const [row] = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('User');
  const { user } = row;
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    roleId: user.roleId,
    roleName: row.roleName,
    active: user.deactivatedAt === null,
    version: user.version,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/**
 * Name, email and password of the signed-in user. The password is checked and hashed before the
 * transaction: scrypt takes ~0.3 s and PGlite's one connection must not wait for it.
 */
export async function updateMe(
  ctx: ServiceContext,
  auth: { userId: number; sessionId: string },
  input: UpdateMe & { version: number },
  client: ClientInfo,
): Promise<Me> {
  const db = ctx.database.db;
  const [row] = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, auth.userId));
  if (!row) throw notFound('User');
  const { user: current, roleName } = row;
  if (current.version !== input.version) throw versionConflict(await getMe(db, auth.userId));

  let passwordHash: string | undefined;
  if (input.newPassword !== undefined) {
    const problem = passwordPolicyProblem(input.newPassword, current.username, ctx.config);
    if (problem) throw validationFailed({ newPassword: problem });
    // Current-password guesses are limited like sign-ins (decision 150): a stolen access token
    // must not become an unlimited password oracle.
    const attempt = await reserveAttempt(
      ctx,
      [{ key: `password:${auth.userId}`, max: ctx.config.loginRateLimit.maxFailures }],
      'Too many wrong current passwords',
    );
    try {
      if (!(await ctx.hasher.verify(input.currentPassword ?? '', current.passwordHash))) {
        await attempt.settle('failure');
        throw validationFailed({ currentPassword: 'WRONG_PASSWORD' });
      }
    } finally {
      await attempt.settle('success');
    }
    passwordHash = await ctx.hasher.hash(input.newPassword);
  }

  const changes: Partial<UserRow> = {};
  if (input.name !== undefined && input.name !== current.name) changes.name = input.name;
  if (input.email !== undefined && (input.email ?? null) !== current.email) changes.email = input.email ?? null;
  if (passwordHash) changes.passwordHash = passwordHash;
  if (Object.keys(changes).length === 0) return getMe(db, auth.userId);

  let endedSessions = 0;
  try {
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ ...changes, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(sql`${users.id} = ${auth.userId} and ${users.version} = ${input.version}`)
        .returning();
      // Someone saved between our read and this write.
      if (!updated) throw versionConflict(null);
      await writeChangeLog(tx, {
        entity: 'user',
        entityId: auth.userId,
        action: 'UPDATE',
        actorId: auth.userId,
        before: logSnapshot(current, roleName),
        after: logSnapshot(updated, roleName, { passwordChanged: passwordHash !== undefined }),
      });
      if (passwordHash) {
        endedSessions = await revokeUserSessions(ctx, tx, auth.userId, 'PASSWORD_CHANGED', auth.sessionId);
        await writeActivity(tx, { type: 'PASSWORD_CHANGED', userId: auth.userId, username: current.username, client });
      }
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') throw versionConflict(await getMe(db, auth.userId));
    if (isUniqueViolation(error)) throw new ApiError(409, 'CONFLICT', 'Email already in use', { fields: { email: 'TAKEN' } });
    throw error;
  }
  if (endedSessions > 0) await ctx.cache.invalidate(`user:${auth.userId}`);
  // Name or email changed: a search may match differently.
  await ctx.searchCounts.changed();
  return getMe(db, auth.userId);
}

/** Sign out everywhere: every session of the user, this one included. */
export async function endAllSessions(ctx: ServiceContext, userId: number, client: ClientInfo): Promise<number> {
  const ended = await ctx.database.db.transaction(async (tx) => {
    const count = await revokeUserSessions(ctx, tx, userId, 'SIGN_OUT_EVERYWHERE');
    await writeActivity(tx, { type: 'SIGN_OUT_EVERYWHERE', userId, username: null, client });
    return count;
  });
  await ctx.cache.invalidate(`user:${userId}`);
  return ended;
}
