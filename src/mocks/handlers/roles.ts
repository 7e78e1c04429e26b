import { http, HttpResponse } from 'msw';
import { PERMISSIONS, type PermissionName } from '../../../contract/permissions';
import { createRoleSchema, roleListQuerySchema, updateRolePermissionsSchema, updateRoleSchema } from '../../../contract/roles';
import { findRole, mockRoles, mockUsers, type MockRole } from '../db/auth';
import { idempotencyStore, roleRecord } from '../db';
import { nextTime, recordChange } from '../db/logs';
import { changeLogHandler } from './change-logs';
import { authorize, idOf, jsonOf, matchesSearch, paginate, parse, queryOf, sortRows } from './helpers';
import { apiError, ok } from './respond';

export const roleView = (role: MockRole) => ({
  ...roleRecord(role),
  userCount: mockUsers.filter((user) => user.roleId === role.id && user.active).length,
  permissionCount: role.permissions.length,
});

const nameTaken = (name: string, exceptId?: number) =>
  mockRoles.some((role) => role.id !== exceptId && role.name.toLowerCase() === name.toLowerCase())
    ? apiError(409, 'CONFLICT', 'Already in use', { fields: { name: 'TAKEN' } })
    : null;

const versionConflict = (role: MockRole) =>
  HttpResponse.json({ error: { code: 'VERSION_CONFLICT', message: 'The record changed', current: roleView(role) } }, { status: 409 });

/** Would any active user still hold update-permissions if `role` had `names`? (the last Master) */
function leavesNoPermissionManager(role: MockRole, names: readonly string[]) {
  if (names.includes('update-permissions')) return false;
  return !mockUsers.some((user) => {
    if (!user.active) return false;
    const permissions = user.roleId === role.id ? names : (findRole(user.roleId)?.permissions ?? []);
    return permissions.includes('update-permissions');
  });
}

export const rolesHandlers = () => [
  changeLogHandler('*/api/roles/logs', 'role', 'read-roles-logs'),

  http.get('*/api/roles', ({ request }) => {
    const actor = authorize(request, 'read-roles');
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
    const actor = authorize(request, 'create-role');
    if (actor instanceof Response) return actor;
    const raw = await jsonOf(request);
    const key = request.headers.get('Idempotency-Key');
    const previous = key ? idempotencyStore.get(key) : undefined;
    if (previous) {
      return previous.body === JSON.stringify(raw)
        ? HttpResponse.json(previous.response as Record<string, unknown>, { status: 201 })
        : apiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request');
    }
    const input = parse(createRoleSchema, raw);
    if (!input.ok) return input.response;
    const clash = nameTaken(input.data.name);
    if (clash) return clash;
    const now = nextTime();
    const role: MockRole = { id: Math.max(...mockRoles.map((r) => r.id)) + 1, name: input.data.name, description: input.data.description ?? '', permissions: [], version: 1, createdAt: now, updatedAt: now };
    mockRoles.push(role);
    recordChange({ entity: 'role', entityId: role.id, action: 'CREATE', actorId: actor.id, before: null, after: roleRecord(role) });
    const body = { data: roleView(role) };
    if (key) idempotencyStore.set(key, JSON.stringify(raw), body);
    return HttpResponse.json(body, { status: 201 });
  }),

  http.get('*/api/roles/:id/permissions', ({ request, params }) => {
    const actor = authorize(request, 'read-permissions-with-related');
    if (actor instanceof Response) return actor;
    const role = findRole(idOf(params.id) ?? 0);
    if (!role) return apiError(404, 'NOT_FOUND', 'Role not found');
    return ok({
      roleId: role.id,
      roleName: role.name,
      version: role.version,
      permissions: PERMISSIONS.map((permission) => ({ ...permission, granted: role.permissions.includes(permission.name) })),
    });
  }),

  http.put('*/api/roles/:id/permissions', async ({ request, params }) => {
    const actor = authorize(request, 'update-permissions');
    if (actor instanceof Response) return actor;
    const role = findRole(idOf(params.id) ?? 0);
    if (!role) return apiError(404, 'NOT_FOUND', 'Role not found');
    const input = parse(updateRolePermissionsSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    if (input.data.version !== role.version) return versionConflict(role);
    const names = [...new Set(input.data.names)] as PermissionName[];
    if (leavesNoPermissionManager(role, names)) {
      return apiError(422, 'LAST_PERMISSION_MANAGER', 'No active user would be left able to change permissions');
    }
    const before = { permissions: [...role.permissions] };
    Object.assign(role, { permissions: names, version: role.version + 1, updatedAt: nextTime() });
    recordChange({ entity: 'role', entityId: role.id, action: 'UPDATE', actorId: actor.id, before, after: { permissions: names } });
    return ok({
      roleId: role.id,
      roleName: role.name,
      version: role.version,
      permissions: PERMISSIONS.map((permission) => ({ ...permission, granted: names.includes(permission.name) })),
    });
  }),

  http.get('*/api/roles/:id', ({ request, params }) => {
    const actor = authorize(request, 'read-role');
    if (actor instanceof Response) return actor;
    const role = findRole(idOf(params.id) ?? 0);
    return role ? ok(roleView(role)) : apiError(404, 'NOT_FOUND', 'Role not found');
  }),

  http.patch('*/api/roles/:id', async ({ request, params }) => {
    const actor = authorize(request, 'update-role');
    if (actor instanceof Response) return actor;
    const role = findRole(idOf(params.id) ?? 0);
    if (!role) return apiError(404, 'NOT_FOUND', 'Role not found');
    const input = parse(updateRoleSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    const { version, ...changes } = input.data;
    if (version !== role.version) return versionConflict(role);
    if (changes.name) {
      const clash = nameTaken(changes.name, role.id);
      if (clash) return clash;
    }
    const before = roleRecord(role);
    Object.assign(role, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)), {
      version: role.version + 1,
      updatedAt: nextTime(),
    });
    recordChange({ entity: 'role', entityId: role.id, action: 'UPDATE', actorId: actor.id, before, after: roleRecord(role) });
    return ok(roleView(role));
  }),
];
