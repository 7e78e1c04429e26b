import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '../permissions';
import { FORBIDDEN, UNAUTHENTICATED, expectRefusedQueries, validation, clientOf, dataOf, pagingOf, rowsOf, signIn, type ContractSide, type SessionClient } from './session-side';

/**
 * Signing in, staying signed in, signing out and the own account (`/api/users/my…`) as one suite
 * run against the MSW mock (src/mocks/handlers/accounts.test.ts) and the real server
 * (server/test/accounts-contract.test.ts), over HTTP only: each browser keeps what the side sets
 * for it (the refresh cookie). What a cookie's attributes are, the sign-in limits and forged or
 * expired tokens the mock cannot show; the server's own tests keep those (server/test/auth.test.ts).
 */
type Session = { userId: number; username: string; roleId: number; accessToken: string };
type Me = { id: number; username: string; name: string; email: string | null; roleId: number; roleName: string; active: boolean; version: number };
type Activity = { type: string; userId: number | null; username: string | null };

const SESSION_FIELDS = ['accessToken', 'roleId', 'userId', 'username'];
const ME_FIELDS = ['active', 'createdAt', 'email', 'id', 'name', 'roleId', 'roleName', 'updatedAt', 'username', 'version'];
const ACTIVITY_FIELDS = ['createdAt', 'details', 'id', 'ip', 'type', 'userAgent', 'userId', 'username'];
const invalidCredentials = { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' } };
const invalidRefresh = { error: { code: 'INVALID_REFRESH_TOKEN', message: 'Invalid refresh token' } };
const PASSWORD = 'Sandi-Akun-2025!';

export function authContractSuite(side: () => ContractSide) {
  describe('/api/auth and /api/users/my (shared contract)', () => {
    let admin: SessionClient;
    /** A user of its own for a test, so no test's password or sessions reach another. */
    const account = async (username: string, roleId = 6) => {
      const created = await admin.post('/api/users', { username, name: username, roleId, password: PASSWORD });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return dataOf<{ id: number }>(created).id;
    };
    const login = (body: unknown) => side().browser().call('POST', '/api/auth/login', { body });

    beforeAll(async () => {
      admin = (await signIn(side(), 'admin')).client;
    });

    it('signs in ignoring the username’s case: the session’s four fields, never cached', async () => {
      for (const remember of [true, false]) {
        const browser = side().browser();
        const answer = await browser.call('POST', '/api/auth/login', { body: { username: ' ADMIN ', password: side().password, remember } });
        expect(answer.status).toBe(200);
        expect(Object.keys(dataOf(answer)).sort()).toEqual(SESSION_FIELDS);
        expect(dataOf(answer)).toMatchObject({ userId: 1, username: 'admin', roleId: 1, accessToken: expect.any(String) });
        expect(answer.header('cache-control')).toBe('no-store');
        const permissions = await clientOf(browser, dataOf<Session>(answer).accessToken).get('/api/roles/my/permissions');
        expect(dataOf<{ name: string }[]>(permissions).map((entry) => entry.name)).toEqual(PERMISSION_NAMES);
        // With "Ingat saya" or without, the browser stays signed in through the refresh cookie.
        const refreshed = await browser.call('POST', '/api/auth/refresh');
        expect([refreshed.status, dataOf(refreshed)]).toEqual([200, expect.objectContaining({ userId: 1, username: 'admin', roleId: 1 })]);
      }
    });

    it('answers a wrong password, an unknown user and a deactivated one alike (400 INVALID_CREDENTIALS), starting no session', async () => {
      const id = await account('akan.pergi');
      expect((await admin.post(`/api/users/${id}/deactivate`, undefined)).status).toBe(200);
      for (const [username, password] of [
        ['spv', 'bukan-kata-sandinya'],
        ['tidak.ada', 'bukan-kata-sandinya'],
        ['akan.pergi', PASSWORD],
      ]) {
        const browser = side().browser();
        const answer = await browser.call('POST', '/api/auth/login', { body: { username, password, remember: true } });
        expect([answer.status, answer.body], username).toEqual([400, invalidCredentials]);
        const refresh = await browser.call('POST', '/api/auth/refresh');
        expect([refresh.status, refresh.body], username).toEqual([400, invalidRefresh]);
      }
    });

    it('refuses bad sign-in bodies with the field codes', async () => {
      const cases: [unknown, Record<string, string>][] = [
        [{ username: '', password: 5, extra: true }, { username: 'TOO_SHORT', password: 'INVALID_TYPE', extra: 'UNKNOWN_FIELD' }],
        [{ username: 'admin' }, { password: 'REQUIRED' }],
        [{ username: 'admin', password: 'x', remember: 'ya' }, { remember: 'INVALID_TYPE' }],
        [{ username: 'x'.repeat(51), password: 'x' }, { username: 'TOO_LONG' }],
      ];
      for (const [body, fields] of cases) {
        const answer = await login(body);
        expect([answer.status, answer.body], JSON.stringify(body)).toEqual([400, validation(fields)]);
      }
    });

    it('refreshes with the cookie: a new access token for the same user, never cached; without a cookie 400', async () => {
      const session = await signIn(side(), 'spv');
      const refreshed = await session.browser.call('POST', '/api/auth/refresh');
      expect(refreshed.status).toBe(200);
      expect(Object.keys(dataOf(refreshed)).sort()).toEqual(SESSION_FIELDS);
      expect(dataOf(refreshed)).toMatchObject({ userId: session.userId, username: 'spv', roleId: session.roleId });
      expect(refreshed.header('cache-control')).toBe('no-store');
      expect((await clientOf(session.browser, dataOf<Session>(refreshed).accessToken).get('/api/users/my')).status).toBe(200);
      // The access token before the refresh still works: the session is the same.
      expect((await session.client.get('/api/users/my')).status).toBe(200);
      expect((await session.browser.call('POST', '/api/auth/refresh')).status).toBe(200);
      const without = await side().browser().call('POST', '/api/auth/refresh');
      expect([without.status, without.body]).toEqual([400, invalidRefresh]);
    });

    it('signs out one session (200 "Ok" always): its tokens and cookie stop working, the user’s other sessions do not', async () => {
      const elsewhere = await signIn(side(), 'kepala.gudang');
      const here = await signIn(side(), 'kepala.gudang');
      const out = await here.client.delete('/api/auth/logout');
      expect([out.status, out.body]).toEqual([200, { data: 'Ok' }]);
      expect((await here.client.get('/api/users/my')).body).toEqual(UNAUTHENTICATED);
      expect((await here.browser.call('POST', '/api/auth/refresh')).body).toEqual(invalidRefresh);
      expect((await elsewhere.client.get('/api/users/my')).status).toBe(200);
      expect((await elsewhere.browser.call('POST', '/api/auth/refresh')).status).toBe(200);
      // Again, and with nothing to end.
      expect((await here.client.delete('/api/auth/logout')).body).toEqual({ data: 'Ok' });
      expect((await side().browser().call('DELETE', '/api/auth/logout')).body).toEqual({ data: 'Ok' });
      // The cookie alone ends its session too.
      const cookieOnly = await signIn(side(), 'kepala.gudang');
      expect((await cookieOnly.browser.call('DELETE', '/api/auth/logout')).status).toBe(200);
      expect((await cookieOnly.client.get('/api/users/my')).body).toEqual(UNAUTHENTICATED);
      expect((await elsewhere.client.get('/api/users/my')).status).toBe(200);
    });

    it('answers the own permissions (signed in only) in the catalogue’s order, never cached', async () => {
      const viewer = await signIn(side(), 'viewer');
      const answer = await viewer.client.get('/api/roles/my/permissions');
      expect([answer.status, answer.body, answer.header('cache-control')]).toEqual([200, { data: [{ name: 'read-dashboard' }] }, 'no-store']);
      const browser = side().browser();
      for (const authorization of [undefined, 'Basic abc', 'Bearer not.a.jwt', 'Bearer ']) {
        const refused = await browser.call('GET', '/api/roles/my/permissions', { headers: authorization ? { Authorization: authorization } : {} });
        expect([refused.status, refused.body], authorization).toEqual([401, UNAUTHENTICATED]);
      }
    });

    it('answers the signed-in user without any secret; 401 without a token', async () => {
      const spv = await signIn(side(), 'spv');
      const me = await spv.client.get('/api/users/my');
      expect(me.status).toBe(200);
      expect(Object.keys(dataOf(me)).sort()).toEqual(ME_FIELDS);
      expect(dataOf(me)).toMatchObject({ id: spv.userId, username: 'spv', name: 'Supervisor', roleId: 2, roleName: 'Spv', active: true, version: 1 });
      expect(JSON.stringify(me.body)).not.toMatch(/hash|scrypt|password/i);
      const nobody = await side().browser().call('GET', '/api/users/my');
      expect([nobody.status, nobody.body]).toEqual([401, UNAUTHENTICATED]);
    });

    it('edits the own name and email with the version; an unchanged form writes nothing; a stale version is 409 with the current record', async () => {
      const id = await account('profil.saya');
      const self = await signIn(side(), 'profil.saya', { password: PASSWORD });
      const updated = await self.client.patch('/api/users/my', { version: 1, name: 'Profil Baru', email: 'profil@laju.test' });
      expect([updated.status, Object.keys(dataOf(updated)).sort()]).toEqual([200, ME_FIELDS]);
      expect(dataOf(updated)).toMatchObject({ id, name: 'Profil Baru', email: 'profil@laju.test', version: 2 });
      const same = await self.client.patch('/api/users/my', { version: 2, name: 'Profil Baru', email: 'profil@laju.test' });
      expect([same.status, dataOf<Me>(same).version]).toEqual([200, 2]);
      const stale = await self.client.patch('/api/users/my', { version: 1, name: 'Tab Lain' });
      expect([stale.status, stale.body]).toEqual([409, { error: { code: 'VERSION_CONFLICT', message: 'The record was changed by someone else', current: dataOf(updated) } }]);
      // One UPDATE row, by the user themselves, in the users area's shape.
      const logs = rowsOf<{ actor: { id: number } | null; after: Record<string, unknown> }>(await admin.get(`/api/users/logs?id=${id}&action=UPDATE`));
      expect(logs).toHaveLength(1);
      expect(logs[0]!.actor?.id).toBe(id);
      expect(logs[0]!.after).toEqual({ username: 'profil.saya', name: 'Profil Baru', email: 'profil@laju.test', role: 'Viewer', status: 'active' });
      // Clearing the email.
      expect(dataOf(await self.client.patch('/api/users/my', { version: 2, email: '' }))).toMatchObject({ email: null, version: 3 });
    });

    it('refuses an email someone else has (409) and bad input (400), changing nothing', async () => {
      await account('pemilik.surel');
      const owner = await signIn(side(), 'pemilik.surel', { password: PASSWORD });
      expect((await owner.client.patch('/api/users/my', { version: 1, email: 'Bersama@laju.test' })).status).toBe(200);
      await account('peminta.surel');
      const other = await signIn(side(), 'peminta.surel', { password: PASSWORD });
      const taken = await other.client.patch('/api/users/my', { version: 1, email: 'bersama@LAJU.test' });
      expect([taken.status, taken.body]).toEqual([409, { error: { code: 'CONFLICT', message: 'Email already in use', fields: { email: 'TAKEN' } } }]);
      const cases: [object, Record<string, string>][] = [
        [{ version: 1, role: 1 }, { role: 'UNKNOWN_FIELD' }],
        [{ version: 1, email: 'not-an-email' }, { email: 'INVALID_FORMAT' }],
        [{ version: 1, currentPassword: PASSWORD, newPassword: 'password123' }, { newPassword: 'PASSWORD_TOO_COMMON' }],
        [{ version: 1, currentPassword: PASSWORD, newPassword: 'Peminta.Surel' }, { newPassword: 'PASSWORD_IS_USERNAME' }],
        [{ version: 1, currentPassword: PASSWORD, newPassword: 'ADMIN' }, { newPassword: 'PASSWORD_TOO_SHORT' }],
        [{ version: 1, newPassword: 'Cukup-Kuat-2025' }, { currentPassword: 'REQUIRED' }],
        [{ name: 'x' }, { version: 'REQUIRED' }],
        [{ version: 1, name: "'; drop table users; --".repeat(10) }, { name: 'TOO_LONG' }],
        // The new password's rules come before the current password is checked.
        [{ version: 1, currentPassword: 'salah', newPassword: 'password123' }, { newPassword: 'PASSWORD_TOO_COMMON' }],
        [{ version: 1, currentPassword: 'salah', newPassword: 'Cukup-Kuat-2025' }, { currentPassword: 'WRONG_PASSWORD' }],
      ];
      for (const [body, fields] of cases) {
        const answer = await other.client.patch('/api/users/my', body);
        expect([answer.status, answer.body], JSON.stringify(body)).toEqual([400, validation(fields)]);
      }
      expect(dataOf(await other.client.get('/api/users/my'))).toMatchObject({ email: null, version: 1 });
    });

    it('changes the own password with the current one: the other sessions end, this one stays; the log holds the fact only', async () => {
      const id = await account('ganti.sandi');
      const elsewhere = await signIn(side(), 'ganti.sandi', { password: PASSWORD });
      const here = await signIn(side(), 'ganti.sandi', { password: PASSWORD });
      const changed = await here.client.patch('/api/users/my', { version: 1, currentPassword: PASSWORD, newPassword: 'Baru-Sekali-2025' });
      expect([changed.status, dataOf<Me>(changed).version]).toEqual([200, 2]);
      expect(JSON.stringify(changed.body)).not.toMatch(/Baru-Sekali/);
      expect((await here.client.get('/api/users/my')).status).toBe(200);
      expect((await elsewhere.client.get('/api/users/my')).body).toEqual(UNAUTHENTICATED);
      expect((await elsewhere.browser.call('POST', '/api/auth/refresh')).body).toEqual(invalidRefresh);
      expect((await login({ username: 'ganti.sandi', password: PASSWORD })).body).toEqual(invalidCredentials);
      expect((await signIn(side(), 'ganti.sandi', { password: 'Baru-Sekali-2025' })).userId).toBe(id);
      const activity = rowsOf<Activity>(await here.client.get('/api/users/my/activities?size=50')).map((row) => row.type);
      expect(activity).toContain('PASSWORD_CHANGED');
      const logs = rowsOf<{ changes: unknown[] }>(await admin.get(`/api/users/logs?id=${id}&action=UPDATE`));
      expect(logs.map((entry) => entry.changes)).toEqual([[{ field: 'credential', before: null, after: 'CHANGED' }]]);
      expect(JSON.stringify(logs)).not.toMatch(/password|hash|Baru-Sekali/i);
    });

    it('pages the own activity newest first, with failed sign-ins typed as the own username', async () => {
      const id = await account('jejak.saya');
      expect((await login({ username: 'JEJAK.SAYA', password: 'bukan-kata-sandinya' })).status).toBe(400);
      const session = await signIn(side(), 'jejak.saya', { password: PASSWORD });
      await signIn(side(), 'jejak.saya', { password: PASSWORD });
      const page = await session.client.get('/api/users/my/activities?page=1&size=2');
      expect(page.status).toBe(200);
      expect(pagingOf(page)).toEqual({ page: 1, size: 2, totalItems: 3, totalPages: 2 });
      for (const row of rowsOf(page)) expect(Object.keys(row).sort()).toEqual(ACTIVITY_FIELDS);
      const all = rowsOf<Activity>(await session.client.get('/api/users/my/activities?size=100'));
      expect(all.map((row) => [row.type, row.userId, row.username])).toEqual([
        ['SIGN_IN_SUCCESS', id, 'jejak.saya'],
        ['SIGN_IN_SUCCESS', id, 'jejak.saya'],
        ['SIGN_IN_FAILURE', null, 'jejak.saya'],
      ]);
      // Everyone's activity, for those allowed, finds the same rows by the user.
      const everyone = rowsOf<Activity>(await admin.get(`/api/users/activities?userId=${id}&size=100`));
      expect(everyone.map((row) => row.type)).toEqual(['SIGN_IN_SUCCESS', 'SIGN_IN_SUCCESS', 'SIGN_IN_FAILURE']);
      expect(rowsOf<Activity>(await admin.get(`/api/users/activities?userId=${id}&type=SIGN_IN_FAILURE`)).map((row) => row.username)).toEqual(['jejak.saya']);
      expect((await session.client.get('/api/users/activities')).body).toEqual(FORBIDDEN);
      await expectRefusedQueries(session.client, '/api/users/my/activities', [
        ['size=1000000', { size: 'TOO_BIG' }],
        ['size=0', { size: 'TOO_SMALL' }],
        ['page=0', { page: 'TOO_SMALL' }],
        ['page=abc', { page: 'INVALID_TYPE' }],
        ['sort=id', { sort: 'UNKNOWN_FIELD' }],
      ]);
      expect((await side().browser().call('GET', '/api/users/my/activities')).body).toEqual(UNAUTHENTICATED);
    });

    it('signs out everywhere: every session of the user ends, this one included', async () => {
      await account('keluar.semua');
      const one = await signIn(side(), 'keluar.semua', { password: PASSWORD });
      const two = await signIn(side(), 'keluar.semua', { password: PASSWORD });
      const other = await signIn(side(), 'viewer');
      const out = await one.client.delete('/api/users/my/sessions');
      expect([out.status, out.body]).toEqual([200, { data: { endedSessions: 2 } }]);
      for (const session of [one, two]) {
        expect((await session.client.get('/api/users/my')).body).toEqual(UNAUTHENTICATED);
        expect((await session.browser.call('POST', '/api/auth/refresh')).body).toEqual(invalidRefresh);
      }
      expect((await other.client.get('/api/users/my')).status).toBe(200);
      expect((await side().browser().call('DELETE', '/api/users/my/sessions')).body).toEqual(UNAUTHENTICATED);
    });
  });
}
