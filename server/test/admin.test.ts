import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../contract/permissions';
import { rowsOf } from '../db/client';
import { createTestApp, errorCodeOf, TEST_PASSWORD, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const permissionsOf = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ url: '/api/roles/my/permissions', headers });
  return response.statusCode === 200 ? response.json().data.map((entry: { name: string }) => entry.name) : response.statusCode;
};

describe('deactivating and restoring a user', () => {
  it("ends the user's sessions on their next request, refuses sign-in, then restores", async () => {
    const admin = await t.login('admin');
    const viewer = await t.login('viewer', { remember: true });
    expect(await permissionsOf(viewer.headers)).toEqual(['read-dashboard']);

    const response = await t.app.inject({ method: 'POST', url: '/api/users/6/deactivate', headers: admin.headers, payload: { version: 1 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: 6, active: false, version: 2 });
    expect(response.json().data.deactivatedAt).toEqual(expect.any(String));

    expect(await permissionsOf(viewer.headers)).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: viewer.refreshToken } });
    expect(refresh.statusCode).toBe(400);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'viewer', password: TEST_PASSWORD } });
    expect(signIn.statusCode).toBe(400);
    expect(errorCodeOf(signIn)).toBe('INVALID_CREDENTIALS');

    const again = await t.app.inject({ method: 'POST', url: '/api/users/6/deactivate', headers: admin.headers });
    expect(again.statusCode).toBe(409);

    const restored = await t.app.inject({ method: 'POST', url: '/api/users/6/restore', headers: admin.headers });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ active: true, deactivatedAt: null, version: 3 });
    expect((await t.login('viewer')).userId).toBe(6);

    const logs = rowsOf<{ action: string; actor_id: number }>(
      await t.database.db.execute(sql`select action, actor_id from change_logs where entity = 'user' and entity_id = 6 and action <> 'CREATE' order by id`),
    );
    expect(logs).toEqual([
      { action: 'DELETE', actor_id: admin.userId },
      { action: 'RESTORE', actor_id: admin.userId },
    ]);
  });

  it('refuses self-deactivation (422), unknown users (404), stale versions (409) and bad ids (400)', async () => {
    const admin = await t.login('admin');
    const self = await t.app.inject({ method: 'POST', url: '/api/users/1/deactivate', headers: admin.headers });
    expect(self.statusCode).toBe(422);
    expect(errorCodeOf(self)).toBe('SELF_DEACTIVATION');
    const missing = await t.app.inject({ method: 'POST', url: '/api/users/999999/deactivate', headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(errorCodeOf(missing)).toBe('NOT_FOUND');
    const stale = await t.app.inject({ method: 'POST', url: '/api/users/2/deactivate', headers: admin.headers, payload: { version: 99 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'VERSION_CONFLICT', current: { id: 2, version: 1 } });
    for (const id of ['abc', '-1', '0', '1e3', '99999999999']) {
      const bad = await t.app.inject({ method: 'POST', url: `/api/users/${id}/deactivate`, headers: admin.headers });
      expect(bad.statusCode, id).toBe(400);
    }
  });
});

describe("a role's permissions", () => {
  it('apply on the next request after a change', async () => {
    const admin = await t.login('admin');
    const gudang = await t.login('admin.gudang');
    const before = await t.app.inject({ url: '/api/roles/5/permissions', headers: admin.headers });
    expect(before.statusCode).toBe(200);
    const role = before.json().data;
    expect(role.permissions).toHaveLength(PERMISSIONS.length);
    const granted = role.permissions.filter((entry: { granted: boolean }) => entry.granted).map((entry: { name: string }) => entry.name);
    expect(await permissionsOf(gudang.headers)).toEqual(granted);

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/roles/5/permissions',
      headers: admin.headers,
      payload: { names: ['read-dashboard', 'read-items'], version: role.version },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.version).toBe(role.version + 1);
    expect(await permissionsOf(gudang.headers)).toEqual(['read-dashboard', 'read-items']);
    const denied = await t.app.inject({ url: '/api/roles/5/permissions', headers: gudang.headers });
    expect(denied.statusCode).toBe(403);

    const stale = await t.app.inject({
      method: 'PUT',
      url: '/api/roles/5/permissions',
      headers: admin.headers,
      payload: { names: [], version: role.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current.version).toBe(role.version + 1);
  });

  it('rejects unknown permission names and unknown roles', async () => {
    const admin = await t.login('admin');
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/roles/2/permissions',
      headers: admin.headers,
      payload: { names: ['make-me-master'], version: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ 'names.0': 'UNKNOWN_PERMISSION' });
    expect((await t.app.inject({ url: '/api/roles/999/permissions', headers: admin.headers })).statusCode).toBe(404);
  });
});
