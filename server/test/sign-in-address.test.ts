import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, parseTrustProxy } from '../config';
import { DEVICE_COOKIE } from '../auth/device-trust';
import { apiOf } from './api';
import { createTestApp, errorCodeOf, refreshCookieOf, TEST_PASSWORD, type SignedIn, type TestApp } from './harness';

/**
 * Who a sign-in comes from: the address behind a proxy, the per-address budget against a right
 * password, the origin of requests the cookies authenticate, and one case folding for the lockout
 * (docs/decisions/292-client-address-and-sign-in-limits.md).
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const signIn = (app: TestApp, username: string, password: string, options: InjectOptions = {}) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.40.0.1', payload: { username, password }, ...options });
const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode);
const deviceCookieOf = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)?.value;

describe('behind a proxy the address is the one the proxy saw', () => {
  it('LAJU_TRUST_PROXY=1 trusts one hop: a client-written X-Forwarded-For entry neither dodges the lockout nor reaches the log', async () => {
    const proxied = await createTestApp({ trustProxy: loadConfig({ LAJU_TRUST_PROXY: '1' }).trustProxy });
    try {
      // nginx appends the address it saw (198.51.100.7) to whatever the client sent.
      const responses = [];
      for (let n = 1; n <= 14; n += 1) {
        responses.push(
          await signIn(proxied, 'spv', `salah-${n}`, {
            remoteAddress: '10.0.0.2',
            headers: { 'x-forwarded-for': `203.0.113.${n}, 198.51.100.7` },
          }),
        );
      }
      expect(statuses(responses)).toEqual([...Array(5).fill(400), ...Array(9).fill(429)]);
      const logged = await apiOf(proxied).rows<{ ip: string }>(`select distinct ip from activity_logs where type = 'SIGN_IN_FAILURE'`);
      expect(logged).toEqual([{ ip: '198.51.100.7' }]);

      const spoofed = await signIn(proxied, 'viewer', 'salah', {
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.8' },
      });
      expect(spoofed.statusCode).toBe(400);
      expect(await apiOf(proxied).count(`select count(*) from activity_logs where ip = '1.2.3.4'`)).toBe(0);
      expect(await apiOf(proxied).count(`select count(*) from activity_logs where ip = '198.51.100.8'`)).toBe(1);
    } finally {
      await proxied.close();
    }
  });

  it("trusts two hops for a load balancer in front of nginx, and a list of the proxies' addresses", async () => {
    const twoHops = await createTestApp({ trustProxy: parseTrustProxy('2') });
    const listed = await createTestApp({ trustProxy: parseTrustProxy('10.0.0.0/24, 10.0.1.5') });
    try {
      await signIn(twoHops, 'spv', 'salah', { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.9, 10.0.1.5' } });
      expect(await apiOf(twoHops).rows(`select ip from activity_logs where type = 'SIGN_IN_FAILURE'`)).toEqual([{ ip: '198.51.100.9' }]);
      await signIn(listed, 'spv', 'salah', { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.10, 10.0.1.5' } });
      // A connection from outside the list: its header is ignored entirely.
      await signIn(listed, 'spv', 'salah', { remoteAddress: '192.0.2.50', headers: { 'x-forwarded-for': '1.2.3.4' } });
      expect(await apiOf(listed).rows(`select ip from activity_logs where type = 'SIGN_IN_FAILURE' order by id`)).toEqual([
        { ip: '198.51.100.10' },
        { ip: '192.0.2.50' },
      ]);
    } finally {
      await twoHops.close();
      await listed.close();
    }
  });

  it('refuses settings that would trust every hop or mean nothing', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.5, 2001:db8::/32')).toEqual(['10.0.0.5', '2001:db8::/32']);
    expect(() => parseTrustProxy('true')).toThrow(/LAJU_TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/LAJU_TRUST_PROXY/);
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/LAJU_TRUST_PROXY/);
  });
});

describe("others' failures from one address do not refuse a right password", () => {
  it('after 12 unknown usernames from one address, a browser that signed in as spv before still signs in; a new browser waits', async () => {
    const earlier = await signIn(t, 'spv', TEST_PASSWORD, { remoteAddress: '10.41.0.1' });
    expect(earlier.statusCode).toBe(200);
    const device = deviceCookieOf(earlier)!;
    expect(device).toMatch(/^v1\./);

    const spray = [];
    for (let n = 1; n <= 12; n += 1) spray.push(await signIn(t, `tidak.ada.${n}`, 'Laju#2025', { remoteAddress: '10.41.0.2' }));
    expect(statuses(spray)).toEqual([...Array(10).fill(400), 429, 429]);

    const known = await signIn(t, 'spv', TEST_PASSWORD, { remoteAddress: '10.41.0.2', cookies: { [DEVICE_COOKIE]: device } });
    expect(known.statusCode).toBe(200);
    expect(known.json().data.username).toBe('spv');
    // Spraying stays stopped: without the cookie, and for a user the cookie does not name.
    const fresh = await signIn(t, 'spv', TEST_PASSWORD, { remoteAddress: '10.41.0.2' });
    expect(fresh.statusCode).toBe(429);
    const other = await signIn(t, 'viewer', TEST_PASSWORD, { remoteAddress: '10.41.0.2', cookies: { [DEVICE_COOKIE]: device } });
    expect(other.statusCode).toBe(429);
  });

  it("a guesser's five wrong passwords for a user do not lock that user's own browser out", async () => {
    const device = deviceCookieOf(await signIn(t, 'viewer', TEST_PASSWORD, { remoteAddress: '10.42.0.1' }))!;
    for (let n = 1; n <= 5; n += 1) await signIn(t, 'viewer', `salah-${n}`, { remoteAddress: '10.42.0.1' });
    expect((await signIn(t, 'viewer', TEST_PASSWORD, { remoteAddress: '10.42.0.1' })).statusCode).toBe(429);
    expect((await signIn(t, 'viewer', TEST_PASSWORD, { remoteAddress: '10.42.0.1', cookies: { [DEVICE_COOKIE]: device } })).statusCode).toBe(200);
  });

  it('a device has a lockout of its own, and a forged or altered cookie counts for nothing', async () => {
    const device = deviceCookieOf(await signIn(t, 'kepala.gudang', TEST_PASSWORD, { remoteAddress: '10.43.0.1' }))!;
    const wrong = [];
    for (let n = 1; n <= 6; n += 1) {
      wrong.push(await signIn(t, 'kepala.gudang', `salah-${n}`, { remoteAddress: `10.43.1.${n}`, cookies: { [DEVICE_COOKIE]: device } }));
    }
    expect(statuses(wrong)).toEqual([400, 400, 400, 400, 400, 429]);
    const [version, payload, mac] = device.split('.');
    const forged = `${version}.${Buffer.from(JSON.stringify([['spv', 'x']])).toString('base64url')}.${mac}`;
    for (let n = 1; n <= 10; n += 1) await signIn(t, `tidak.ada.${n}`, 'salah', { remoteAddress: '10.43.2.1' });
    const withForged = await signIn(t, 'spv', TEST_PASSWORD, { remoteAddress: '10.43.2.1', cookies: { [DEVICE_COOKIE]: forged } });
    expect(withForged.statusCode).toBe(429);
    expect(payload).toBeTruthy();
  });

  it('keeps up to five users of one browser in its cookie', async () => {
    let cookie: string | undefined;
    for (const username of ['spv', 'viewer', 'kepala.gudang', 'admin.gudang', 'admin.suratjalan', 'admin']) {
      const response = await signIn(t, username, TEST_PASSWORD, { remoteAddress: '10.44.0.1', cookies: cookie ? { [DEVICE_COOKIE]: cookie } : {} });
      expect(response.statusCode).toBe(200);
      cookie = deviceCookieOf(response);
    }
    const names = JSON.parse(Buffer.from(cookie!.split('.')[1]!, 'base64url').toString()).map((entry: string[]) => entry[0]);
    expect(names).toEqual(['admin', 'admin.suratjalan', 'admin.gudang', 'kepala.gudang', 'viewer']);
  });
});

describe('the cookies work only for requests from the app itself', () => {
  const host = 'laju.example.com';
  const refreshWith = (token: string, headers: Record<string, string>, payload?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refreshToken: token },
      headers: { host, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  it('refuses a refresh from another origin or a cross-site fetch with 403 FORBIDDEN_ORIGIN, the session untouched', async () => {
    const session = await t.login('spv');
    const foreign: Record<string, string>[] = [
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://laju.example.com:8080', 'sec-fetch-site': 'same-site' },
      { origin: 'https://sub.laju.example.com', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const refused = await refreshWith(session.refreshToken, headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(errorCodeOf(refused)).toBe('FORBIDDEN_ORIGIN');
    }
    // A plain HTML form posts multipart from another site: refused too.
    const form = await refreshWith(session.refreshToken, {
      origin: 'http://evil.example',
      'sec-fetch-site': 'cross-site',
      'content-type': 'multipart/form-data; boundary=x',
    }, '--x--\r\n');
    expect([403, 415]).toContain(form.statusCode);
    // The genuine token still works from the app's own page.
    const own = await refreshWith(session.refreshToken, { origin: `https://${host}`, 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(200);
    expect(refreshCookieOf(own)).toBeDefined();
  });

  it('accepts a non-browser client (no Origin, no Fetch Metadata) and a listed origin', async () => {
    const session = await t.login('viewer');
    const plain = await refreshWith(session.refreshToken, {});
    expect(plain.statusCode).toBe(200);
    const cors = await createTestApp({ corsOrigins: ['https://app.example.com'] });
    try {
      const signedIn = await cors.login('viewer');
      const listed = await cors.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { refreshToken: signedIn.refreshToken },
        headers: { host: 'api.example.com', origin: 'https://app.example.com', 'sec-fetch-site': 'same-site' },
      });
      expect(listed.statusCode).toBe(200);
    } finally {
      await cors.close();
    }
  });

  it('refuses a sign-in and a sign-out posted from another origin', async () => {
    const login = await signIn(t, 'viewer', TEST_PASSWORD, { headers: { host, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(login.statusCode).toBe(403);
    expect(login.cookies).toEqual([]);
    const session = await t.login('viewer');
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/logout',
      cookies: { refreshToken: session.refreshToken },
      headers: { host, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(403);
    expect((await refreshWith(session.refreshToken, {})).statusCode).toBe(200);
  });
});

describe('one case folding for the lockout and the lookup', () => {
  it('after 5 wrong passwords for user.kiwi, user.kİwi is refused without a check and USER.KIWI is locked out too', async () => {
    const api = apiOf(t);
    const roleId = (await api.get('/api/roles', admin)).json().data.find((role: { name: string }) => role.name === 'Viewer').id;
    const created = await api.post('/api/users', admin, { username: 'user.kiwi', name: 'Kiwi', roleId, password: 'Kiwi-Kebun-Raya-77' });
    expect(created.statusCode).toBe(201);
    for (let n = 1; n <= 5; n += 1) expect((await signIn(t, 'user.kiwi', `salah-${n}`, { remoteAddress: '10.45.0.1' })).statusCode).toBe(400);
    const dotted = await signIn(t, 'user.k\u0130wi', 'Kiwi-Kebun-Raya-77', { remoteAddress: '10.45.0.1' });
    expect(dotted.statusCode).toBe(400);
    expect(errorCodeOf(dotted)).toBe('INVALID_CREDENTIALS');
    const upper = await signIn(t, 'USER.KIWI', 'Kiwi-Kebun-Raya-77', { remoteAddress: '10.45.0.1' });
    expect(upper.statusCode).toBe(429);
  });
});
