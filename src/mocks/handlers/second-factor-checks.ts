import type { z } from 'zod';
import { fieldErrorsFromIssues } from '../../../contract/validation';
import type { MockUser } from '../db/auth';
import { recordActivity } from '../db/logs';
import { acceptableStep, codeThrottle, spendFactor } from '../db/second-factor';
import { apiError } from './respond';

/**
 * What the second factor's handlers share (sign-in, Profile, the administrators' reset): reading a
 * code or a recovery code, the sign-in throttle, and the server's answers
 * (docs/decisions/291-second-factor.md).
 */
/** Parses with a contract schema; a code of the wrong shape answers its own field code, as the server does. */
export function parseFactorInput<S extends z.ZodType>(schema: S, input: unknown): { ok: true; data: z.output<S> } | { ok: false; response: Response } {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: fieldErrorsFromIssues(result.error.issues) }) };
}

export const invalidSecondFactor = () => apiError(400, 'INVALID_SECOND_FACTOR', 'The code is wrong or was already used');
export const invalidChallenge = () => apiError(400, 'INVALID_CHALLENGE', 'The sign-in has expired; sign in again');
export const notEnabled = () => apiError(409, 'SECOND_FACTOR_NOT_ENABLED', 'Two-step verification is not on');
export const alreadyEnabled = () => apiError(409, 'SECOND_FACTOR_ALREADY_ENABLED', 'Two-step verification is already on');
/** An expired or foreign enrolment token: the server answers it as an expired challenge. */
export const invalidEnrolment = () => apiError(400, 'INVALID_CHALLENGE', 'The set-up has expired; start again');

/** The 429 of the sign-in throttle, whichever step it stopped. */
const throttled = (wait: number) =>
  apiError(429, 'RATE_LIMITED', 'Too many failed sign-in attempts', { retryAfterSeconds: wait, headers: { 'Retry-After': String(wait) } });

/**
 * An enrolment's confirmation code, under the same throttle as every other code: the accepted
 * step, or the answer to send.
 */
export async function checkEnrolmentCode(userId: number, secret: string, code: string): Promise<number | Response> {
  const wait = codeThrottle.retryAfter(userId);
  if (wait !== null) return throttled(wait);
  const step = await acceptableStep(secret, code, null);
  if (step === null) {
    codeThrottle.fail(userId);
    return invalidSecondFactor();
  }
  return step;
}

/**
 * Checks the user's current code or recovery code under the sign-in throttle (5 wrong per user
 * per window, then 429 with the wait). A wrong one counts and answers 400 INVALID_SECOND_FACTOR;
 * at sign-in it is also a failed sign-in in the user's activity.
 */
export async function checkFactor(
  user: MockUser,
  input: { code: string } | { recoveryCode: string },
  { signIn = false } = {},
): Promise<Response | 'code' | 'recoveryCode'> {
  const wait = codeThrottle.retryAfter(user.id);
  if (wait !== null) return throttled(wait);
  const used = await spendFactor(user.id, input);
  if (used === 'wrong') {
    codeThrottle.fail(user.id);
    // As the server: a failed sign-in carries no user id, only the account's username.
    if (signIn) recordActivity('SIGN_IN_FAILURE', null, user.username);
    return invalidSecondFactor();
  }
  if (used === 'recoveryCode') recordActivity('RECOVERY_CODE_USED', user.id);
  return used;
}
