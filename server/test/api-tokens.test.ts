import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Session } from '../../contract/testing/session-side';
import { apiTokensContractSuite } from '../../contract/testing/api-tokens-suite';
import { buildApp, type App } from '../app';
import { openDatabase, rowsOf, type Database } from '../db/client';
import { sideOf } from './contract-side';
import { createTestApp, errorCodeOf, testConfig, type TestApp } from './harness';
import { withDatabase } from './template';

/**
 * API tokens (docs/decisions/347-api-tokens.md) on the real server: the shared management suite
 * (also run on the mock), then what only the server does: the token as a bearer, its role capped
 * by its creator, expiry, revocation on a second instance, forgeries, the people-only routes, the
 * rate limit and the activity log.
 */
let t: TestApp;
let admin: Session;
let spv: Session;
let viewer: Session;
const side = sideOf(() => t);

beforeAll(async () => {
  t = await createTestApp();
  [admin, spv, viewer] = (await Promise.all(['admin', 'spv', 'viewer'].map((name) => signIn(side, name)))) as [Session, Session, Session];
});
afterAll(async () => {
  await t?.close();
});

apiTokensContractSuite(() => ({ admin, viewer }));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, app: App['app'] = t.app) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function create(session: Session, body: Record<string, unknown> = {}) {
  const answer = await session.client.post('/api/api-tokens', { name: 'Toko daring', roleId: session.roleId, expiresInDays: 30, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const { data, token } = answer.body as { data: { id: number; prefix: string; name: string }; token: string };
  return { apiToken: data, token };
}

const tokenCount = async () => Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from api_tokens`))[0]!.n);

describe('API tokens on the server', () => {
  it('keeps only the token’s SHA-256, and the token works as a bearer on a list', async () => {
    const { apiToken, token } = await create(admin, { name: 'Gudang pusat' });
    expect(token).toMatch(/^laju_[A-Za-z0-9_-]{43}$/);
    const [row] = rowsOf<Record<string, unknown>>(await t.database.db.execute(sql`select * from api_tokens where id = ${apiToken.id}`));
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Object.values(row!).filter((value) => typeof value === 'string' && value.includes(token.slice(12)))).toEqual([]);

    const withToken = await call('GET', '/api/customers?size=5', token);
    const withSession = await admin.client.get('/api/customers?size=5');
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json().paging.totalItems).toBe((withSession.body.paging as { totalItems: number }).totalItems);
    const listed = (await admin.client.get('/api/api-tokens')).body.data as { id: number; lastUsedAt: string | null }[];
    expect(listed.find((entry) => entry.id === apiToken.id)?.lastUsedAt).not.toBeNull();
  });

  it('refuses a forged, malformed, expired or revoked token with its own code', async () => {
    const forged = `laju_${'A'.repeat(43)}`;
    for (const bad of [forged, 'laju_short']) {
      const answer = await call('GET', '/api/customers', bad);
      expect([answer.statusCode, errorCodeOf(answer)]).toEqual([401, 'API_TOKEN_INVALID']);
    }
    const expiring = await create(admin, { name: 'Kedaluwarsa' });
    expect((await call('GET', '/api/customers', expiring.token)).statusCode).toBe(200);
    await t.database.db.execute(sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${expiring.apiToken.id}`);
    await t.context.cache.invalidate(`api-token:${expiring.apiToken.id}`);
    const expired = await call('GET', '/api/customers', expiring.token);
    expect([expired.statusCode, errorCodeOf(expired)]).toEqual([401, 'API_TOKEN_EXPIRED']);
    const listed = (await admin.client.get('/api/api-tokens')).body.data as { id: number; state: string }[];
    expect(listed.find((entry) => entry.id === expiring.apiToken.id)?.state).toBe('expired');
  });

  it('stops a revoked token at once, on this instance and on a second one', async () => {
    const second = await secondInstance();
    try {
      const { apiToken, token } = await create(admin, { name: 'Dua instans' });
      // Both instances have the token in their caches before it is revoked.
      expect((await call('GET', '/api/customers', token)).statusCode).toBe(200);
      expect((await call('GET', '/api/customers', token, undefined, second.app.app)).statusCode).toBe(200);
      const arrived = new Promise<void>((resolve) => second.database.onBroadcast((message) => message === `api-token:${apiToken.id}` && resolve()));
      const revoked = await admin.client.post(`/api/api-tokens/${apiToken.id}/revoke`, {});
      expect([revoked.status, (revoked.body.data as { state: string }).state]).toEqual([200, 'revoked']);
      const here = await call('GET', '/api/customers', token);
      expect([here.statusCode, errorCodeOf(here)]).toEqual([401, 'API_TOKEN_REVOKED']);
      await arrived;
      const there = await call('GET', '/api/customers', token, undefined, second.app.app);
      expect([there.statusCode, errorCodeOf(there)]).toEqual([401, 'API_TOKEN_REVOKED']);
    } finally {
      await second.close();
    }
  });

  it('refuses every people-only route to a token, and nothing changes', async () => {
    const { token } = await create(admin, { name: 'Bukan orang' });
    const before = await tokenCount();
    const peopleOnly = t.routes.filter((route) => route.peopleOnly);
    expect(peopleOnly.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'POST /api/auth/refresh', 'PATCH /api/users/my', 'POST /api/api-tokens', 'GET /api/api-tokens']),
    );
    expect(t.routes.find((route) => route.method === 'GET' && route.url === '/api/customers')?.peopleOnly).toBe(false);
    for (const route of peopleOnly) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '1');
      const answer = await call(route.method as 'GET', url, token, route.method === 'GET' ? undefined : {});
      expect([`${route.method} ${route.url}`, answer.statusCode, errorCodeOf(answer)]).toEqual([`${route.method} ${route.url}`, 403, 'TOKEN_NOT_ALLOWED']);
    }
    const login = await call('POST', '/api/auth/login', token, { username: 'admin', password: 'whatever-it-is' });
    expect([login.statusCode, errorCodeOf(login)]).toEqual([403, 'TOKEN_NOT_ALLOWED']);
    const created = await call('POST', '/api/api-tokens', token, { name: 'Anak token', roleId: admin.roleId, expiresInDays: 7 });
    expect([created.statusCode, errorCodeOf(created)]).toEqual([403, 'TOKEN_NOT_ALLOWED']);
    expect(await tokenCount()).toBe(before);
  });

  it('limits a token’s requests and answers 429 with Retry-After in the error shape', async () => {
    const usage = t.context.cache.apiTokenUsage;
    const kept = usage.limit;
    usage.limit = { burst: 5, perSecond: 0.01 };
    try {
      const { token } = await create(admin, { name: 'Cepat' });
      const answers = [];
      for (let index = 0; index < 6; index += 1) answers.push(await call('GET', '/api/roles/my/permissions', token));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
      const limited = answers[5]!;
      expect(errorCodeOf(limited)).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(limited.json().error.retryAfterSeconds).toBe(Number(limited.headers['retry-after']));
      // A session is not limited by the token's bucket.
      expect((await admin.client.get('/api/roles/my/permissions')).status).toBe(200);
    } finally {
      usage.limit = kept;
    }
  });

  it('writes a token’s writes to the activity log under the token’s name', async () => {
    const { apiToken, token } = await create(admin, { name: 'Toko daring' });
    const saved = await call('POST', '/api/views', token, { list: 'customers', name: 'Dari token' });
    expect(saved.statusCode).toBe(201);
    const own = (await admin.client.get('/api/users/my/activities?size=5')).body.data as { type: string; apiToken?: { id: number; name: string; request: string } }[];
    expect(own[0]).toMatchObject({ type: 'API_TOKEN_REQUEST', apiToken: { id: apiToken.id, name: 'Toko daring', request: 'POST /api/views 201' } });
    const everyone = (await admin.client.get('/api/users/activities?size=5')).body.data as { type: string; username: string; apiToken?: { name: string } }[];
    expect(everyone[0]).toMatchObject({ type: 'API_TOKEN_REQUEST', username: 'admin', apiToken: { name: 'Toko daring' } });
  });

  it('caps a token by its creator: at creation, when the creator’s role changes, and when they are deactivated', async () => {
    const manage = sql`(select id from permissions where name = 'manage-api-tokens')`;
    await t.database.db.execute(sql`insert into role_permissions (role_id, permission_id) values (${spv.roleId}, ${manage})`);
    await t.context.cache.invalidate(`role:${spv.roleId}`);
    const before = await tokenCount();
    const above = await spv.client.post('/api/api-tokens', { name: 'Terlalu tinggi', roleId: admin.roleId, expiresInDays: 7 });
    expect([above.status, (above.body.error as { code: string }).code]).toEqual([422, 'PERMISSIONS_EXCEED_OWN']);
    expect(await tokenCount()).toBe(before);

    const { token } = await create(spv, { name: 'Milik spv' });
    expect((await call('GET', '/api/customers', token)).statusCode).toBe(200);
    // The creator now holds only the viewer's permissions: the token narrows with them.
    await t.database.db.execute(sql`update users set role_id = ${viewer.roleId} where id = ${spv.userId}`);
    await t.context.cache.invalidate(`user:${spv.userId}`);
    const narrowed = await call('GET', '/api/customers', token);
    expect([narrowed.statusCode, errorCodeOf(narrowed)]).toEqual([403, 'FORBIDDEN']);
    await t.database.db.execute(sql`update users set deactivated_at = now() where id = ${spv.userId}`);
    await t.context.cache.invalidate(`user:${spv.userId}`);
    const stopped = await call('GET', '/api/roles/my/permissions', token);
    expect([stopped.statusCode, errorCodeOf(stopped)]).toEqual([401, 'API_TOKEN_REVOKED']);
  });
});

/** Another instance on the same database: its own connection on PostgreSQL, its own caches on both. */
async function secondInstance(): Promise<{ app: App; database: Database; close(): Promise<void> }> {
  let database: Database = t.database;
  if (t.database.kind === 'postgres') {
    const [row] = rowsOf<{ name: string }>(await t.database.db.execute(sql`select current_database() as name`));
    database = await openDatabase({ url: withDatabase(process.env.LAJU_TEST_DATABASE_URL!, row!.name), poolSize: 2 });
  }
  const app = await buildApp({ db: database, config: testConfig(), logger: false });
  return {
    app,
    database,
    close: async () => {
      await app.app.close();
      if (database !== t.database) await database.close();
    },
  };
}
