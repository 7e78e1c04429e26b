import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { createTestApp, errorCodeOf, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const countUsers = async () =>
  Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from users`))[0]!.n);

describe('GET /api/health', () => {
  it('answers ok with the engine and a request id', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: process.env.LAJU_TEST_ENGINE ?? 'pglite' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('error shape', () => {
  it('answers unknown /api paths with 404 NOT_FOUND', async () => {
    for (const url of ['/api', '/api/nope', '/api/users/my/nope?x=1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API endpoint' } });
    }
  });

  it('answers bad input with the documented 4xx and changes nothing', async () => {
    const before = await countUsers();
    const login = (payload: string, contentType = 'application/json') =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': contentType } });
    const cases: [string, number, string, string?][] = [
      ['{"username": "admin", ', 400, 'BAD_REQUEST'],
      ['[]', 400, 'VALIDATION_FAILED'],
      ['null', 400, 'VALIDATION_FAILED'],
      ['{"username":"admin\\u0000","password":"x"}', 400, 'BAD_REQUEST'],
      // A lone surrogate (the fuzz test's counterexample: a 500 when the throttle key came back
      // from the database as U+FFFD), as a value, as a key and as a low half alone.
      ['{"password":"Uji-Sandi-2025!","username":"admin\\ud800"}', 400, 'BAD_REQUEST'],
      ['{"username":"admin","password":"x\\udc00y"}', 400, 'BAD_REQUEST'],
      ['{"username":"admin","password":"x","\\ud83d":1}', 400, 'BAD_REQUEST'],
      // A surrogate pair is ordinary text: the sign-in is checked and refused as wrong.
      ['{"username":"admin\\ud83d\\ude00","password":"x"}', 400, 'INVALID_CREDENTIALS'],
      ['{"username":"\' or 1=1 --","password":"\\"; drop table users; --"}', 400, 'INVALID_CREDENTIALS'],
      ['{"__proto__":{"admin":true},"username":"a","password":"b"}', 400, 'BAD_REQUEST'],
      [`{"username":"${'a'.repeat(1024 * 1024)}","password":"x"}`, 413, 'PAYLOAD_TOO_LARGE'],
      ['username=admin', 415, 'UNSUPPORTED_MEDIA_TYPE', 'text/plain'],
    ];
    for (const [payload, status, code, contentType] of cases) {
      const response = await login(payload, contentType);
      expect(response.statusCode, payload.slice(0, 60)).toBe(status);
      expect(errorCodeOf(response)).toBe(code);
      expect(response.body).not.toMatch(/at .*\.ts|stack|select |relation /i);
    }
    expect(await countUsers()).toBe(before);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses a NUL character in a query string or a path with 400, on every GET route', async () => {
    const admin = await t.login('admin');
    const before = await countUsers();
    const gets = t.routes.filter((route) => route.method === 'GET' && route.url.startsWith('/api/'));
    expect(gets.length).toBeGreaterThan(5);
    for (const route of gets) {
      const base = route.url.replace(/:[a-zA-Z]+/g, '1');
      for (const url of [`${base}?q=%00`, `${base}?q=gudang%00x&sort=name`, route.url.includes(':') ? route.url.replace(/:[a-zA-Z]+/g, '1%00') : null]) {
        if (!url) continue;
        const response = await t.app.inject({ url, headers: admin.headers });
        expect(response.statusCode, url).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json().error.code, url).toMatch(/^[A-Z_]+$/);
      }
    }
    // Every validated part is checked for NUL before its schema, so the answer is the same everywhere.
    for (const url of ['/api/users?q=%00', '/api/users/removed?q=a%00', '/api/roles?q=%00', '/api/users/logs?q=%00']) {
      const response = await t.app.inject({ url, headers: admin.headers });
      expect(response.statusCode, url).toBe(400);
      expect(errorCodeOf(response), url).toBe('BAD_REQUEST');
    }
    expect(await countUsers()).toBe(before);
  });

  it('hides internal errors behind 500 INTERNAL', async () => {
    const { buildApp } = await import('../app');
    const { testConfig } = await import('./harness');
    const broken = {
      ...t.database,
      db: { execute: async () => { throw new Error('relation "secret_table" does not exist'); } },
    } as unknown as typeof t.database;
    const built = await buildApp({ db: broken, config: testConfig(), logger: false });
    try {
      const response = await built.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Internal server error' } });
    } finally {
      await built.app.close();
    }
  });

  it('sends security headers on API answers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  });
});
