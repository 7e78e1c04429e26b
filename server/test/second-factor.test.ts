import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { base32Decode, totpCode, totpStep } from '../../contract/totp';
import { apiOf } from './api';
import { createTestApp, errorCodeOf, refreshCookieOf, TEST_PASSWORD, type SignedIn, type TestApp } from './harness';

/**
 * The second factor (docs/decisions/291-second-factor.md), with the server requiring it of the
 * roles that hold update-permissions or create-user. The clock is faked (Date only) so that each
 * code can come from a time step of its own: a step, once used, cannot be used again.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
/** Admin's secret, from the first test's enrolment. */
let adminSecret: string;
beforeAll(async () => {
  t = await createTestApp({ secondFactorRequired: true });
  api = apiOf(t);
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});
afterEach(() => {
  // Every test starts a step later than the last one ended.
  vi.setSystemTime(Date.now() + 60_000);
});

const post = (url: string, payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: options.ip ?? '10.50.0.1', headers: options.headers });
const password = (username: string, ip?: string) => post('/api/auth/login', { username, password: TEST_PASSWORD }, { ip });
const codeNow = async (secret: string, offsetSteps = 0) => totpCode(base32Decode(secret)!, totpStep(Date.now()) + offsetSteps);
const nextStep = () => vi.setSystemTime(Date.now() + 30_000);
const bearer = (session: { accessToken: string }) => ({ authorization: `Bearer ${session.accessToken}` });
const asSignedIn = (data: { accessToken: string; userId: number; roleId: number }, response: LightMyRequestResponse): SignedIn => ({
  accessToken: data.accessToken,
  refreshToken: refreshCookieOf(response)!,
  userId: data.userId,
  roleId: data.roleId,
  headers: bearer(data),
});

/** Signs `username` in through enrolment at sign-in; answers the secret, recovery codes and session. */
async function enrolAtSignIn(username: string) {
  const first = await password(username);
  expect(first.statusCode).toBe(200);
  const { challenge } = first.json().data;
  const started = await post('/api/auth/login/enrol', { challenge });
  expect(started.statusCode).toBe(200);
  const { secret, enrolmentToken } = started.json().data;
  const confirmed = await post('/api/auth/login/enrol/confirm', { challenge, enrolmentToken, code: await codeNow(secret) });
  expect(confirmed.statusCode).toBe(200);
  const { session, recoveryCodes } = confirmed.json().data;
  nextStep();
  return { secret: secret as string, recoveryCodes: recoveryCodes as string[], session: asSignedIn(session, confirmed) };
}

/** Enrols a signed-in user from Profile. */
async function enrolFromProfile(session: SignedIn) {
  const started = await t.app.inject({ method: 'POST', url: '/api/users/my/second-factor/enrol', headers: session.headers });
  expect(started.statusCode).toBe(200);
  const { secret, enrolmentToken } = started.json().data;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/users/my/second-factor/confirm',
    headers: session.headers,
    payload: { enrolmentToken, code: await codeNow(secret) },
  });
  expect(confirmed.statusCode).toBe(200);
  nextStep();
  return { secret: secret as string, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
}

describe('enrolment at sign-in for the roles that hold the keys', () => {
  it('asks Master to enrol instead of starting a session, stores nothing for a wrong code, then signs in with ten recovery codes', async () => {
    const first = await password('admin');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ secondFactor: 'enrol', challenge: expect.any(String), expiresInSeconds: 300 });
    expect(refreshCookieOf(first)).toBeUndefined();
    const { challenge } = first.json().data;

    const started = await post('/api/auth/login/enrol', { challenge });
    const { secret, otpauthUri, enrolmentToken } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(`otpauth://totp/LAJU:admin?secret=${secret}&issuer=LAJU&algorithm=SHA1&digits=6&period=30`);

    const before = await api.rows(`select totp_secret, totp_enabled_at from users where username = 'admin'`);
    const wrongCode = String((Number(await codeNow(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await post('/api/auth/login/enrol/confirm', { challenge, enrolmentToken, code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(errorCodeOf(wrong)).toBe('INVALID_SECOND_FACTOR');
    expect(await api.rows(`select totp_secret, totp_enabled_at from users where username = 'admin'`)).toEqual(before);
    expect(await api.count(`select count(*) from recovery_codes`)).toBe(0);
    expect(refreshCookieOf(wrong)).toBeUndefined();

    const confirmed = await post('/api/auth/login/enrol/confirm', { challenge, enrolmentToken, code: await codeNow(secret) });
    expect(confirmed.statusCode).toBe(200);
    adminSecret = secret;
    const { session, recoveryCodes } = confirmed.json().data;
    expect(session.username).toBe('admin');
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-km-np-z2-9]{5}-[a-km-np-z2-9]{5}$/);
    expect(refreshCookieOf(confirmed)).toBeDefined();

    // Sealed at rest: neither the secret nor a recovery code is in the database as typed.
    const [stored] = await api.rows<{ totp_secret: string }>(`select totp_secret from users where username = 'admin'`);
    expect(stored!.totp_secret).toMatch(/^v1\./);
    expect(stored!.totp_secret).not.toContain(secret);
    const hashes = JSON.stringify(await api.rows(`select code_hash from recovery_codes`));
    for (const code of recoveryCodes) expect(hashes).not.toContain(code.replace('-', ''));

    const status = await t.app.inject({ method: 'GET', url: '/api/users/my/second-factor', headers: bearer(session) });
    expect(status.json().data).toEqual({ enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10, required: true });
    const activity = await api.count(`select count(*) from activity_logs where type = 'SECOND_FACTOR_ENABLED' and username = 'admin'`);
    expect(activity).toBe(1);
  });

  it('asks a role that gains create-user to enrol at its next sign-in; a role without the keys signs in as before', async () => {
    const admin = await signInAdmin();
    const role = await api.post('/api/roles', admin, { name: 'Perekrut' });
    const roleId = role.json().data.id as number;
    expect((await api.put(`/api/roles/${roleId}/permissions`, admin, { version: 1, names: ['read-dashboard'] })).statusCode).toBe(200);
    const created = await api.post('/api/users', admin, { username: 'perekrut', name: 'Perekrut', roleId, password: TEST_PASSWORD });
    expect(created.statusCode).toBe(201);
    expect((await password('perekrut')).json().data.accessToken).toEqual(expect.any(String));
    const granted = await api.put(`/api/roles/${roleId}/permissions`, admin, { version: 2, names: ['read-dashboard', 'read-users', 'create-user'] });
    expect(granted.statusCode).toBe(200);
    expect((await password('perekrut')).json().data).toEqual({ secondFactor: 'enrol', challenge: expect.any(String), expiresInSeconds: 300 });
    expect((await password('admin.gudang')).json().data.accessToken).toEqual(expect.any(String));
  });
});

describe('signing in with a code', () => {
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    // A second user of Master's role, made for this block.
    const admin = await signInAdmin();
    const created = await api.post('/api/users', admin, { username: 'user.dua.langkah', name: 'Dua Langkah', roleId: 1, password: TEST_PASSWORD });
    expect(created.statusCode).toBe(201);
    ({ secret, recoveryCodes } = await enrolAtSignIn('user.dua.langkah'));
  });

  const challengeOf = async (username = 'user.dua.langkah', ip?: string) => {
    const response = await password(username, ip);
    expect(response.json().data.secondFactor).toBe('totp');
    return response.json().data.challenge as string;
  };

  it('signs in with the code of now, and refuses the same code again (replay)', async () => {
    const challenge = await challengeOf();
    const code = await codeNow(secret);
    const signedIn = await post('/api/auth/login/second-factor', { challenge, code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.username).toBe('user.dua.langkah');
    expect(refreshCookieOf(signedIn)).toBeDefined();
    const replay = await post('/api/auth/login/second-factor', { challenge: await challengeOf(), code });
    expect(replay.statusCode).toBe(400);
    expect(errorCodeOf(replay)).toBe('INVALID_SECOND_FACTOR');
    expect(refreshCookieOf(replay)).toBeUndefined();
  });

  it('takes a code one step early or late, but not two', async () => {
    const late = await post('/api/auth/login/second-factor', { challenge: await challengeOf(), code: await codeNow(secret, -1) });
    expect(late.statusCode).toBe(200);
    nextStep();
    nextStep();
    for (const offset of [-2, 2]) {
      const far = await post('/api/auth/login/second-factor', { challenge: await challengeOf(), code: await codeNow(secret, offset) });
      expect(far.statusCode).toBe(400);
      expect(errorCodeOf(far)).toBe('INVALID_SECOND_FACTOR');
    }
    const early = await post('/api/auth/login/second-factor', { challenge: await challengeOf(), code: await codeNow(secret, 1) });
    expect(early.statusCode).toBe(200);
  });

  it('answers a code of the wrong length or with letters with its field code', async () => {
    const challenge = await challengeOf();
    for (const code of ['12345', '1234567', 'abcdef', '12a456']) {
      const response = await post('/api/auth/login/second-factor', { challenge, code });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ code: 'SECOND_FACTOR_CODE_FORMAT' });
    }
    const spaced = await post('/api/auth/login/second-factor', { challenge, code: (await codeNow(secret)).replace(/^(\d{3})/, '$1 ') });
    expect(spaced.statusCode).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const [code] = recoveryCodes;
    const first = await post('/api/auth/login/second-factor', { challenge: await challengeOf(), recoveryCode: code!.toUpperCase() });
    expect(first.statusCode).toBe(200);
    const again = await post('/api/auth/login/second-factor', { challenge: await challengeOf(), recoveryCode: code });
    expect(again.statusCode).toBe(400);
    expect(errorCodeOf(again)).toBe('INVALID_SECOND_FACTOR');
    const status = await t.app.inject({ method: 'GET', url: '/api/users/my/second-factor', headers: bearer(first.json().data) });
    expect(status.json().data.recoveryCodesLeft).toBe(9);
    expect(await api.count(`select count(*) from activity_logs where type = 'RECOVERY_CODE_USED' and username = 'user.dua.langkah'`)).toBe(1);
    const format = await post('/api/auth/login/second-factor', { challenge: await challengeOf(), recoveryCode: 'bukan-kode!' });
    expect(format.json().error.fields).toEqual({ recoveryCode: 'RECOVERY_CODE_FORMAT' });
  });

  it('refuses an altered, foreign or other-kind challenge with 400 INVALID_CHALLENGE', async () => {
    const challenge = await challengeOf();
    const [version, payload, mac] = challenge.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const altered = `${version}.${Buffer.from(JSON.stringify({ ...claims, u: 1 })).toString('base64url')}.${mac}`;
    const enrolKind = `${version}.${Buffer.from(JSON.stringify({ ...claims, k: 'enrol' })).toString('base64url')}.${mac}`;
    for (const bad of [altered, enrolKind, 'c1.x.y', 'bukan']) {
      const response = await post('/api/auth/login/second-factor', { challenge: bad, code: await codeNow(secret) });
      expect(response.statusCode).toBe(400);
      expect(errorCodeOf(response)).toBe('INVALID_CHALLENGE');
    }
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const expired = await post('/api/auth/login/second-factor', { challenge, code: await codeNow(secret) });
    expect(errorCodeOf(expired)).toBe('INVALID_CHALLENGE');
    const enrol = await post('/api/auth/login/enrol', { challenge: await challengeOf() });
    expect(errorCodeOf(enrol)).toBe('INVALID_CHALLENGE');
  });

  it('throttles 20 wrong codes in a burst like passwords (5 checked, 15 refused), and then the right code too', async () => {
    // A user of its own, whose failure counts start at nought.
    const admin = await signInAdmin();
    expect((await api.post('/api/users', admin, { username: 'user.burst', name: 'Burst', roleId: 1, password: TEST_PASSWORD })).statusCode).toBe(201);
    const { secret } = await enrolAtSignIn('user.burst');
    const challenges: string[] = [];
    for (let n = 0; n < 20; n += 1) challenges.push(await challengeOf('user.burst', '10.50.9.9'));
    const wrong = String((Number(await codeNow(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const responses = await Promise.all(
      challenges.map((challenge) => post('/api/auth/login/second-factor', { challenge, code: wrong }, { ip: '10.50.9.9' })),
    );
    const counts = responses.reduce<Record<number, number>>((all, r) => ({ ...all, [r.statusCode]: (all[r.statusCode] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 400: 5, 429: 15 });
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(response.json().error).toEqual({ code: 'RATE_LIMITED', message: 'Too many failed sign-in attempts', retryAfterSeconds: expect.any(Number) });
    }
    // The per-user key holds from every address: a password alone cannot buy a code search.
    const right = await post('/api/auth/login/second-factor', { challenge: challenges[0], code: await codeNow(secret) }, { ip: '10.50.9.10' });
    expect(right.statusCode).toBe(429);
  });
});

/** Admin, enrolled by the first test, signs in with a code of a step of its own. */
async function signInAdmin(): Promise<SignedIn> {
  nextStep();
  const { challenge } = (await password('admin', '10.51.0.1')).json().data;
  const response = await post('/api/auth/login/second-factor', { challenge, code: await codeNow(adminSecret) }, { ip: '10.51.0.1' });
  expect(response.statusCode).toBe(200);
  return asSignedIn(response.json().data, response);
}

describe('Profile and the administrators', () => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signInAdmin();
  });

  it('lets a user without the requirement turn it on and off with a current code; a wrong code changes nothing', async () => {
    const viewer = await t.login('viewer');
    const { secret } = await enrolFromProfile(viewer);
    const wrongCode = String((Number(await codeNow(secret)) + 3) % 1_000_000).padStart(6, '0');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/users/my/second-factor/disable', headers: viewer.headers, payload: { code: wrongCode } });
    expect(wrong.statusCode).toBe(400);
    expect(errorCodeOf(wrong)).toBe('INVALID_SECOND_FACTOR');
    const off = await t.app.inject({ method: 'POST', url: '/api/users/my/second-factor/disable', headers: viewer.headers, payload: { code: await codeNow(secret) } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    const again = await t.app.inject({ method: 'POST', url: '/api/users/my/second-factor/disable', headers: viewer.headers, payload: { code: await codeNow(secret) } });
    expect(again.statusCode).toBe(409);
    expect(errorCodeOf(again)).toBe('SECOND_FACTOR_NOT_ENABLED');
  });

  it('refuses to turn it off where the role requires it (422), and to enrol twice (409)', async () => {
    const off = await t.app.inject({ method: 'POST', url: '/api/users/my/second-factor/disable', headers: admin.headers, payload: { code: await codeNow(adminSecret) } });
    expect(off.statusCode).toBe(422);
    expect(errorCodeOf(off)).toBe('SECOND_FACTOR_REQUIRED');
    const twice = await t.app.inject({ method: 'POST', url: '/api/users/my/second-factor/enrol', headers: admin.headers });
    expect(twice.statusCode).toBe(409);
    expect(errorCodeOf(twice)).toBe('SECOND_FACTOR_ALREADY_ENABLED');
  });

  it('makes new recovery codes for a current code; the old ones stop working', async () => {
    const user = await t.login('admin.suratjalan');
    const { secret, recoveryCodes: old } = await enrolFromProfile(user);
    const fresh = await t.app.inject({ method: 'POST', url: '/api/users/my/second-factor/recovery-codes', headers: user.headers, payload: { code: await codeNow(secret) } });
    expect(fresh.statusCode).toBe(200);
    const codes: string[] = fresh.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(codes.some((code) => old.includes(code))).toBe(false);
    const challenge = (await password('admin.suratjalan')).json().data.challenge;
    expect(errorCodeOf(await post('/api/auth/login/second-factor', { challenge, recoveryCode: old[0] }))).toBe('INVALID_SECOND_FACTOR');
    expect((await post('/api/auth/login/second-factor', { challenge, recoveryCode: codes[0] })).statusCode).toBe(200);
  });

  it("lets an administrator reset another user's factor, ending their sessions, and logs who did it; never their own", async () => {
    const user = await t.login('kepala.gudang');
    await enrolFromProfile(user);
    const seen = await t.app.inject({ method: 'GET', url: `/api/users/${user.userId}/second-factor`, headers: admin.headers });
    expect(seen.json().data.enabled).toBe(true);
    const reset = await t.app.inject({ method: 'POST', url: `/api/users/${user.userId}/second-factor/reset`, headers: admin.headers });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/my', headers: user.headers })).statusCode).toBe(401);
    const listed = await api.get(`/api/users/activities?userId=${user.userId}&type=SECOND_FACTOR_RESET`, admin);
    expect(listed.json().data).toEqual([expect.objectContaining({ type: 'SECOND_FACTOR_RESET', userId: user.userId, username: 'admin' })]);
    // Signs in with the password alone again (Kepala Gudang holds no key permission).
    expect((await password('kepala.gudang')).json().data.accessToken).toEqual(expect.any(String));

    const own = await t.app.inject({ method: 'POST', url: `/api/users/${admin.userId}/second-factor/reset`, headers: admin.headers });
    expect(own.statusCode).toBe(422);
    expect(errorCodeOf(own)).toBe('SELF_SECOND_FACTOR_RESET');
    const off = await t.app.inject({ method: 'POST', url: `/api/users/${user.userId}/second-factor/reset`, headers: admin.headers });
    expect(off.statusCode).toBe(409);
    const viewer = await t.login('viewer');
    const forbidden = await t.app.inject({ method: 'POST', url: `/api/users/${user.userId}/second-factor/reset`, headers: viewer.headers });
    expect(forbidden.statusCode).toBe(403);
  });
});
