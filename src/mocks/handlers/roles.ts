import { http, HttpResponse } from 'msw';
import { idParamsSchema } from '../../../contract/api';
import { PERMISSIONS, type PermissionName } from '../../../contract/permissions';
import { createRoleSchema, roleListQuerySchema, updateRolePermissionsSchema, updateRoleSchema } from '../../../contract/roles';
import type { MockStore } from '../db/resources';
import { findRole, mockRoles, mockUsers, type MockRole } from '../db/auth';
import { roleRecord } from '../db';
import { nextTime, recordChange } from '../db/logs';
import { authorize, jsonOf, parse } from './helpers';
import { mockResource, resourceHandlers } from './resource';
import { apiError, ok } from './respond';
import { ROLES } from '../../../contract/areas';

/** A role as the API answers it (contract/roles.ts `roleSchema`). */
export const roleView = ({ permissions, ...role }: MockRole) => ({
  ...role,
  userCount: mockUsers.filter((user) => user.roleId === role.id && user.active).length,
  permissionCount: permissions.length,
});

/** `GET /api/roles/:id/permissions` (contract/roles.ts `rolePermissionsSchema`). */
export const permissionsView = (role: MockRole) => ({
  roleId: role.id,
  roleName: role.name,
  version: role.version,
  permissions: PERMISSIONS.map((permission) => ({ ...permission, granted: role.permissions.includes(permission.name) })),
});

// The server's answers, word for word (server/errors.ts, server/services/roles-service.ts and
// permission-rules.ts).
const notFound = () => apiError(404, 'NOT_FOUND', 'Role not found');
const roleExceedsOwn = () => apiError(422, 'PERMISSIONS_EXCEED_OWN', 'That role holds permissions you do not have');

/** 409 VERSION_CONFLICT with the record as it is now: the role, or for the matrix the matrix. */
const versionConflict = (current: unknown) =>
  HttpResponse.json({ error: { code: 'VERSION_CONFLICT', message: 'The record was changed by someone else', current } }, { status: 409 });

const MANAGER_PERMISSION = ROLES.permission.updatePermissions;

/** Another active manager who holds everything the role holds (so could give it back; decision 152). */
const otherManagerRemains = (role: MockRole) =>
  mockUsers.some((user) => {
    const own: readonly string[] = findRole(user.roleId)?.permissions ?? [];
    return user.active && user.roleId !== role.id && own.includes(MANAGER_PERMISSION) && role.permissions.every((name) => own.includes(name));
  });

/** The roles in the mock db as the kit's store; seeded with the users (db/index.ts resetMockDb). */
const roleStore: MockStore<MockRole> = {
  rows: mockRoles,
  find: findRole,
  nextId: () => Math.max(0, ...mockRoles.map((role) => role.id)) + 1,
  reset: () => undefined,
};

/** List, read, create and rename on the mock kit; the permission matrix is the roles' own. */
const roles = mockResource<MockRole>({
  declaration: ROLES,
  store: roleStore,
  schemas: { listQuery: roleListQuerySchema, create: createRoleSchema, update: updateRoleSchema },
  snapshot: roleRecord,
  view: roleView as never,
  defaults: { description: '', permissions: [] },
  writes: {
    // A role holding more than the actor is read-only to them, Master included.
    authorize: (role, actorId) => {
      const own = findRole(mockUsers.find((user) => user.id === actorId)?.roleId ?? 0)?.permissions ?? [];
      return role.permissions.some((permission) => !own.includes(permission)) ? roleExceedsOwn() : null;
    },
    createdFacts: () => ({ permissions: [] }),
  },
  more: () => matrixHandlers(),
});

export const rolesHandlers = () => resourceHandlers(roles);

const matrixHandlers = () => [
  http.get('*/api/roles/:id/permissions', ({ request, params: rawParams }) => {
    const actor = authorize(request, ROLES.permission.readPermissions);
    if (actor instanceof Response) return actor;
    const params = parse(idParamsSchema, { id: rawParams.id });
    if (!params.ok) return params.response;
    const role = findRole(params.data.id);
    return role ? ok(permissionsView(role)) : notFound();
  }),

  /**
   * The whole permission set, refused in the server's order: 400 unknown names, 404, 409
   * VERSION_CONFLICT (the matrix as `current`), 422 PERMISSIONS_EXCEED_OWN (granting what you do
   * not hold), 422 LAST_PERMISSION_MANAGER (taking update-permissions from the last role whose
   * active users hold it). An unchanged set answers without a new version or log row.
   */
  http.put('*/api/roles/:id/permissions', async ({ request, params: rawParams }) => {
    const actor = authorize(request, ROLES.permission.updatePermissions);
    if (actor instanceof Response) return actor;
    const params = parse(idParamsSchema, { id: rawParams.id });
    if (!params.ok) return params.response;
    const input = parse(updateRolePermissionsSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    const role = findRole(params.data.id);
    if (!role) return notFound();
    if (input.data.version !== role.version) return versionConflict(permissionsView(role));
    // Kept in the order sent; compared and logged sorted, as the server does.
    const kept = [...new Set(input.data.names)] as PermissionName[];
    const names = [...kept].sort();
    const before = [...role.permissions].sort();
    const own = findRole(actor.roleId)?.permissions ?? [];
    // A role holding more than the actor is read-only to them, Master included.
    if (before.some((name) => !own.includes(name))) return roleExceedsOwn();
    const added = names.filter((name) => !before.includes(name));
    if (added.length === 0 && before.length === names.length) return ok(permissionsView(role));
    if (added.some((name) => !own.includes(name))) {
      return apiError(422, 'PERMISSIONS_EXCEED_OWN', 'You cannot grant permissions you do not have');
    }
    if (before.includes(MANAGER_PERMISSION) && !names.includes(MANAGER_PERMISSION) && !otherManagerRemains(role)) {
      return apiError(422, 'LAST_PERMISSION_MANAGER', 'No active user would be left able to change permissions (update-permissions)');
    }
    Object.assign(role, { permissions: kept, version: role.version + 1, updatedAt: nextTime() });
    recordChange({ entity: 'role', entityId: role.id, action: 'UPDATE', actorId: actor.id, before: { permissions: before }, after: { permissions: names } });
    return ok(permissionsView(role));
  }),
];
