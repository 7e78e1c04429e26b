import { describe, expect, it } from 'vitest';
import { secondFactorChallengeSchema } from '../../../../contract/second-factor';
import { createApiClient } from '../../../lib/api/client';
import { isSecondFactorChallenge, login } from './login';

const challenge = { secondFactor: 'totp', challenge: 'abc', expiresInSeconds: 300 };
const candidates: unknown[] = [
  challenge,
  { ...challenge, secondFactor: 'enrol' },
  { ...challenge, extra: 'ignored' },
  { ...challenge, secondFactor: 'sms' },
  { ...challenge, challenge: '' },
  { ...challenge, challenge: 1 },
  { ...challenge, expiresInSeconds: 0 },
  { ...challenge, expiresInSeconds: 1.5 },
  { ...challenge, expiresInSeconds: '300' },
  { userId: 1, username: 'admin', accessToken: 't', roleId: 1 },
  null,
  [],
  'totp',
];

describe('the sign-in answer', () => {
  // The sign-in page checks without zod; the check must say what the contract's schema says.
  it.each(candidates.map((value, index) => [index, value]))('challenge guard agrees with the schema, #%i', (_index, value) => {
    expect(isSecondFactorChallenge(value)).toBe(secondFactorChallengeSchema.safeParse(value).success);
  });

  it('answers a session or a challenge, and refuses anything else', async () => {
    const answering = (data: unknown) => createApiClient({ fetch: async () => Response.json({ data }) });
    const request = { username: 'admin', password: 'x', remember: false };
    await expect(login(answering(challenge), request)).resolves.toEqual(challenge);
    const session = { userId: 1, username: 'admin', accessToken: 't', roleId: 1 };
    await expect(login(answering(session), request)).resolves.toEqual(session);
    await expect(login(answering({ secondFactor: 'totp' }), request)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
