import type { LoginRequest, Session } from '../../../../contract/auth';
// Types only: a value from contract/second-factor.ts would bring zod to the sign-in page.
import type { SecondFactorChallenge } from '../../../../contract/second-factor';
import type { ApiClient } from '../../../lib/api/client';
import { parseSession } from '../api/auth-api';

/*
 * The sign-in's endpoints, one file each: only the sign-in page (this one) and its second steps
 * (login-second-factor, login-enrol) call them. They stay out of api/, which start-up imports
 * into the boot chunk every page loads (build/chunk-plan.ts); here they travel with the page that
 * uses them.
 */

/**
 * contract/second-factor.ts `secondFactorChallengeSchema`, checked without zod: the sign-in page
 * downloads no zod (docs/decisions/007-lazy-shell.md). A unit test holds it to the schema.
 */
export function isSecondFactorChallenge(value: unknown): value is SecondFactorChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const { secondFactor, challenge, expiresInSeconds } = value as Record<string, unknown>;
  return (
    (secondFactor === 'totp' || secondFactor === 'enrol') &&
    typeof challenge === 'string' &&
    challenge.length > 0 &&
    typeof expiresInSeconds === 'number' &&
    Number.isInteger(expiresInSeconds) &&
    expiresInSeconds > 0
  );
}

/**
 * `POST /api/auth/login`: a session, or for an account with a second factor (or one its role
 * requires) a challenge for the next step (contract/second-factor.ts `loginResponseSchema`).
 */
export async function login(api: ApiClient, request: LoginRequest): Promise<Session | SecondFactorChallenge> {
  const body = await api.post('/api/auth/login', request, { noRefresh: true });
  const data = (body as { data?: unknown } | null)?.data;
  if (isSecondFactorChallenge(data)) {
    return { secondFactor: data.secondFactor, challenge: data.challenge, expiresInSeconds: data.expiresInSeconds };
  }
  return parseSession(body, 200);
}
