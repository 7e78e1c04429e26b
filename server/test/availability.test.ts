import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { AuthCache } from '../auth/auth-cache';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/availability';
import { createTestApp, errorCodeOf, testConfig, type TestApp } from './harness';

/**
 * Availability inside one process: what the API answers while the database cannot be
 * reached, and the auth cache's guards. (server/test/restart restarts a real PostgreSQL.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** node-postgres's error for a refused connection, wrapped the way Drizzle wraps it. */
const refused = () => {
  const cause = Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432'), { code: 'ECONNREFUSED' });
  return Object.assign(new Error('Failed query: select s.user_id from sessions where password_hash = $1'), { cause });
};

/** The test database, except that every query fails as if PostgreSQL were down. */
const unreachable = (database: Database): Database =>
  ({
    ...database,
    db: new Proxy(database.db, {
      get: (target, key) => (key === 'execute' || key === 'select' || key === 'transaction' ? () => Promise.reject(refused()) : Reflect.get(target, key)),
    }),
  }) as Database;

describe('while the database cannot be reached', () => {
  it('answers requests 503 DATABASE_UNAVAILABLE in the error shape, without internals, and health says alive but not ready', async () => {
    const admin = await t.login('admin');
    const built = await buildApp({ db: unreachable(t.database), config: testConfig(), logger: false });
    try {
      for (const [method, url] of [
        ['GET', '/api/users'],
        ['GET', '/api/roles/my/permissions'],
      ] as const) {
        const response = await built.app.inject({ method, url, headers: admin.headers });
        expect(response.statusCode, url).toBe(503);
        expect(response.json(), url).toEqual({
          error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is unavailable; try again shortly', retryAfterSeconds: 2 },
        });
        expect(response.headers['retry-after']).toBe('2');
        expect(response.body).not.toMatch(/ECONNREFUSED|10\.0\.0\.7|select|password/i);
      }
      const login = await built.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'x' } });
      expect(login.statusCode).toBe(503);
      expect(errorCodeOf(login)).toBe('DATABASE_UNAVAILABLE');

      const health = await built.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', live: true, ready: false });
      const live = await built.app.inject({ url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ status: 'ok', live: true });
    } finally {
      await built.app.close();
    }
  });

  it('tells connection failures from other errors', () => {
    expect(isDatabaseUnavailable(refused())).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('relation "secret_table" does not exist'))).toBe(false);
  });
});

describe('GET /api/health', () => {
  it('answers ready and alive when the database answers', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', live: true, ready: true });
  });
});

describe('auth cache guards (decision 123)', () => {
  /** A database whose invalidation channel can be switched off, counting session loads. */
  function fakeDatabase() {
    const handlers: ((message: string) => void)[] = [];
    let live = true;
    let loads = 0;
    const database = {
      db: {
        execute: async () => {
          loads += 1;
          return { rows: [{ user_id: 1, role_id: 1, active: true, revoked: false }] };
        },
      },
      onBroadcast: (handler: (message: string) => void) => void handlers.push(handler),
      invalidationLive: () => live,
      broadcast: async (message: string) => handlers.forEach((handler) => handler(message)),
    } as unknown as Database;
    return {
      database,
      loads: () => loads,
      setLive: (value: boolean) => {
        live = value;
        handlers.forEach((handler) => handler('all'));
      },
    };
  }

  it('reads the database again once an entry is older than its lifetime', async () => {
    const fake = fakeDatabase();
    let now = 0;
    const cache = new AuthCache(fake.database, 30_000, () => now);
    await cache.session('s1');
    await cache.session('s1');
    expect(fake.loads()).toBe(1);
    now = 29_999;
    await cache.session('s1');
    expect(fake.loads()).toBe(1);
    now = 30_000;
    await cache.session('s1');
    expect(fake.loads()).toBe(2);
  });

  it('serves nothing from memory while invalidations from other instances do not arrive', async () => {
    const fake = fakeDatabase();
    const cache = new AuthCache(fake.database);
    await cache.session('s1');
    fake.setLive(false);
    await cache.session('s1');
    await cache.session('s1');
    expect(fake.loads()).toBe(3);
    fake.setLive(true);
    await cache.session('s1');
    await cache.session('s1');
    expect(fake.loads()).toBe(4);
  });
});
