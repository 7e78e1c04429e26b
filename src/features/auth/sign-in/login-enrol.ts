import type { Session } from '../../../../contract/auth';
// Types only: a value from contract/second-factor.ts would bring zod with it.
import type { Enrolment } from '../../../../contract/second-factor';
import type { ApiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { parseSession } from '../api/auth-api';

const dataOf = (body: unknown) => (body as { data?: unknown } | null)?.data as Record<string, unknown> | null | undefined;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * `POST /api/auth/login/enrol`: starts setting up an authenticator for an account whose role
 * requires one, with the challenge of kind `enrol`. Nothing is stored until the confirmation.
 */
export async function startLoginEnrolment(api: ApiClient, challenge: string): Promise<Enrolment> {
  const data = dataOf(await api.post('/api/auth/login/enrol', { challenge }, { noRefresh: true }));
  if (!data || !isText(data.secret) || !isText(data.enrolmentToken) || !isText(data.otpauthUri) || !data.otpauthUri.startsWith('otpauth://totp/')) {
    throw new ApiError(200, 'INVALID_RESPONSE', 'The enrolment answer is incomplete');
  }
  return { secret: data.secret, otpauthUri: data.otpauthUri, enrolmentToken: data.enrolmentToken };
}

/**
 * `POST /api/auth/login/enrol/confirm`: the first code proves the app holds the secret; the answer
 * is the session (and the refresh cookie) with the ten recovery codes, shown once.
 */
export async function confirmLoginEnrolment(
  api: ApiClient,
  request: { challenge: string; enrolmentToken: string; code: string },
): Promise<{ session: Session; recoveryCodes: string[] }> {
  const data = dataOf(await api.post('/api/auth/login/enrol/confirm', request, { noRefresh: true }));
  const codes = data?.recoveryCodes;
  if (!Array.isArray(codes) || codes.length === 0 || !codes.every(isText)) {
    throw new ApiError(200, 'INVALID_RESPONSE', 'The enrolment answer is incomplete');
  }
  return { session: parseSession({ data: data?.session }, 200), recoveryCodes: codes };
}
