import { http } from 'msw';
import type { SeededRoleName } from '../../../contract/permissions';
import { base32Decode, totpCode, totpStep } from '../../../contract/totp';
import { findUserByUsername, mockTime, userOfRole } from '../db/auth';
import { secondFactorPolicy, secondFactors, signInChallenges, type ChallengeKind } from '../db/second-factor';
import { answerAfter, apiError } from '../handlers/respond';

/**
 * Named scenarios for the second factor (docs/decisions/291-second-factor.md). The mock db ones
 * (`enabledFor`, `required`) change the seeded db for one story or test, like another device
 * would; the others return handlers to put in front of the defaults (`msw.use(...)`).
 */

/** The secret of every account `enabledFor` turns on: stories compute its codes with `codeNow`. */
export const SECOND_FACTOR_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
/** The ten recovery codes `enabledFor` gives, in order (each works once). */
export const SECOND_FACTOR_RECOVERY_CODES = [
  'k7m2p-x9q4r',
  'b3n8t-w5c6d',
  'h4j9s-e2v7f',
  'p6q3z-m8a5k',
  't2w7e-r4y9u',
  'c5d8f-g3h6j',
  'x9z2b-n4m7q',
  'a3s6d-f8g2h',
  'u7i5k-p3r9t',
  'v2e4w-y6z8c',
] as const;

/**
 * The code an authenticator shows now for `secret` (base32), or `stepsAhead` steps later: the
 * mock accepts one step either way, and each step once, so a second code in the same 30 seconds
 * takes the next step's.
 */
export async function codeNow(secret: string = SECOND_FACTOR_SECRET, stepsAhead = 0): Promise<string> {
  const bytes = base32Decode(secret);
  if (!bytes) throw new Error(`Not a base32 secret: ${secret}`);
  return totpCode(bytes, totpStep(Date.now()) + stepsAhead);
}

/** A six-digit code that is none of the codes the mock accepts right now for `secret`. */
export async function wrongCode(secret: string = SECOND_FACTOR_SECRET): Promise<string> {
  const accepted = new Set(await Promise.all([-1, 0, 1].map((offset) => codeNow(secret, offset))));
  let candidate = 123456;
  while (accepted.has(String(candidate))) candidate += 1;
  return String(candidate);
}

const secondFactorLoginPath = '*/api/auth/login/second-factor';
const loginEnrolPath = '*/api/auth/login/enrol';
const loginEnrolConfirmPath = '*/api/auth/login/enrol/confirm';
const myStatusPath = '*/api/users/my/second-factor';


export const secondFactorScenarios = {
  /**
   * The second factor on for a seeded role's demo user (or any username), with SECOND_FACTOR_SECRET
   * and SECOND_FACTOR_RECOVERY_CODES, the first `usedRecoveryCodes` of them spent.
   */
  enabledFor(who: SeededRoleName | { username: string }, { usedRecoveryCodes = 0 } = {}) {
    const user = typeof who === 'string' ? userOfRole(who) : findUserByUsername(who.username);
    if (!user) throw new Error(`No mock user for ${JSON.stringify(who)}`);
    secondFactors.enable(user.id, SECOND_FACTOR_SECRET, mockTime(60 * 24 * 395), null, [...SECOND_FACTOR_RECOVERY_CODES]);
    secondFactors.of(user.id)!.recoveryCodes.slice(0, usedRecoveryCodes).forEach((entry) => (entry.used = true));
    return user;
  },

  /** The policy requires the factor of roles that manage users or permissions (Master). */
  required() {
    secondFactorPolicy.required = true;
  },

  /**
   * A live sign-in challenge for the user, as `POST /api/auth/login` answers after the password: for
   * a step's own stories, which start after the password.
   */
  challengeFor(who: SeededRoleName | { username: string }, kind: ChallengeKind = 'totp', remember = false) {
    const user = typeof who === 'string' ? userOfRole(who) : findUserByUsername(who.username);
    if (!user) throw new Error(`No mock user for ${JSON.stringify(who)}`);
    return signInChallenges.issue(kind, user.id, remember).challenge;
  },

  /** Every sign-in challenge issued so far runs out (five minutes passed). */
  expireChallenges: () => signInChallenges.expireAll(),

  /** The code step answers INVALID_CHALLENGE whatever is sent (the five minutes ran out). */
  challengeExpired: () => [http.post(secondFactorLoginPath, () => apiError(400, 'INVALID_CHALLENGE', 'The sign-in has expired; sign in again'))],
  /** The code step answers 429 with a wait (too many wrong codes). */
  codeRateLimited: (seconds = 840) => [
    http.post(secondFactorLoginPath, () =>
      apiError(429, 'RATE_LIMITED', 'Too many attempts', { retryAfterSeconds: seconds, headers: { 'Retry-After': String(seconds) } }),
    ),
  ],
  codeServerError: () => [http.post(secondFactorLoginPath, () => apiError(500, 'INTERNAL', 'Internal server error'))],

  enrolStartFails: () => [http.post(loginEnrolPath, () => apiError(500, 'INTERNAL', 'Internal server error'))],
  enrolChallengeExpired: () => [
    http.post(loginEnrolPath, () => apiError(400, 'INVALID_CHALLENGE', 'The sign-in has expired; sign in again')),
    http.post(loginEnrolConfirmPath, () => apiError(400, 'INVALID_CHALLENGE', 'The sign-in has expired; sign in again')),
  ],

  /** Profile: the status waits this long (loading) or fails. */
  slowStatus: (ms = 60_000) => [http.get(myStatusPath, answerAfter(ms))],
  statusFails: () => [http.get(myStatusPath, () => apiError(500, 'INTERNAL', 'Internal server error'))],
  /** Profile's writes (enrol, confirm, recovery codes, disable) wait this long (busy states). */
  slowProfileWrites: (ms = 60_000) => [http.post(`${myStatusPath}/*`, answerAfter(ms))],
  profileWritesFail: () => [http.post(`${myStatusPath}/*`, () => apiError(500, 'INTERNAL', 'Internal server error'))],
};
