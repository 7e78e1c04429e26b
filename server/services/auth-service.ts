import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Session } from '../../contract/auth';
import { createHmac } from 'node:crypto';
import { hashRefreshToken, newRefreshToken, signAccessToken, verifyAccessToken } from '../auth/tokens';
import { rowsOf, type Queryable } from '../db/client';
import { sessions, users } from '../db/schema';
import { ApiError } from '../errors';
import { writeActivity } from './activity-log';
import type { ClientInfo, ServiceContext } from './context';
import { reserveAttempt, type ThrottleLimit } from './throttle';
import {
  confirmEnrolment,
  issueChallenge,
  readChallenge,
  roleRequiresSecondFactor,
  startEnrolment,
  verifySecondFactor,
  type ChallengeKind,
} from './second-factor';
import { deviceNonce } from '../auth/device-trust';
import type { Enrolment } from '../../contract/second-factor';

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
 * The attempts a sign-in claims (docs/decisions/150-atomic-sign-in-throttle.md, 292): from a
 * browser without its user's device cookie, per username and address (the lockout
 * docs/product/sessions.md asks for) and per address over all usernames (password spraying); from a
 * browser with it, on that device's own key only, so nobody else's failures refuse its user's right
 * password. Counted in the database, so it holds across restarts and instances.
 */
export const signInLimits = (ctx: ServiceContext, username: string, ip: string, device?: string): ThrottleLimit[] =>
  device
    ? [{ key: `device:${device}`, max: ctx.config.loginRateLimit.maxFailures }]
    : [
        { key: `login:${username.toLowerCase()}|${ip}`, max: ctx.config.loginRateLimit.maxFailures },
        { key: `ip:${ip}`, max: ctx.config.loginRateLimit.maxFailuresPerIp },
      ];

/** Usernames are ASCII (contract/users.ts); the lockout key and the lookup then fold case alike. */
const ASCII_USERNAME = /^[\x21-\x7e]+$/;

/** Signed in, or asked for the second step (docs/decisions/291-second-factor.md). */
export type SignInResult =
  | { readonly kind: 'session'; readonly issued: IssuedSession }
  | { readonly kind: 'challenge'; readonly secondFactor: ChallengeKind; readonly challenge: string };

export async function login(
  ctx: ServiceContext,
  input: { username: string; password: string; remember: boolean },
  client: ClientInfo,
  deviceCookie?: string,
): Promise<SignInResult> {
  const username = input.username.trim();
  if (!ASCII_USERNAME.test(username)) {
    // No account can have this name: nothing to check, nothing to count.
    await writeActivity(ctx.database.db, { type: 'SIGN_IN_FAILURE', userId: null, username: null, client });
    throw invalidCredentials();
  }
  const device = deviceNonce(ctx.tokenSecret, deviceCookie, username);
  const attempt = await reserveAttempt(ctx, signInLimits(ctx, username, client.ip, device), 'Too many failed sign-in attempts');
  let user: typeof users.$inferSelect | undefined;
  try {
    [user] = await ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    // Verify even for an unknown user (against a dummy hash) so timing does not reveal usernames.
    const passwordOk = await ctx.hasher.verify(input.password, user?.passwordHash);
    if (!user || !passwordOk || user.deactivatedAt !== null) {
      await attempt.settle('failure');
      // The account's name, or none: a name that names no account is often a password typed into
      // the wrong field, and every reader of the activity log would see it (decision 295).
      await writeActivity(ctx.database.db, { type: 'SIGN_IN_FAILURE', userId: null, username: user?.username ?? null, client });
      throw invalidCredentials();
    }
  } finally {
    // A claim not settled above (an error on the way) frees its slot rather than counting.
    await attempt.settle('success');
  }
  if (ctx.hasher.needsRehash(user.passwordHash)) {
    // Hashes made with older parameters are upgraded while the plain password is at hand.
    const upgraded = await ctx.hasher.hash(input.password);
    await ctx.database.db.update(users).set({ passwordHash: upgraded }).where(eq(users.id, user.id));
  }
  const secondFactor: ChallengeKind | null = user.totpEnabledAt
    ? 'totp'
    : (await roleRequiresSecondFactor(ctx, user.roleId))
      ? 'enrol'
      : null;
  if (secondFactor) {
    return { kind: 'challenge', secondFactor, challenge: issueChallenge(ctx, secondFactor, { userId: user.id, remember: input.remember }) };
  }
  return { kind: 'session', issued: await startSession(ctx, user, input.remember, client) };
}

/** A new session (a refresh-token family) for a user who passed every step of signing in. */
export async function startSession(
  ctx: ServiceContext,
  user: { id: number; username: string; roleId: number },
  remember: boolean,
  client: ClientInfo,
): Promise<IssuedSession> {
  const secret = newRefreshToken();
  const ttl = sessionTtl(ctx, remember);
  const sessionId = await ctx.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(sessions)
      .values({
        userId: user.id,
        tokenHash: hashRefreshToken(secret),
        remember,
        ip: client.ip.slice(0, 100),
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        expiresAt: new Date(Date.now() + ttl * 1000),
      })
      .returning({ id: sessions.id });
    await writeActivity(tx, { type: 'SIGN_IN_SUCCESS', userId: user.id, username: user.username, client });
    return created!.id;
  });
  return {
    session: issue(ctx, user, sessionId),
    refreshToken: `${sessionId}.${secret}`,
    remember,
    maxAgeSeconds: ttl,
  };
}

/** The user a challenge names, if they may still sign in. */
async function challengedUser(ctx: ServiceContext, userId: number) {
  const [user] = await ctx.database.db
    .select({ id: users.id, username: users.username, roleId: users.roleId, deactivatedAt: users.deactivatedAt, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.deactivatedAt !== null) throw new ApiError(400, 'INVALID_CHALLENGE', 'The sign-in has expired; sign in again');
  return user;
}

/** The second step: a code or a recovery code for a `totp` challenge. */
export async function loginWithSecondFactor(
  ctx: ServiceContext,
  input: { challenge: string; code?: string; recoveryCode?: string },
  client: ClientInfo,
  deviceCookie?: string,
): Promise<{ issued: IssuedSession; username: string }> {
  const challenge = readChallenge(ctx, input.challenge, 'totp');
  const user = await challengedUser(ctx, challenge.userId);
  if (!user.totpEnabledAt) throw new ApiError(400, 'INVALID_CHALLENGE', 'The sign-in has expired; sign in again');
  const limits = signInLimits(ctx, user.username, client.ip, deviceNonce(ctx.tokenSecret, deviceCookie, user.username));
  const factor = input.code !== undefined ? { code: input.code } : { recoveryCode: input.recoveryCode ?? '' };
  try {
    await verifySecondFactor(ctx, user, factor, client, limits);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INVALID_SECOND_FACTOR') {
      await writeActivity(ctx.database.db, { type: 'SIGN_IN_FAILURE', userId: null, username: user.username, client });
    }
    throw error;
  }
  return { issued: await startSession(ctx, user, challenge.remember, client), username: user.username };
}

/** Enrolment at sign-in, for a user whose role requires a second factor: the secret to set up. */
export async function startLoginEnrolment(ctx: ServiceContext, token: string): Promise<Enrolment> {
  const user = await challengedUser(ctx, readChallenge(ctx, token, 'enrol').userId);
  return startEnrolment(ctx, user);
}

/** Confirms the enrolment at sign-in and starts the session; answers the recovery codes too. */
export async function confirmLoginEnrolment(
  ctx: ServiceContext,
  input: { challenge: string; enrolmentToken: string; code: string },
  client: ClientInfo,
  deviceCookie?: string,
): Promise<{ issued: IssuedSession; recoveryCodes: string[]; username: string }> {
  const challenge = readChallenge(ctx, input.challenge, 'enrol');
  const user = await challengedUser(ctx, challenge.userId);
  const limits = signInLimits(ctx, user.username, client.ip, deviceNonce(ctx.tokenSecret, deviceCookie, user.username));
  const recoveryCodes = await confirmEnrolment(ctx, user, input, client, limits);
  return { issued: await startSession(ctx, user, challenge.remember, client), recoveryCodes, username: user.username };
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
 * The secret that replaces `secret` in session `sessionId`: derived (HMAC with the server's
 * secret) rather than random, so the just-rotated token can be answered with the same successor
 * during the grace window without keeping any secret in the database (decision 151).
 */
const successorOf = (ctx: ServiceContext, sessionId: string, secret: string) =>
  createHmac('sha256', ctx.tokenSecret).update(`refresh:${sessionId}:${secret}`).digest('base64url');

/** How many spent secrets' hashes a session keeps to recognise a replayed genuine token. */
const SPENT_KEPT = 8;

/**
 * Rotates a refresh token with one update by primary key (the hot path: one round trip, no index
 * touched). On PostgreSQL the statement does not wait for the WAL flush (`relaxedDb`): a rotation
 * lost in a crash only means signing in again. A token that is not the current one is looked at
 * in `handleRejectedRefresh`: the just-spent one inside the grace window gets the same successor
 * (two tabs), another spent one ends the family (reuse), and one that was never issued changes
 * nothing (decision 151).
 */
export async function refresh(ctx: ServiceContext, token: string | undefined, client: ClientInfo): Promise<IssuedSession> {
  const parsed = parseRefreshToken(token);
  if (!parsed) throw invalidRefresh();
  const nextSecret = successorOf(ctx, parsed.sessionId, parsed.secret);
  const { rememberSessionTtlSeconds: remember, browserSessionTtlSeconds: browser } = ctx.config;
  // Expiries computed here rather than with make_interval() in the statement (cheaper on PGlite).
  const now = Date.now();
  const rememberUntil = new Date(now + remember * 1000).toISOString();
  const browserUntil = new Date(now + browser * 1000).toISOString();
  const [rotated] = rowsOf<RotatedRow>(
    await ctx.database.relaxedDb.execute(sql`
      update sessions s
      set token_hash = ${hashRefreshToken(nextSecret)}, last_used_at = now(), rotated_at = now(),
          spent_hashes = (array[s.token_hash] || s.spent_hashes)[1:${SPENT_KEPT}],
          expires_at = case when s.remember then ${rememberUntil}::timestamptz else ${browserUntil}::timestamptz end
      from users u
      where s.id = ${parsed.sessionId} and s.token_hash = ${hashRefreshToken(parsed.secret)}
        and u.id = s.user_id and s.revoked_at is null and s.expires_at > now() and u.deactivated_at is null
      returning s.user_id, s.remember, u.username, u.role_id`),
  );
  const answer = (row: RotatedRow): IssuedSession => {
    const user = { id: Number(row.user_id), username: row.username, roleId: Number(row.role_id) };
    return {
      session: issue(ctx, user, parsed.sessionId),
      refreshToken: `${parsed.sessionId}.${nextSecret}`,
      remember: row.remember,
      maxAgeSeconds: row.remember ? remember : browser,
    };
  };
  if (rotated) return answer(rotated);
  const successor = await handleRejectedRefresh(ctx, parsed.sessionId, hashRefreshToken(parsed.secret), hashRefreshToken(nextSecret), client);
  if (successor) return answer(successor);
  throw invalidRefresh();
}

interface SessionState extends RotatedRow {
  token_hash: string;
  spent_hashes: string[] | string;
  in_grace: boolean;
  live: boolean;
}

/** PGlite and node-postgres both parse text[]; a string is parsed here just in case. */
const spentOf = (value: string[] | string): string[] =>
  Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',').filter(Boolean);

/**
 * A refresh token that did not rotate. Returns the session's row when the token is the one just
 * spent, within the grace window, and its successor is still current: the caller answers with that
 * same successor. Otherwise ends what must end and returns undefined.
 */
async function handleRejectedRefresh(
  ctx: ServiceContext,
  sessionId: string,
  tokenHash: string,
  successorHash: string,
  client: ClientInfo,
): Promise<RotatedRow | undefined> {
  const [session] = rowsOf<SessionState>(
    await ctx.database.db.execute(sql`
      select s.token_hash, s.spent_hashes, s.user_id, s.remember, u.username, u.role_id,
        coalesce(s.rotated_at > now() - make_interval(secs => ${ctx.config.refreshGraceSeconds}), false) as in_grace,
        (s.expires_at > now() and u.deactivated_at is null) as live
      from sessions s join users u on u.id = s.user_id
      where s.id = ${sessionId} and s.revoked_at is null`),
  );
  if (!session) return undefined;
  if (session.token_hash === tokenHash) {
    // The current token of an expired session or of a deactivated user: end it now.
    await revokeSession(ctx, ctx.database.db, sessionId, 'INVALID');
    return undefined;
  }
  const spent = spentOf(session.spent_hashes);
  if (!spent.includes(tokenHash)) return undefined; // never issued for this session: change nothing
  if (session.in_grace && spent[0] === tokenHash) {
    // Two tabs refreshing with one cookie: the second gets what the first got.
    return session.token_hash === successorHash && session.live ? session : undefined;
  }
  if (session.in_grace) return undefined; // an older token during a burst of rotations: refuse, end nothing
  const revoked = await revokeSession(ctx, ctx.database.db, sessionId, 'REFRESH_TOKEN_REUSE');
  if (revoked) {
    await writeActivity(ctx.database.db, { type: 'REFRESH_TOKEN_REUSE', userId: revoked.userId, username: null, client });
  }
  return undefined;
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

/** True when `token` is a genuine token of its session, current or spent (never a guessed one). */
async function isGenuineRefreshToken(ctx: ServiceContext, parsed: { sessionId: string; secret: string }): Promise<boolean> {
  const tokenHash = hashRefreshToken(parsed.secret);
  const rows = await ctx.database.db.execute(sql`
    select 1 from sessions
    where id = ${parsed.sessionId} and (token_hash = ${tokenHash} or ${tokenHash} = any(spent_hashes))`);
  return rowsOf(rows).length > 0;
}

/**
 * Ends the session named by a genuine refresh cookie (the current token or a spent one of its
 * family) or, failing that, by the bearer token's `sid`, which may be expired (the client logs out
 * after a failed refresh). A cookie that merely names a session id ends nothing. Always succeeds.
 */
export async function logout(
  ctx: ServiceContext,
  input: { refreshToken: string | undefined; authorization: string | undefined },
  client: ClientInfo,
): Promise<void> {
  const parsed = parseRefreshToken(input.refreshToken);
  let sessionId = parsed && (await isGenuineRefreshToken(ctx, parsed)) ? parsed.sessionId : undefined;
  if (!sessionId && input.authorization?.startsWith('Bearer ')) {
    const verified = verifyAccessToken(input.authorization.slice(7).trim(), ctx.tokenSecret);
    if (verified.ok || verified.reason === 'expired') sessionId = verified.claims?.sid;
  }
  if (!sessionId) return;
  const revoked = await revokeSession(ctx, ctx.database.db, sessionId, 'SIGN_OUT');
  if (revoked) await writeActivity(ctx.database.db, { type: 'SIGN_OUT', userId: revoked.userId, username: null, client });
}
