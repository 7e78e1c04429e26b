import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, fieldsOf } from './api';
import { createTestApp, errorCodeOf, type SignedIn, type TestApp } from './harness';

/**
 * The users area where the database must be looked at: a refusal changes no row of any table
 * (`fingerprint`), a write and its log row commit together, the search totals follow every write.
 * What the API answers is the shared suite's (contract/testing/users-suite.ts, run in
 * accounts-contract.test.ts on the server and on the mock).
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

const NEW_PASSWORD = 'Sandi-Baru-2025!';
const validUser = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  name: 'Budi Santoso',
  roleId: 6,
  password: NEW_PASSWORD,
  ...extra,
});

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
});

describe('PATCH /api/users/:id', () => {
  async function freshUser(username: string, roleId = 6) {
    const response = await api.post('/api/users', admin, validUser(username, { roleId }));
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; version: number };
  }

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
      expect(await api.count(`select count(*) from change_logs where entity = 'user' and entity_id = ${user.id} and action = 'UPDATE'`)).toBe(0);
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

describe('the role order (the kit\'s order by a referenced row)', () => {
  const usernames = async (query: string) => {
    const response = await api.get(`/api/users?${query}`, admin);
    expect(response.statusCode, query).toBe(200);
    return (response.json().data as { username: string }[]).map((user) => user.username);
  };

  it('pages the role order both ways as one whole order, the last pages read from the end included', async () => {
    const { id: roleId } = (await api.post('/api/roles', admin, { name: 'Zebra Urutan' })).json().data;
    for (const [username, role] of [['urut.a', 6], ['urut.b', 5], ['urut.c', 6], ['urut.d', roleId], ['urut.e', 3]] as const) {
      expect((await api.post('/api/users', admin, validUser(username, { name: 'Urutan Peran', roleId: role }))).statusCode).toBe(201);
    }
    // Admin Gudang, Kepala Gudang, Viewer (by username within), Zebra Urutan.
    expect(await usernames('q=urut&sort=role')).toEqual(['urut.b', 'urut.e', 'urut.a', 'urut.c', 'urut.d']);
    expect(await usernames('q=urut&sort=-role')).toEqual(['urut.d', 'urut.c', 'urut.a', 'urut.e', 'urut.b']);
    for (const sort of ['role', '-role']) {
      for (const query of [`q=urut&sort=${sort}`, `status=all&sort=${sort}`, `roleId=6&sort=${sort}`]) {
        const whole = await usernames(`${query}&size=100`);
        const pages = Math.ceil(whole.length / 2);
        for (let page = 1; page <= pages + 1; page += 1) {
          expect(await usernames(`${query}&size=2&page=${page}`), `${query} page ${page}`).toEqual(whole.slice((page - 1) * 2, page * 2));
        }
      }
    }
    // A renamed role moves its users at once: the order is never held past a role's write.
    const role = (await api.get(`/api/roles/${roleId}`, admin)).json().data;
    expect((await api.patch(`/api/roles/${roleId}`, admin, { version: role.version, name: 'Abadi Urutan' })).statusCode).toBe(200);
    expect(await usernames('q=urut&sort=role')).toEqual(['urut.d', 'urut.b', 'urut.e', 'urut.a', 'urut.c']);
  });
});
