import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_SORT_FIELDS, type User } from '../../contract/users';
import { generateUsers } from '../db/demo/users';
import { users } from '../db/schema';
import { apiOf, fieldsOf } from './api';
import { createTestApp, errorCodeOf, TEST_PASSWORD, type SignedIn, type TestApp } from './harness';

/**
 * The list endpoints over generated data: every sort of the allow-list in both
 * directions, filters, search, paging, and the change-log and activity lists with their filters
 * and calendar-day ranges in the business time zone.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin: SignedIn;
const GENERATED = 300;

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  admin = await t.login('admin');
  const [{ passwordHash }] = (await t.database.db.select({ passwordHash: users.passwordHash }).from(users).limit(1)) as [
    { passwordHash: string },
  ];
  await t.database.db.transaction((tx) =>
    generateUsers(tx, { count: GENERATED, roleIds: [2, 3, 4, 5, 6], passwordHash, deactivatedShare: 0.1 }),
  );
});
afterAll(async () => {
  await t?.close();
});

/** Every row of a list, page by page (size 100), checking the paging block on the way. */
async function all(url: string, session = admin): Promise<User[]> {
  const rows: User[] = [];
  for (let page = 1; ; page += 1) {
    const response = await api.get(`${url}${url.includes('?') ? '&' : '?'}size=100&page=${page}`, session);
    expect(response.statusCode, url).toBe(200);
    const { data, paging } = response.json();
    rows.push(...data);
    expect(paging.totalPages).toBe(Math.ceil(paging.totalItems / 100));
    if (page >= paging.totalPages) {
      expect(rows).toHaveLength(paging.totalItems);
      return rows;
    }
  }
}

type Key = (string | number | null)[];
const KEYS: Record<(typeof USER_SORT_FIELDS)[number], (user: User) => Key> = {
  username: (u) => [u.username.toLowerCase()],
  name: (u) => [u.name.toLowerCase(), u.id],
  // Ascending puts users without an email last (PostgreSQL's NULLS LAST).
  email: (u) => [u.email === null ? 1 : 0, u.email?.toLowerCase() ?? '', u.id],
  role: (u) => [u.roleName.toLowerCase(), u.roleId, u.username.toLowerCase()],
  createdAt: (u) => [u.createdAt, u.id],
  updatedAt: (u) => [u.updatedAt, u.id],
};
const compare = (a: Key, b: Key) => {
  for (let index = 0; index < a.length; index += 1) {
    if (a[index]! < b[index]!) return -1;
    if (a[index]! > b[index]!) return 1;
  }
  return 0;
};

describe('GET /api/users', () => {
  it('lists active users newest first by default, with role names and exact paging', async () => {
    const first = await api.get('/api/users', admin);
    expect(first.statusCode).toBe(200);
    const active = await api.count('select count(*) from users where deactivated_at is null');
    expect(first.json().paging).toEqual({ page: 1, size: 10, totalItems: active, totalPages: Math.ceil(active / 10) });
    const rows = await all('/api/users');
    expect(rows.every((user) => user.active && user.roleName.length > 0)).toBe(true);
    const keys = rows.map(KEYS.createdAt);
    expect(keys).toEqual([...keys].sort(compare).reverse());
    const beyond = await api.get('/api/users?page=999', admin);
    expect(beyond.json()).toMatchObject({ data: [], paging: { page: 999, totalItems: active } });
  });

  it.each(USER_SORT_FIELDS)('sorts by %s both ways, with stable pages', async (field) => {
    const ascending = await all(`/api/users?sort=${field}&status=all`);
    const descending = await all(`/api/users?sort=-${field}&status=all`);
    expect(new Set(ascending.map((user) => user.id)).size).toBe(ascending.length);
    const keys = ascending.map(KEYS[field]);
    expect(keys).toEqual([...keys].sort(compare));
    if (field === 'email') {
      // Users without an email come last both ways; the others are exactly reversed.
      const withEmail = (rows: User[]) => rows.filter((user) => user.email !== null).map((user) => user.id);
      expect(withEmail(descending)).toEqual(withEmail(ascending).reverse());
      expect(descending.at(-1)!.email).toBeNull();
      const noEmail = descending.filter((user) => user.email === null).map((user) => user.id);
      expect(descending.slice(-noEmail.length).map((user) => user.id)).toEqual(noEmail);
    } else {
      // Descending is the exact reverse.
      expect(descending.map((user) => user.id)).toEqual([...ascending].reverse().map((user) => user.id));
    }
  });

  it('filters by role and status, and searches username, name and email ignoring case', async () => {
    const everyone = await all('/api/users?status=all');
    const inRole = await all('/api/users?roleId=3&status=all');
    expect(inRole.map((user) => user.id).sort()).toEqual(everyone.filter((user) => user.roleId === 3).map((user) => user.id).sort());
    const deactivated = await all('/api/users?status=deactivated');
    expect(deactivated.length).toBeGreaterThan(0);
    expect(deactivated.every((user) => !user.active)).toBe(true);
    expect((await all('/api/users')).length + deactivated.length).toBe(everyone.length);

    const term = 'SANTOSO';
    const found = await all(`/api/users?q=${encodeURIComponent(` ${term} `)}&status=all`);
    const expected = everyone.filter((user) =>
      [user.username, user.name, user.email ?? ''].some((text) => text.toLowerCase().includes(term.toLowerCase())),
    );
    expect(found.map((user) => user.id).sort()).toEqual(expected.map((user) => user.id).sort());
    expect(found.length).toBeGreaterThan(0);
    const byEmail = everyone.find((user) => user.email)!;
    const emailHit = await all(`/api/users?q=${encodeURIComponent(byEmail.email!.toUpperCase())}&status=all`);
    expect(emailHit.map((user) => user.id)).toContain(byEmail.id);
    // LIKE wildcards in the term match themselves.
    for (const wildcard of ['%', '_', '\\', "'"]) {
      expect((await api.get(`/api/users?q=${encodeURIComponent(wildcard)}`, admin)).json().paging.totalItems, wildcard).toBe(0);
    }
    const combined = await all(`/api/users?q=${encodeURIComponent(term)}&roleId=2&sort=name`);
    expect(combined.every((user) => user.roleId === 2 && user.active)).toBe(true);
  });

  it('refuses what is not in the allow-list with field codes (400)', async () => {
    const cases: [string, Record<string, string>][] = [
      ['sort=password_hash', { sort: 'INVALID_VALUE' }],
      ['sort=deactivatedAt', { sort: 'INVALID_VALUE' }],
      ['status=deleted', { status: 'INVALID_VALUE' }],
      ['roleId=abc', { roleId: 'INVALID_TYPE' }],
      ['roleId=0', { roleId: 'TOO_SMALL' }],
      ['size=1000000', { size: 'TOO_BIG' }],
      ['username=admin', { username: 'UNKNOWN_FIELD' }],
      [`q=${'x'.repeat(101)}`, { q: 'TOO_LONG' }],
    ];
    for (const [query, fields] of cases) {
      const response = await api.get(`/api/users?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(fieldsOf(response), query).toEqual(fields);
    }
  });

  it('needs read-users, and read-removed-users as well for deactivated users', async () => {
    const role = (await api.post('/api/roles', admin, { name: 'Hanya Daftar' })).json().data;
    await api.put(`/api/roles/${role.id}/permissions`, admin, { names: ['read-users'], version: 1 });
    await api.post('/api/users', admin, { username: 'hanya.daftar', name: 'Hanya Daftar', roleId: role.id, password: TEST_PASSWORD });
    const reader = await t.login('hanya.daftar');
    expect((await api.get('/api/users', reader)).statusCode).toBe(200);
    for (const status of ['deactivated', 'all']) {
      const response = await api.get(`/api/users?status=${status}`, reader);
      expect(response.statusCode, status).toBe(403);
      expect(errorCodeOf(response)).toBe('FORBIDDEN');
    }
    expect((await api.get('/api/users/removed', reader)).statusCode).toBe(403);
    expect((await api.get('/api/users', await t.login('viewer'))).statusCode).toBe(403);
  });
});

describe('GET /api/users/removed', () => {
  it('lists deactivated users, most recently deactivated first, with search and role filter', async () => {
    const removed = await all('/api/users/removed');
    expect(removed.length).toBe(await api.count('select count(*) from users where deactivated_at is not null'));
    const keys = removed.map((user) => [user.deactivatedAt, user.id] as Key);
    expect(keys).toEqual([...keys].sort(compare).reverse());
    const byName = await all('/api/users/removed?sort=username');
    expect(byName.map((user) => user.username)).toEqual(removed.map((user) => user.username).sort());
    const inRole = await all(`/api/users/removed?roleId=${removed[0]!.roleId}`);
    expect(inRole.every((user) => user.roleId === removed[0]!.roleId && !user.active)).toBe(true);
    expect(fieldsOf(await api.get('/api/users/removed?status=active', admin))).toEqual({ status: 'UNKNOWN_FIELD' });
  });
});

describe('GET /api/users/logs', () => {
  it('filters by record, action, actor and calendar days in Asia/Jakarta', async () => {
    const created = (await api.post('/api/users', admin, { username: 'log.target', name: 'Log Target', roleId: 6, password: TEST_PASSWORD })).json().data;
    await api.patch(`/api/users/${created.id}`, admin, { version: 1, name: 'Log Target 2' });
    await api.post(`/api/users/${created.id}/deactivate`, admin);
    await api.post(`/api/users/${created.id}/restore`, admin);
    const mine = (await api.get(`/api/users/logs?id=${created.id}`, admin)).json();
    expect(mine.data.map((entry: { action: string }) => entry.action)).toEqual(['RESTORE', 'DELETE', 'UPDATE', 'CREATE']);
    expect(mine.data[3]).toMatchObject({ entity: 'user', entityLabel: 'log.target', before: null, actor: { id: admin.userId, name: 'Administrator' } });
    expect(mine.data[2].changes).toEqual([{ field: 'name', before: 'Log Target', after: 'Log Target 2' }]);
    expect(mine.data[1].changes).toEqual([{ field: 'status', before: 'active', after: 'inactive' }]);
    // Changes made through the API, not by an import, name no import.
    expect(mine.data.map((entry: { import: unknown }) => entry.import)).toEqual([null, null, null, null]);
    expect((await api.get(`/api/users/logs?id=${created.id}&action=DELETE`, admin)).json().paging.totalItems).toBe(1);
    expect((await api.get(`/api/users/logs?id=${created.id}&actor=${admin.userId}`, admin)).json().paging.totalItems).toBe(4);
    expect((await api.get(`/api/users/logs?id=${created.id}&actor=2`, admin)).json().paging.totalItems).toBe(0);

    // 16:59:59Z is 23:59:59 on 1 March in Jakarta (UTC+7); 17:00:00Z is already 2 March there.
    await api.rows(`insert into change_logs (entity, entity_id, action, actor_id, before, after, created_at) values
      ('user', ${created.id}, 'UPDATE', 1, '{"name":"a"}', '{"name":"b"}', '2025-03-01T16:59:59Z'),
      ('user', ${created.id}, 'UPDATE', 1, '{"name":"b"}', '{"name":"c"}', '2025-03-01T17:00:00Z'),
      ('user', ${created.id}, 'UPDATE', 1, '{"name":"c"}', '{"name":"d"}', '2025-02-28T17:00:00Z')`);
    const day = async (query: string) =>
      (await api.get(`/api/users/logs?id=${created.id}&${query}`, admin)).json().data.map((entry: { createdAt: string }) => entry.createdAt);
    expect(await day('startDate=2025-03-01&endDate=2025-03-01')).toEqual(['2025-03-01T16:59:59.000Z', '2025-02-28T17:00:00.000Z']);
    expect(await day('startDate=2025-03-02&endDate=2025-03-02')).toEqual(['2025-03-01T17:00:00.000Z']);
    expect(await day('endDate=2025-02-28')).toEqual([]);
    expect(await day('startDate=2025-03-02')).toHaveLength(5);
    for (const [query, fields] of [
      ['startDate=2025-03-02&endDate=2025-03-01', { endDate: 'END_BEFORE_START' }],
      ['startDate=2025-02-30', { startDate: 'INVALID_DATE' }],
      ['startDate=01-03-2025', { startDate: 'INVALID_DATE' }],
      ['action=REMOVE', { action: 'INVALID_VALUE' }],
      ['userId=1', { userId: 'UNKNOWN_FIELD' }],
    ] as const) {
      const response = await api.get(`/api/users/logs?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(fieldsOf(response), query).toEqual(fields);
    }
  });

  it('needs read-users-logs', async () => {
    expect((await api.get('/api/users/logs', await t.login('kepala.gudang'))).statusCode).toBe(403);
  });
});

describe('GET /api/users/activities', () => {
  it("lists everyone's activity, filtered by user (with failed sign-ins typed as them), type and days", async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'SPV', password: 'salah-sandi' } });
    const spv = await t.login('spv');
    const mine = (await api.get(`/api/users/activities?userId=${spv.userId}&size=100`, admin)).json();
    const types = mine.data.map((row: { type: string }) => row.type);
    expect(types).toContain('SIGN_IN_SUCCESS');
    expect(types).toContain('SIGN_IN_FAILURE');
    expect(mine.data.every((row: { userId: number | null; username: string }) => row.userId === spv.userId || row.username === 'spv')).toBe(true);
    const successes = (await api.get(`/api/users/activities?userId=${spv.userId}&type=SIGN_IN_SUCCESS`, admin)).json().data;
    expect(successes.every((row: { type: string; username: string }) => row.type === 'SIGN_IN_SUCCESS' && row.username === 'spv')).toBe(true);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const todays = (await api.get(`/api/users/activities?startDate=${today}&endDate=${today}`, admin)).json();
    expect(todays.paging.totalItems).toBe(await api.count('select count(*) from activity_logs'));
    expect((await api.get('/api/users/activities?endDate=2000-01-01', admin)).json().paging.totalItems).toBe(0);
    expect(fieldsOf(await api.get('/api/users/activities?type=LOGIN', admin))).toEqual({ type: 'INVALID_VALUE' });
    expect((await api.get('/api/users/activities', await t.login('admin.gudang'))).statusCode).toBe(403);
  });
});

describe('the users-list counters (migration 0002)', () => {
  it('match the users table after creates, role changes, deactivations and restores', async () => {
    const created = (await api.post('/api/users', admin, { username: 'count.me', name: 'Count Me', roleId: 4, password: TEST_PASSWORD })).json().data;
    await api.patch(`/api/users/${created.id}`, admin, { version: 1, roleId: 5 });
    await api.post(`/api/users/${created.id}/deactivate`, admin);
    await api.patch('/api/users/3', admin, { version: 1, name: 'Nama Saja' }); // changes neither role nor status
    const counters = await api.rows<{ role_id: number; active: boolean; n: number }>(
      'select role_id, active, n from user_counts where n <> 0 order by role_id, active',
    );
    const actual = await api.rows<{ role_id: number; active: boolean; n: number }>(
      'select role_id, deactivated_at is null as active, count(*)::int as n from users group by 1, 2 order by 1, 2',
    );
    expect(counters.map((row) => ({ ...row, n: Number(row.n) }))).toEqual(actual.map((row) => ({ ...row, n: Number(row.n) })));
    for (const query of ['', '?roleId=5', '?status=deactivated&roleId=5', '?status=all']) {
      const total = (await api.get(`/api/users${query}`, admin)).json().paging.totalItems;
      const everyone = await all(`/api/users${query}`);
      expect(total, query).toBe(everyone.length);
    }
  });
});
