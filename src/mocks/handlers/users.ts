import { http, HttpResponse } from 'msw';
import { activityListQuerySchema, createUserSchema, removedUserListQuerySchema, updateUserSchema, userListQuerySchema } from '../../../contract/users';
import { accessTokens, findRole, findUser, mockUsers, type MockUser } from '../db/auth';
import { idempotencyStore, userRecord } from '../db';
import { activityLog, nextTime, recordChange } from '../db/logs';
import { changeLogHandler } from './change-logs';
import { authorize, holds, idOf, inDayRange, jsonOf, matchesSearch, paginate, parse, queryOf, sortRows } from './helpers';
import { apiError, ok } from './respond';

export const userView = (user: MockUser) => ({ ...userRecord(user), roleName: findRole(user.roleId)?.name ?? '' });

const sortKey = (user: MockUser, field: string) =>
  field === 'role' ? (findRole(user.roleId)?.name ?? '') : ((user as unknown as Record<string, string | null>)[field] ?? null);

function listUsers(rows: MockUser[], q: string | undefined, roleId: number | undefined, sort: string, page: number, size: number) {
  const filtered = rows.filter((user) => matchesSearch(q, user.username, user.name, user.email) && (!roleId || user.roleId === roleId));
  return HttpResponse.json(paginate(sortRows(filtered, sort, sortKey).map(userView), page, size));
}

/** 409 with every field already in use, compared ignoring case (SPEC §6). */
function taken(candidate: { username?: string; email?: string | null }, exceptId?: number) {
  const fields: Record<string, string> = {};
  for (const user of mockUsers) {
    if (user.id === exceptId) continue;
    if (candidate.username && user.username.toLowerCase() === candidate.username.toLowerCase()) fields.username = 'TAKEN';
    if (candidate.email && user.email?.toLowerCase() === candidate.email.toLowerCase()) fields.email = 'TAKEN';
  }
  return Object.keys(fields).length ? apiError(409, 'CONFLICT', 'Already in use', { fields }) : null;
}

const versionConflict = (user: MockUser) =>
  HttpResponse.json({ error: { code: 'VERSION_CONFLICT', message: 'The record changed', current: userView(user) } }, { status: 409 });

function setActive(request: Request, id: unknown, active: boolean) {
  const actor = authorize(request, active ? 'restore-user' : 'remove-user');
  if (actor instanceof Response) return actor;
  const user = findUser(idOf(id) ?? 0);
  if (!user) return apiError(404, 'NOT_FOUND', 'User not found');
  if (!active && user.id === actor.id) return apiError(422, 'SELF_DEACTIVATION', 'You cannot deactivate yourself');
  if (user.active === active) return apiError(409, 'CONFLICT', active ? 'User is already active' : 'User is already deactivated');
  const before = userRecord(user);
  Object.assign(user, { active, deactivatedAt: active ? null : nextTime(), version: user.version + 1, updatedAt: nextTime() });
  // A deactivated user's sessions end at once.
  if (!active) accessTokens.revokeAll(user.id);
  recordChange({ entity: 'user', entityId: user.id, action: active ? 'RESTORE' : 'DELETE', actorId: actor.id, before, after: userRecord(user) });
  return ok(userView(user));
}

export const usersHandlers = () => [
  http.get('*/api/users/removed', ({ request }) => {
    const actor = authorize(request, 'read-removed-users');
    if (actor instanceof Response) return actor;
    const query = parse(removedUserListQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    const { q, roleId, sort, page, size } = query.data;
    return listUsers(mockUsers.filter((user) => !user.active), q, roleId, sort, page, size);
  }),

  changeLogHandler('*/api/users/logs', 'user', 'read-users-logs'),

  http.get('*/api/users/activities', ({ request }) => {
    const actor = authorize(request, 'read-users-activities');
    if (actor instanceof Response) return actor;
    const query = parse(activityListQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    const { userId, type, startDate, endDate, page, size } = query.data;
    const username = userId ? findUser(userId)?.username : undefined;
    const rows = activityLog
      .filter(
        (entry) =>
          (!userId || entry.userId === userId || (entry.userId === null && entry.username === username)) &&
          (!type || entry.type === type) &&
          inDayRange(entry.createdAt, startDate, endDate),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return HttpResponse.json(paginate(rows, page, size));
  }),

  http.get('*/api/users', ({ request }) => {
    const actor = authorize(request, 'read-users');
    if (actor instanceof Response) return actor;
    const query = parse(userListQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    const { q, roleId, status, sort, page, size } = query.data;
    if (status !== 'active' && !holds(actor, 'read-removed-users')) return apiError(403, 'FORBIDDEN', 'Missing permission read-removed-users');
    const rows = mockUsers.filter((user) => status === 'all' || user.active === (status === 'active'));
    return listUsers(rows, q, roleId, sort, page, size);
  }),

  http.post('*/api/users', async ({ request }) => {
    const actor = authorize(request, 'create-user');
    if (actor instanceof Response) return actor;
    const raw = await jsonOf(request);
    const key = request.headers.get('Idempotency-Key');
    const previous = key ? idempotencyStore.get(key) : undefined;
    if (previous) {
      return previous.body === JSON.stringify(raw)
        ? HttpResponse.json(previous.response as Record<string, unknown>, { status: 201 })
        : apiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request');
    }
    const input = parse(createUserSchema, raw);
    if (!input.ok) return input.response;
    const { password: _password, ...fields } = input.data;
    if (!findRole(fields.roleId)) return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { roleId: 'NOT_FOUND' } });
    const clash = taken(fields);
    if (clash) return clash;
    const now = nextTime();
    const user: MockUser = { id: mockUsers.length + 1, ...fields, email: fields.email ?? null, active: true, deactivatedAt: null, version: 1, createdAt: now, updatedAt: now };
    mockUsers.push(user);
    recordChange({ entity: 'user', entityId: user.id, action: 'CREATE', actorId: actor.id, before: null, after: userRecord(user) });
    const body = { data: userView(user) };
    if (key) idempotencyStore.set(key, JSON.stringify(raw), body);
    return HttpResponse.json(body, { status: 201 });
  }),

  http.get('*/api/users/:id', ({ request, params }) => {
    const actor = authorize(request, 'read-user');
    if (actor instanceof Response) return actor;
    const user = findUser(idOf(params.id) ?? 0);
    return user ? ok(userView(user)) : apiError(404, 'NOT_FOUND', 'User not found');
  }),

  http.patch('*/api/users/:id', async ({ request, params }) => {
    const actor = authorize(request, 'update-user');
    if (actor instanceof Response) return actor;
    const user = findUser(idOf(params.id) ?? 0);
    if (!user) return apiError(404, 'NOT_FOUND', 'User not found');
    const input = parse(updateUserSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    const { version, password, ...changes } = input.data;
    if (version !== user.version) return versionConflict(user);
    if (!user.active) return apiError(409, 'USER_DEACTIVATED', 'A deactivated user cannot be edited; restore them first');
    if (changes.roleId !== undefined && !findRole(changes.roleId)) {
      return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { roleId: 'NOT_FOUND' } });
    }
    const clash = taken({ email: changes.email }, user.id);
    if (clash) return clash;
    const before = userRecord(user);
    Object.assign(user, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)), {
      version: user.version + 1,
      updatedAt: nextTime(),
    });
    // An administrator's password reset ends the user's sessions.
    if (password !== undefined) accessTokens.revokeAll(user.id);
    recordChange({ entity: 'user', entityId: user.id, action: 'UPDATE', actorId: actor.id, before, after: userRecord(user) });
    return ok(userView(user));
  }),

  http.post('*/api/users/:id/deactivate', ({ request, params }) => setActive(request, params.id, false)),
  http.post('*/api/users/:id/restore', ({ request, params }) => setActive(request, params.id, true)),
];
