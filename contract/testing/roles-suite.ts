import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, PERMISSION_NAMES } from '../permissions';
import { FORBIDDEN, UNAUTHENTICATED, expectRefusedQueries, validation, dataOf, pagingOf, rowsOf, signIn, type ContractSide, type SessionClient } from './session-side';

/**
 * The roles area as one suite run against the MSW mock (src/mocks/handlers/accounts.test.ts) and
 * the real server (server/test/accounts-contract.test.ts), on a fresh demo install: the list,
 * create, rename with the version, the permission matrix and the rules that keep it safe, the
 * change log, and every refusal, in statuses, codes, fields and messages. How many users hold a
 * seeded role differs between the two demo installs, so user counts are checked on roles the
 * suite makes.
 */
type Role = { id: number; name: string; description: string; userCount: number; permissionCount: number; version: number };
type Matrix = { roleId: number; roleName: string; version: number; permissions: { name: string; area: string; description: { id: string; en: string }; granted: boolean }[] };
type LogEntry = { action: string; entityLabel: string | null; actor: { username: string } | null; before: unknown; after: unknown; changes: { field: string; before: unknown; after: unknown }[]; createdAt: string };

const ROLE_FIELDS = ['createdAt', 'description', 'id', 'name', 'permissionCount', 'updatedAt', 'userCount', 'version'];
const SEEDED = ['Admin Gudang', 'Admin Surat Jalan', 'Kepala Gudang', 'Master', 'Spv', 'Viewer'];
const PASSWORD = 'Pengelola-2025!';
const MASTER = 1;
const VIEWER = 6;
const notFound = { error: { code: 'NOT_FOUND', message: 'Role not found' } };
const roleExceedsOwn = { error: { code: 'PERMISSIONS_EXCEED_OWN', message: 'That role holds permissions you do not have' } };
const lastManager = { error: { code: 'LAST_PERMISSION_MANAGER', message: 'No active user would be left able to change permissions (update-permissions)' } };
const versionConflict = (current: unknown) => ({ error: { code: 'VERSION_CONFLICT', message: 'The record was changed by someone else', current } });

/** Bad role bodies and the field codes each gets; the server's own test reuses them with its whole-database check. */
export const BAD_ROLE_BODIES: readonly (readonly [unknown, Record<string, string>])[] = [
  [{ name: '     ' }, { name: 'BLANK' }],
  [{ name: 'ab' }, { name: 'TOO_SHORT' }],
  [{ name: 'x'.repeat(51) }, { name: 'TOO_LONG' }],
  [{ name: 'x'.repeat(10_000) }, { name: 'TOO_LONG' }],
  [{ name: 'Tab\u0007Bell' }, { name: 'INVALID_CHARACTERS' }],
  [{}, { name: 'REQUIRED' }],
  [{ name: 'Valid Name', permissions: [] }, { permissions: 'UNKNOWN_FIELD' }],
  [{ name: 'Valid Name', description: 'x'.repeat(501) }, { description: 'TOO_LONG' }],
];

export function rolesContractSuite(side: () => ContractSide) {
  describe('/api/roles (shared contract)', () => {
    let admin: SessionClient;
    let viewer: SessionClient;
    const names = async (query: string) => rowsOf<Role>(await admin.get(`/api/roles?${query}`)).map((role) => role.name);
    const roleOf = async (id: number) => dataOf<Role>(await admin.get(`/api/roles/${id}`));
    const matrixOf = async (id: number) => dataOf<Matrix>(await admin.get(`/api/roles/${id}/permissions`));
    const grantedOf = async (id: number) => (await matrixOf(id)).permissions.filter((entry) => entry.granted).map((entry) => entry.name);
    const logsOf = async (query: string) => rowsOf<LogEntry>(await admin.get(`/api/roles/logs?size=100&${query}`));
    const totals = async () => [pagingOf(await admin.get('/api/roles?size=1')).totalItems, pagingOf(await admin.get('/api/roles/logs?size=1')).totalItems];
    const newRole = async (name: string, permissions: readonly string[] = []) => {
      const created = await admin.post('/api/roles', { name });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const role = dataOf<Role>(created);
      if (permissions.length === 0) return role;
      expect((await admin.put(`/api/roles/${role.id}/permissions`, { names: permissions, version: 1 })).status).toBe(200);
      return roleOf(role.id);
    };
    /** A user holding the role, signed in. */
    const holderOf = async (roleId: number, username: string) => {
      const created = await admin.post('/api/users', { username, name: username, roleId, password: PASSWORD });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return signIn(side(), username, { password: PASSWORD });
    };

    beforeAll(async () => {
      admin = (await signIn(side(), 'admin')).client;
      viewer = (await signIn(side(), 'viewer')).client;
    });

    // First: later tests add roles.
    it('lists the seeded roles by name with their counts; searches ignoring case; sorts from the allow-list', async () => {
      const list = await admin.get('/api/roles?size=100');
      expect([list.status, pagingOf(list)]).toEqual([200, { page: 1, size: 100, totalItems: 6, totalPages: 1 }]);
      expect(rowsOf<Role>(list).map((role) => role.name)).toEqual(SEEDED);
      for (const role of rowsOf(list)) expect(Object.keys(role).sort()).toEqual(ROLE_FIELDS);
      expect(rowsOf<Role>(list).find((role) => role.name === 'Master')).toMatchObject({ id: MASTER, permissionCount: PERMISSION_NAMES.length, userCount: expect.any(Number), description: expect.any(String), version: 1 });
      expect(rowsOf<Role>(list).find((role) => role.name === 'Viewer')).toMatchObject({ id: VIEWER, permissionCount: 1 });
      expect(await names('sort=-name')).toEqual([...SEEDED].reverse().slice(0, 10));
      expect(await names('q=GUDANG')).toEqual(['Admin Gudang', 'Kepala Gudang']);
      expect(await names('q=gudang&sort=-name')).toEqual(['Kepala Gudang', 'Admin Gudang']);
      expect((await admin.get('/api/roles?sort=-createdAt&size=1')).body.data).toEqual([expect.objectContaining({ id: VIEWER })]);
      const second = await admin.get('/api/roles?size=4&page=2');
      expect([rowsOf<Role>(second).map((role) => role.name), pagingOf(second)]).toEqual([['Spv', 'Viewer'], { page: 2, size: 4, totalItems: 6, totalPages: 2 }]);
      const beyond = await admin.get('/api/roles?size=4&page=3');
      expect([rowsOf(beyond), pagingOf(beyond).totalItems]).toEqual([[], 6]);
      expect(await names('q=%25')).toEqual([]);
      expect(await names('q=_')).toEqual([]);
    });

    it('refuses sorts and parameters outside the allow-list (400)', async () => {
      await expectRefusedQueries(admin, '/api/roles', [
        ['sort=description', { sort: 'INVALID_VALUE' }],
        ['sort=name;drop', { sort: 'INVALID_VALUE' }],
        ['sort=--name', { sort: 'INVALID_VALUE' }],
        ['status=active', { status: 'UNKNOWN_FIELD' }],
        ['size=101', { size: 'TOO_BIG' }],
        ['page=abc', { page: 'INVALID_TYPE' }],
      ]);
    });

    it('reads a role; 404 for an unknown one, 400 for a malformed id', async () => {
      const viewerRole = await admin.get(`/api/roles/${VIEWER}`);
      expect([viewerRole.status, Object.keys(dataOf(viewerRole)).sort()]).toEqual([200, ROLE_FIELDS]);
      expect(dataOf(viewerRole)).toMatchObject({ id: VIEWER, name: 'Viewer', permissionCount: 1, version: 1 });
      const unknown = await admin.get('/api/roles/99999');
      expect([unknown.status, unknown.body]).toEqual([404, notFound]);
      for (const id of ['abc', '0', '99999999999']) expect((await admin.get(`/api/roles/${id}`)).status, id).toBe(400);
    });

    it('creates a role without permissions (201), blanks normalised, and logs CREATE', async () => {
      const created = await admin.post('/api/roles', { name: '  Tim   Gudang  Malam ', description: ' Shift malam ' });
      expect(created.status).toBe(201);
      const role = dataOf<Role>(created);
      expect(Object.keys(role).sort()).toEqual(ROLE_FIELDS);
      expect(role).toMatchObject({ name: 'Tim Gudang Malam', description: 'Shift malam', userCount: 0, permissionCount: 0, version: 1 });
      expect(await roleOf(role.id)).toEqual(role);
      expect(await grantedOf(role.id)).toEqual([]);
      const logs = await logsOf(`id=${role.id}`);
      expect(logs).toEqual([expect.objectContaining({ action: 'CREATE', entityLabel: 'Tim Gudang Malam', before: null, actor: expect.objectContaining({ username: 'admin' }) })]);
      expect(logs[0]!.after).toEqual({ id: role.id, name: 'Tim Gudang Malam', description: 'Shift malam', version: 1, permissions: [] });
    });

    it('refuses bad names field by field and names taken ignoring case and blanks, changing nothing', async () => {
      const before = await totals();
      for (const [body, fields] of BAD_ROLE_BODIES) {
        const answer = await admin.post('/api/roles', body);
        expect([answer.status, answer.body], JSON.stringify(body).slice(0, 60)).toEqual([400, validation(fields)]);
      }
      for (const name of ['master', 'KEPALA  GUDANG']) {
        const duplicate = await admin.post('/api/roles', { name });
        expect([duplicate.status, duplicate.body], name).toEqual([409, { error: { code: 'CONFLICT', message: 'Role name already in use', fields: { name: 'TAKEN' } } }]);
      }
      expect(await totals()).toEqual(before);
    });

    it('with an Idempotency-Key, a double submit creates one role; the key is only for that request', async () => {
      const before = await totals();
      const headers = { 'Idempotency-Key': 'peran-dua-kali-klik' };
      const [first, second] = await Promise.all([admin.post('/api/roles', { name: 'Dua Kali Klik' }, headers), admin.post('/api/roles', { name: 'Dua Kali Klik' }, headers)]);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(dataOf<Role>(second).id).toBe(dataOf<Role>(first).id);
      expect([first.header('idempotency-replayed'), second.header('idempotency-replayed')]).toContain('true');
      // The same request with its blanks written otherwise is the same request.
      const again = await admin.post('/api/roles', { name: '  Dua   Kali Klik ' }, headers);
      expect([again.status, again.header('idempotency-replayed'), dataOf<Role>(again).id]).toEqual([201, 'true', dataOf<Role>(first).id]);
      expect(await totals()).toEqual([before[0]! + 1, before[1]! + 1]);
      const other = await admin.post('/api/roles', { name: 'Klik Lain' }, headers);
      expect([other.status, other.body]).toEqual([422, { error: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was used for a different request' } }]);
    });

    it('renames with the version and logs the diff; an unchanged form writes nothing; refusals change nothing', async () => {
      const role = await newRole('Nama Lama');
      const renamed = await admin.patch(`/api/roles/${role.id}`, { version: 1, name: 'Nama Baru', description: 'Diubah' });
      expect([renamed.status, dataOf(renamed)]).toEqual([200, expect.objectContaining({ name: 'Nama Baru', description: 'Diubah', version: 2 })]);
      const current = await roleOf(role.id);
      const before = await totals();
      const stale = await admin.patch(`/api/roles/${role.id}`, { version: 1, name: 'Nama Ketiga' });
      expect([stale.status, stale.body]).toEqual([409, versionConflict(current)]);
      const duplicate = await admin.patch(`/api/roles/${role.id}`, { version: 2, name: 'VIEWER' });
      expect([duplicate.status, duplicate.body.error?.fields]).toEqual([409, { name: 'TAKEN' }]);
      const blank = await admin.patch(`/api/roles/${role.id}`, { version: 2, name: '   ' });
      expect([blank.status, blank.body.error?.fields]).toEqual([400, { name: 'BLANK' }]);
      const extra = await admin.patch(`/api/roles/${role.id}`, { version: 2, permissions: [] });
      expect([extra.status, extra.body.error?.fields]).toEqual([400, { permissions: 'UNKNOWN_FIELD' }]);
      const unknown = await admin.patch('/api/roles/99999', { version: 1, name: 'Tidak Ada' });
      expect([unknown.status, unknown.body]).toEqual([404, notFound]);
      const unchanged = await admin.patch(`/api/roles/${role.id}`, { version: 2, name: 'Nama Baru', description: 'Diubah' });
      expect([unchanged.status, dataOf<Role>(unchanged).version]).toEqual([200, 2]);
      expect(await totals()).toEqual(before);
      expect(await roleOf(role.id)).toEqual(current);
      // A rename of the role's own name in another case is no clash.
      expect((await admin.patch(`/api/roles/${role.id}`, { version: 2, name: 'NAMA BARU' })).status).toBe(200);
      const updates = await logsOf(`id=${role.id}&action=UPDATE`);
      expect(updates.map((entry) => entry.changes)).toEqual([
        [{ field: 'name', before: 'Nama Baru', after: 'NAMA BARU' }],
        [
          { field: 'name', before: 'Nama Lama', after: 'Nama Baru' },
          { field: 'description', before: '', after: 'Diubah' },
        ],
      ]);
      expect(updates[0]!.entityLabel).toBe('NAMA BARU');
      // The record as a reader knows it: no timestamps.
      expect([updates[1]!.before, updates[1]!.after]).toEqual([
        { id: role.id, name: 'Nama Lama', description: '', version: 1 },
        { id: role.id, name: 'Nama Baru', description: 'Diubah', version: 2 },
      ]);
    });

    it('answers the permission matrix: the whole catalogue in its order, each with granted', async () => {
      const matrix = await admin.get(`/api/roles/${VIEWER}/permissions`);
      expect(matrix.status).toBe(200);
      expect(Object.keys(dataOf(matrix)).sort()).toEqual(['permissions', 'roleId', 'roleName', 'version']);
      expect(dataOf<Matrix>(matrix)).toMatchObject({ roleId: VIEWER, roleName: 'Viewer', version: 1 });
      expect(dataOf<Matrix>(matrix).permissions).toEqual(PERMISSIONS.map((permission) => ({ name: permission.name, area: permission.area, description: permission.description, granted: permission.name === 'read-dashboard' })));
      expect((await matrixOf(MASTER)).permissions.every((entry) => entry.granted)).toBe(true);
      const unknown = await admin.get('/api/roles/99999/permissions');
      expect([unknown.status, unknown.body]).toEqual([404, notFound]);
    });

    it('replaces the permission set with the version: duplicates folded, logged sorted, applied to the role’s users at once; unchanged writes nothing', async () => {
      const role = await newRole('Matriks Log');
      const holder = await holderOf(role.id, 'matriks.log');
      expect(dataOf(await holder.client.get('/api/roles/my/permissions'))).toEqual([]);
      const put = await admin.put(`/api/roles/${role.id}/permissions`, { names: ['read-items', 'read-dashboard', 'read-items'], version: 1 });
      expect(put.status).toBe(200);
      expect(dataOf<Matrix>(put)).toMatchObject({ roleId: role.id, roleName: 'Matriks Log', version: 2 });
      expect(dataOf<Matrix>(put)).toEqual(await matrixOf(role.id));
      // In the catalogue's order.
      const inCatalogue = PERMISSION_NAMES.filter((name) => name === 'read-dashboard' || name === 'read-items').map((name) => ({ name }));
      expect(dataOf(await holder.client.get('/api/roles/my/permissions'))).toEqual(inCatalogue);
      expect(await roleOf(role.id)).toMatchObject({ permissionCount: 2, userCount: 1, version: 2 });
      const logs = (await logsOf(`id=${role.id}`)).length;
      const same = await admin.put(`/api/roles/${role.id}/permissions`, { names: ['read-dashboard', 'read-items'], version: 2 });
      expect([same.status, dataOf<Matrix>(same).version]).toEqual([200, 2]);
      expect(await logsOf(`id=${role.id}`)).toHaveLength(logs);
      const [entry] = await logsOf(`id=${role.id}&action=UPDATE`);
      expect(entry!.changes).toEqual([{ field: 'permissions', before: [], after: ['read-dashboard', 'read-items'] }]);
      const current = await matrixOf(role.id);
      const stale = await admin.put(`/api/roles/${role.id}/permissions`, { names: ['read-dashboard'], version: 1 });
      expect([stale.status, stale.body]).toEqual([409, versionConflict(current)]);
      const unknownName = await admin.put(`/api/roles/${role.id}/permissions`, { names: ['read-users', 'make-me-master'], version: 2 });
      expect([unknownName.status, unknownName.body]).toEqual([400, validation({ 'names.1': 'UNKNOWN_PERMISSION' })]);
      const noVersion = await admin.put(`/api/roles/${role.id}/permissions`, { names: [] });
      expect([noVersion.status, noVersion.body.error?.fields]).toEqual([400, { version: 'REQUIRED' }]);
      const unknownRole = await admin.put('/api/roles/99999/permissions', { names: ['read-dashboard'], version: 1 });
      expect([unknownRole.status, unknownRole.body]).toEqual([404, notFound]);
      expect(await matrixOf(role.id)).toEqual(current);
    });

    it('counts a role’s active users only', async () => {
      const role = await newRole('Hitung Pengguna', ['read-dashboard']);
      await holderOf(role.id, 'hitung.satu');
      const second = await holderOf(role.id, 'hitung.dua');
      expect((await roleOf(role.id)).userCount).toBe(2);
      expect((await admin.post(`/api/users/${second.userId}/deactivate`, undefined)).status).toBe(200);
      expect((await roleOf(role.id)).userCount).toBe(1);
      expect(rowsOf<Role>(await admin.get('/api/roles?q=hitung')).map((entry) => entry.userCount)).toEqual([1]);
    });

    it('keeps roles above the caller read-only and grants within their own permissions only (422 PERMISSIONS_EXCEED_OWN)', async () => {
      const grant = ['read-roles', 'read-role', 'update-role', 'update-permissions', 'read-permissions-with-related', 'read-dashboard'];
      const role = await newRole('Pengelola Sempit', grant);
      const narrow = await holderOf(role.id, 'pengelola.sempit');
      const escalate = await narrow.client.put(`/api/roles/${role.id}/permissions`, { names: [...grant, 'create-role'], version: 2 });
      expect([escalate.status, escalate.body]).toEqual([422, { error: { code: 'PERMISSIONS_EXCEED_OWN', message: 'You cannot grant permissions you do not have' } }]);
      const master = await matrixOf(MASTER);
      for (const body of [{ names: ['read-dashboard'], version: master.version }, { names: PERMISSION_NAMES, version: master.version }]) {
        const refused = await narrow.client.put(`/api/roles/${MASTER}/permissions`, body);
        expect([refused.status, refused.body]).toEqual([422, roleExceedsOwn]);
      }
      // Renaming too, whatever the version says.
      for (const version of [1, 9]) {
        const rename = await narrow.client.patch(`/api/roles/${MASTER}`, { version, name: 'Bukan Master' });
        expect([rename.status, rename.body], String(version)).toEqual([422, roleExceedsOwn]);
      }
      expect(await matrixOf(MASTER)).toEqual(master);
      // What they hold they may take away.
      const lower = await narrow.client.put(`/api/roles/${role.id}/permissions`, { names: grant.filter((name) => name !== 'read-dashboard'), version: 2 });
      expect([lower.status, dataOf<Matrix>(lower).version]).toEqual([200, 3]);
    });

    it('reads the change log newest first with its filters, behind read-roles-logs', async () => {
      const all = await logsOf('');
      expect(all.length).toBeGreaterThan(6);
      const times = all.map((entry) => entry.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect((await logsOf('action=CREATE')).every((entry) => entry.action === 'CREATE')).toBe(true);
      expect(pagingOf(await admin.get('/api/roles/logs?actor=999')).totalItems).toBe(0);
      const bad = await admin.get('/api/roles/logs?action=DROP');
      expect([bad.status, bad.body]).toEqual([400, validation({ action: 'INVALID_VALUE' })]);
      expect((await (await signIn(side(), 'kepala.gudang')).client.get('/api/roles/logs')).body).toEqual(FORBIDDEN);
      expect((await (await signIn(side(), 'spv')).client.get('/api/roles/logs')).status).toBe(200);
    });

    it('answers 403 without the permission and 401 without a token, on every endpoint, before reading the body', async () => {
      const anonymous = side().browser();
      const calls: ['GET' | 'POST' | 'PATCH' | 'PUT', string, unknown?][] = [
        ['GET', '/api/roles'],
        ['GET', '/api/roles/logs'],
        ['GET', `/api/roles/${VIEWER}`],
        ['GET', `/api/roles/${VIEWER}/permissions`],
        ['POST', '/api/roles', { bad: 'body' }],
        ['PATCH', `/api/roles/${VIEWER}`, { version: 1, name: 'Dari Viewer' }],
        ['PUT', `/api/roles/${VIEWER}/permissions`, { names: PERMISSION_NAMES, version: 1 }],
      ];
      for (const [method, path, body] of calls) {
        const client = { GET: () => viewer.get(path), POST: () => viewer.post(path, body), PATCH: () => viewer.patch(path, body), PUT: () => viewer.put(path, body) };
        const refused = await client[method]();
        expect([refused.status, refused.body], `${method} ${path}`).toEqual([403, FORBIDDEN]);
        const nobody = await anonymous.call(method, path, { body });
        expect([nobody.status, nobody.body], `${method} ${path}`).toEqual([401, UNAUTHENTICATED]);
      }
      expect(await grantedOf(VIEWER)).toEqual(['read-dashboard']);
    });

    // Last: it takes update-permissions from Master and gives it back.
    it('keeps someone able to manage permissions: Master loses update-permissions only while another active user holds all it held', async () => {
      const withoutManager = PERMISSION_NAMES.filter((name) => name !== 'update-permissions');
      // A narrower manager with an active user does not count: Master would be read-only to them.
      const narrow = await newRole('Pengelola Akses', ['update-permissions', 'read-permissions-with-related']);
      await holderOf(narrow.id, 'pengelola.akses');
      const refused = await admin.put(`/api/roles/${MASTER}/permissions`, { names: withoutManager, version: (await matrixOf(MASTER)).version });
      expect([refused.status, refused.body]).toEqual([422, lastManager]);
      expect(await grantedOf(MASTER)).toContain('update-permissions');
      // A full manager in another role: now Master may lose it, and the admin loses it at once.
      const role = await newRole('Pengelola Penuh', PERMISSION_NAMES);
      const manager = await holderOf(role.id, 'pengelola.penuh');
      const version = (await matrixOf(MASTER)).version;
      const allowed = await admin.put(`/api/roles/${MASTER}/permissions`, { names: withoutManager, version });
      expect([allowed.status, dataOf<Matrix>(allowed).version]).toEqual([200, version + 1]);
      const noLonger = await admin.put(`/api/roles/${MASTER}/permissions`, { names: PERMISSION_NAMES, version: version + 1 });
      expect([noLonger.status, noLonger.body]).toEqual([403, FORBIDDEN]);
      // Taking it from the manager's own role now would leave nobody.
      const last = await manager.client.put(`/api/roles/${role.id}/permissions`, { names: withoutManager, version: 2 });
      expect([last.status, last.body]).toEqual([422, lastManager]);
      const back = await manager.client.put(`/api/roles/${MASTER}/permissions`, { names: PERMISSION_NAMES, version: version + 1 });
      expect(back.status).toBe(200);
      expect(await grantedOf(MASTER)).toHaveLength(PERMISSION_NAMES.length);
    });
  });
}
