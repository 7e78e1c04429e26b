import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/tokens';
import { rowsOf } from '../db/client';
import { createTestApp, errorCodeOf, refreshCookieOf, TEST_PASSWORD, TEST_SECRET, type TestApp } from './harness';

/**
 * Signing in on the server, where the mock cannot follow: the cookies' attributes, the sign-in
 * limits, refresh-token rotation and reuse, forged and expired tokens, and the activity log's rows.
 * What the API answers is the shared suite's (contract/testing/auth-suite.ts, run in
 * accounts-contract.test.ts on the server and on the mock).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const loginRequest = (body: unknown, ip = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress: ip, headers: { 'user-agent': 'vitest' } });
const activities = async (where: string) =>
  rowsOf<Record<string, unknown>>(await t.database.db.execute(sql.raw(`select * from activity_logs where ${where} order by id`)));

describe('POST /api/auth/login', () => {
  it('signs in and sets a 30-day refresh cookie with "Ingat saya"', async () => {
    const response = await loginRequest({ username: 'ADMIN', password: TEST_PASSWORD, remember: true });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ userId: 1, username: 'admin', roleId: 1 });
    expect(data.accessToken.split('.')).toHaveLength(3);
    const cookie = response.cookies.find((entry) => entry.name === 'refreshToken')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 30 * 24 * 3600 });
    expect(cookie.secure).toBeFalsy();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sets a browser-session cookie without "Ingat saya" and Secure over HTTPS', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'viewer', password: TEST_PASSWORD },
      remoteAddress: '10.1.0.2',
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((entry) => entry.name === 'refreshToken')!;
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    const https = await createTestApp({ trustProxy: 1 });
    try {
      const secure = await https.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: 'viewer', password: TEST_PASSWORD },
      });
      expect(secure.cookies.find((entry) => entry.name === 'refreshToken')!.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('answers 400 INVALID_CREDENTIALS alike for a wrong password and an unknown user, logging the attempt', async () => {
    const wrong = await loginRequest({ username: 'spv', password: 'not-the-password' }, '10.1.0.3');
    const unknown = await loginRequest({ username: 'nobody', password: 'not-the-password' }, '10.1.0.3');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' } });
      expect(refreshCookieOf(response)).toBeUndefined();
    }
    const rows = await activities(`type = 'SIGN_IN_FAILURE' and ip = '10.1.0.3'`);
    expect(rows.map((row) => [row.username, row.user_id, row.user_agent])).toEqual([
      ['spv', null, 'vitest'],
      [null, null, 'vitest'],
    ]);
    const everything = JSON.stringify(await activities('true'));
    expect(everything).not.toContain('not-the-password');
  });

  it('rate-limits after 5 failures for one username and IP: 429 with Retry-After, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await loginRequest({ username: 'admin.gudang', password: `wrong-${attempt}` }, '10.1.0.9');
      expect(response.statusCode).toBe(400);
    }
    const limited = await loginRequest({ username: 'Admin.Gudang', password: TEST_PASSWORD }, '10.1.0.9');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: retryAfter });
    // Another IP is not affected.
    expect((await loginRequest({ username: 'admin.gudang', password: TEST_PASSWORD }, '10.1.0.10')).statusCode).toBe(200);
  });

  it('logs a successful sign-in with IP and user agent', async () => {
    await loginRequest({ username: 'kepala.gudang', password: TEST_PASSWORD }, '10.1.0.11');
    const [row] = await activities(`type = 'SIGN_IN_SUCCESS' and ip = '10.1.0.11'`);
    expect(row).toMatchObject({ user_id: 3, username: 'kepala.gudang', user_agent: 'vitest' });
  });
});

describe('POST /api/auth/refresh', () => {
  const refresh = (token?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', ...(token ? { cookies: { refreshToken: token } } : {}) });

  it('rotates the refresh token and issues a new access token', async () => {
    const session = await t.login('spv', { remember: true });
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ userId: session.userId, username: 'spv', roleId: session.roleId });
    const rotated = refreshCookieOf(response);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(session.refreshToken);
    const cookie = response.cookies.find((entry) => entry.name === 'refreshToken')!;
    expect(cookie.maxAge).toBe(30 * 24 * 3600);
    const me = await t.app.inject({ url: '/api/users/my', headers: { authorization: `Bearer ${response.json().data.accessToken}` } });
    expect(me.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token is presented again (400), logging the reuse', async () => {
    const session = await t.login('admin.suratjalan');
    const first = await refresh(session.refreshToken);
    const second = refreshCookieOf(first)!;
    // Past the grace window in which the just-spent token is answered like its successor (decision 151).
    await t.database.db.execute(sql`update sessions set rotated_at = now() - interval '11 seconds' where id = ${session.refreshToken.split('.')[0]!}`);
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(400);
    expect(errorCodeOf(reuse)).toBe('INVALID_REFRESH_TOKEN');
    // The newest token of the family is dead too, and so is the family's access token.
    expect((await refresh(second)).statusCode).toBe(400);
    const me = await t.app.inject({ url: '/api/users/my', headers: session.headers });
    expect(me.statusCode).toBe(401);
    const rows = await activities(`type = 'REFRESH_TOKEN_REUSE' and user_id = ${session.userId}`);
    expect(rows).toHaveLength(1);
  });

  it('answers 400 once the session has expired server-side', async () => {
    const session = await t.login('kepala.gudang');
    const sessionId = session.refreshToken.split('.')[0]!;
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where id = ${sessionId}`);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(400);
    expect(errorCodeOf(response)).toBe('INVALID_REFRESH_TOKEN');
  });

  it('answers 400 for a missing, tampered or unknown cookie and clears it', async () => {
    const unknownSession = `00000000-0000-4000-8000-000000000000.${'a'.repeat(43)}`;
    for (const token of [undefined, 'tampered', 'x'.repeat(500), unknownSession, 'a.b.c']) {
      const response = await refresh(token);
      expect(response.statusCode).toBe(400);
      expect(errorCodeOf(response)).toBe('INVALID_REFRESH_TOKEN');
    }
  });
});

describe('DELETE /api/auth/logout', () => {
  it('ends the session named by the cookie, even with an expired access token', async () => {
    const session = await t.login('viewer');
    const expired = signAccessToken({ sub: session.userId, sid: '00000000-0000-0000-0000-000000000000' }, TEST_SECRET, -60);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${expired}` },
      cookies: { refreshToken: session.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: 'Ok' });
    const cleared = response.cookies.find((entry) => entry.name === 'refreshToken')!;
    expect(cleared.value).toBe('');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: session.refreshToken } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/users/my', headers: session.headers })).statusCode).toBe(401);
    expect(await activities(`type = 'SIGN_OUT' and user_id = ${session.userId}`)).not.toHaveLength(0);
  });

  it('ends the session from an expired bearer token alone', async () => {
    const session = await t.login('viewer');
    const [, payload] = session.accessToken.split('.');
    const sid = JSON.parse(Buffer.from(payload!, 'base64url').toString()).sid;
    const expired = signAccessToken({ sub: session.userId, sid }, TEST_SECRET, -1);
    const response = await t.app.inject({ method: 'DELETE', url: '/api/auth/logout', headers: { authorization: `Bearer ${expired}` } });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: session.refreshToken } })).statusCode).toBe(400);
  });
});

describe('access tokens', () => {
  const call = (authorization?: string) =>
    t.app.inject({ url: '/api/roles/my/permissions', ...(authorization ? { headers: { authorization } } : {}) });
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('refuses missing, forged, none-signed, foreign-key and expired tokens with 401', async () => {
    const session = await t.login('admin');
    const [, payload] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const cases: [string | undefined, string][] = [
      [undefined, 'UNAUTHENTICATED'],
      ['Basic abc', 'UNAUTHENTICATED'],
      ['Bearer not.a.jwt', 'UNAUTHENTICATED'],
      [`Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, 'UNAUTHENTICATED'],
      [`Bearer ${signAccessToken(claims, 'another-secret-another-secret-another-secret', 900)}`, 'UNAUTHENTICATED'],
      [`Bearer ${session.accessToken.slice(0, -2)}xx`, 'UNAUTHENTICATED'],
      [`Bearer ${signAccessToken({ sub: claims.sub, sid: claims.sid }, TEST_SECRET, -5)}`, 'TOKEN_EXPIRED'],
      [`Bearer ${signAccessToken({ sub: 2, sid: claims.sid }, TEST_SECRET, 900)}`, 'UNAUTHENTICATED'],
    ];
    for (const [authorization, code] of cases) {
      const response = await call(authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(errorCodeOf(response)).toBe(code);
    }
  });
});
