import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Session } from '../../contract/auth';
import { hashRefreshToken, newRefreshToken, signAccessToken, verifyAccessToken } from '../auth/tokens';
import { rowsOf, type Queryable } from '../db/client';
import { sessions, users } from '../db/schema';
import { ApiError } from '../errors';
import { writeActivity } from './activity-log';
import type { ClientInfo, ServiceContext } from './context';

export interface IssuedSession {
  readonly session: Session;
  readonly refreshToken: string;
  readonly remember: boolean;
  readonly maxAgeSeconds: number;
}

const invalidCredentials = () => new ApiError(400, 'INVALID_CREDENTIALS', 'Invalid username or password');
const invalidRefresh = () => new ApiError(400, 'INVALID_REFRESH_TOKEN', 'Invalid refresh token');

const sessionTtl = (ctx: ServiceContext, remember: boolean) =>
  remember ? ctx.config.rememberSessionTtlSeconds : ctx.config.browserSessionTtlSeconds;

function issue(ctx: ServiceContext, user: { id: number; username: string; roleId: number }, sessionId: string) {
  return {
    userId: user.id,
    username: user.username,
    roleId: user.roleId,
    accessToken: signAccessToken({ sub: user.id, sid: sessionId }, ctx.tokenSecret, ctx.config.accessTokenTtlSeconds),
  };
}

/**
 * Seconds until another attempt is allowed, or 0: after `maxFailures` failed sign-ins for one
 * username from one IP within the window, the oldest of the last `maxFailures` must age out.
 * Counted from activity_logs so it holds across restarts and instances.
 */
async function lockedForSeconds(ctx: ServiceContext, username: string, ip: string): Promise<number> {
  const { maxFailures, windowSeconds } = ctx.config.loginRateLimit;
  const rows = rowsOf<{ created_at: string | Date }>(
    await ctx.database.db.execute(sql`
      select created_at from activity_logs
      where type = 'SIGN_IN_FAILURE' and lower(username) = lower(${username}) and ip = ${ip}
        and created_at > now() - make_interval(secs => ${windowSeconds})
      order by created_at desc limit ${maxFailures}`),
  );
  if (rows.length < maxFailures) return 0;
  const oldest = new Date(rows[rows.length - 1]!.created_at).getTime();
  return Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - Date.now()) / 1000));
}

export async function login(
  ctx: ServiceContext,
  input: { username: string; password: string; remember: boolean },
  client: ClientInfo,
): Promise<IssuedSession> {
  const username = input.username.trim();
  const wait = await lockedForSeconds(ctx, username, client.ip);
  if (wait > 0) {
    throw new ApiError(429, 'RATE_LIMITED', 'Too many failed sign-in attempts', { retryAfterSeconds: wait });
  }
  const [user] = await ctx.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  // Verify even for an unknown user (against a dummy hash) so timing does not reveal usernames.
  const passwordOk = await ctx.hasher.verify(input.password, user?.passwordHash);
  if (!user || !passwordOk || user.deactivatedAt !== null) {
    await writeActivity(ctx.database.db, { type: 'SIGN_IN_FAILURE', userId: null, username, client });
    throw invalidCredentials();
  }

  const secret = newRefreshToken();
  const ttl = sessionTtl(ctx, input.remember);
  const sessionId = await ctx.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(sessions)
      .values({
        userId: user.id,
        tokenHash: hashRefreshToken(secret),
        remember: input.remember,
        ip: client.ip.slice(0, 100),
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        expiresAt: new Date(Date.now() + ttl * 1000),
      })
      .returning({ id: sessions.id });
    await writeActivity(tx, { type: 'SIGN_IN_SUCCESS', userId: user.id, username: user.username, client });
    return created!.id;
  });
  if (ctx.hasher.needsRehash(user.passwordHash)) {
    // Hashes made with older parameters are upgraded while the plain password is at hand.
    const upgraded = await ctx.hasher.hash(input.password);
    await ctx.database.db.update(users).set({ passwordHash: upgraded }).where(eq(users.id, user.id));
  }
  return {
    session: issue(ctx, user, sessionId),
    refreshToken: `${sessionId}.${secret}`,
    remember: input.remember,
    maxAgeSeconds: ttl,
  };
}

interface RotatedRow {
  user_id: number;
  remember: boolean;
  username: string;
  role_id: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `<session id>.<secret>` → its parts, or undefined for anything else. */
export function parseRefreshToken(token: string | undefined): { sessionId: string; secret: string } | undefined {
  if (!token || token.length > 200) return undefined;
  const [sessionId = '', secret = '', extra] = token.split('.');
  if (extra !== undefined || !UUID.test(sessionId) || !/^[\w-]{20,100}$/.test(secret)) return undefined;
  return { sessionId, secret };
}

/**
 * Rotates a refresh token with one update by primary key (the hot path: one round trip, no index
 * touched). The session id is random and only ever given inside a token, so a known id with a
 * secret that is not the current one is a spent token being replayed: the whole family ends and
 * the answer is 400 (reuse detection). On PostgreSQL the statement does not wait for the WAL flush
 * (`relaxedDb`): a rotation lost in a crash only means signing in again.
 */
export async function refresh(ctx: ServiceContext, token: string | undefined, client: ClientInfo): Promise<IssuedSession> {
  const parsed = parseRefreshToken(token);
  if (!parsed) throw invalidRefresh();
  const nextSecret = newRefreshToken();
  const { rememberSessionTtlSeconds: remember, browserSessionTtlSeconds: browser } = ctx.config;
  // Expiries computed here rather than with make_interval() in the statement (cheaper on PGlite).
  const now = Date.now();
  const rememberUntil = new Date(now + remember * 1000).toISOString();
  const browserUntil = new Date(now + browser * 1000).toISOString();
  const [rotated] = rowsOf<RotatedRow>(
    await ctx.database.relaxedDb.execute(sql`
      update sessions s
      set token_hash = ${hashRefreshToken(nextSecret)}, last_used_at = now(),
          expires_at = case when s.remember then ${rememberUntil}::timestamptz else ${browserUntil}::timestamptz end
      from users u
      where s.id = ${parsed.sessionId} and s.token_hash = ${hashRefreshToken(parsed.secret)}
        and u.id = s.user_id and s.revoked_at is null and s.expires_at > now() and u.deactivated_at is null
      returning s.user_id, s.remember, u.username, u.role_id`),
  );
  if (rotated) {
    const user = { id: Number(rotated.user_id), username: rotated.username, roleId: Number(rotated.role_id) };
    return {
      session: issue(ctx, user, parsed.sessionId),
      refreshToken: `${parsed.sessionId}.${nextSecret}`,
      remember: rotated.remember,
      maxAgeSeconds: rotated.remember ? remember : browser,
    };
  }
  await handleRejectedRefresh(ctx, parsed.sessionId, hashRefreshToken(parsed.secret), client);
  throw invalidRefresh();
}

async function handleRejectedRefresh(ctx: ServiceContext, sessionId: string, tokenHash: string, client: ClientInfo) {
  const [session] = await ctx.database.db
    .select({ tokenHash: sessions.tokenHash, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!session || session.revokedAt !== null) return;
  if (session.tokenHash !== tokenHash) {
    const revoked = await revokeSession(ctx, ctx.database.db, sessionId, 'REFRESH_TOKEN_REUSE');
    if (revoked) {
      await writeActivity(ctx.database.db, { type: 'REFRESH_TOKEN_REUSE', userId: revoked.userId, username: null, client });
    }
    return;
  }
  // The current token of an expired session or of a deactivated user: end it now.
  await revokeSession(ctx, ctx.database.db, sessionId, 'INVALID');
}

/** Revokes one session if still live; returns its user. Invalidates the auth cache. */
export async function revokeSession(ctx: ServiceContext, db: Queryable, sessionId: string, reason: string) {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  await ctx.cache.invalidate(`session:${sessionId}`);
  return row;
}

/**
 * Revokes every live session of a user except `keep`; returns how many. Runs inside the caller's
 * transaction, so the caller invalidates `user:<id>` in the auth cache after its commit.
 */
export async function revokeUserSessions(ctx: ServiceContext, db: Queryable, userId: number, reason: string, keep?: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? sql`${sessions.id} <> ${keep}` : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/**
 * Ends the session named by the refresh cookie or, failing that, by the bearer token's `sid`,
 * which may be expired (the client logs out after a failed refresh). Always succeeds.
 */
export async function logout(
  ctx: ServiceContext,
  input: { refreshToken: string | undefined; authorization: string | undefined },
  client: ClientInfo,
): Promise<void> {
  // The cookie names its session; an old (rotated) cookie of the family still ends it.
  let sessionId = parseRefreshToken(input.refreshToken)?.sessionId;
  if (!sessionId && input.authorization?.startsWith('Bearer ')) {
    const verified = verifyAccessToken(input.authorization.slice(7).trim(), ctx.tokenSecret);
    if (verified.ok || verified.reason === 'expired') sessionId = verified.claims?.sid;
  }
  if (!sessionId) return;
  const revoked = await revokeSession(ctx, ctx.database.db, sessionId, 'SIGN_OUT');
  if (revoked) await writeActivity(ctx.database.db, { type: 'SIGN_OUT', userId: revoked.userId, username: null, client });
}
