// @vitest-environment node
import { delay, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockDb } from '../db';
import { server } from '../node';

const base = 'http://laju.test';
async function signIn(username: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'Laju#2025', remember: false }),
  });
  const { data } = (await response.json()) as { data: { accessToken: string; userId: number } };
  return { userId: data.userId, call: (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { ...init, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.accessToken}`, ...init.headers } }) };
}

/** The mock API answers like the server's contract (docs/product/api.md), so stories exercise real behaviour. */
describe('mock API: users and roles', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetMockDb();
  });
  afterAll(() => server.close());

  it('lists users with paging, search, sort and role filter', async () => {
    const admin = await signIn('admin');
    const page = await (await admin.call('/api/users?size=5&sort=username')).json();
    expect(page.paging).toMatchObject({ page: 1, size: 5 });
    expect(page.paging.totalItems).toBeGreaterThan(30);
    const names = page.data.map((user: { username: string }) => user.username);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'id', { sensitivity: 'base', numeric: true })));
    const viewerOnly = await (await admin.call('/api/users?q=viewer')).json();
    expect(viewerOnly.data.map((user: { username: string }) => user.username)).toEqual(['viewer']);
  });

  it('refuses a sort outside the allow-list with a field error', async () => {
    const admin = await signIn('admin');
    const response = await admin.call('/api/users?sort=password');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { sort: 'INVALID_VALUE' } });
  });

  it('answers 403 without the permission and 401 without a token', async () => {
    const viewer = await signIn('viewer');
    expect((await viewer.call('/api/users')).status).toBe(403);
    expect((await fetch(`${base}/api/users`)).status).toBe(401);
  });

  it('creates one user for a double submit with the same Idempotency-Key', async () => {
    const admin = await signIn('admin');
    const body = JSON.stringify({ username: 'budi.baru', name: 'Budi Baru', roleId: 6, password: 'Kuda-Lari-Cepat-9' });
    const headers = { 'Idempotency-Key': 'key-1' };
    const first = await admin.call('/api/users', { method: 'POST', body, headers });
    const second = await admin.call('/api/users', { method: 'POST', body, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect((await first.json()).data.id).toBe((await second.json()).data.id);
    const found = await (await admin.call('/api/users?q=budi.baru')).json();
    expect(found.paging.totalItems).toBe(1);
  });

  it('refuses a username taken in another case', async () => {
    const admin = await signIn('admin');
    const response = await admin.call('/api/users', { method: 'POST', body: JSON.stringify({ username: 'VIEWER', name: 'X', roleId: 6, password: 'Kuda-Lari-Cepat-9' }) });
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields).toEqual({ username: 'TAKEN' });
  });

  it('answers a stale version with 409 VERSION_CONFLICT and the current record', async () => {
    const admin = await signIn('admin');
    const first = await admin.call('/api/users/6', { method: 'PATCH', body: JSON.stringify({ version: 1, name: 'Viewer Satu' }) });
    expect(first.status).toBe(200);
    const stale = await admin.call('/api/users/6', { method: 'PATCH', body: JSON.stringify({ version: 1, name: 'Viewer Dua' }) });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatchObject({ code: 'VERSION_CONFLICT', current: { name: 'Viewer Satu', version: 2 } });
  });

  it('refuses self-deactivation and ends a deactivated user\'s session at once', async () => {
    const admin = await signIn('admin');
    const self = await admin.call(`/api/users/${admin.userId}/deactivate`, { method: 'POST' });
    expect(self.status).toBe(422);
    expect((await self.json()).error.code).toBe('SELF_DEACTIVATION');
    const viewer = await signIn('viewer');
    expect((await admin.call(`/api/users/${viewer.userId}/deactivate`, { method: 'POST' })).status).toBe(200);
    expect((await viewer.call('/api/roles/my/permissions')).status).toBe(401);
  });

  it('refuses to take update-permissions from the last role that holds it', async () => {
    const admin = await signIn('admin');
    const matrix = await (await admin.call('/api/roles/1/permissions')).json();
    const names = matrix.data.permissions.filter((p: { granted: boolean; name: string }) => p.granted && p.name !== 'update-permissions').map((p: { name: string }) => p.name);
    const response = await admin.call('/api/roles/1/permissions', { method: 'PUT', body: JSON.stringify({ names, version: matrix.data.version }) });
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe('LAST_PERMISSION_MANAGER');
  });

  it('writes a readable change log', async () => {
    const admin = await signIn('admin');
    await admin.call('/api/users/6', { method: 'PATCH', body: JSON.stringify({ version: 1, name: 'Viewer Satu' }) });
    const logs = await (await admin.call('/api/users/logs?id=6&action=UPDATE')).json();
    expect(logs.data[0]).toMatchObject({ action: 'UPDATE', actor: { username: 'admin' }, changes: [{ field: 'name', before: 'Viewer', after: 'Viewer Satu' }] });
  });
  it("writes the users change log in the server's shape: the role once by name, the status, no ids or times", async () => {
    const admin = await signIn('admin');
    expect((await admin.call('/api/users/6', { method: 'PATCH', body: JSON.stringify({ version: 1, name: 'Viewer Satu', roleId: 2 }) })).status).toBe(200);
    expect((await admin.call('/api/users/6/deactivate', { method: 'POST', body: JSON.stringify({ version: 2 }) })).status).toBe(200);
    expect((await admin.call('/api/users/6/restore', { method: 'POST', body: JSON.stringify({ version: 3 }) })).status).toBe(200);
    const logs = await (await admin.call('/api/users/logs?id=6')).json();
    const [restore, deactivate, update, create] = logs.data;
    expect(create.after).toEqual({ username: 'viewer', name: 'Viewer', email: 'viewer@laju.example', role: 'Viewer', status: 'active' });
    expect(update.changes).toEqual([
      { field: 'name', before: 'Viewer', after: 'Viewer Satu' },
      { field: 'role', before: 'Viewer', after: 'Spv' },
    ]);
    expect(deactivate.changes).toEqual([{ field: 'status', before: 'active', after: 'inactive' }]);
    expect(restore.changes).toEqual([{ field: 'status', before: 'inactive', after: 'active' }]);
    for (const entry of logs.data) {
      for (const snapshot of [entry.before, entry.after]) if (snapshot) expect(Object.keys(snapshot).sort()).toEqual(['email', 'name', 'role', 'status', 'username']);
    }
  });

  it('deactivate and restore check the version and answer like the server', async () => {
    const admin = await signIn('admin');
    const stale = await admin.call('/api/users/6/deactivate', { method: 'POST', body: JSON.stringify({ version: 9 }) });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toEqual({
      code: 'VERSION_CONFLICT',
      message: 'The record was changed by someone else',
      current: expect.objectContaining({ id: 6, active: true, version: 1, roleName: 'Viewer' }),
    });
    const active = await admin.call('/api/users/6/restore', { method: 'POST', body: JSON.stringify({ version: 1 }) });
    expect(active.status).toBe(409);
    expect((await active.json()).error).toEqual({ code: 'CONFLICT', message: 'User is already active' });
    const unknown = await admin.call('/api/users/9999/restore', { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    const extra = await admin.call('/api/users/6/deactivate', { method: 'POST', body: JSON.stringify({ version: 1, force: true }) });
    expect((await extra.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { force: 'UNKNOWN_FIELD' } });
    // Without a version it acts on the user as they are now.
    expect((await admin.call('/api/users/6/deactivate', { method: 'POST' })).status).toBe(200);
    const back = await admin.call('/api/users/6/restore', { method: 'POST', body: JSON.stringify({ version: 2 }) });
    expect((await back.json()).data).toMatchObject({ active: true, version: 3 });
  });

  it("drops a write whose body arrives after the db was seeded again: the next story never sees the old one's change", async () => {
    const admin = await signIn('admin');
    const logOf = async () => (await (await admin.call('/api/users/logs?id=5&size=50')).json()).data as { action: string }[];
    const before = await logOf();
    // The body streams slowly, as a request still in the mock API's hands when a story ends.
    let send: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = () => {
          controller.enqueue(new TextEncoder().encode('{}'));
          controller.close();
        };
      },
    });
    const pending = admin.call('/api/users/5/deactivate', { method: 'POST', body, duplex: 'half' } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 20));
    resetMockDb();
    send();
    await expect(pending).rejects.toThrow();
    const again = await signIn('admin');
    const after = (await (await again.call('/api/users/logs?id=5&size=50')).json()).data as { action: string }[];
    expect(after).toHaveLength(before.length);
    expect(after.map((row) => row.action)).not.toContain('DELETE');
    expect((await (await again.call('/api/users/5')).json()).data.active).toBe(true);
  });

  it('answers a write held back by a scenario past the next seeding with 401 and writes nothing', async () => {
    const admin = await signIn('admin');
    // A "saving…" scenario: the request waits, then the mock API answers it.
    server.use(
      http.put('*/api/roles/:id/permissions', async () => {
        await delay(30);
        return undefined;
      }),
    );
    const pending = admin.call('/api/roles/6/permissions', { method: 'PUT', body: JSON.stringify({ names: ['read-dashboard', 'read-items'], version: 1 }) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    resetMockDb();
    const late = await pending.finally(() => server.resetHandlers());
    expect(late.status).toBe(401);
    const again = await signIn('admin');
    const matrix = (await (await again.call('/api/roles/6/permissions')).json()).data as { version: number; permissions: { name: string; granted: boolean }[] };
    expect(matrix.version).toBe(1);
    expect(matrix.permissions.filter((entry) => entry.granted).map((entry) => entry.name)).toEqual(['read-dashboard']);
  });

  it('keeps the last Master: moving yourself to a role without update-permissions is 422 and changes nothing', async () => {
    const admin = await signIn('admin');
    const logs = (await (await admin.call('/api/users/logs?id=1')).json()).paging.totalItems;
    const response = await admin.call('/api/users/1', { method: 'PATCH', body: JSON.stringify({ version: 1, roleId: 6 }) });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toEqual({
      code: 'LAST_PERMISSION_MANAGER',
      message: 'No active user would be left able to change permissions (update-permissions)',
    });
    expect((await (await admin.call('/api/users/1')).json()).data).toMatchObject({ roleId: 1, version: 1 });
    expect((await (await admin.call('/api/users/logs?id=1')).json()).paging.totalItems).toBe(logs);
    // With a second active Master the move is allowed.
    const second = await admin.call('/api/users', { method: 'POST', body: JSON.stringify({ username: 'master.dua', name: 'Master Dua', roleId: 1, password: 'Laju#2025' }) });
    expect(second.status).toBe(201);
    expect((await admin.call('/api/users/1', { method: 'PATCH', body: JSON.stringify({ version: 1, roleId: 6 }) })).status).toBe(200);
  });

  it('keeps someone holding all of Master: a narrower manager left behind does not count', async () => {
    const admin = await signIn('admin');
    const role = await (await admin.call('/api/roles', { method: 'POST', body: JSON.stringify({ name: 'Pengelola Peran' }) })).json();
    const grant = ['read-roles', 'read-role', 'update-permissions', 'read-permissions-with-related'];
    expect((await admin.call(`/api/roles/${role.data.id}/permissions`, { method: 'PUT', body: JSON.stringify({ names: grant, version: 1 }) })).status).toBe(200);
    const narrow = { username: 'pengelola', name: 'Pengelola', roleId: role.data.id, password: 'Sandi-Pengelola-2025!' };
    expect((await admin.call('/api/users', { method: 'POST', body: JSON.stringify(narrow) })).status).toBe(201);
    const move = await admin.call('/api/users/1', { method: 'PATCH', body: JSON.stringify({ version: 1, roleId: 6 }) });
    expect(move.status).toBe(422);
    expect((await move.json()).error.code).toBe('LAST_PERMISSION_MANAGER');
    expect((await (await admin.call('/api/users/1')).json()).data).toMatchObject({ roleId: 1, version: 1 });
  });

  it('refuses roles and grants above your own with 422 PERMISSIONS_EXCEED_OWN', async () => {
    const admin = await signIn('admin');
    const role = await (await admin.call('/api/roles', { method: 'POST', body: JSON.stringify({ name: 'Tim HR' }) })).json();
    const grant = ['read-users', 'read-user', 'create-user', 'update-user', 'remove-user', 'read-roles', 'update-permissions', 'read-permissions-with-related'];
    expect((await admin.call(`/api/roles/${role.data.id}/permissions`, { method: 'PUT', body: JSON.stringify({ names: grant, version: 1 }) })).status).toBe(200);
    const created = await admin.call('/api/users', { method: 'POST', body: JSON.stringify({ username: 'tim.hr', name: 'Tim HR', roleId: role.data.id, password: 'Laju#2025' }) });
    expect(created.status).toBe(201);
    const hr = await signIn('tim.hr');
    const exceeds = { code: 'PERMISSIONS_EXCEED_OWN', message: 'That role holds permissions you do not have' };

    const master = await hr.call('/api/users', { method: 'POST', body: JSON.stringify({ username: 'sneaky', name: 'Sneaky', roleId: 1, password: 'Kuda-Lari-Cepat-9' }) });
    expect(master.status).toBe(422);
    expect((await master.json()).error).toEqual(exceeds);
    const takeOver = await hr.call('/api/users/1', { method: 'PATCH', body: JSON.stringify({ version: 1, password: 'Ambil-Alih-2025' }) });
    expect((await takeOver.json()).error).toEqual(exceeds);
    const promote = await hr.call('/api/users/6', { method: 'PATCH', body: JSON.stringify({ version: 1, roleId: 1 }) });
    expect((await promote.json()).error).toEqual(exceeds);
    const deactivate = await hr.call('/api/users/1/deactivate', { method: 'POST', body: JSON.stringify({ version: 1 }) });
    expect(deactivate.status).toBe(422);
    expect((await deactivate.json()).error).toEqual(exceeds);

    const escalate = await hr.call(`/api/roles/${role.data.id}/permissions`, { method: 'PUT', body: JSON.stringify({ names: [...grant, 'create-role'], version: 2 }) });
    expect(escalate.status).toBe(422);
    expect((await escalate.json()).error).toEqual({ code: 'PERMISSIONS_EXCEED_OWN', message: 'You cannot grant permissions you do not have' });
    // Taking away what you hold is fine.
    expect((await hr.call(`/api/roles/${role.data.id}/permissions`, { method: 'PUT', body: JSON.stringify({ names: grant.slice(1), version: 2 }) })).status).toBe(200);
    // A role holding more than you is read-only to you, Master included.
    const strip = await hr.call('/api/roles/1/permissions', { method: 'PUT', body: JSON.stringify({ names: ['read-dashboard'], version: 1 }) });
    expect(strip.status).toBe(422);
    expect((await strip.json()).error).toEqual(exceeds);
    expect((await (await admin.call('/api/roles/1/permissions')).json()).data.permissions.every((entry: { granted: boolean }) => entry.granted)).toBe(true);
  });

  it('answers a stale role version with the current record: the role for PATCH, the matrix for PUT', async () => {
    const admin = await signIn('admin');
    const renamed = await admin.call('/api/roles/6', { method: 'PATCH', body: JSON.stringify({ version: 1, name: 'Pemantau' }) });
    expect((await renamed.json()).data).toMatchObject({ name: 'Pemantau', version: 2 });
    const stale = await admin.call('/api/roles/6', { method: 'PATCH', body: JSON.stringify({ version: 1, name: 'Lain' }) });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toEqual({
      code: 'VERSION_CONFLICT',
      message: 'The record was changed by someone else',
      current: expect.objectContaining({ id: 6, name: 'Pemantau', version: 2, userCount: expect.any(Number), permissionCount: 1 }),
    });
    const matrix = await admin.call('/api/roles/6/permissions', { method: 'PUT', body: JSON.stringify({ names: ['read-dashboard'], version: 1 }) });
    expect(matrix.status).toBe(409);
    const { current } = (await matrix.json()).error;
    expect(current).toMatchObject({ roleId: 6, roleName: 'Pemantau', version: 2 });
    expect(current.permissions.filter((entry: { granted: boolean }) => entry.granted).map((entry: { name: string }) => entry.name)).toEqual(['read-dashboard']);
    // Unchanged: no new version, no log row.
    const logs = (await (await admin.call('/api/roles/logs?id=6')).json()).paging.totalItems;
    expect((await (await admin.call('/api/roles/6/permissions', { method: 'PUT', body: JSON.stringify({ names: ['read-dashboard'], version: 2 }) })).json()).data.version).toBe(2);
    expect((await (await admin.call('/api/roles/6', { method: 'PATCH', body: JSON.stringify({ version: 2, name: 'Pemantau' }) })).json()).data.version).toBe(2);
    expect((await (await admin.call('/api/roles/logs?id=6')).json()).paging.totalItems).toBe(logs);
    const unknown = await admin.call('/api/roles/999/permissions', { method: 'PUT', body: JSON.stringify({ names: [], version: 1 }) });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toEqual({ code: 'NOT_FOUND', message: 'Role not found' });
  });
});
