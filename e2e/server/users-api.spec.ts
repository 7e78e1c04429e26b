import type { APIRequestContext } from '@playwright/test';
import { expect, test, apiSignIn, PASSWORD } from './app';

/**
 * The users and roles API over real HTTP on `npm start` (the browser journeys on their screens
 * are in users-journeys.spec.ts): users, roles and their rules end to end.
 */
type Headers = { authorization: string };

const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createRole(request: APIRequestContext, admin: Headers, name: string, names: string[]) {
  const role = await request.post('/api/roles', { headers: admin, data: { name } });
  expect(role.status()).toBe(201);
  const { id, version } = (await role.json()).data;
  const put = await request.put(`/api/roles/${id}/permissions`, { headers: admin, data: { names, version } });
  expect(put.status()).toBe(200);
  return { id: id as number, version: (await put.json()).data.version as number };
}

async function createUser(request: APIRequestContext, admin: Headers, username: string, roleId: number) {
  const response = await request.post('/api/users', {
    headers: { ...admin, 'idempotency-key': `e2e-${username}` },
    data: { username, name: `E2E ${username}`, roleId, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { id: number; version: number; username: string };
}

const permissionsOf = async (request: APIRequestContext, headers: Headers) => {
  const response = await request.get('/api/roles/my/permissions', { headers });
  return response.status() === 200 ? ((await response.json()).data as { name: string }[]).map((entry) => entry.name) : response.status();
};

test.describe('npm start: users and roles API', () => {
  test('a new user with a role gets exactly its permissions, and a permission change applies on the next request', async ({ request }) => {
    const admin = await apiSignIn(request, 'admin');
    const role = await createRole(request, admin.headers, unique('Gudang E2E'), ['read-dashboard', 'read-items']);
    const user = await createUser(request, admin.headers, unique('e2e.user'), role.id);
    const session = await apiSignIn(request, user.username);
    expect(await permissionsOf(request, session.headers)).toEqual(['read-dashboard', 'read-items']);
    expect((await request.get('/api/users', { headers: session.headers })).status()).toBe(403);

    const put = await request.put(`/api/roles/${role.id}/permissions`, {
      headers: admin.headers,
      data: { names: ['read-dashboard', 'read-items', 'read-users'], version: role.version },
    });
    expect(put.status()).toBe(200);
    expect(await permissionsOf(request, session.headers)).toContain('read-users');
    const list = await request.get(`/api/users?q=${encodeURIComponent(user.username)}`, { headers: session.headers });
    expect(list.status()).toBe(200);
    expect((await list.json()).data).toEqual([expect.objectContaining({ id: user.id, roleName: expect.any(String) })]);
  });

  test('a double submit with one Idempotency-Key creates one user', async ({ request }) => {
    const admin = await apiSignIn(request, 'admin');
    const username = unique('double');
    const body = { username, name: 'Double Submit', roleId: 6, password: PASSWORD };
    const headers = { ...admin.headers, 'idempotency-key': `e2e-double-${username}` };
    const [first, second] = await Promise.all([request.post('/api/users', { headers, data: body }), request.post('/api/users', { headers, data: body })]);
    expect([first.status(), second.status()]).toEqual([201, 201]);
    expect((await second.json()).data.id).toBe((await first.json()).data.id);
    const found = await request.get(`/api/users?q=${username}&status=all`, { headers: admin.headers });
    expect((await found.json()).paging.totalItems).toBe(1);
  });

  test('two tabs editing one user: the second save gets 409 with the current record', async ({ request }) => {
    const admin = await apiSignIn(request, 'admin');
    const user = await createUser(request, admin.headers, unique('two.tabs'), 6);
    const first = await request.patch(`/api/users/${user.id}`, { headers: admin.headers, data: { version: user.version, name: 'Tab Satu' } });
    expect(first.status()).toBe(200);
    const second = await request.patch(`/api/users/${user.id}`, { headers: admin.headers, data: { version: user.version, name: 'Tab Dua' } });
    expect(second.status()).toBe(409);
    expect((await second.json()).error).toMatchObject({ code: 'VERSION_CONFLICT', current: { name: 'Tab Satu', version: user.version + 1 } });
  });

  test('deactivating a user signed in elsewhere ends that session on its next call', async ({ request }) => {
    const admin = await apiSignIn(request, 'admin');
    const user = await createUser(request, admin.headers, unique('leaver'), 6);
    const elsewhere = await apiSignIn(request, user.username);
    expect((await request.get('/api/users/my', { headers: elsewhere.headers })).status()).toBe(200);
    const deactivate = await request.post(`/api/users/${user.id}/deactivate`, { headers: admin.headers, data: { version: user.version } });
    expect(deactivate.status()).toBe(200);
    expect((await request.get('/api/users/my', { headers: elsewhere.headers })).status()).toBe(401);
    const removed = await request.get(`/api/users/removed?q=${user.username}`, { headers: admin.headers });
    expect((await removed.json()).data.map((row: { id: number }) => row.id)).toEqual([user.id]);
    const log = await request.get(`/api/users/logs?id=${user.id}`, { headers: admin.headers });
    expect((await log.json()).data.map((entry: { action: string }) => entry.action)).toEqual(['DELETE', 'CREATE']);
  });

  test('bad input on a new user gets specific codes and changes nothing', async ({ request }) => {
    const admin = await apiSignIn(request, 'admin');
    const post = (data: object) => request.post('/api/users', { headers: admin.headers, data: { name: 'X', roleId: 6, password: PASSWORD, ...data } });
    const fieldsOf = async (response: Awaited<ReturnType<typeof post>>) => (await response.json()).error.fields;
    expect(await fieldsOf(await post({ username: 'dengan spasi' }))).toEqual({ username: 'INVALID_FORMAT' });
    expect(await fieldsOf(await post({ username: '\u0430dmin' }))).toEqual({ username: 'INVALID_FORMAT' });
    expect(await fieldsOf(await post({ username: 'x'.repeat(10_000) }))).toEqual({ username: 'TOO_LONG' });
    const duplicate = await post({ username: 'ADMIN' });
    expect(duplicate.status()).toBe(409);
    expect(await fieldsOf(duplicate)).toEqual({ username: 'TAKEN' });
    const spaces = await request.post('/api/roles', { headers: admin.headers, data: { name: '     ' } });
    expect(await fieldsOf(spaces)).toEqual({ name: 'BLANK' });
    const unknown = await request.put('/api/roles/2/permissions', { headers: admin.headers, data: { names: ['jadi-master'], version: 1 } });
    expect(await fieldsOf(unknown)).toEqual({ 'names.0': 'UNKNOWN_PERMISSION' });
    const self = await request.post(`/api/users/${admin.userId}/deactivate`, { headers: admin.headers });
    expect(self.status()).toBe(422);
    expect((await self.json()).error.code).toBe('SELF_DEACTIVATION');
    const master = await request.get('/api/roles/1/permissions', { headers: admin.headers });
    const { version, permissions } = (await master.json()).data;
    const names = permissions.filter((entry: { granted: boolean; name: string }) => entry.granted && entry.name !== 'update-permissions');
    const lastMaster = await request.put('/api/roles/1/permissions', {
      headers: admin.headers,
      data: { names: names.map((entry: { name: string }) => entry.name), version },
    });
    expect(lastMaster.status()).toBe(422);
    expect((await lastMaster.json()).error.code).toBe('LAST_PERMISSION_MANAGER');
    expect(await permissionsOf(request, admin.headers)).toContain('update-permissions');
  });
});
