import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '../../contract/permissions';
import type { AuthContext } from '../auth/auth-cache';
import { setUserActive } from '../services/users-service';
import { apiOf } from './api';
import { createTestApp, errorCodeOf, type SignedIn, type TestApp } from './harness';

/**
 * Someone active must always be able to manage permissions, and to give back everything a role
 * held (docs/decisions/293-one-managers-lock.md): every change that could take update-permissions
 * from someone takes the one managers' lock and judges the rows as committed under it.
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

const PASSWORD = 'Pengelola-2025!';
const WITHOUT_MANAGER = PERMISSION_NAMES.filter((name) => name !== 'update-permissions');
const MASTER = 1;
const VIEWER = 6;

/** Active users whose role grants update-permissions, and those whose role grants everything. */
const managers = () =>
  api.count(`select count(*) from users u where u.deactivated_at is null and exists (
    select 1 from role_permissions rp join permissions p on p.id = rp.permission_id
    where rp.role_id = u.role_id and p.name = 'update-permissions')`);
const fullManagers = () =>
  api.count(`select count(*) from users u where u.deactivated_at is null
    and (select count(*) from role_permissions rp where rp.role_id = u.role_id) = (select count(*) from permissions)`);

const userOf = async (id: number) => (await api.get(`/api/users/${id}`, admin)).json().data as { roleId: number; version: number; active: boolean };
const roleVersionOf = async (id: number) => (await api.get(`/api/roles/${id}`, admin)).json().data.version as number;

// First in the file: the tests further down add managers.
describe('a move into a role while that role loses update-permissions (a race on PostgreSQL)', () => {
  it('never answers both with 200: one is refused with 422 LAST_PERMISSION_MANAGER, and a manager remains', async () => {
    expect(await managers()).toBe(1); // the admin alone
    for (let round = 1; round <= 10; round += 1) {
      // A fresh role with the whole catalogue: moving the admin into it loses nothing, and taking
      // update-permissions from it alone loses nothing; both together leave nobody.
      const role = (await api.post('/api/roles', admin, { name: `Semua Hak ${round}` })).json().data;
      expect((await api.put(`/api/roles/${role.id}/permissions`, admin, { names: PERMISSION_NAMES, version: 1 })).statusCode).toBe(200);
      const { version } = await userOf(admin.userId);
      const [moved, stripped] = await Promise.all([
        api.patch(`/api/users/${admin.userId}`, admin, { version, roleId: role.id }),
        api.put(`/api/roles/${role.id}/permissions`, admin, { names: WITHOUT_MANAGER, version: 2 }),
      ]);
      const answers = `round ${round}: ${moved.statusCode} ${errorCodeOf(moved)} / ${stripped.statusCode} ${errorCodeOf(stripped)}`;
      expect([moved.statusCode, stripped.statusCode].sort(), answers).toEqual([200, 422]);
      expect(errorCodeOf(moved.statusCode === 422 ? moved : stripped), `round ${round}`).toBe('LAST_PERMISSION_MANAGER');
      expect(await managers(), `round ${round}`).toBe(1);
      expect(await fullManagers(), `round ${round}`).toBe(1);
      if (moved.statusCode === 200) {
        // Back to Master: leaving a role that grants everything for another that does is allowed.
        const back = await api.patch(`/api/users/${admin.userId}`, admin, { version: moved.json().data.version, roleId: MASTER });
        expect(back.statusCode, back.body).toBe(200);
      }
    }
    expect((await api.get('/api/roles/my/permissions', admin)).statusCode).toBe(200);
  });
});

describe('a deactivation while the role of the one who would remain loses update-permissions', () => {
  it('never answers both with 200, and someone holding every permission remains', async () => {
    for (let round = 1; round <= 5; round += 1) {
      const other = await api.userWithRole(admin, `Semua Hak Lain ${round}`, [...PERMISSION_NAMES], PASSWORD);
      const masterVersion = await roleVersionOf(MASTER);
      const [stripped, deactivated] = await Promise.all([
        // Master gives up update-permissions: fine while the other full manager stays.
        api.put(`/api/roles/${MASTER}/permissions`, other, { names: WITHOUT_MANAGER, version: masterVersion }),
        // The other full manager is deactivated: fine while Master keeps update-permissions.
        api.post(`/api/users/${other.userId}/deactivate`, admin, { version: 1 }),
      ]);
      const answers = `round ${round}: ${stripped.statusCode} ${errorCodeOf(stripped)} / ${deactivated.statusCode} ${errorCodeOf(deactivated)}`;
      expect([stripped.statusCode, deactivated.statusCode].filter((status) => status === 200), answers).toHaveLength(1);
      // The one that lost is refused by the rule, or (its session or permissions gone first) by sign-in or authorisation.
      const refused = stripped.statusCode === 200 ? deactivated : stripped;
      expect([401, 422], answers).toContain(refused.statusCode);
      if (refused.statusCode === 422) expect(['LAST_PERMISSION_MANAGER', 'PERMISSIONS_EXCEED_OWN'], answers).toContain(errorCodeOf(refused));
      expect(await fullManagers(), answers).toBe(1);
      if (stripped.statusCode === 200) {
        // The one left gives Master back what it held, and steps aside for the next round.
        const restored = await api.put(`/api/roles/${MASTER}/permissions`, other, { names: PERMISSION_NAMES, version: masterVersion + 1 });
        expect(restored.statusCode, restored.body).toBe(200);
        const gone = await api.post(`/api/users/${other.userId}/deactivate`, admin);
        expect(gone.statusCode, gone.body).toBe(200);
      }
    }
    expect(await fullManagers()).toBe(1);
    expect(await userOf(admin.userId)).toMatchObject({ roleId: MASTER, active: true });
  });
});

describe('the last holder of everything leaving Master while a narrower manager remains', () => {
  let narrow: SignedIn;
  beforeAll(async () => {
    // Manages permissions and users, but holds far less than Master: Master is read-only to them
    // (decision 152), so they could never give it back.
    narrow = await api.userWithRole(
      admin,
      'Pengelola Sempit',
      ['update-permissions', 'read-permissions-with-related', 'read-roles', 'read-role', 'read-users', 'read-user', 'update-user', 'remove-user'],
      PASSWORD,
    );
  });

  it('moving to Viewer or to the narrower role is refused with 422 LAST_PERMISSION_MANAGER and changes nothing', async () => {
    expect(await fullManagers()).toBe(1);
    const before = await api.fingerprint();
    const { version } = await userOf(admin.userId);
    for (const roleId of [VIEWER, narrow.roleId]) {
      const response = await api.patch(`/api/users/${admin.userId}`, admin, { version, roleId });
      expect(response.statusCode, response.body).toBe(422);
      expect(errorCodeOf(response)).toBe('LAST_PERMISSION_MANAGER');
    }
    expect(await userOf(admin.userId)).toMatchObject({ roleId: MASTER, version, active: true });
    expect(await api.fingerprint()).toBe(before);
  });

  it('the narrower manager cannot deactivate the only Master (422 PERMISSIONS_EXCEED_OWN) nor give Master to anyone', async () => {
    const before = await api.fingerprint();
    const { version } = await userOf(admin.userId);
    const deactivate = await api.post(`/api/users/${admin.userId}/deactivate`, narrow, { version });
    expect(deactivate.statusCode).toBe(422);
    expect(errorCodeOf(deactivate)).toBe('PERMISSIONS_EXCEED_OWN');
    const promote = await api.patch(`/api/users/${narrow.userId}`, narrow, { version: 1, roleId: MASTER });
    expect(errorCodeOf(promote)).toBe('PERMISSIONS_EXCEED_OWN');
    expect(await api.fingerprint()).toBe(before);
  });

  it('a deactivation authorised before the remaining manager lost a permission is judged on the rows as committed', async () => {
    const full = await api.userWithRole(admin, 'Hampir Semua', [...PERMISSION_NAMES], PASSWORD);
    // The caller as the auth hook saw them when their request came in: holding everything.
    const authorisedEarlier: AuthContext = { userId: full.userId, sessionId: 'authorised-earlier', roleId: full.roleId, permissions: new Set(PERMISSION_NAMES) };
    // Then, before the deactivation's transaction, their role loses one permission; it keeps
    // update-permissions, so this change alone leaves a manager.
    const shrunk = await api.put(`/api/roles/${full.roleId}/permissions`, admin, {
      names: PERMISSION_NAMES.filter((name) => name !== 'read-items'),
      version: await roleVersionOf(full.roleId),
    });
    expect(shrunk.statusCode).toBe(200);
    const before = await api.fingerprint();
    const refused = await setUserActive(t.context, authorisedEarlier, admin.userId, false, undefined).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ statusCode: 422, code: 'LAST_PERMISSION_MANAGER' });
    expect(await userOf(admin.userId)).toMatchObject({ roleId: MASTER, active: true });
    expect(await api.fingerprint()).toBe(before);
    // Step aside for the next test: nobody but the admin holds everything again.
    expect((await api.post(`/api/users/${full.userId}/deactivate`, admin)).statusCode).toBe(200);
  });

  it('with a second active Master user, moving to Viewer is allowed, and the other Master can give it back', async () => {
    const created = await api.post('/api/users', admin, { username: 'master.dua', name: 'Master Dua', roleId: MASTER, password: PASSWORD });
    expect(created.statusCode).toBe(201);
    const second = await t.login('master.dua', { password: PASSWORD });
    const { version } = await userOf(admin.userId);
    const moved = await api.patch(`/api/users/${admin.userId}`, admin, { version, roleId: VIEWER });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ roleId: VIEWER, version: version + 1 });
    const back = await api.patch(`/api/users/${admin.userId}`, second, { version: version + 1, roleId: MASTER });
    expect(back.statusCode, back.body).toBe(200);
    // Two full Masters again: one of them may be deactivated, and then the other is the last.
    const gone = await api.post(`/api/users/${second.userId}/deactivate`, admin);
    expect(gone.statusCode, gone.body).toBe(200);
    const last = await api.patch(`/api/users/${admin.userId}`, admin, { version: version + 2, roleId: VIEWER });
    expect(last.statusCode).toBe(422);
    expect(errorCodeOf(last)).toBe('LAST_PERMISSION_MANAGER');
  });
});
