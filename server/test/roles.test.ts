import { BAD_ROLE_BODIES } from '../../contract/testing/roles-suite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '../../contract/permissions';
import { apiOf, fieldsOf } from './api';
import { createTestApp, errorCodeOf, type SignedIn, type TestApp } from './harness';

/**
 * The roles area where the database must be looked at: a refusal changes no row of any table
 * (`fingerprint`), a change and its log row commit together, and concurrent permission changes
 * never leave nobody able to manage permissions. What the API answers is the shared suite's
 * (contract/testing/roles-suite.ts, run in accounts-contract.test.ts on the server and on the mock).
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const grantedOf = async (roleId: number) =>
  (await api.get(`/api/roles/${roleId}/permissions`, admin)).json().data.permissions
    .filter((entry: { granted: boolean }) => entry.granted)
    .map((entry: { name: string }) => entry.name);

describe('the last Master losing update-permissions', () => {
  it('is refused with 422 LAST_PERMISSION_MANAGER and nothing changes', async () => {
    const before = await api.fingerprint();
    const names = PERMISSION_NAMES.filter((name) => name !== 'update-permissions');
    const response = await api.put('/api/roles/1/permissions', admin, { names, version: 1 });
    expect(response.statusCode).toBe(422);
    expect(errorCodeOf(response)).toBe('LAST_PERMISSION_MANAGER');
    expect(await api.fingerprint()).toBe(before);
    expect(await grantedOf(1)).toContain('update-permissions');
  });
});

describe('PUT /api/roles/:id/permissions', () => {
  it('refuses a permission name that does not exist with 400 UNKNOWN_PERMISSION and changes nothing', async () => {
    const before = await api.fingerprint();
    const response = await api.put('/api/roles/2/permissions', admin, { names: ['read-users', 'make-me-master'], version: 1 });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ 'names.1': 'UNKNOWN_PERMISSION' });
    expect(await api.fingerprint()).toBe(before);
  });
});

describe('GET /api/roles/:id', () => {
  it('answers the role, 404 for an unknown one', async () => {
    const response = await api.get('/api/roles/6', admin);
    expect(response.json().data).toMatchObject({ id: 6, name: 'Viewer', permissionCount: 1, userCount: 1 });
    expect((await api.get('/api/roles/99999', admin)).statusCode).toBe(404);
  });
});

describe('POST /api/roles', () => {
  it('refuses bad names field by field and duplicates ignoring case, changing nothing', async () => {
    const before = await api.fingerprint();
    for (const [payload, fields] of BAD_ROLE_BODIES) {
      const response = await api.post('/api/roles', admin, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(fieldsOf(response)).toEqual(fields);
    }
    for (const name of ['master', 'KEPALA  GUDANG']) {
      const duplicate = await api.post('/api/roles', admin, { name });
      expect(duplicate.statusCode, name).toBe(409);
      expect(duplicate.json().error).toMatchObject({ code: 'CONFLICT', fields: { name: 'TAKEN' } });
    }
    expect(await api.fingerprint()).toBe(before);
  });
});

describe('PATCH /api/roles/:id', () => {
  it('renames, checks the version and duplicates, and logs the diff', async () => {
    const role = (await api.post('/api/roles', admin, { name: 'Nama Lama' })).json().data;
    const renamed = await api.patch(`/api/roles/${role.id}`, admin, { version: 1, name: 'Nama Baru', description: 'Diubah' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Nama Baru', description: 'Diubah', version: 2 });
    const before = await api.fingerprint();
    const stale = await api.patch(`/api/roles/${role.id}`, admin, { version: 1, name: 'Nama Ketiga' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'VERSION_CONFLICT', current: { id: role.id, name: 'Nama Baru', version: 2 } });
    const duplicate = await api.patch(`/api/roles/${role.id}`, admin, { version: 2, name: 'VIEWER' });
    expect(duplicate.statusCode).toBe(409);
    expect(fieldsOf(duplicate)).toEqual({ name: 'TAKEN' });
    const blank = await api.patch(`/api/roles/${role.id}`, admin, { version: 2, name: '   ' });
    expect(fieldsOf(blank)).toEqual({ name: 'BLANK' });
    expect((await api.patch('/api/roles/99999', admin, { version: 1, name: 'Tidak Ada' })).statusCode).toBe(404);
    expect(await api.fingerprint()).toBe(before);
    // Case-only renames of the role itself are fine.
    expect((await api.patch(`/api/roles/${role.id}`, admin, { version: 2, name: 'NAMA BARU' })).statusCode).toBe(200);

    const entry = (await api.get(`/api/roles/logs?id=${role.id}&action=UPDATE`, admin)).json().data.at(-1);
    expect(entry.changes).toEqual([
      { field: 'name', before: 'Nama Lama', after: 'Nama Baru' },
      { field: 'description', before: '', after: 'Diubah' },
    ]);
  });
});

describe('PUT /api/roles/:id/permissions on an unknown role', () => {
  it('answers 404 NOT_FOUND and changes nothing', async () => {
    const before = await api.fingerprint();
    const response = await api.put('/api/roles/99999/permissions', admin, { names: ['read-dashboard'], version: 1 });
    expect(response.statusCode).toBe(404);
    expect(errorCodeOf(response)).toBe('NOT_FOUND');
    expect(await api.fingerprint()).toBe(before);
  });
});

describe('a role change and its log row commit together', () => {
  /** A deferred trigger that fails the commit, after the change and its log insert have both run. */
  async function failingAtCommit(table: string, condition: string, run: () => Promise<void>) {
    await t.database.exec(`
      CREATE FUNCTION fail_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF ${condition} THEN RAISE EXCEPTION 'refused at commit'; END IF; RETURN NEW; END $$;
      CREATE CONSTRAINT TRIGGER fail_at_commit AFTER INSERT OR UPDATE ON ${table} DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION fail_at_commit();`);
    try {
      await run();
    } finally {
      await t.database.exec(`DROP TRIGGER fail_at_commit ON ${table}; DROP FUNCTION fail_at_commit();`);
    }
  }

  it('PATCH: a failed commit of the role leaves no log row', async () => {
    const role = (await api.post('/api/roles', admin, { name: 'Atomik Ubah' })).json().data;
    await failingAtCommit('roles', `NEW.name = 'Gagal Simpan'`, async () => {
      const before = await api.fingerprint();
      const response = await api.patch(`/api/roles/${role.id}`, admin, { version: 1, name: 'Gagal Simpan' });
      expect(response.statusCode).toBe(500);
      expect(response.json().error).toEqual({ code: 'INTERNAL', message: 'Internal server error' });
      expect(await api.fingerprint()).toBe(before);
      expect(await api.count(`select count(*) from change_logs where entity = 'role' and entity_id = ${role.id} and action = 'UPDATE'`)).toBe(0);
    });
    // Without the trigger the same request saves the name and one log row.
    expect((await api.patch(`/api/roles/${role.id}`, admin, { version: 1, name: 'Gagal Simpan' })).statusCode).toBe(200);
    expect(await api.count(`select count(*) from change_logs where entity = 'role' and entity_id = ${role.id} and action = 'UPDATE'`)).toBe(1);
  });

  it('PUT permissions: a failed commit of the log row leaves the permissions and version as they were', async () => {
    const role = (await api.post('/api/roles', admin, { name: 'Atomik Izin' })).json().data;
    await failingAtCommit('change_logs', `NEW.entity = 'role' AND NEW.entity_id = ${role.id} AND NEW.action = 'UPDATE'`, async () => {
      const before = await api.fingerprint();
      const response = await api.put(`/api/roles/${role.id}/permissions`, admin, { names: ['read-items', 'read-dashboard'], version: 1 });
      expect(response.statusCode).toBe(500);
      expect(await api.fingerprint()).toBe(before);
      expect(await grantedOf(role.id)).toEqual([]);
      expect((await api.get(`/api/roles/${role.id}`, admin)).json().data).toMatchObject({ version: 1, permissionCount: 0 });
    });
    const saved = await api.put(`/api/roles/${role.id}/permissions`, admin, { names: ['read-items', 'read-dashboard'], version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(await api.count(`select count(*) from change_logs where entity = 'role' and entity_id = ${role.id} and action = 'UPDATE'`)).toBe(1);
  });
});

describe('concurrent permission changes', () => {
  it('never leave nobody able to manage permissions (advisory lock; a real race on PostgreSQL)', async () => {
    const managers: { roleId: number; session: SignedIn }[] = [];
    for (const suffix of ['A', 'B']) {
      const role = (await api.post('/api/roles', admin, { name: `Pengelola ${suffix}` })).json().data;
      // Full managers: only a role holding every permission keeps the system manageable (decision 152).
      await api.put(`/api/roles/${role.id}/permissions`, admin, { names: PERMISSION_NAMES, version: 1 });
      const username = `pengelola.${suffix.toLowerCase()}`;
      await api.post('/api/users', admin, { username, name: username, roleId: role.id, password: 'Pengelola-2025!' });
      managers.push({ roleId: role.id, session: await t.login(username, { password: 'Pengelola-2025!' }) });
    }
    const versionOf = async (roleId: number) => (await api.get(`/api/roles/${roleId}`, admin)).json().data.version as number;
    // Master and the earlier test's manager step aside, leaving the two new roles as the only managers.
    const others = await api.rows<{ id: number }>(
      `select distinct r.id from roles r join role_permissions rp on rp.role_id = r.id join permissions p on p.id = rp.permission_id
       where p.name = 'update-permissions' and r.id not in (${managers.map((m) => m.roleId).join(',')})`,
    );
    const granted = new Map<number, string[]>();
    for (const { id } of others) {
      granted.set(id, await grantedOf(id));
      const names = granted.get(id)!.filter((name) => name !== 'update-permissions');
      const response = await api.put(`/api/roles/${id}/permissions`, managers[0]!.session, { names, version: await versionOf(id) });
      expect(response.statusCode).toBe(200);
    }
    const [a, b] = managers as [(typeof managers)[0], (typeof managers)[0]];
    const [versionA, versionB] = [await versionOf(a.roleId), await versionOf(b.roleId)];
    const results = await Promise.all([
      api.put(`/api/roles/${a.roleId}/permissions`, a.session, { names: ['read-permissions-with-related'], version: versionA }),
      api.put(`/api/roles/${b.roleId}/permissions`, b.session, { names: ['read-permissions-with-related'], version: versionB }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    expect(results.map((response) => errorCodeOf(response))).toContain('LAST_PERMISSION_MANAGER');
    const remaining = await api.count(
      `select count(*) from users u where u.deactivated_at is null
       and (select count(*) from role_permissions rp where rp.role_id = u.role_id) = (select count(*) from permissions)`,
    );
    expect(remaining).toBe(1);

    // The one left gives Master its permission back.
    const keeper = results[0]!.statusCode === 422 ? a : b;
    const master = await api.put('/api/roles/1/permissions', keeper.session, { names: granted.get(1)!, version: await versionOf(1) });
    expect(master.statusCode).toBe(200);
  });
});
