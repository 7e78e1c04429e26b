import type { Session } from '../../../../contract/auth';
import type { ApiClient } from '../../../lib/api/client';
import { parseSession } from '../api/auth-api';

/** The code step's answer: a six-digit code (blanks removed) or a recovery code. */
export type SecondFactorAnswer = { code: string } | { recoveryCode: string };

/**
 * `POST /api/auth/login/second-factor`: the challenge the password step answered and a code, or a
 * recovery code; the session (and the refresh cookie) as the password step gives one without it.
 */
export async function verifySecondFactor(api: ApiClient, challenge: string, answer: SecondFactorAnswer): Promise<Session> {
  return parseSession(await api.post('/api/auth/login/second-factor', { challenge, ...answer }, { noRefresh: true }), 200);
}
