import { http, HttpResponse } from 'msw';
import { idParamsSchema } from '../../../contract/api';
import { PERMISSIONS, type PermissionName } from '../../../contract/permissions';
import { createRoleSchema, roleListQuerySchema, updateRolePermissionsSchema, updateRoleSchema } from '../../../contract/roles';
import { findRole, mockRoles, mockUsers, type MockRole } from '../db/auth';
import { roleRecord } from '../db';
import { nextTime, recordChange } from '../db/logs';
import { changeLogHandler } from './change-logs';
import { authorize, idempotentCreate, jsonOf, matchesSearch, paginate, parse, queryOf, sortRows } from './helpers';
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

const nameTaken = (name: string, exceptId?: number) =>
  mockRoles.some((role) => role.id !== exceptId && role.name.toLowerCase() === name.toLowerCase())
    ? apiError(409, 'CONFLICT', 'Role name already in use', { fields: { name: 'TAKEN' } })
    : null;

// The server's answers, word for word (server/errors.ts, server/services/roles-service.ts and
// permission-rules.ts).
const notFound = () => apiError(404, 'NOT_FOUND', 'Role not found');
const roleExceedsOwn = () => apiError(422, 'PERMISSIONS_EXCEED_OWN', 'That role holds permissions you do not have');

/** 409 VERSION_CONFLICT with the record as it is now: the role, or for the matrix the matrix. */
const versionConflict = (current: unknown) =>
  HttpResponse.json({ error: { code: 'VERSION_CONFLICT', message: 'The record was changed by someone else', current } }, { status: 409 });

const MANAGER_PERMISSION = ROLES.permission.updatePermissions;

/** Does an active user outside `role` hold update-permissions? (the last Master keeps it) */
/** Another active manager who holds everything the role holds (so could give it back; decision 152). */
const otherManagerRemains = (role: MockRole) =>
  mockUsers.some((user) => {
    const own: readonly string[] = findRole(user.roleId)?.permissions ?? [];
    return user.active && user.roleId !== role.id && own.includes(MANAGER_PERMISSION) && role.permissions.every((name) => own.includes(name));
  });

export const rolesHandlers = () => [
  changeLogHandler('*/api/roles/logs', 'role', ROLES.permission.logs),

  http.get('*/api/roles', ({ request }) => {
    const actor = authorize(request, ROLES.permission.list);
    if (actor instanceof Response) return actor;
    const query = parse(roleListQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    const { q, sort, page, size } = query.data;
    const rows = sortRows(mockRoles.filter((role) => matchesSearch(q, role.name)), sort, (role, field) =>
      field === 'name' ? role.name : role.createdAt,
    );
    return HttpResponse.json(paginate(rows.map(roleView), page, size));
  }),

  http.post('*/api/roles', async ({ request }) => {
    const actor = authorize(request, ROLES.permission.create);
    if (actor instanceof Response) return actor;
    const input = parse(createRoleSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    const idempotency = idempotentCreate(request, actor, input.data);
    if (idempotency instanceof Response) return idempotency;
    const clash = nameTaken(input.data.name);
    if (clash) return clash;
    const now = nextTime();
    const role: MockRole = { id: Math.max(...mockRoles.map((r) => r.id)) + 1, name: input.data.name, description: input.data.description ?? '', permissions: [], version: 1, createdAt: now, updatedAt: now };
    mockRoles.push(role);
    recordChange({ entity: 'role', entityId: role.id, action: 'CREATE', actorId: actor.id, before: null, after: { ...roleRecord(role), permissions: [] } });
    const body = { data: roleView(role) };
    idempotency.save(body);
    return HttpResponse.json(body, { status: 201 });
  }),

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

  http.get('*/api/roles/:id', ({ request, params: rawParams }) => {
    const actor = authorize(request, ROLES.permission.read);
    if (actor instanceof Response) return actor;
    const params = parse(idParamsSchema, { id: rawParams.id });
    if (!params.ok) return params.response;
    const role = findRole(params.data.id);
    return role ? ok(roleView(role)) : notFound();
  }),

  /**
   * Name and description, refused in the server's order (its versioned update): 400, 404, 422 a
   * role holding more than the actor, 409 VERSION_CONFLICT (the role as `current`), 409 name taken.
   */
  http.patch('*/api/roles/:id', async ({ request, params: rawParams }) => {
    const actor = authorize(request, ROLES.permission.update);
    if (actor instanceof Response) return actor;
    const params = parse(idParamsSchema, { id: rawParams.id });
    if (!params.ok) return params.response;
    const input = parse(updateRoleSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    const role = findRole(params.data.id);
    if (!role) return notFound();
    const own = findRole(actor.roleId)?.permissions ?? [];
    if (role.permissions.some((permission) => !own.includes(permission))) return roleExceedsOwn();
    const { version, name, description } = input.data;
    if (version !== role.version) return versionConflict(roleView(role));
    const changes: { name?: string; description?: string } = {};
    if (name !== undefined && name !== role.name) changes.name = name;
    if (description !== undefined && description !== role.description) changes.description = description;
    if (Object.keys(changes).length === 0) return ok(roleView(role));
    if (changes.name !== undefined) {
      const clash = nameTaken(changes.name, role.id);
      if (clash) return clash;
    }
    const before = roleRecord(role);
    Object.assign(role, changes, { version: role.version + 1, updatedAt: nextTime() });
    recordChange({ entity: 'role', entityId: role.id, action: 'UPDATE', actorId: actor.id, before, after: roleRecord(role) });
    return ok(roleView(role));
  }),
];
