import { beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN, UNAUTHENTICATED, expectRefusedQueries, dataOf, pagingOf, rowsOf, signIn, type ContractSide, type Session, type SessionClient } from './session-side';

/**
 * The users area as one suite run against the MSW mock (src/mocks/handlers/accounts.test.ts) and
 * the real server (server/test/accounts-contract.test.ts), on a fresh demo install: lists, create,
 * edit with the version, deactivate and restore, the change log, and every refusal, in statuses,
 * codes, fields and messages. The two demo installs differ in their users beyond the six demo
 * accounts (the mock adds generated staff for the screens' long lists), so the lists are checked
 * on users the suite makes.
 */
type User = {
  id: number;
  username: string;
  name: string;
  email: string | null;
  roleId: number;
  roleName: string;
  active: boolean;
  version: number;
  createdAt: string;
};
type LogEntry = {
  action: string;
  entityId: number;
  entityLabel: string | null;
  actor: { id: number; username: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  changes: { field: string; before: unknown; after: unknown }[];
};

/** What every answer carrying a user holds, and nothing else (never a hash). */
const USER_FIELDS = ['active', 'createdAt', 'deactivatedAt', 'email', 'id', 'name', 'roleId', 'roleName', 'updatedAt', 'username', 'version'];
/** What a users change-log snapshot holds: no ids, versions, times or secrets. */
const SNAPSHOT_FIELDS = ['email', 'name', 'role', 'status', 'username'];
const PASSWORD = 'Sandi-Baru-2025!';
const VIEWER_ROLE = 6;
/** A narrower administrator: the users area without deactivated users or the activity, and the roles' list. */
const HR_PERMISSIONS = ['read-users', 'read-user', 'create-user', 'update-user', 'remove-user', 'restore-user', 'read-users-logs', 'read-roles'];

const exceedsOwn = { code: 'PERMISSIONS_EXCEED_OWN', message: 'That role holds permissions you do not have' };
const lastManager = { code: 'LAST_PERMISSION_MANAGER', message: 'No active user would be left able to change permissions (update-permissions)' };
/** The server stores snapshots as jsonb, whose key order is its own: changes are compared by field. */
const byField = (changes: { field: string }[]) => [...changes].sort((a, b) => a.field.localeCompare(b.field));

export function usersContractSuite(side: () => ContractSide) {
  describe('/api/users (shared contract)', () => {
    let admin: SessionClient;
    let adminId: number;
    let viewer: SessionClient;
    let hr: Session;
    let hrRoleId: number;
    const newUser = (username: string, extra: Record<string, unknown> = {}) => ({ username, name: 'Budi Santoso', roleId: VIEWER_ROLE, password: PASSWORD, ...extra });
    const create = async (username: string, extra: Record<string, unknown> = {}) => {
      const answer = await admin.post('/api/users', newUser(username, extra));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return dataOf<User>(answer);
    };
    const userOf = async (id: number) => dataOf<User>(await admin.get(`/api/users/${id}`));
    const logsOf = async (query: string) => rowsOf<LogEntry>(await admin.get(`/api/users/logs?size=100&${query}`));
    /** The totals a refused write must leave as they were. */
    const totals = async () => [pagingOf(await admin.get('/api/users?status=all&size=1')).totalItems, pagingOf(await admin.get('/api/users/logs?size=1')).totalItems];
    const namesOf = async (query: string) => rowsOf<User>(await admin.get(`/api/users?${query}`)).map((user) => user.username);

    beforeAll(async () => {
      const signedIn = await signIn(side(), 'admin');
      admin = signedIn.client;
      adminId = signedIn.userId;
      viewer = (await signIn(side(), 'viewer')).client;
      const role = await admin.post('/api/roles', { name: 'Tim HR' });
      hrRoleId = dataOf<{ id: number }>(role).id;
      expect((await admin.put(`/api/roles/${hrRoleId}/permissions`, { names: HR_PERMISSIONS, version: 1 })).status).toBe(200);
      await create('tim.hr', { name: 'Tim HR', roleId: hrRoleId });
      hr = await signIn(side(), 'tim.hr', { password: PASSWORD });
    });

    // First: later tests make a second Master.
    it('keeps the last Master: moving themselves to a role without update-permissions is 422 and changes nothing, however a narrower manager is left', async () => {
      const before = await userOf(adminId);
      const logsOfAdmin = async () => pagingOf(await admin.get(`/api/users/logs?id=${adminId}&size=1`)).totalItems;
      const logs = await logsOfAdmin();
      const move = await admin.patch(`/api/users/${adminId}`, { version: before.version, roleId: VIEWER_ROLE });
      expect([move.status, move.body]).toEqual([422, { error: lastManager }]);
      // A manager who could not give back everything Master holds does not count.
      const role = dataOf<{ id: number }>(await admin.post('/api/roles', { name: 'Pengelola Peran' }));
      const narrow = ['read-roles', 'read-role', 'update-permissions', 'read-permissions-with-related'];
      expect((await admin.put(`/api/roles/${role.id}/permissions`, { names: narrow, version: 1 })).status).toBe(200);
      await create('pengelola', { name: 'Pengelola', roleId: role.id });
      const stillRefused = await admin.patch(`/api/users/${adminId}`, { version: before.version, roleId: VIEWER_ROLE });
      expect([stillRefused.status, stillRefused.body]).toEqual([422, { error: lastManager }]);
      expect(await userOf(adminId)).toEqual(before);
      expect(await logsOfAdmin()).toBe(logs);
      expect((await admin.get('/api/roles/my/permissions')).status).toBe(200);
    });

    it('creates a user (201): trimmed, with the role’s name and no secret; logs CREATE; the user signs in ignoring case', async () => {
      const created = await admin.post('/api/users', newUser('  budi.santoso ', { email: 'Budi@Laju.test', roleId: 5 }));
      expect(created.status).toBe(201);
      const user = dataOf<User>(created);
      expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
      expect(user).toMatchObject({ username: 'budi.santoso', name: 'Budi Santoso', email: 'Budi@Laju.test', roleId: 5, roleName: 'Admin Gudang', active: true, deactivatedAt: null, version: 1 });
      expect(JSON.stringify(created.body)).not.toMatch(/hash|Sandi-Baru/i);
      expect(dataOf(await admin.get(`/api/users/${user.id}`))).toEqual(user);
      expect(JSON.stringify(await logsOf(`id=${user.id}`))).not.toMatch(/password|hash|scrypt|Sandi-Baru/i);
      expect(await logsOf(`id=${user.id}`)).toEqual([
        expect.objectContaining({
          action: 'CREATE',
          entityId: user.id,
          entityLabel: 'budi.santoso',
          actor: expect.objectContaining({ id: adminId, username: 'admin' }),
          before: null,
          after: { username: 'budi.santoso', name: 'Budi Santoso', email: 'Budi@Laju.test', role: 'Admin Gudang', status: 'active' },
        }),
      ]);
      const session = await signIn(side(), 'BUDI.SANTOSO', { password: PASSWORD });
      expect(session.userId).toBe(user.id);
    });

    it('refuses bad input field by field with the codes, and creates nothing', async () => {
      const before = await totals();
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [newUser('budi santoso'), { username: 'INVALID_FORMAT' }],
        [newUser('\u0430dmin.two'), { username: 'INVALID_FORMAT' }], // a Cyrillic "а"
        [newUser('ａｄｍｉｎ'), { username: 'INVALID_FORMAT' }], // full-width
        [newUser('x'.repeat(10_000)), { username: 'TOO_LONG' }],
        [newUser('ab'), { username: 'TOO_SHORT' }],
        [newUser('short.pass', { password: 'Ab1!' }), { password: 'PASSWORD_TOO_SHORT' }],
        [newUser('same.as.name', { password: 'Same.As.Name' }), { password: 'PASSWORD_IS_USERNAME' }],
        [newUser('common.pass', { password: 'password123' }), { password: 'PASSWORD_TOO_COMMON' }],
        [newUser('long.pass', { password: 'x'.repeat(129) }), { password: 'PASSWORD_TOO_LONG' }],
        [newUser('bad.email', { email: 'not-an-email' }), { email: 'INVALID_FORMAT' }],
        [newUser('no.role', { roleId: 999_999 }), { roleId: 'NOT_FOUND' }],
        [newUser('zero.role', { roleId: 0 }), { roleId: 'TOO_SMALL' }],
        [{ username: 'no.name', roleId: VIEWER_ROLE, password: PASSWORD }, { name: 'REQUIRED' }],
        [newUser('blank.name', { name: '   ' }), { name: 'TOO_SHORT' }],
        [newUser('extra.field', { isAdmin: true }), { isAdmin: 'UNKNOWN_FIELD' }],
      ];
      for (const [body, fields] of cases) {
        const answer = await admin.post('/api/users', body);
        expect([answer.status, answer.body], JSON.stringify(body).slice(0, 80)).toEqual([400, { error: { code: 'VALIDATION_FAILED', message: 'Invalid request', fields } }]);
      }
      expect(await totals()).toEqual(before);
    });

    it('refuses a username or email taken ignoring case (409 CONFLICT), naming every taken field', async () => {
      const before = await totals();
      const username = await admin.post('/api/users', newUser('ADMIN'));
      expect([username.status, username.body]).toEqual([409, { error: { code: 'CONFLICT', message: 'Already in use', fields: { username: 'TAKEN' } } }]);
      expect(await totals()).toEqual(before);
      await create('email.owner', { email: 'owner@laju.test' });
      const after = await totals();
      const both = await admin.post('/api/users', newUser('Email.Owner', { email: 'OWNER@laju.test' }));
      expect([both.status, both.body.error?.fields]).toEqual([409, { username: 'TAKEN', email: 'TAKEN' }]);
      expect(await totals()).toEqual(after);
    });

    it('with an Idempotency-Key, a double submit creates one user; the key is the user’s own and only for that request', async () => {
      const before = await totals();
      const headers = { 'Idempotency-Key': 'buat-pengguna-7f3a' };
      const body = newUser('double.submit');
      const [first, second] = await Promise.all([admin.post('/api/users', body, headers), admin.post('/api/users', body, headers)]);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body).toEqual(first.body);
      expect([first.header('idempotency-replayed'), second.header('idempotency-replayed')]).toContain('true');
      const third = await admin.post('/api/users', body, headers);
      expect([third.status, third.header('idempotency-replayed'), dataOf<User>(third).id]).toEqual([201, 'true', dataOf<User>(first).id]);
      expect(await totals()).toEqual([before[0]! + 1, before[1]! + 1]);
      const reuse = { error: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was used for a different request' } };
      const otherBody = await admin.post('/api/users', newUser('other.body'), headers);
      expect([otherBody.status, otherBody.body]).toEqual([422, reuse]);
      const otherEndpoint = await admin.post('/api/roles', { name: 'Titik Akhir Lain' }, headers);
      expect([otherEndpoint.status, otherEndpoint.body]).toEqual([422, reuse]);
      // Another user's identical key is a new request.
      const theirs = await hr.client.post('/api/users', newUser('their.user', { roleId: hrRoleId }), headers);
      expect([theirs.status, theirs.header('idempotency-replayed') ?? null]).toEqual([201, null]);
    });

    it('lets a key be retried after the first attempt failed, and refuses a malformed key (400)', async () => {
      const headers = { 'Idempotency-Key': 'coba-lagi-setelah-gagal' };
      expect((await admin.post('/api/users', newUser('retry.user', { roleId: 999 }), headers)).status).toBe(400);
      expect((await admin.post('/api/users', newUser('retry.user'), headers)).status).toBe(201);
      for (const key of ['', 'spasi di dalam', 'x'.repeat(201)]) {
        const answer = await admin.post('/api/users', newUser('bad.key'), { 'Idempotency-Key': key });
        expect([answer.status, answer.body.error?.fields], key).toEqual([400, { 'Idempotency-Key': 'INVALID_FORMAT' }]);
      }
    });

    it('lists with paging, search ignoring case and accents, the role and status filters, and every sort both ways', async () => {
      // Made in the order c, a, b: the usernames, the names and the newest-first order all differ.
      const c = await create('zqmark.c', { name: 'Zqmark Bobi', email: 'c@zqmark.test' });
      await create('zqmark.a', { name: 'Zqmark Cící', email: 'a@zqmark.test', roleId: 5 });
      const b = await create('zqmark.b', { name: 'Zqmark Ani' });
      const page = await admin.get('/api/users?q=zqmark&size=2&page=2&sort=username');
      expect([page.status, rowsOf<User>(page).map((user) => user.id), pagingOf(page)]).toEqual([200, [c.id], { page: 2, size: 2, totalItems: 3, totalPages: 2 }]);
      const beyond = await admin.get('/api/users?q=zqmark&size=2&page=9');
      expect([rowsOf(beyond), pagingOf(beyond)]).toEqual([[], { page: 9, size: 2, totalItems: 3, totalPages: 2 }]);
      expect(await namesOf('q=ZQMARK')).toEqual(['zqmark.b', 'zqmark.a', 'zqmark.c']); // newest first
      expect(await namesOf('q=zqmark&sort=username')).toEqual(['zqmark.a', 'zqmark.b', 'zqmark.c']);
      expect(await namesOf('q=zqmark&sort=-username')).toEqual(['zqmark.c', 'zqmark.b', 'zqmark.a']);
      expect(await namesOf('q=zqmark&sort=name')).toEqual(['zqmark.b', 'zqmark.c', 'zqmark.a']);
      expect(await namesOf('q=zqmark&sort=-name')).toEqual(['zqmark.a', 'zqmark.c', 'zqmark.b']);
      expect(await namesOf('q=zqmark&sort=createdAt')).toEqual(['zqmark.c', 'zqmark.a', 'zqmark.b']);
      // Users without an email come last both ways.
      expect(await namesOf('q=zqmark&sort=email')).toEqual(['zqmark.a', 'zqmark.c', 'zqmark.b']);
      expect(await namesOf('q=zqmark&sort=-email')).toEqual(['zqmark.c', 'zqmark.a', 'zqmark.b']);
      // By role name, then username, both ways.
      expect(await namesOf('q=zqmark&sort=role')).toEqual(['zqmark.a', 'zqmark.b', 'zqmark.c']);
      expect(await namesOf('q=zqmark&sort=-role')).toEqual(['zqmark.c', 'zqmark.b', 'zqmark.a']);
      expect(await namesOf('q=cici')).toEqual(['zqmark.a']);
      expect(await namesOf(`q=${encodeURIComponent('ZQMARK CÍCÍ')}`)).toEqual(['zqmark.a']);
      expect(await namesOf('q=c%40zqmark')).toEqual(['zqmark.c']); // the email
      expect(await namesOf('q=%25')).toEqual([]);
      expect(await namesOf(`q=zqmark&roleId=${VIEWER_ROLE}`)).toEqual(['zqmark.b', 'zqmark.c']);
      expect((await admin.post(`/api/users/${b.id}/deactivate`, { version: 1 })).status).toBe(200);
      expect(await namesOf('q=zqmark')).toEqual(['zqmark.a', 'zqmark.c']);
      expect(await namesOf('q=zqmark&status=deactivated')).toEqual(['zqmark.b']);
      expect(await namesOf('q=zqmark&status=all&sort=username')).toEqual(['zqmark.a', 'zqmark.b', 'zqmark.c']);
      const removed = await admin.get('/api/users/removed?q=zqmark');
      expect(rowsOf<User>(removed).map((user) => [user.username, user.active])).toEqual([['zqmark.b', false]]);
      expect(rowsOf<User>(removed)[0]!.roleName).toBe('Viewer');
      for (const row of rowsOf(await admin.get('/api/users?size=100&status=all'))) expect(Object.keys(row).sort()).toEqual(USER_FIELDS);
    });

    it('refuses what is outside the allow-lists (400) and a status beyond active without read-removed-users (403)', async () => {
      await expectRefusedQueries(admin, '/api/users', [
        ['sort=password', { sort: 'INVALID_VALUE' }],
        ['sort=-deactivatedAt', { sort: 'INVALID_VALUE' }],
        ['status=gone', { status: 'INVALID_VALUE' }],
        ['size=101', { size: 'TOO_BIG' }],
        ['page=0', { page: 'TOO_SMALL' }],
        ['roleId=abc', { roleId: 'INVALID_TYPE' }],
        ['colour=red', { colour: 'UNKNOWN_FIELD' }],
      ]);
      for (const path of ['/api/users?status=deactivated', '/api/users?status=all', '/api/users/removed']) {
        const answer = await hr.client.get(path);
        expect([answer.status, answer.body], path).toEqual([403, FORBIDDEN]);
      }
      expect((await hr.client.get('/api/users?status=active')).status).toBe(200);
    });

    it('reads one user with the role’s name; 404 for an unknown id, 400 for a malformed one', async () => {
      const spv = await admin.get('/api/users/2');
      expect([spv.status, Object.keys(dataOf(spv)).sort()]).toEqual([200, USER_FIELDS]);
      expect(dataOf(spv)).toMatchObject({ id: 2, username: 'spv', name: 'Supervisor', roleId: 2, roleName: 'Spv', active: true, deactivatedAt: null });
      const unknown = await admin.get('/api/users/999999');
      expect([unknown.status, unknown.body]).toEqual([404, { error: { code: 'NOT_FOUND', message: 'User not found' } }]);
      for (const id of ['abc', '0', '-1', '99999999999']) expect((await admin.get(`/api/users/${id}`)).status, id).toBe(400);
    });

    it('edits name, email and role with the version; the role applies on the next request; logs the diff', async () => {
      const user = await create('role.change');
      const session = await signIn(side(), 'role.change', { password: PASSWORD });
      expect(dataOf(await session.client.get('/api/roles/my/permissions'))).toEqual([{ name: 'read-dashboard' }]);
      const updated = await admin.patch(`/api/users/${user.id}`, { version: 1, name: 'Budi S.', email: 'budi.s@laju.test', roleId: 2 });
      expect(updated.status).toBe(200);
      expect(dataOf(updated)).toMatchObject({ name: 'Budi S.', email: 'budi.s@laju.test', roleId: 2, roleName: 'Spv', version: 2 });
      expect(dataOf<{ name: string }[]>(await session.client.get('/api/roles/my/permissions')).map((entry) => entry.name)).toContain('read-users-logs');
      const [entry] = await logsOf(`id=${user.id}&action=UPDATE`);
      expect(entry).toMatchObject({ entityId: user.id, entityLabel: 'role.change', action: 'UPDATE', actor: { id: adminId, username: 'admin' } });
      expect(byField(entry!.changes)).toEqual([
        { field: 'email', before: null, after: 'budi.s@laju.test' },
        { field: 'name', before: 'Budi Santoso', after: 'Budi S.' },
        { field: 'role', before: 'Viewer', after: 'Spv' },
      ]);
      // The same form again: 200, no new version, no log row.
      const logs = (await logsOf(`id=${user.id}`)).length;
      const unchanged = await admin.patch(`/api/users/${user.id}`, { version: 2, name: 'Budi S.', roleId: 2 });
      expect([unchanged.status, dataOf<User>(unchanged).version]).toEqual([200, 2]);
      expect(await logsOf(`id=${user.id}`)).toHaveLength(logs);
    });

    it('answers a stale version with 409 VERSION_CONFLICT and the current record, changing nothing', async () => {
      const user = await create('two.tabs');
      expect((await admin.patch(`/api/users/${user.id}`, { version: 1, name: 'Tab Satu' })).status).toBe(200);
      const current = await userOf(user.id);
      const stale = await admin.patch(`/api/users/${user.id}`, { version: 1, name: 'Tab Dua' });
      expect([stale.status, stale.body]).toEqual([409, { error: { code: 'VERSION_CONFLICT', message: 'The record was changed by someone else', current } }]);
      expect(current).toMatchObject({ name: 'Tab Satu', version: 2, roleName: 'Viewer' });
      expect(await userOf(user.id)).toEqual(current);
    });

    it('refuses a taken email (409), an unknown role (400), the username (400), an unknown user (404) and a deactivated one (409)', async () => {
      const user = await create('edit.refusals');
      await create('has.email', { email: 'taken@laju.test' });
      const before = await totals();
      const taken = await admin.patch(`/api/users/${user.id}`, { version: 1, email: 'TAKEN@laju.test' });
      expect([taken.status, taken.body]).toEqual([409, { error: { code: 'CONFLICT', message: 'Already in use', fields: { email: 'TAKEN' } } }]);
      const role = await admin.patch(`/api/users/${user.id}`, { version: 1, roleId: 999 });
      expect([role.status, role.body.error?.fields]).toEqual([400, { roleId: 'NOT_FOUND' }]);
      const username = await admin.patch(`/api/users/${user.id}`, { version: 1, username: 'renamed' });
      expect([username.status, username.body.error?.fields]).toEqual([400, { username: 'UNKNOWN_FIELD' }]);
      const noVersion = await admin.patch(`/api/users/${user.id}`, { name: 'Tanpa Versi' });
      expect([noVersion.status, noVersion.body.error?.fields]).toEqual([400, { version: 'REQUIRED' }]);
      const unknown = await admin.patch('/api/users/999999', { version: 1, name: 'Nobody' });
      expect([unknown.status, unknown.body]).toEqual([404, { error: { code: 'NOT_FOUND', message: 'User not found' } }]);
      expect(await totals()).toEqual(before);
      expect((await admin.post(`/api/users/${user.id}/deactivate`, { version: 1 })).status).toBe(200);
      const deactivated = await admin.patch(`/api/users/${user.id}`, { version: 2, name: 'Masih Di Sini' });
      expect([deactivated.status, deactivated.body]).toEqual([
        409,
        { error: { code: 'USER_DEACTIVATED', message: 'A deactivated user cannot be edited; restore them first' } },
      ]);
    });

    it("resets a password: the user's sessions end, the new password works and the old does not; the log holds the fact only", async () => {
      const user = await create('reset.me');
      const session = await signIn(side(), 'reset.me', { password: PASSWORD });
      const reset = await admin.patch(`/api/users/${user.id}`, { version: 1, password: 'Setel-Ulang-2025' });
      expect([reset.status, dataOf<User>(reset).version]).toEqual([200, 2]);
      expect(JSON.stringify(reset.body)).not.toMatch(/Setel-Ulang/);
      expect([(await session.client.get('/api/users/my')).body]).toEqual([UNAUTHENTICATED]);
      expect((await session.browser.call('POST', '/api/auth/refresh')).status).toBe(400);
      expect((await side().browser().call('POST', '/api/auth/login', { body: { username: 'reset.me', password: PASSWORD } })).status).toBe(400);
      expect((await signIn(side(), 'reset.me', { password: 'Setel-Ulang-2025' })).userId).toBe(user.id);
      const [entry] = await logsOf(`id=${user.id}&action=UPDATE`);
      expect(entry!.changes).toEqual([{ field: 'credential', before: null, after: 'CHANGED' }]);
      expect(JSON.stringify(await logsOf(`id=${user.id}`))).not.toMatch(/password|hash|Setel-Ulang/i);
      const changed = rowsOf<{ userId: number; username: string }>(await admin.get(`/api/users/activities?userId=${user.id}&type=PASSWORD_CHANGED`));
      expect(changed.map((row) => [row.userId, row.username])).toEqual([[user.id, 'reset.me']]);
      const weak = await admin.patch(`/api/users/${user.id}`, { version: 2, password: 'Reset.Me' });
      expect([weak.status, weak.body.error?.fields]).toEqual([400, { password: 'PASSWORD_IS_USERNAME' }]);
      const common = await admin.patch(`/api/users/${user.id}`, { version: 2, password: 'password123' });
      expect([common.status, common.body.error?.fields]).toEqual([400, { password: 'PASSWORD_TOO_COMMON' }]);
    });

    it('an administrator resetting their own password here keeps their session', async () => {
      const self = await signIn(side(), 'tim.hr', { password: PASSWORD });
      const me = await userOf(self.userId);
      const reset = await self.client.patch(`/api/users/${self.userId}`, { version: me.version, password: 'Sandi-HR-Lain-2025' });
      expect(reset.status).toBe(200);
      expect((await self.client.get('/api/users/my')).status).toBe(200);
      expect((await hr.client.get('/api/users/my')).status).toBe(401);
      hr = await signIn(side(), 'tim.hr', { password: 'Sandi-HR-Lain-2025' });
    });

    it('deactivates and restores with the version: the sessions end at once, the user cannot sign in, the answers carry the role’s name', async () => {
      const user = await create('leaving.soon', { roleId: 3 });
      const session = await signIn(side(), 'leaving.soon', { password: PASSWORD });
      const gone = await admin.post(`/api/users/${user.id}/deactivate`, { version: 1 });
      expect(gone.status).toBe(200);
      expect(Object.keys(dataOf(gone)).sort()).toEqual(USER_FIELDS);
      expect(dataOf(gone)).toMatchObject({ id: user.id, active: false, deactivatedAt: expect.any(String), roleName: 'Kepala Gudang', version: 2 });
      expect((await session.client.get('/api/roles/my/permissions')).body).toEqual(UNAUTHENTICATED);
      expect((await session.browser.call('POST', '/api/auth/refresh')).status).toBe(400);
      const signInAgain = await side().browser().call('POST', '/api/auth/login', { body: { username: 'leaving.soon', password: PASSWORD } });
      expect([signInAgain.status, signInAgain.body.error?.code]).toEqual([400, 'INVALID_CREDENTIALS']);
      const again = await admin.post(`/api/users/${user.id}/deactivate`, { version: 2 });
      expect([again.status, again.body]).toEqual([409, { error: { code: 'CONFLICT', message: 'User is already deactivated' } }]);
      const stale = await admin.post(`/api/users/${user.id}/restore`, { version: 1 });
      expect([stale.status, stale.body]).toEqual([409, { error: { code: 'VERSION_CONFLICT', message: 'The record was changed by someone else', current: dataOf(gone) } }]);
      const back = await admin.post(`/api/users/${user.id}/restore`, { version: 2 });
      expect([back.status, dataOf(back)]).toEqual([200, expect.objectContaining({ active: true, deactivatedAt: null, version: 3, roleName: 'Kepala Gudang' })]);
      expect((await signIn(side(), 'leaving.soon', { password: PASSWORD })).userId).toBe(user.id);
      const active = await admin.post(`/api/users/${user.id}/restore`, { version: 3 });
      expect([active.status, active.body]).toEqual([409, { error: { code: 'CONFLICT', message: 'User is already active' } }]);
      // Without a version, on the user as they are now.
      const now = await admin.post(`/api/users/${user.id}/deactivate`, undefined);
      expect([now.status, dataOf<User>(now).version]).toEqual([200, 4]);
      const restoredNow = await admin.post(`/api/users/${user.id}/restore`, null);
      expect([restoredNow.status, dataOf<User>(restoredNow).version]).toEqual([200, 5]);
    });

    it('refuses deactivating yourself (422), an unknown user (404) and unknown fields (400), changing nothing', async () => {
      const before = await totals();
      const self = await admin.post(`/api/users/${adminId}/deactivate`, { version: 1 });
      expect([self.status, self.body]).toEqual([422, { error: { code: 'SELF_DEACTIVATION', message: 'You cannot deactivate yourself' } }]);
      for (const action of ['deactivate', 'restore']) {
        const unknown = await admin.post(`/api/users/999999/${action}`, { version: 1 });
        expect([unknown.status, unknown.body], action).toEqual([404, { error: { code: 'NOT_FOUND', message: 'User not found' } }]);
        const extra = await admin.post(`/api/users/2/${action}`, { version: 1, force: true });
        expect([extra.status, extra.body.error?.fields], action).toEqual([400, { force: 'UNKNOWN_FIELD' }]);
        expect((await admin.post(`/api/users/abc/${action}`, {})).status, action).toBe(400);
      }
      expect(await totals()).toEqual(before);
    });

    it('writes the users change log: the role once by name, the status, no ids, times or secrets', async () => {
      const user = await create('log.reader');
      expect((await admin.patch(`/api/users/${user.id}`, { version: 1, name: 'Log Reader', roleId: 2 })).status).toBe(200);
      expect((await admin.post(`/api/users/${user.id}/deactivate`, { version: 2 })).status).toBe(200);
      expect((await admin.post(`/api/users/${user.id}/restore`, { version: 3 })).status).toBe(200);
      const entries = await logsOf(`id=${user.id}`);
      expect(entries.map((entry) => entry.action)).toEqual(['RESTORE', 'DELETE', 'UPDATE', 'CREATE']);
      const [restore, deactivate, update, created] = entries as [LogEntry, LogEntry, LogEntry, LogEntry];
      expect(created.after).toEqual({ username: 'log.reader', name: 'Budi Santoso', email: null, role: 'Viewer', status: 'active' });
      expect(byField(created.changes)).toEqual([
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
      for (const entry of entries) {
        for (const snapshot of [entry.before, entry.after]) if (snapshot) expect(Object.keys(snapshot).sort(), entry.action).toEqual(SNAPSHOT_FIELDS);
      }
      expect(JSON.stringify(entries)).not.toMatch(/roleId|roleName|deactivatedAt|hash|Sandi-Baru/);
      expect((await logsOf(`id=${user.id}&action=DELETE`)).map((entry) => entry.action)).toEqual(['DELETE']);
      expect(await logsOf(`id=${user.id}&actor=999999`)).toEqual([]);
      const badAction = await admin.get('/api/users/logs?action=DROP');
      expect([badAction.status, badAction.body.error?.fields]).toEqual([400, { action: 'INVALID_VALUE' }]);
    });

    it('refuses roles and users above your own with 422 PERMISSIONS_EXCEED_OWN, before the version is looked at', async () => {
      const before = await totals();
      const master = await hr.client.post('/api/users', newUser('sneaky.master', { roleId: 1 }));
      expect([master.status, master.body]).toEqual([422, { error: exceedsOwn }]);
      const version = (await userOf(adminId)).version;
      for (const body of [{ version, password: 'Ambil-Alih-2025' }, { version: version + 5, name: 'Basi' }]) {
        const takeOver = await hr.client.patch(`/api/users/${adminId}`, body);
        expect([takeOver.status, takeOver.body], JSON.stringify(body)).toEqual([422, { error: exceedsOwn }]);
      }
      const promote = await hr.client.patch('/api/users/6', { version: (await userOf(6)).version, roleId: 1 });
      expect([promote.status, promote.body]).toEqual([422, { error: exceedsOwn }]);
      for (const action of ['deactivate', 'restore']) {
        const refused = await hr.client.post(`/api/users/${adminId}/${action}`, { version });
        expect([refused.status, refused.body], action).toEqual([422, { error: exceedsOwn }]);
      }
      expect(await totals()).toEqual(before);
      // Within their own permissions they may.
      expect((await hr.client.post('/api/users', newUser('plain.hr', { roleId: hrRoleId }))).status).toBe(201);
    });

    it('answers 403 without the permission and 401 without a token, on every endpoint, before reading the body', async () => {
      const anonymous = side().browser();
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/users'],
        ['GET', '/api/users/removed'],
        ['GET', '/api/users/logs'],
        ['GET', '/api/users/activities'],
        ['GET', '/api/users/1'],
        ['POST', '/api/users', { bad: 'body' }],
        ['PATCH', '/api/users/2', { version: 1, name: 'Dari Viewer' }],
        ['POST', '/api/users/2/deactivate', { version: 1 }],
        ['POST', '/api/users/2/restore', { version: 1 }],
      ];
      for (const [method, path, body] of calls) {
        const refused = await (method === 'GET' ? viewer.get(path) : method === 'PATCH' ? viewer.patch(path, body) : viewer.post(path, body));
        expect([refused.status, refused.body], `${method} ${path}`).toEqual([403, FORBIDDEN]);
        const nobody = await anonymous.call(method as 'GET', path, { body });
        expect([nobody.status, nobody.body], `${method} ${path}`).toEqual([401, UNAUTHENTICATED]);
      }
    });

    // Last: it moves the admin out of Master and back.
    it('with a second active Master, the move out of Master is allowed, applies at once, and the other gives it back', async () => {
      await create('master.dua', { name: 'Master Dua', roleId: 1 });
      const version = (await userOf(adminId)).version;
      const moved = await admin.patch(`/api/users/${adminId}`, { version, roleId: VIEWER_ROLE });
      expect([moved.status, dataOf(moved)]).toEqual([200, expect.objectContaining({ roleId: VIEWER_ROLE, roleName: 'Viewer', version: version + 1 })]);
      expect((await admin.get('/api/users')).body).toEqual(FORBIDDEN);
      const other = await signIn(side(), 'master.dua', { password: PASSWORD });
      const back = await other.client.patch(`/api/users/${adminId}`, { version: version + 1, roleId: 1 });
      expect([back.status, dataOf(back)]).toEqual([200, expect.objectContaining({ roleId: 1, roleName: 'Master' })]);
      expect((await admin.get('/api/users')).status).toBe(200);
    });
  });
}
