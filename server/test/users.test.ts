import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, fieldsOf } from './api';
import { createTestApp, errorCodeOf, type SignedIn, type TestApp } from './harness';

/** The users area: create, read, edit, deactivate/restore, with every refusal. */
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

const NEW_PASSWORD = 'Sandi-Baru-2025!';
const validUser = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  name: 'Budi Santoso',
  roleId: 6,
  password: NEW_PASSWORD,
  ...extra,
});

/** A log entry's field changes in field order (the snapshot is stored as jsonb, whose key order is its own). */
const byField = (changes: { field: string }[]) => [...changes].sort((a, b) => a.field.localeCompare(b.field));

/** A role with exactly these permissions and a signed-in user holding it. */
const userWithRole = (name: string, permissions: string[]) => api.userWithRole(admin, name, permissions, NEW_PASSWORD);

describe('the last Master', () => {
  // First in the file: later tests create a second Master.
  it('cannot move themselves out of update-permissions (422 LAST_PERMISSION_MANAGER)', async () => {
    const before = await api.fingerprint();
    const response = await api.patch('/api/users/1', admin, { version: 1, roleId: 6 });
    expect(response.statusCode).toBe(422);
    expect(errorCodeOf(response)).toBe('LAST_PERMISSION_MANAGER');
    expect(await api.fingerprint()).toBe(before);
    expect((await api.get('/api/roles/my/permissions', admin)).statusCode).toBe(200);
  });
});

describe('POST /api/users', () => {
  it('creates a user with a role (201), logs CREATE without secrets, and the user can sign in', async () => {
    const response = await api.post('/api/users', admin, validUser('  budi.santoso ', { email: 'Budi@Laju.test', roleId: 5 }));
    expect(response.statusCode).toBe(201);
    const user = response.json().data;
    expect(user).toMatchObject({
      username: 'budi.santoso',
      name: 'Budi Santoso',
      email: 'Budi@Laju.test',
      roleId: 5,
      roleName: 'Admin Gudang',
      active: true,
      deactivatedAt: null,
      version: 1,
    });
    expect(response.body).not.toMatch(/hash|scrypt|Sandi-Baru/i);
    const [log] = await api.rows<{ action: string; actor_id: number; before: unknown; after: Record<string, unknown> }>(
      `select action, actor_id, before, after from change_logs where entity = 'user' and entity_id = ${user.id}`,
    );
    expect(log).toMatchObject({ action: 'CREATE', actor_id: admin.userId, before: null });
    expect(log!.after).toEqual({ username: 'budi.santoso', name: 'Budi Santoso', email: 'Budi@Laju.test', role: 'Admin Gudang', status: 'active' });
    expect(JSON.stringify(log)).not.toMatch(/password|scrypt|Sandi-Baru/i);

    const session = await t.login('BUDI.SANTOSO', { password: NEW_PASSWORD });
    expect(session.userId).toBe(user.id);
    const detail = await api.get(`/api/users/${user.id}`, admin);
    expect(detail.json().data).toEqual(user);
  });

  it('refuses bad input field by field with specific codes and creates nothing', async () => {
    const before = await api.fingerprint();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [validUser('budi santoso'), { username: 'INVALID_FORMAT' }],
      [validUser('\u0430dmin.two'), { username: 'INVALID_FORMAT' }], // Cyrillic "а"
      [validUser('ａｄｍｉｎ'), { username: 'INVALID_FORMAT' }], // full-width
      [validUser('x'.repeat(10_000)), { username: 'TOO_LONG' }],
      [validUser('ab'), { username: 'TOO_SHORT' }],
      [validUser('short.pass', { password: 'Ab1!' }), { password: 'PASSWORD_TOO_SHORT' }],
      [validUser('same.as.name', { password: 'Same.As.Name' }), { password: 'PASSWORD_IS_USERNAME' }],
      [validUser('common.pass', { password: 'password123' }), { password: 'PASSWORD_TOO_COMMON' }],
      [validUser('long.pass', { password: 'x'.repeat(129) }), { password: 'PASSWORD_TOO_LONG' }],
      [validUser('bad.email', { email: 'not-an-email' }), { email: 'INVALID_FORMAT' }],
      [validUser('no.role', { roleId: 999_999 }), { roleId: 'NOT_FOUND' }],
      [validUser('zero.role', { roleId: 0 }), { roleId: 'TOO_SMALL' }],
      [{ username: 'no.name', roleId: 6, password: NEW_PASSWORD }, { name: 'REQUIRED' }],
      [validUser('blank.name', { name: '   ' }), { name: 'TOO_SHORT' }],
      [validUser('extra.field', { isAdmin: true }), { isAdmin: 'UNKNOWN_FIELD' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await api.post('/api/users', admin, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    expect(await api.fingerprint()).toBe(before);
  });

  it('refuses a username or email taken ignoring case with 409 and the field', async () => {
    const before = await api.fingerprint();
    const username = await api.post('/api/users', admin, validUser('ADMIN'));
    expect(username.statusCode).toBe(409);
    expect(username.json().error).toMatchObject({ code: 'CONFLICT', fields: { username: 'TAKEN' } });
    expect((await api.post('/api/users', admin, validUser('email.owner', { email: 'owner@laju.test' }))).statusCode).toBe(201);
    const changed = await api.fingerprint();
    expect(changed).not.toBe(before);
    const email = await api.post('/api/users', admin, validUser('Email.Owner', { email: 'OWNER@laju.test' }));
    expect(email.statusCode).toBe(409);
    expect(fieldsOf(email)).toEqual({ username: 'TAKEN', email: 'TAKEN' });
    expect(await api.fingerprint()).toBe(changed);
  });

  it('with an Idempotency-Key, a double submit creates one user and answers the first result', async () => {
    const users = await api.count('select count(*) from users');
    const logs = await api.count('select count(*) from change_logs');
    const headers = { 'idempotency-key': 'create-user-7f3a' };
    const body = validUser('double.submit');
    const [first, second] = await Promise.all([
      api.post('/api/users', admin, body, headers),
      api.post('/api/users', admin, body, headers),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect([first.headers['idempotency-replayed'], second.headers['idempotency-replayed']]).toContain('true');
    const third = await api.post('/api/users', admin, { ...body, name: body.name }, headers);
    expect(third.statusCode).toBe(201);
    expect(third.json().data.id).toBe(first.json().data.id);
    expect(await api.count('select count(*) from users')).toBe(users + 1);
    expect(await api.count('select count(*) from change_logs')).toBe(logs + 1);
    expect(await api.count(`select count(*) from idempotency_keys where request_hash like '%sandi%'`)).toBe(0);

    const reused = await api.post('/api/users', admin, validUser('other.body'), headers);
    expect(reused.statusCode).toBe(422);
    expect(errorCodeOf(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherEndpoint = await api.post('/api/roles', admin, { name: 'Other endpoint' }, headers);
    expect(errorCodeOf(otherEndpoint)).toBe('IDEMPOTENCY_KEY_REUSED');
    // Keys are per user: another user's identical key is a new request.
    const master2 = await api.post('/api/users', admin, validUser('master.two', { roleId: 1 }));
    expect(master2.statusCode).toBe(201);
    const other = await t.login('master.two', { password: NEW_PASSWORD });
    const theirs = await api.post('/api/users', other, validUser('their.user'), headers);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
  });

  it('lets a key be retried after the first attempt failed, and refuses malformed keys', async () => {
    const headers = { 'idempotency-key': 'retry-after-failure' };
    const failed = await api.post('/api/users', admin, validUser('retry.user', { roleId: 999 }), headers);
    expect(failed.statusCode).toBe(400);
    const retried = await api.post('/api/users', admin, validUser('retry.user'), headers);
    expect(retried.statusCode).toBe(201);
    for (const key of ['', 'spasi di dalam', 'x'.repeat(201)]) {
      const response = await api.post('/api/users', admin, validUser('bad.key'), { 'idempotency-key': key });
      expect(response.statusCode, key).toBe(400);
      expect(fieldsOf(response)).toEqual({ 'Idempotency-Key': 'INVALID_FORMAT' });
    }
  });

  it('refuses assigning a role with permissions the caller lacks (422 PERMISSIONS_EXCEED_OWN)', async () => {
    const hr = await userWithRole('Tim HR', ['read-users', 'read-user', 'create-user', 'update-user', 'read-roles']);
    const before = await api.fingerprint();
    const master = await api.post('/api/users', hr, validUser('sneaky.master', { roleId: 1 }));
    expect(master.statusCode).toBe(422);
    expect(errorCodeOf(master)).toBe('PERMISSIONS_EXCEED_OWN');
    expect(await api.fingerprint()).toBe(before);
    const viewer = await api.post('/api/users', hr, validUser('plain.viewer', { roleId: hr.roleId }));
    expect(viewer.statusCode).toBe(201);
    // Nor may they take over an account above them by editing it.
    const takeOver = await api.patch('/api/users/1', hr, { version: 1, password: 'Ambil-Alih-2025' });
    expect(takeOver.statusCode).toBe(422);
    expect(errorCodeOf(takeOver)).toBe('PERMISSIONS_EXCEED_OWN');
  });

  it('answers 403 without create-user and 401 without a token', async () => {
    const viewer = await t.login('viewer');
    expect((await api.post('/api/users', viewer, validUser('by.viewer'))).statusCode).toBe(403);
    expect((await api.post('/api/users', undefined, validUser('by.nobody'))).statusCode).toBe(401);
  });
});

describe('GET /api/users/:id', () => {
  it('answers the user with the role name, 404 for an unknown id, 400 for a bad one, 403 without read-user', async () => {
    const response = await api.get('/api/users/2', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: 2, username: 'spv', roleId: 2, roleName: 'Spv', active: true });
    expect(response.body).not.toMatch(/hash/i);
    expect((await api.get('/api/users/999999', admin)).statusCode).toBe(404);
    expect((await api.get('/api/users/abc', admin)).statusCode).toBe(400);
    expect((await api.get('/api/users/2', await t.login('viewer'))).statusCode).toBe(403);
  });
});

describe('PATCH /api/users/:id', () => {
  async function freshUser(username: string, roleId = 6) {
    const response = await api.post('/api/users', admin, validUser(username, { roleId }));
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; version: number };
  }

  it('changes name, email and role; the role applies on the next request; logs the diff', async () => {
    const user = await freshUser('role.change');
    const session = await t.login('role.change', { password: NEW_PASSWORD });
    const permissions = async () => (await api.get('/api/roles/my/permissions', session)).json().data.map((p: { name: string }) => p.name);
    expect(await permissions()).toEqual(['read-dashboard']);

    const response = await api.patch(`/api/users/${user.id}`, admin, { version: 1, name: 'Budi S.', email: 'budi.s@laju.test', roleId: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Budi S.', email: 'budi.s@laju.test', roleId: 2, roleName: 'Spv', version: 2 });
    expect(await permissions()).toContain('read-users-logs');

    const logs = await api.get(`/api/users/logs?id=${user.id}&action=UPDATE`, admin);
    expect(logs.statusCode).toBe(200);
    const [entry] = logs.json().data;
    expect(entry).toMatchObject({ entityId: user.id, entityLabel: 'role.change', action: 'UPDATE', actor: { id: admin.userId, username: 'admin' } });
    expect(byField(entry.changes)).toEqual([
      { field: 'email', before: null, after: 'budi.s@laju.test' },
      { field: 'name', before: 'Budi Santoso', after: 'Budi S.' },
      { field: 'role', before: 'Viewer', after: 'Spv' },
    ]);
  });

  it("resets the password: the user's sessions end, the new one works, nothing secret is logged", async () => {
    const user = await freshUser('reset.me');
    const session = await t.login('reset.me', { password: NEW_PASSWORD });
    const response = await api.patch(`/api/users/${user.id}`, admin, { version: 1, password: 'Setel-Ulang-2025' });
    expect(response.statusCode).toBe(200);
    expect((await api.get('/api/users/my', session)).statusCode).toBe(401);
    expect((await t.login('reset.me', { password: 'Setel-Ulang-2025' })).userId).toBe(user.id);
    const logs = await api.rows(`select before, after from change_logs where entity = 'user' and entity_id = ${user.id}`);
    expect(JSON.stringify(logs)).not.toMatch(/password|hash|Setel-Ulang/i);
    // The reset is in the log as the fact only: "Password: changed" (decision 118).
    const resetLog = await api.get(`/api/users/logs?id=${user.id}&action=UPDATE`, admin);
    expect(resetLog.json().data).toHaveLength(1);
    expect(resetLog.json().data[0].changes).toEqual([{ field: 'credential', before: null, after: 'CHANGED' }]);
    const activity = await api.count(`select count(*) from activity_logs where type = 'PASSWORD_CHANGED' and user_id = ${user.id}`);
    expect(activity).toBe(1);
    const weak = await api.patch(`/api/users/${user.id}`, admin, { version: 2, password: 'Reset.Me' });
    expect(fieldsOf(weak)).toEqual({ password: 'PASSWORD_IS_USERNAME' });
  });

  it('answers 409 VERSION_CONFLICT with the current record and changes nothing', async () => {
    const user = await freshUser('two.tabs');
    expect((await api.patch(`/api/users/${user.id}`, admin, { version: 1, name: 'Tab Satu' })).statusCode).toBe(200);
    const before = await api.fingerprint();
    const stale = await api.patch(`/api/users/${user.id}`, admin, { version: 1, name: 'Tab Dua' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'VERSION_CONFLICT', current: { id: user.id, name: 'Tab Satu', version: 2, roleName: 'Viewer' } });
    expect(await api.fingerprint()).toBe(before);
  });

  it('refuses a taken email (409), an unknown role (400), a deactivated user (409) and unknown users (404)', async () => {
    const user = await freshUser('edit.refusals');
    expect((await api.post('/api/users', admin, validUser('has.email', { email: 'taken@laju.test' }))).statusCode).toBe(201);
    const before = await api.fingerprint();
    const taken = await api.patch(`/api/users/${user.id}`, admin, { version: 1, email: 'TAKEN@laju.test' });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken)).toEqual({ email: 'TAKEN' });
    const role = await api.patch(`/api/users/${user.id}`, admin, { version: 1, roleId: 999 });
    expect(role.statusCode).toBe(400);
    expect(fieldsOf(role)).toEqual({ roleId: 'NOT_FOUND' });
    const username = await api.patch(`/api/users/${user.id}`, admin, { version: 1, username: 'renamed' });
    expect(fieldsOf(username)).toEqual({ username: 'UNKNOWN_FIELD' });
    expect((await api.patch('/api/users/999999', admin, { version: 1, name: 'Nobody' })).statusCode).toBe(404);
    expect(await api.fingerprint()).toBe(before);

    expect((await api.post(`/api/users/${user.id}/deactivate`, admin, { version: 1 })).statusCode).toBe(200);
    const deactivated = await api.patch(`/api/users/${user.id}`, admin, { version: 2, name: 'Still Here' });
    expect(deactivated.statusCode).toBe(409);
    expect(errorCodeOf(deactivated)).toBe('USER_DEACTIVATED');
  });

  it('an unchanged form answers 200 without a new version or log row', async () => {
    const user = await freshUser('no.change');
    const logs = await api.count('select count(*) from change_logs');
    const response = await api.patch(`/api/users/${user.id}`, admin, { version: 1, name: 'Budi Santoso', roleId: 6 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.version).toBe(1);
    expect(await api.count('select count(*) from change_logs')).toBe(logs);
  });

  it('writes the change and its log row in one transaction: a failed commit leaves neither', async () => {
    const user = await freshUser('atomic.edit');
    // A deferred trigger fails the commit after both the update and the log insert have run.
    await t.database.exec(`
      CREATE FUNCTION fail_on_name() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Gagal Simpan' THEN RAISE EXCEPTION 'refused at commit'; END IF; RETURN NEW; END $$;
      CREATE CONSTRAINT TRIGGER users_fail_on_name AFTER UPDATE ON users DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION fail_on_name();`);
    try {
      const before = await api.fingerprint();
      const response = await api.patch(`/api/users/${user.id}`, admin, { version: 1, name: 'Gagal Simpan' });
      expect(response.statusCode).toBe(500);
      expect(response.json().error).toEqual({ code: 'INTERNAL', message: 'Internal server error' });
      expect(await api.fingerprint()).toBe(before);
      expect(await api.count(`select count(*) from change_logs where entity_id = ${user.id} and action = 'UPDATE'`)).toBe(0);
    } finally {
      await t.database.exec('DROP TRIGGER users_fail_on_name ON users; DROP FUNCTION fail_on_name();');
    }
  });
});

describe('deactivate and restore', () => {
  it('refuses deactivating yourself with 422 SELF_DEACTIVATION and changes nothing', async () => {
    const before = await api.fingerprint();
    const response = await api.post(`/api/users/${admin.userId}/deactivate`, admin, { version: 1 });
    expect(response.statusCode).toBe(422);
    expect(errorCodeOf(response)).toBe('SELF_DEACTIVATION');
    expect(await api.fingerprint()).toBe(before);
  });

  it('ends the sessions at once, answers the user with its role name, and restores', async () => {
    const created = await api.post('/api/users', admin, validUser('leaving.soon', { roleId: 3 }));
    const { id } = created.json().data;
    const session = await t.login('leaving.soon', { password: NEW_PASSWORD });
    const gone = await api.post(`/api/users/${id}/deactivate`, admin);
    expect(gone.json().data).toMatchObject({ id, active: false, roleName: 'Kepala Gudang', version: 2 });
    expect((await api.get('/api/users/my', session)).statusCode).toBe(401);
    const back = await api.post(`/api/users/${id}/restore`, admin, { version: 2 });
    expect(back.json().data).toMatchObject({ active: true, version: 3 });
    const stale = await api.post(`/api/users/${id}/deactivate`, admin, { version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'VERSION_CONFLICT', current: { id, version: 3, roleName: 'Kepala Gudang' } });
  });
});

describe('GET /api/users/logs', () => {
  const SNAPSHOT_FIELDS = ['email', 'name', 'role', 'status', 'username'];
  type Entry = {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    changes: { field: string; before: unknown; after: unknown }[];
  };

  it('reads create, update, deactivate and restore: the role once, by name, and the status', async () => {
    const { id } = (await api.post('/api/users', admin, validUser('log.reader'))).json().data;
    expect((await api.patch(`/api/users/${id}`, admin, { version: 1, name: 'Log Reader', roleId: 2 })).statusCode).toBe(200);
    expect((await api.post(`/api/users/${id}/deactivate`, admin, { version: 2 })).statusCode).toBe(200);
    expect((await api.post(`/api/users/${id}/restore`, admin, { version: 3 })).statusCode).toBe(200);

    const response = await api.get(`/api/users/logs?id=${id}`, admin);
    expect(response.statusCode).toBe(200);
    const entries = response.json().data as Entry[];
    expect(entries.map((entry) => entry.action)).toEqual(['RESTORE', 'DELETE', 'UPDATE', 'CREATE']);
    const [restore, deactivate, update, create] = entries as [Entry, Entry, Entry, Entry];

    expect(create.before).toBeNull();
    expect(create.after).toEqual({ username: 'log.reader', name: 'Budi Santoso', email: null, role: 'Viewer', status: 'active' });
    expect(byField(create.changes)).toEqual([
      { field: 'name', before: null, after: 'Budi Santoso' },
      { field: 'role', before: null, after: 'Viewer' },
      { field: 'status', before: null, after: 'active' },
      { field: 'username', before: null, after: 'log.reader' },
    ]);
    expect(byField(update.changes)).toEqual([
      { field: 'name', before: 'Budi Santoso', after: 'Log Reader' },
      { field: 'role', before: 'Viewer', after: 'Spv' },
    ]);
    expect(deactivate.changes).toEqual([{ field: 'status', before: 'active', after: 'inactive' }]);
    expect(restore.changes).toEqual([{ field: 'status', before: 'inactive', after: 'active' }]);
    // One field per fact: no role id beside the name, no timestamps, versions or secrets.
    for (const entry of entries) {
      for (const snapshot of [entry.before, entry.after]) {
        if (snapshot) expect(Object.keys(snapshot).sort(), entry.action).toEqual(SNAPSHOT_FIELDS);
      }
    }
    expect(response.body).not.toMatch(/roleId|roleName|deactivatedAt|hash|Sandi-Baru/);
  });
});

describe('POST /api/users/:id/restore', () => {
  it('answers 404 for an unknown user, 409 CONFLICT when already active, 409 VERSION_CONFLICT when stale; changes nothing', async () => {
    const { id } = (await api.post('/api/users', admin, validUser('restore.refusals'))).json().data;
    const before = await api.fingerprint();

    const unknown = await api.post('/api/users/999999/restore', admin, { version: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(errorCodeOf(unknown)).toBe('NOT_FOUND');

    for (const body of [{ version: 1 }, undefined]) {
      const active = await api.post(`/api/users/${id}/restore`, admin, body);
      expect(active.statusCode, JSON.stringify(body)).toBe(409);
      expect(errorCodeOf(active)).toBe('CONFLICT');
    }
    expect(await api.fingerprint()).toBe(before);

    expect((await api.post(`/api/users/${id}/deactivate`, admin, { version: 1 })).statusCode).toBe(200);
    const deactivated = await api.fingerprint();
    const stale = await api.post(`/api/users/${id}/restore`, admin, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'VERSION_CONFLICT',
      current: { id, active: false, version: 2, roleName: 'Viewer' },
    });
    expect(await api.fingerprint()).toBe(deactivated);
    expect((await api.post(`/api/users/${id}/restore`, admin, { version: 2 })).json().data).toMatchObject({ active: true, version: 3 });
  });
});

describe('the total of a searched list follows every write (search-counts.ts)', () => {
  const total = async (query: string) => {
    const response = await api.get(`/api/users${query}`, admin);
    expect(response.statusCode).toBe(200);
    return response.json().paging.totalItems as number;
  };

  it('counts again after a create, a rename, a deactivation, a restore and a self-edit', async () => {
    const q = '?q=kelinci';
    expect(await total(q)).toBe(0);
    // Held now: the same search twice answers the same total.
    expect(await total(q)).toBe(0);

    const { id } = (await api.post('/api/users', admin, validUser('kelinci.satu'))).json().data;
    expect(await total(q)).toBe(1);
    const second = (await api.post('/api/users', admin, validUser('dua', { name: 'Kelinci Dua' }))).json().data;
    expect(await total(q)).toBe(2);
    expect(await total(`${q}&roleId=6`)).toBe(2);

    expect((await api.patch(`/api/users/${second.id}`, admin, { version: 1, name: 'Kura Dua' })).statusCode).toBe(200);
    expect(await total(q)).toBe(1);
    expect((await api.post(`/api/users/${id}/deactivate`, admin, { version: 1 })).statusCode).toBe(200);
    expect(await total(q)).toBe(0);
    expect(await total(`${q}&status=deactivated`)).toBe(1);
    expect((await api.post(`/api/users/${id}/restore`, admin, { version: 2 })).statusCode).toBe(200);
    expect(await total(q)).toBe(1);
    expect(await total(`${q}&status=deactivated`)).toBe(0);

    // The signed-in user renames themselves: their own edit reaches the searched total too.
    const self = await t.login('dua', { password: NEW_PASSWORD });
    expect((await api.patch('/api/users/my', self, { version: 2, name: 'Kelinci Lagi' })).statusCode).toBe(200);
    expect(await total(q)).toBe(2);
  });
});
