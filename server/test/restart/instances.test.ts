import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../instances/fresh-database';
import { apiOf, asRoot, killAll, startServer, stopServer, within, type Api, type ServerProcess } from '../server-process';
import { TEST_PASSWORD } from '../template';

/**
 * docs/product/running.md for real: two instances on one fresh PostgreSQL database. A change
 * made through A reaches B's caches within 2 s, also after PostgreSQL restarts; kill -9 of A
 * leaves B serving; a refresh token rotated on A is spent on B. This file restarts PostgreSQL, so
 * it runs after every other file (vitest.server.config.ts, groupOrder 1).
 */
let database: FreshDatabase;
let a: ServerProcess;
let b: ServerProcess;
let onA: Api;
let onB: Api;
let adminToken: string;

beforeAll(async () => {
  database = await freshDatabase();
  const env = { DATABASE_URL: database.url, LAJU_LOG_LEVEL: 'error' };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
  onA = apiOf(a.baseUrl);
  onB = apiOf(b.baseUrl);
  adminToken = (await signIn(onA, 'admin')).token;
}, 120_000);

afterAll(async () => {
  killAll();
  await database?.drop();
});

async function signIn(api: Api, username: string, remember = false) {
  const response = await api('POST', '/api/auth/login', { body: { username, password: TEST_PASSWORD, remember } });
  expect(response.status, `login ${username}`).toBe(200);
  return { token: response.body.data!.accessToken!, userId: response.body.data!.userId!, roleId: response.body.data!.roleId!, refreshToken: response.refreshToken! };
}

/** Deactivates `username` through A while B holds their session: B refuses it within 2 s. */
async function deactivationReachesB(username: string) {
  const user = await signIn(onB, username);
  expect((await onB('GET', '/api/users/my', { token: user.token })).status).toBe(200);
  const deactivated = await onA('POST', `/api/users/${user.userId}/deactivate`, { token: adminToken, body: {} });
  expect(deactivated.status).toBe(200);
  const refused = await within(2000, async () => (await onB('GET', '/api/users/my', { token: user.token })).status === 401);
  expect(refused, `${username}'s session still served by B 2 s after the deactivation`).toBe(true);
}

/** Takes `permission` from Spv's role through A while B serves Spv's `url`: B refuses it within 2 s. */
async function permissionRemovalReachesB(permission: string, url: string) {
  const spv = await signIn(onB, 'spv');
  expect((await onB('GET', url, { token: spv.token })).status).toBe(200);
  const current = await onA('GET', `/api/roles/${spv.roleId}/permissions`, { token: adminToken });
  expect(current.status).toBe(200);
  const held = (current.body.data!.permissions ?? []).filter((entry) => entry.granted).map((entry) => entry.name);
  expect(held).toContain(permission);
  const names = held.filter((name) => name !== permission);
  const changed = await onA('PUT', `/api/roles/${spv.roleId}/permissions`, { token: adminToken, body: { names, version: current.body.data!.version } });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  const refused = await within(2000, async () => (await onB('GET', url, { token: spv.token })).status === 403);
  expect(refused, `${permission} still granted by B 2 s after it was taken`).toBe(true);
}

const postgresRunning = () => {
  try {
    execFileSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']);
    return true;
  } catch {
    return false;
  }
};

describe('two instances on one PostgreSQL', () => {
  it('a deactivation through A refuses the session on B within 2 s', async () => {
    await deactivationReachesB('viewer');
  });

  it('a permission taken from a role through A is refused on B within 2 s', async () => {
    await permissionRemovalReachesB('read-users', '/api/users');
  });

  it("a search B holds (its total and its order) follows a write through A within 2 s", async () => {
    for (const name of ['Lintas Uji B', 'Lintas Uji C', 'Lintas Uji D']) {
      expect((await onA('POST', '/api/items', { token: adminToken, body: { name, unit: 'KG' } })).status).toBe(201);
    }
    const listed = async () => {
      const response = await onB('GET', '/api/items?q=lintas&sort=name&page=1&size=10', { token: adminToken });
      expect(response.status).toBe(200);
      const body = response.body as unknown as { data: { id: number; name: string; version: number }[]; paging: { totalItems: number } };
      return { names: body.data.map((item) => item.name), total: body.paging.totalItems, items: body.data };
    };
    const held = await listed();
    expect(held).toMatchObject({ names: ['Lintas Uji B', 'Lintas Uji C', 'Lintas Uji D'], total: 3 });
    expect((await listed()).names).toEqual(held.names); // held on B
    const last = held.items[2]!;
    expect((await onA('PATCH', `/api/items/${last.id}`, { token: adminToken, body: { version: last.version, name: 'Lintas Uji A' } })).status).toBe(200);
    const moved = await within(2000, async () => (await listed()).names[0] === 'Lintas Uji A');
    expect(moved, 'B still lists the renamed item in its old place 2 s after the rename').toBe(true);
    expect((await onA('POST', '/api/items', { token: adminToken, body: { name: 'Lintas Uji E', unit: 'KG' } })).status).toBe(201);
    const counted = await within(2000, async () => (await listed()).total === 4);
    expect(counted, 'B still holds 3 matches 2 s after a fourth was created').toBe(true);
    expect((await listed()).names).toEqual(['Lintas Uji A', 'Lintas Uji B', 'Lintas Uji C', 'Lintas Uji E']);
  });

  it('a refresh token rotated on A is spent on B', async () => {
    const admin = await signIn(onA, 'admin', true);
    const rotated = await onA('POST', '/api/auth/refresh', { cookie: admin.refreshToken });
    expect(rotated.status).toBe(200);
    expect(rotated.refreshToken).toBeDefined();
    // B takes the token A issued, and refuses the one A spent (the same answer as on one instance).
    expect((await onB('POST', '/api/auth/refresh', { cookie: rotated.refreshToken })).status).toBe(200);
    const replayed = await onB('POST', '/api/auth/refresh', { cookie: admin.refreshToken });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error?.code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('after a PostgreSQL restart both answer again within 5 s and changes still reach B within 2 s', async () => {
    // The search's connections keep their statements parsed; after the restart they are new ones.
    const searchFinds = async (server: ServerProcess) => {
      const response = await apiOf(server.baseUrl)('GET', '/api/search?q=admin', { token: adminToken });
      expect(response.status).toBe(200);
      const groups = (response.body.data as { groups: { kind: string; records: { label: string }[] }[] }).groups;
      expect(groups.find((group) => group.kind === 'users')?.records.map((record) => record.label)).toContain('Administrator');
    };
    for (const server of [a, b]) await searchFinds(server);
    try {
      asRoot('pg_ctlcluster', ['15', 'main', 'restart']);
    } finally {
      if (!postgresRunning()) asRoot('pg_ctlcluster', ['15', 'main', 'start']);
    }
    for (const server of [a, b]) {
      const ready = await within(5000, async () => (await apiOf(server.baseUrl)('GET', '/api/health')).status === 200);
      expect(ready, `${server.baseUrl} not ready 5 s after PostgreSQL came back`).toBe(true);
    }
    for (const server of [a, b]) await searchFinds(server);
    await deactivationReachesB('kepala.gudang');
    await permissionRemovalReachesB('read-user', '/api/users/1');
  }, 60_000);

  it('kill -9 of A leaves B serving', async () => {
    a.child.kill('SIGKILL');
    await a.exited;
    expect((await onB('GET', '/api/health')).status).toBe(200);
    expect((await signIn(onB, 'admin')).token).toBeTruthy();
    expect(await stopServer(b)).toBe(0);
  });
});
