import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, errorCodeOf, refreshCookieOf, TEST_PASSWORD, type TestApp } from './harness';

/**
 * Decision 304: without "Ingat saya" the session lasts for the browser session. The
 * refresh cookie is then a browser-session cookie (neither Max-Age nor Expires), so the browser
 * keeps it across reloads, tabs and typed URLs and drops it when it closes; every refresh keeps
 * it that way, and the server's own lifetime and rotation hold as for any session.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const setCookieOf = (response: LightMyRequestResponse) =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('refreshToken='))!;
const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: token } });

describe('the refresh cookie of a session without "Ingat saya"', () => {
  it('is a browser-session cookie at sign-in and after every refresh, and refresh works with it', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.30.0.1',
      payload: { username: 'admin.suratjalan', password: TEST_PASSWORD, remember: false },
    });
    expect(login.statusCode).toBe(200);
    let line = setCookieOf(login);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Strict/i);
    expect(line).toMatch(/; Path=\/api\/auth/i);
    expect(line).not.toMatch(/Max-Age|Expires/i);

    // A reload, then another tab: each refresh answers a session and rotates the cookie, still
    // without an expiry.
    let token = refreshCookieOf(login)!;
    for (let load = 0; load < 2; load += 1) {
      const answer = await refresh(token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({ username: 'admin.suratjalan', roleId: 4 });
      line = setCookieOf(answer);
      expect(line).not.toMatch(/Max-Age|Expires/i);
      expect(refreshCookieOf(answer)).not.toBe(token);
      token = refreshCookieOf(answer)!;
    }
  });

  it('keeps a 30-day cookie with "Ingat saya", at sign-in and after a refresh', async () => {
    const session = await t.login('spv', { remember: true });
    const answer = await refresh(session.refreshToken);
    expect(answer.statusCode).toBe(200);
    expect(setCookieOf(answer)).toMatch(new RegExp(`Max-Age=${30 * 24 * 3600}`));
  });

  it("ends at the server's own lifetime and at sign-out, clearing the cookie", async () => {
    const idle = await t.login('kepala.gudang');
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where id = ${idle.refreshToken.split('.')[0]!}`);
    const expired = await refresh(idle.refreshToken);
    expect(expired.statusCode).toBe(400);
    expect(errorCodeOf(expired)).toBe('INVALID_REFRESH_TOKEN');
    expect(refreshCookieOf(expired)).toBeUndefined();

    const signedOut = await t.login('admin.gudang');
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/auth/logout', cookies: { refreshToken: signedOut.refreshToken } });
    expect(logout.statusCode).toBe(200);
    expect(setCookieOf(logout)).toMatch(/refreshToken=;/);
    expect((await refresh(signedOut.refreshToken)).statusCode).toBe(400);
  });
});
