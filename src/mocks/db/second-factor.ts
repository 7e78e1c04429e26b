import { RECOVERY_CODE_COUNT } from '../../../contract/second-factor';
import { base32Decode, base32Encode, matchTotp } from '../../../contract/totp';
import { findRole, type MockUser } from './auth';
import { ROLES, USERS } from '../../../contract/areas';

/**
 * The second factor in the mock API, kept as the server keeps it (docs/decisions/291-second-factor.md):
 * per user a base32 secret, when it was turned on, the last time step accepted (a code is good
 * once) and ten one-time recovery codes. Sign-in challenges and enrolment tokens are opaque random
 * strings that live five minutes. Codes are checked against the real clock, the one an
 * authenticator app (or a story's play function with `totpCode`) uses.
 */
export interface MockSecondFactor {
  secret: string;
  enabledAt: string;
  lastStep: number | null;
  recoveryCodes: { code: string; used: boolean }[];
}

export type ChallengeKind = 'totp' | 'enrol';
interface MockChallenge {
  kind: ChallengeKind;
  userId: number;
  remember: boolean;
  expiresAt: number;
}
interface MockEnrolment {
  userId: number;
  secret: string;
  expiresAt: number;
}

export const CHALLENGE_SECONDS = 300;
export const ENROLMENT_SECONDS = 300;
/** The sign-in throttle's limits (server/config.ts `loginRateLimit`): 5 wrong per user per 15 minutes. */
export const CODE_FAILURES_PER_WINDOW = 5;
export const CODE_WINDOW_SECONDS = 15 * 60;

const factors = new Map<number, MockSecondFactor>();
const challenges = new Map<string, MockChallenge>();
const enrolments = new Map<string, MockEnrolment>();
const failures = new Map<number, { count: number; windowStart: number }>();

/**
 * Whether the mock's policy requires the factor of Masters. Off by default, as the server with
 * LAJU_REQUIRE_SECOND_FACTOR=0: the demo and the stories that sign in as admin keep working; the
 * second-factor scenarios turn it on.
 */
export const secondFactorPolicy = { required: false };

export function resetSecondFactors() {
  factors.clear();
  challenges.clear();
  enrolments.clear();
  failures.clear();
  secondFactorPolicy.required = false;
  madeSecrets = 0;
}

/**
 * The bytes of the keys and recovery codes the mock makes: a xorshift sequence from a counter the
 * db's reset starts again, so a story shows the same key, QR code and recovery codes on every run
 * (the visual baselines compare them). The server's are random.
 */
let madeSecrets = 0;
function shownBytes(length: number): Uint8Array {
  madeSecrets += 1;
  let state = (madeSecrets * 2654435761) >>> 0 || 1;
  return Uint8Array.from({ length }, () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state & 0xff;
  });
}

const randomToken = (bytes = 24) =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(bytes))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A fresh secret: 20 bytes (RFC 4226's recommended length) as base32. */
export const newSecret = () => base32Encode(shownBytes(20));

const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** Ten new recovery codes, `xxxxx-xxxxx` from RECOVERY_CODE_PATTERN's alphabet. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = [...shownBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
    return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
  });
}

/** The roles that must have it under the policy: those that manage users or permissions. */
export function requiresSecondFactor(user: MockUser): boolean {
  if (!secondFactorPolicy.required) return false;
  const permissions: readonly string[] = findRole(user.roleId)?.permissions ?? [];
  return permissions.includes(ROLES.permission.updatePermissions) || permissions.includes(USERS.permission.create);
}

export const secondFactors = {
  of: (userId: number) => factors.get(userId),
  enable(userId: number, secret: string, enabledAt: string, lastStep: number | null, recoveryCodes = newRecoveryCodes()) {
    factors.set(userId, { secret, enabledAt, lastStep, recoveryCodes: recoveryCodes.map((code) => ({ code, used: false })) });
    return recoveryCodes;
  },
  disable: (userId: number) => void factors.delete(userId),
  replaceRecoveryCodes(userId: number) {
    const factor = factors.get(userId);
    if (!factor) return [];
    const codes = newRecoveryCodes();
    factor.recoveryCodes = codes.map((code) => ({ code, used: false }));
    return codes;
  },
  status(user: MockUser) {
    const factor = factors.get(user.id);
    return {
      enabled: Boolean(factor),
      enabledAt: factor?.enabledAt ?? null,
      recoveryCodesLeft: factor ? factor.recoveryCodes.filter((entry) => !entry.used).length : 0,
      required: requiresSecondFactor(user),
    };
  },
};

export const signInChallenges = {
  issue(kind: ChallengeKind, userId: number, remember: boolean) {
    const challenge = randomToken();
    challenges.set(challenge, { kind, userId, remember, expiresAt: Date.now() + CHALLENGE_SECONDS * 1000 });
    return { secondFactor: kind, challenge, expiresInSeconds: CHALLENGE_SECONDS };
  },
  /** The live challenge of that kind, or undefined (unknown, expired or of the other kind). */
  find(challenge: string, kind: ChallengeKind) {
    const found = challenges.get(challenge);
    if (!found || found.expiresAt <= Date.now()) {
      challenges.delete(challenge);
      return undefined;
    }
    return found.kind === kind ? found : undefined;
  },
  end: (challenge: string) => void challenges.delete(challenge),
  /** Every live challenge runs out now (the "expired challenge" scenario). */
  expireAll: () => challenges.clear(),
};

export const enrolmentTokens = {
  issue(userId: number) {
    const enrolmentToken = randomToken();
    const secret = newSecret();
    enrolments.set(enrolmentToken, { userId, secret, expiresAt: Date.now() + ENROLMENT_SECONDS * 1000 });
    return { enrolmentToken, secret };
  },
  find(token: string, userId: number) {
    const found = enrolments.get(token);
    if (!found || found.expiresAt <= Date.now()) {
      enrolments.delete(token);
      return undefined;
    }
    return found.userId === userId ? found : undefined;
  },
  end: (token: string) => void enrolments.delete(token),
};

/** The sign-in throttle for codes: seconds to wait while a user is over the limit, else null. */
export const codeThrottle = {
  retryAfter(userId: number, now = Date.now()): number | null {
    const entry = failures.get(userId);
    if (!entry) return null;
    const left = entry.windowStart + CODE_WINDOW_SECONDS * 1000 - now;
    if (left <= 0) {
      failures.delete(userId);
      return null;
    }
    return entry.count >= CODE_FAILURES_PER_WINDOW ? Math.max(1, Math.ceil(left / 1000)) : null;
  },
  fail(userId: number, now = Date.now()) {
    const entry = failures.get(userId);
    if (!entry || entry.windowStart + CODE_WINDOW_SECONDS * 1000 <= now) failures.set(userId, { count: 1, windowStart: now });
    else entry.count += 1;
  },
};

/** Whether a secret's code is right now and newer than the last accepted one; null if not. */
export async function acceptableStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  const bytes = base32Decode(secret);
  if (!bytes) return null;
  const step = await matchTotp(bytes, code, Date.now());
  return step !== null && (lastStep === null || step > lastStep) ? step : null;
}

const normalRecoveryCode = (code: string) => code.trim().toLowerCase().replace('-', '');

/**
 * Checks a user's current factor and uses it up: a code moves the last accepted step on, a
 * recovery code is spent. 'wrong' for anything else (wrong, replayed, used).
 */
export async function spendFactor(userId: number, input: { code: string } | { recoveryCode: string }): Promise<'code' | 'recoveryCode' | 'wrong'> {
  const factor = factors.get(userId);
  if (!factor) return 'wrong';
  if ('code' in input) {
    const step = await acceptableStep(factor.secret, input.code, factor.lastStep);
    // Compared again after the await: two requests with the same code cannot both pass.
    if (step === null || (factor.lastStep !== null && step <= factor.lastStep)) return 'wrong';
    factor.lastStep = step;
    return 'code';
  }
  const entry = factor.recoveryCodes.find((candidate) => !candidate.used && normalRecoveryCode(candidate.code) === normalRecoveryCode(input.recoveryCode));
  if (!entry) return 'wrong';
  entry.used = true;
  return 'recoveryCode';
}
