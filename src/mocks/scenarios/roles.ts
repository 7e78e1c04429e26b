import { http, HttpResponse } from 'msw';
import { PERMISSIONS, type PermissionArea, type PermissionName } from '../../../contract/permissions';
import { findRole, mockRoles, mockTime } from '../db/auth';
import { roleRecord } from '../db';
import { nextTime, recordChange } from '../db/logs';
import { answerAfter, apiError, ok } from '../handlers/respond';

/**
 * Named scenarios for the roles area: empty, error, slow, forbidden, conflicts and bad input.
 * Handler lists go in front of the defaults
 * (`msw.use(...rolesScenarios.listError())`); the others change the mock db as another person
 * would, so the default handlers answer with the consequences.
 */
const listPath = '*/api/roles';
const rolePath = '*/api/roles/:id';
const permissionsPath = '*/api/roles/:id/permissions';
const logsPath = '*/api/roles/logs';

const emptyPage = (page = 1, size = 10) => HttpResponse.json({ data: [], paging: { page, size, totalItems: 0, totalPages: 0 } });

export const rolesScenarios = {
  listEmpty: () => [http.get(listPath, () => emptyPage())],
  /** 500 on the list; `once`: only the first request, so "Coba lagi" recovers. */
  listError: ({ once = false } = {}) => [http.get(listPath, () => apiError(500, 'INTERNAL', 'Internal server error'), { once })],
  listNetworkError: () => [http.get(listPath, () => HttpResponse.error())],
  listForbidden: () => [http.get(listPath, () => apiError(403, 'FORBIDDEN', 'Missing permission read-roles'))],
  listSlow: (ms = 60_000) => [http.get(listPath, answerAfter(ms))],

  roleSlow: (ms = 60_000) => [http.get(rolePath, answerAfter(ms))],
  roleError: () => [http.get(rolePath, () => apiError(500, 'INTERNAL', 'Internal server error'))],
  permissionsSlow: (ms = 60_000) => [http.get(permissionsPath, answerAfter(ms))],
  permissionsError: () => [http.get(permissionsPath, () => apiError(500, 'INTERNAL', 'Internal server error'))],
  permissionsForbidden: () => [http.get(permissionsPath, () => apiError(403, 'FORBIDDEN', 'Missing permission'))],

  logsEmpty: () => [http.get(logsPath, () => emptyPage())],
  logsError: () => [http.get(logsPath, () => apiError(500, 'INTERNAL', 'Internal server error'))],
  logsSlow: (ms = 60_000) => [http.get(logsPath, answerAfter(ms))],

  /** Every write of the roles area answers 403 (the role lost the permission meanwhile). */
  writesForbidden: () => [
    http.post(listPath, () => apiError(403, 'FORBIDDEN', 'Missing permission create-role')),
    http.patch(rolePath, () => apiError(403, 'FORBIDDEN', 'Missing permission update-role')),
    http.put(permissionsPath, () => apiError(403, 'FORBIDDEN', 'Missing permission update-permissions')),
  ],
  /** Saving permissions waits (the busy state). */
  savePermissionsSlow: (ms = 60_000) => [http.put(permissionsPath, answerAfter(ms))],

  /**
   * The browser holds a catalogue with a permission the server no longer knows (a stale client):
   * GET answers it as granted, and the real PUT refuses it with `names.N: UNKNOWN_PERMISSION`.
   */
  staleCatalogue(name = 'delete-everything', area: PermissionArea = 'roles') {
    return [
      http.get(permissionsPath, ({ params }) => {
        const role = findRole(Number(params.id));
        if (!role) return apiError(404, 'NOT_FOUND', 'Role not found');
        return ok({
          roleId: role.id,
          roleName: role.name,
          version: role.version,
          permissions: [
            ...PERMISSIONS.map((permission) => ({ ...permission, granted: role.permissions.includes(permission.name) })),
            { name, area, description: { id: 'Menghapus semua data', en: 'Delete everything' }, granted: true },
          ],
        });
      }),
    ];
  },

  /** `count` more roles with generated names (pagination, sorting), holding `permissions`. */
  addRoles(count: number, permissions: PermissionName[] = ['read-dashboard']) {
    const start = Math.max(...mockRoles.map((role) => role.id));
    for (let i = 1; i <= count; i += 1) {
      const id = start + i;
      mockRoles.push({
        id,
        name: `Peran Cabang ${String(i).padStart(2, '0')}`,
        description: `Staf cabang nomor ${i}`,
        permissions: [...permissions],
        version: 1,
        createdAt: mockTime(100 + i),
        updatedAt: mockTime(100 + i),
      });
    }
    return mockRoles.length;
  },

  /** A role with a 50-character name and a 500-character description (long content). */
  addLongRole() {
    const id = Math.max(...mockRoles.map((role) => role.id)) + 1;
    mockRoles.push({
      id,
      name: 'Koordinator Gudang dan Pengiriman Wilayah Jabodeta',
      description: 'Mengatur seluruh kegiatan gudang, armada dan pengiriman di wilayah Jakarta, Bogor, Depok, Tangerang dan Bekasi, termasuk penjadwalan muat barang, pemeriksaan surat jalan, serah terima dengan ekspedisi, pelaporan harian ke kantor pusat, dan penanganan keluhan pelanggan yang berkaitan dengan keterlambatan atau kerusakan barang selama perjalanan dari gudang pusat sampai ke alamat tujuan pelanggan di seluruh wilayah.'.slice(0, 500),
      permissions: PERMISSIONS.filter((permission) => permission.area !== 'users' && permission.area !== 'roles').map((permission) => permission.name),
      version: 1,
      createdAt: mockTime(200),
      updatedAt: mockTime(200),
    });
    return id;
  },

  /**
   * Another administrator changes the role's permissions meanwhile (the version moves on, so the
   * screen's next save meets 409 VERSION_CONFLICT), with a change-log row as the API writes it.
   */
  changePermissionsElsewhere(roleId: number, change: { grant?: PermissionName[]; revoke?: PermissionName[] }) {
    const role = findRole(roleId)!;
    const before = { permissions: [...role.permissions] };
    const names = [...role.permissions.filter((name) => !change.revoke?.includes(name)), ...(change.grant ?? []).filter((name) => !role.permissions.includes(name))];
    Object.assign(role, { permissions: names, version: role.version + 1, updatedAt: nextTime() });
    recordChange({ entity: 'role', entityId: role.id, action: 'UPDATE', actorId: 2, before, after: { permissions: names } });
    return role.version;
  },

  /** Another administrator renames the role meanwhile (409 on the edit form's next save). */
  renameElsewhere(roleId: number, changes: { name?: string; description?: string }) {
    const role = findRole(roleId)!;
    const before = roleRecord(role);
    Object.assign(role, changes, { version: role.version + 1, updatedAt: nextTime() });
    recordChange({ entity: 'role', entityId: role.id, action: 'UPDATE', actorId: 2, before, after: roleRecord(role) });
    return role.version;
  },

  /** Records the requests a path receives (method, body, Idempotency-Key), then lets the defaults answer. */
  recordWrites(into: { method: string; path: string; key: string | null; body: unknown }[]) {
    const record = async ({ request }: { request: Request }) => {
      into.push({
        method: request.method,
        path: new URL(request.url).pathname,
        key: request.headers.get('Idempotency-Key'),
        body: await request.clone().json().catch(() => null),
      });
      return undefined;
    };
    return [http.post(listPath, record), http.patch(rolePath, record), http.put(permissionsPath, record)];
  },
};

/** The id of a seeded role by its name. */
export const seededRoleId = (name: string) => mockRoles.find((role) => role.name === name)!.id;
