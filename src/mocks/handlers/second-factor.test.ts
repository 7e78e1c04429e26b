// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockDb } from '../db';
import { refreshCookie } from '../db/auth';
import { activityLog } from '../db/logs';
import { secondFactors } from '../db/second-factor';
import { server } from '../node';
import { codeNow, SECOND_FACTOR_RECOVERY_CODES, secondFactorScenarios, wrongCode } from '../scenarios/second-factor';

const base = 'http://laju.test';
const post = (path: string, body?: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const get = (path: string, token: string) => fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
const dataOf = async (response: Response) => ((await response.json()) as { data: Record<string, unknown> }).data;
const errorOf = async (response: Response) => ((await response.json()) as { error: Record<string, unknown> }).error;

const login = async (username: string, remember = false) => dataOf(await post('/api/auth/login', { username, password: 'Laju#2025', remember }));
/** Signs in through the code step with a code of `stepsAhead` (each step is accepted once). */
async function signInWithCode(username: string, stepsAhead = 0) {
  const { challenge } = await login(username);
  const session = await dataOf(await post('/api/auth/login/second-factor', { challenge, code: await codeNow(undefined, stepsAhead) }));
  return session as { accessToken: string; userId: number };
}
const activitiesOf = (userId: number) => activityLog.filter((entry) => entry.userId === userId).map((entry) => entry.type);

describe('mock API: the second factor', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetMockDb();
    // The cookie lives outside the db (Web Storage in a browser, memory here): no test inherits one.
    refreshCookie.clear();
  });
  afterAll(() => server.close());

  it('answers a session at once while the account has no factor and the policy is off', async () => {
    expect(await login('admin')).toMatchObject({ username: 'admin', accessToken: expect.any(String) });
  });

  it('signs in with a code: the password answers a challenge and no session, the code the session', async () => {
    const spv = secondFactorScenarios.enabledFor('Spv');
    const challenge = await login('spv', true);
    expect(challenge).toEqual({ secondFactor: 'totp', challenge: expect.any(String), expiresInSeconds: 300 });
    // No refresh cookie before the second step.
    expect((await post('/api/auth/refresh')).status).toBe(400);
    const answer = await post('/api/auth/login/second-factor', { challenge: challenge.challenge, code: await codeNow() });
    expect(answer.status).toBe(200);
    const session = await dataOf(answer);
    expect(session).toMatchObject({ userId: spv.id, username: 'spv', roleId: spv.roleId });
    expect((await get('/api/roles/my/permissions', session.accessToken as string)).status).toBe(200);
    expect((await post('/api/auth/refresh')).status).toBe(200);
    expect(activitiesOf(spv.id).at(-1)).toBe('SIGN_IN_SUCCESS');
    // The challenge is spent.
    const again = await post('/api/auth/login/second-factor', { challenge: challenge.challenge, code: await codeNow(undefined, 1) });
    expect(await errorOf(again)).toMatchObject({ code: 'INVALID_CHALLENGE' });
  });

  it('refuses a code used before (replay), and a wrong one, with INVALID_SECOND_FACTOR', async () => {
    const spv = secondFactorScenarios.enabledFor('Spv');
    const code = await codeNow();
    const first = await login('spv');
    expect((await post('/api/auth/login/second-factor', { challenge: first.challenge, code })).status).toBe(200);
    const second = await login('spv');
    const replay = await post('/api/auth/login/second-factor', { challenge: second.challenge, code });
    expect(replay.status).toBe(400);
    expect(await errorOf(replay)).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
    const wrong = await post('/api/auth/login/second-factor', { challenge: second.challenge, code: await wrongCode() });
    expect(await errorOf(wrong)).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
    // Failed sign-ins carry the account's username and no user id, as on the server.
    const failures = activityLog.filter((entry) => entry.type === 'SIGN_IN_FAILURE').slice(-2);
    expect(failures.map((entry) => [entry.userId, entry.username])).toEqual([[null, spv.username], [null, spv.username]]);
    // The challenge survives a wrong code; the next step's code works.
    expect((await post('/api/auth/login/second-factor', { challenge: second.challenge, code: await codeNow(undefined, 1) })).status).toBe(200);
  });

  it('takes each recovery code once, in either case and with or without its dash', async () => {
    const spv = secondFactorScenarios.enabledFor('Spv');
    const recoveryCode = SECOND_FACTOR_RECOVERY_CODES[3];
    const first = await login('spv');
    const used = await post('/api/auth/login/second-factor', { challenge: first.challenge, recoveryCode: ` ${recoveryCode.toUpperCase()} ` });
    expect(used.status).toBe(200);
    expect(activitiesOf(spv.id).slice(-2)).toEqual(['RECOVERY_CODE_USED', 'SIGN_IN_SUCCESS']);
    const { accessToken } = await dataOf(used);
    expect(await dataOf(await get('/api/users/my/second-factor', accessToken as string))).toMatchObject({ enabled: true, recoveryCodesLeft: 9, required: false });
    const second = await login('spv');
    const again = await post('/api/auth/login/second-factor', { challenge: second.challenge, recoveryCode: recoveryCode.replace('-', '') });
    expect(await errorOf(again)).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
  });

  it('answers the field codes of the contract for a malformed code or recovery code', async () => {
    secondFactorScenarios.enabledFor('Spv');
    const { challenge } = await login('spv');
    const code = await post('/api/auth/login/second-factor', { challenge, code: '12345a' });
    expect(await errorOf(code)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { code: 'SECOND_FACTOR_CODE_FORMAT' } });
    const recovery = await post('/api/auth/login/second-factor', { challenge, recoveryCode: 'abc' });
    expect(await errorOf(recovery)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { recoveryCode: 'RECOVERY_CODE_FORMAT' } });
    // A code typed with a space in the middle is a code.
    const spaced = (await codeNow()).replace(/^(\d{3})/, '$1 ');
    expect((await post('/api/auth/login/second-factor', { challenge, code: spaced })).status).toBe(200);
  });

  it('throttles wrong codes: five per user, then 429 with the wait, a right code included', async () => {
    secondFactorScenarios.enabledFor('Spv');
    const { challenge } = await login('spv');
    const wrong = await wrongCode();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/api/auth/login/second-factor', { challenge, code: wrong })).status).toBe(400);
    }
    const limited = await post('/api/auth/login/second-factor', { challenge, code: await codeNow() });
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  });

  it('refuses an unknown, expired or other-kind challenge with INVALID_CHALLENGE', async () => {
    secondFactorScenarios.enabledFor('Spv');
    const unknown = await post('/api/auth/login/second-factor', { challenge: 'nope', code: '123456' });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ code: 'INVALID_CHALLENGE' });
    const { challenge } = await login('spv');
    expect(await errorOf(await post('/api/auth/login/enrol', { challenge }))).toMatchObject({ code: 'INVALID_CHALLENGE' });
    secondFactorScenarios.expireChallenges();
    expect(await errorOf(await post('/api/auth/login/second-factor', { challenge, code: await codeNow() }))).toMatchObject({ code: 'INVALID_CHALLENGE' });
  });

  it('enrols at sign-in when the policy requires it; a wrong code stores nothing and the same enrolment still confirms', async () => {
    secondFactorScenarios.required();
    const { challenge, secondFactor } = await login('admin', true);
    expect(secondFactor).toBe('enrol');
    const enrolment = await dataOf(await post('/api/auth/login/enrol', { challenge }));
    expect(enrolment).toEqual({ secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\/LAJU:admin\?secret=/), enrolmentToken: expect.any(String) });
    const secret = enrolment.secret as string;

    const wrong = await post('/api/auth/login/enrol/confirm', { challenge, enrolmentToken: enrolment.enrolmentToken, code: await wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
    expect(secondFactors.of(1)).toBeUndefined();
    expect((await post('/api/auth/refresh')).status).toBe(400);

    const confirmed = await post('/api/auth/login/enrol/confirm', { challenge, enrolmentToken: enrolment.enrolmentToken, code: await codeNow(secret) });
    expect(confirmed.status).toBe(200);
    const { session, recoveryCodes } = (await dataOf(confirmed)) as { session: { accessToken: string; userId: number }; recoveryCodes: string[] };
    expect(session).toMatchObject({ userId: 1, username: 'admin' });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await dataOf(await get('/api/users/my/second-factor', session.accessToken))).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: true });
    expect(activitiesOf(1).slice(-2)).toEqual(['SECOND_FACTOR_ENABLED', 'SIGN_IN_SUCCESS']);
    // From now on the password asks for a code; the code that confirmed cannot sign in again.
    const next = await login('admin');
    expect(next.secondFactor).toBe('totp');
    const replay = await post('/api/auth/login/second-factor', { challenge: next.challenge, code: await codeNow(secret) });
    expect(await errorOf(replay)).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
    expect((await post('/api/auth/login/second-factor', { challenge: next.challenge, recoveryCode: recoveryCodes[0] })).status).toBe(200);
    // Roles that neither manage users nor permissions sign in as before.
    expect(await login('viewer')).toMatchObject({ username: 'viewer' });
  });

  it('enrols from Profile: a wrong code stores nothing; a second enrolment is refused', async () => {
    const { accessToken } = await login('viewer');
    const token = accessToken as string;
    expect(await dataOf(await get('/api/users/my/second-factor', token))).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    const enrolment = await dataOf(await post('/api/users/my/second-factor/enrol', undefined, token));
    const secret = enrolment.secret as string;
    const wrong = await post('/api/users/my/second-factor/confirm', { enrolmentToken: enrolment.enrolmentToken, code: await wrongCode(secret) }, token);
    expect(await errorOf(wrong)).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
    expect((await dataOf(await get('/api/users/my/second-factor', token))).enabled).toBe(false);
    const confirmed = await post('/api/users/my/second-factor/confirm', { enrolmentToken: enrolment.enrolmentToken, code: await codeNow(secret) }, token);
    expect((await dataOf(confirmed)).recoveryCodes).toHaveLength(10);
    expect(await dataOf(await get('/api/users/my/second-factor', token))).toMatchObject({ enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10 });
    const twice = await post('/api/users/my/second-factor/enrol', undefined, token);
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toMatchObject({ code: 'SECOND_FACTOR_ALREADY_ENABLED' });
  });

  it('refuses to turn it off while the role requires it; turns it off otherwise with a current code', async () => {
    secondFactorScenarios.required();
    secondFactorScenarios.enabledFor('Master');
    secondFactorScenarios.enabledFor('Spv');
    const admin = await signInWithCode('admin');
    const refused = await post('/api/users/my/second-factor/disable', { code: await codeNow(undefined, 1) }, admin.accessToken);
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    expect(secondFactors.of(1)).toBeDefined();

    const spv = await signInWithCode('spv');
    const wrong = await post('/api/users/my/second-factor/disable', { code: await wrongCode() }, spv.accessToken);
    expect(await errorOf(wrong)).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
    const off = await post('/api/users/my/second-factor/disable', { recoveryCode: SECOND_FACTOR_RECOVERY_CODES[0] }, spv.accessToken);
    expect(await dataOf(off)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    expect(activitiesOf(spv.userId).at(-1)).toBe('SECOND_FACTOR_DISABLED');
    expect(await errorOf(await post('/api/users/my/second-factor/disable', { code: '123456' }, spv.accessToken))).toMatchObject({ code: 'SECOND_FACTOR_NOT_ENABLED' });
    expect(await login('spv')).toMatchObject({ username: 'spv', accessToken: expect.any(String) });
  });

  it('makes ten new recovery codes with a current code; the old ones stop working', async () => {
    const user = secondFactorScenarios.enabledFor('Spv', { usedRecoveryCodes: 4 });
    const spv = await signInWithCode('spv');
    expect((await dataOf(await get('/api/users/my/second-factor', spv.accessToken))).recoveryCodesLeft).toBe(6);
    const renewed = await post('/api/users/my/second-factor/recovery-codes', { recoveryCode: SECOND_FACTOR_RECOVERY_CODES[9] }, spv.accessToken);
    const { recoveryCodes } = (await dataOf(renewed)) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(SECOND_FACTOR_RECOVERY_CODES[8]);
    expect(activitiesOf(user.id).at(-1)).toBe('RECOVERY_CODES_REGENERATED');
    const { challenge } = await login('spv');
    expect(await errorOf(await post('/api/auth/login/second-factor', { challenge, recoveryCode: SECOND_FACTOR_RECOVERY_CODES[8] }))).toMatchObject({ code: 'INVALID_SECOND_FACTOR' });
    expect((await post('/api/auth/login/second-factor', { challenge, recoveryCode: recoveryCodes[5] })).status).toBe(200);
  });

  it("lets an administrator read and reset another user's factor, which ends their sessions", async () => {
    const spvUser = secondFactorScenarios.enabledFor('Spv');
    const spv = await signInWithCode('spv');
    const admin = await dataOf(await post('/api/auth/login', { username: 'admin', password: 'Laju#2025' }));
    const adminToken = admin.accessToken as string;
    expect(await dataOf(await get(`/api/users/${spvUser.id}/second-factor`, adminToken))).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const self = await post('/api/users/1/second-factor/reset', undefined, adminToken);
    expect(self.status).toBe(422);
    expect(await errorOf(self)).toMatchObject({ code: 'SELF_SECOND_FACTOR_RESET' });
    expect((await post('/api/users/9999/second-factor/reset', undefined, adminToken)).status).toBe(404);
    const reset = await post(`/api/users/${spvUser.id}/second-factor/reset`, undefined, adminToken);
    expect(await dataOf(reset)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    expect((await get('/api/roles/my/permissions', spv.accessToken)).status).toBe(401);
    expect(activityLog.at(-1)).toMatchObject({ type: 'SECOND_FACTOR_RESET', userId: spvUser.id, username: 'admin' });
    const again = await post(`/api/users/${spvUser.id}/second-factor/reset`, undefined, adminToken);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'SECOND_FACTOR_NOT_ENABLED' });
    // Without update-user: 403.
    const viewer = await dataOf(await post('/api/auth/login', { username: 'viewer', password: 'Laju#2025' }));
    expect((await post(`/api/users/${spvUser.id}/second-factor/reset`, undefined, viewer.accessToken as string)).status).toBe(403);
  });
});
