// @vitest-environment node
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

/** The mock API answers like the server's contract (SPEC §5), so stories exercise real behaviour. */
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
});
