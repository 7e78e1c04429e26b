import { and, eq, isNull, sql } from 'drizzle-orm';
import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  type CurrentFactor,
  type Enrolment,
  type SecondFactorStatus,
} from '../../contract/second-factor';
import { base32Decode, base32Encode, matchTotp, otpauthUri } from '../../contract/totp';
import { SecretBox } from '../auth/secret-box';
import type { Queryable } from '../db/client';
import { recoveryCodes, users } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { writeActivity } from './activity-log';
import { revokeUserSessions } from './auth-service';
import type { ClientInfo, ServiceContext } from './context';
import { reserveAttempt, type ThrottleLimit } from './throttle';
import { ROLES, USERS } from '../../contract/areas';

/**
 * The second factor (docs/decisions/291-second-factor.md): TOTP secrets sealed at rest, sign-in
 * challenges, enrolment, one-time recovery codes, and the checks that a code is neither wrong nor
 * replayed. Every code attempt goes through the sign-in throttle.
 */

/** Permissions whose holders must have a second factor (when the server requires it). */
const KEY_HOLDER_PERMISSIONS = [ROLES.permission.updatePermissions, USERS.permission.create] as const;
const ISSUER = 'LAJU';
const CHALLENGE_SECONDS = 5 * 60;
const ENROLMENT_SECONDS = 15 * 60;
/** Wrong codes per user and window, over every address: a known password cannot buy a code search. */
const FACTOR_FAILURES = 5;
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export type ChallengeKind = 'totp' | 'enrol';
export interface Challenge {
  readonly userId: number;
  readonly remember: boolean;
}

const invalidChallenge = () => new ApiError(400, 'INVALID_CHALLENGE', 'The sign-in has expired; sign in again');
const invalidSecondFactor = () => new ApiError(400, 'INVALID_SECOND_FACTOR', 'Invalid code');
const notEnabled = () => new ApiError(409, 'SECOND_FACTOR_NOT_ENABLED', 'Two-step verification is not on');

/** Keys derived once per token secret: sealing, challenge signing and recovery-code hashing. */
interface Keys {
  readonly box: SecretBox;
  readonly challenge: Buffer;
  readonly recovery: Buffer;
}
const keysBySecret = new Map<string, Keys>();
function keysOf(ctx: ServiceContext): Keys {
  const material = ctx.config.secondFactorKey ?? ctx.tokenSecret;
  let keys = keysBySecret.get(material);
  if (!keys) {
    const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', material, 'laju', `laju ${purpose}`, 32));
    keys = {
      box: new SecretBox(material, 'second factor secrets'),
      challenge: derive('sign-in challenges'),
      recovery: derive('recovery codes'),
    };
    keysBySecret.set(material, keys);
  }
  return keys;
}

/** Whether this role must use a second factor. */
export async function roleRequiresSecondFactor(ctx: ServiceContext, roleId: number): Promise<boolean> {
  if (!ctx.config.secondFactorRequired) return false;
  const { set } = await ctx.cache.permissions(roleId);
  return KEY_HOLDER_PERMISSIONS.some((permission) => set.has(permission));
}

/** `c1.<payload>.<mac>`: who, which step, "Ingat saya", until when. Not stored anywhere. */
export function issueChallenge(ctx: ServiceContext, kind: ChallengeKind, challenge: Challenge): string {
  const payload = Buffer.from(
    JSON.stringify({
      k: kind,
      u: challenge.userId,
      r: challenge.remember,
      e: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
      n: randomBytes(9).toString('base64url'),
    }),
  ).toString('base64url');
  const mac = createHmac('sha256', keysOf(ctx).challenge).update(`c1.${payload}`).digest('base64url');
  return `c1.${payload}.${mac}`;
}

export const CHALLENGE_TTL_SECONDS = CHALLENGE_SECONDS;

export function readChallenge(ctx: ServiceContext, token: string, kind: ChallengeKind): Challenge {
  const [version, payload = '', mac = '', extra] = token.split('.');
  if (version !== 'c1' || extra !== undefined) throw invalidChallenge();
  const expected = createHmac('sha256', keysOf(ctx).challenge).update(`c1.${payload}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidChallenge();
  let claims: { k?: unknown; u?: unknown; r?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalidChallenge();
  }
  if (claims.k !== kind || !Number.isSafeInteger(claims.u) || typeof claims.r !== 'boolean') throw invalidChallenge();
  if (typeof claims.e !== 'number' || claims.e < Date.now() / 1000) throw invalidChallenge();
  return { userId: claims.u as number, remember: claims.r };
}

/** A new secret for `username`, sealed into a token that only this user can confirm. */
export function startEnrolment(ctx: ServiceContext, user: { id: number; username: string }): Enrolment {
  const secret = base32Encode(randomBytes(20));
  const enrolmentToken = keysOf(ctx).box.seal(
    JSON.stringify({ u: user.id, s: secret, e: Math.floor(Date.now() / 1000) + ENROLMENT_SECONDS }),
  );
  return { secret, otpauthUri: otpauthUri(ISSUER, user.username, secret), enrolmentToken };
}

function openEnrolment(ctx: ServiceContext, token: string, userId: number): string {
  const opened = keysOf(ctx).box.open(token);
  let claims: { u?: unknown; s?: unknown; e?: unknown } | undefined;
  try {
    claims = opened === undefined ? undefined : JSON.parse(opened);
  } catch {
    claims = undefined;
  }
  if (!claims || claims.u !== userId || typeof claims.s !== 'string' || typeof claims.e !== 'number' || claims.e < Date.now() / 1000) {
    throw invalidChallenge();
  }
  return claims.s;
}

const hashRecoveryCode = (ctx: ServiceContext, code: string) =>
  createHmac('sha256', keysOf(ctx).recovery).update(code.replace('-', '').toLowerCase()).digest('base64url');

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

async function replaceRecoveryCodes(ctx: ServiceContext, tx: Queryable, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(ctx, code) })));
  return codes;
}

/**
 * Confirms an enrolment with a code from the authenticator: stores the sealed secret and ten new
 * recovery codes, or, for a wrong code, nothing. The code's step counts as used.
 */
export async function confirmEnrolment(
  ctx: ServiceContext,
  user: { id: number; username: string },
  input: { enrolmentToken: string; code: string },
  client: ClientInfo,
  limits: readonly ThrottleLimit[] = [],
): Promise<string[]> {
  const secret = openEnrolment(ctx, input.enrolmentToken, user.id);
  const step = await throttled(ctx, user.id, limits, () => matchTotp(base32Decode(secret)!, input.code, Date.now()));
  return ctx.database.db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(users)
      .set({ totpSecret: keysOf(ctx).box.seal(secret), totpEnabledAt: new Date(), totpLastStep: step })
      .where(and(eq(users.id, user.id), isNull(users.totpSecret)))
      .returning({ id: users.id });
    if (!enabled) throw new ApiError(409, 'SECOND_FACTOR_ALREADY_ENABLED', 'Two-step verification is already on');
    const codes = await replaceRecoveryCodes(ctx, tx, user.id);
    await writeActivity(tx, { type: 'SECOND_FACTOR_ENABLED', userId: user.id, username: user.username, client });
    return codes;
  });
}

/**
 * Runs one code check under the throttle: the caller's keys (the sign-in's) and the user's own
 * key over every address. `check` answers what it accepted, or null for a wrong code.
 */
async function throttled<T>(
  ctx: ServiceContext,
  userId: number,
  limits: readonly ThrottleLimit[],
  check: () => Promise<T | null>,
): Promise<T> {
  const attempt = await reserveAttempt(
    ctx,
    [...limits, { key: `factor:${userId}`, max: FACTOR_FAILURES }],
    'Too many failed sign-in attempts',
  );
  try {
    const accepted = await check();
    if (accepted === null) {
      await attempt.settle('failure');
      throw invalidSecondFactor();
    }
    return accepted;
  } finally {
    await attempt.settle('success');
  }
}

/**
 * Checks a code or a recovery code of a user whose second factor is on, and uses it up: a code's
 * time step (and every earlier one) cannot be used again, a recovery code only once. Wrong,
 * replayed and used codes all answer 400 INVALID_SECOND_FACTOR and count as failures.
 */
export async function verifySecondFactor(
  ctx: ServiceContext,
  user: { id: number; username: string },
  factor: CurrentFactor,
  client: ClientInfo,
  limits: readonly ThrottleLimit[] = [],
): Promise<void> {
  const db = ctx.database.db;
  const [row] = await db
    .select({ secret: users.totpSecret })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row?.secret) throw notEnabled();
  const sealed = row.secret;
  await throttled(ctx, user.id, limits, async () => {
    if ('code' in factor) {
      const secret = keysOf(ctx).box.open(sealed);
      if (secret === undefined) {
        // Sealed under another key (LAJU_SECOND_FACTOR_KEY changed): no code can match.
        ctx.log.warn({ userId: user.id }, 'second factor secret cannot be opened with this server key');
        return null;
      }
      const step = await matchTotp(base32Decode(secret)!, factor.code, Date.now());
      if (step === null) return null;
      // One statement decides "not used yet" and uses it, so two requests with one code cannot both pass.
      const [used] = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, user.id), sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`))
        .returning({ id: users.id });
      return used ? true : null;
    }
    const [used] = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, user.id),
          eq(recoveryCodes.codeHash, hashRecoveryCode(ctx, factor.recoveryCode)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ userId: recoveryCodes.userId });
    if (!used) return null;
    await writeActivity(db, { type: 'RECOVERY_CODE_USED', userId: user.id, username: user.username, client });
    return true;
  });
}

async function userOf(ctx: ServiceContext, userId: number) {
  const [row] = await ctx.database.db
    .select({ id: users.id, username: users.username, roleId: users.roleId, enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function secondFactorStatus(ctx: ServiceContext, userId: number): Promise<SecondFactorStatus> {
  const user = await userOf(ctx, userId);
  if (!user) throw notFound();
  const [left] = await ctx.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return {
    enabled: user.enabledAt !== null,
    enabledAt: user.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: user.enabledAt ? Number(left?.count ?? 0) : 0,
    required: await roleRequiresSecondFactor(ctx, user.roleId),
  };
}

/** Profile: start an enrolment while the factor is off. */
export async function startOwnEnrolment(ctx: ServiceContext, userId: number): Promise<Enrolment> {
  const user = await userOf(ctx, userId);
  if (!user) throw notFound();
  if (user.enabledAt) throw new ApiError(409, 'SECOND_FACTOR_ALREADY_ENABLED', 'Two-step verification is already on');
  return startEnrolment(ctx, user);
}

export async function confirmOwnEnrolment(
  ctx: ServiceContext,
  userId: number,
  input: { enrolmentToken: string; code: string },
  client: ClientInfo,
): Promise<string[]> {
  const user = await userOf(ctx, userId);
  if (!user) throw notFound();
  if (user.enabledAt) throw new ApiError(409, 'SECOND_FACTOR_ALREADY_ENABLED', 'Two-step verification is already on');
  return confirmEnrolment(ctx, user, input, client);
}

/** Profile: ten new recovery codes for a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(
  ctx: ServiceContext,
  userId: number,
  factor: CurrentFactor,
  client: ClientInfo,
): Promise<string[]> {
  const user = await userOf(ctx, userId);
  if (!user) throw notFound();
  await verifySecondFactor(ctx, user, factor, client);
  return ctx.database.db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(ctx, tx, userId);
    await writeActivity(tx, { type: 'RECOVERY_CODES_REGENERATED', userId, username: user.username, client });
    return codes;
  });
}

async function clearSecondFactor(tx: Queryable, userId: number): Promise<boolean> {
  const [cleared] = await tx
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(and(eq(users.id, userId), sql`${users.totpSecret} is not null`))
    .returning({ id: users.id });
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return Boolean(cleared);
}

/** Profile: turn the factor off with a current code, unless the user's role requires it. */
export async function disableOwnSecondFactor(
  ctx: ServiceContext,
  userId: number,
  factor: CurrentFactor,
  client: ClientInfo,
): Promise<SecondFactorStatus> {
  const user = await userOf(ctx, userId);
  if (!user) throw notFound();
  if (!user.enabledAt) throw notEnabled();
  if (await roleRequiresSecondFactor(ctx, user.roleId)) {
    throw new ApiError(422, 'SECOND_FACTOR_REQUIRED', 'Your role requires two-step verification');
  }
  await verifySecondFactor(ctx, user, factor, client);
  await ctx.database.db.transaction(async (tx) => {
    if (!(await clearSecondFactor(tx, userId))) throw notEnabled();
    await writeActivity(tx, { type: 'SECOND_FACTOR_DISABLED', userId, username: user.username, client });
  });
  return secondFactorStatus(ctx, userId);
}

/**
 * An administrator's reset of another user's factor (lost phone and codes): the factor is off and
 * every session of the user ends; if their role requires one, they enrol at their next sign-in.
 */
export async function resetSecondFactor(
  ctx: ServiceContext,
  admin: { userId: number },
  targetId: number,
  client: ClientInfo,
): Promise<SecondFactorStatus> {
  if (admin.userId === targetId) {
    throw new ApiError(422, 'SELF_SECOND_FACTOR_RESET', 'Turn your own two-step verification off from your profile');
  }
  const target = await userOf(ctx, targetId);
  if (!target) throw notFound();
  const adminUser = await userOf(ctx, admin.userId);
  await ctx.database.db.transaction(async (tx) => {
    if (!(await clearSecondFactor(tx, targetId))) throw notEnabled();
    await revokeUserSessions(ctx, tx, targetId, 'SECOND_FACTOR_RESET');
    await writeActivity(tx, { type: 'SECOND_FACTOR_RESET', userId: targetId, username: adminUser?.username ?? null, client });
  });
  await ctx.cache.invalidate(`user:${targetId}`);
  return secondFactorStatus(ctx, targetId);
}
