import { http, HttpResponse } from 'msw';
import { idParamsSchema } from '../../../contract/api';
import { passwordProblem } from '../../../contract/password';
import {
  activityListQuerySchema,
  createUserSchema,
  removedUserListQuerySchema,
  updateUserSchema,
  userListQuerySchema,
  userStatusChangeSchema,
} from '../../../contract/users';
import { accessTokens, findRole, findUser, mockUsers, setPassword, type MockUser } from '../db/auth';
import { userRecord } from '../db';
import { activityLog, nextTime, recordActivity, recordChange } from '../db/logs';
import { secondFactors } from '../db/second-factor';
import { changeLogHandler } from './change-logs';
import { authorize, forbidden, holds, idempotentCreate, inDayRange, jsonOf, matchesSearch, paginate, parse, queryOf } from './helpers';
import { apiError, ok } from './respond';
import { ROLES, USERS } from '../../../contract/areas';

/** A user as the API answers it (contract/users.ts `userSchema`). */
export const userView = (user: MockUser) => ({ ...user, roleName: findRole(user.roleId)?.name ?? '' });

type Key = string | number | null;
const lower = (value: string | null) => (value === null ? null : value.toLowerCase());
/**
 * The server's ORDER BY per sort field (server/services/users-service.ts): lower-cased text, then
 * the id, so ties fall the same way in both directions; no email comes last either way; by role,
 * the role's name, its id, then the username.
 */
const SORT_KEYS: Record<string, (user: MockUser) => Key[]> = {
  username: (user) => [lower(user.username)],
  name: (user) => [lower(user.name), user.id],
  email: (user) => [lower(user.email), user.id],
  role: (user) => [lower(findRole(user.roleId)?.name ?? ''), user.roleId, lower(user.username)],
  createdAt: (user) => [user.createdAt, user.id],
  updatedAt: (user) => [user.updatedAt, user.id],
  deactivatedAt: (user) => [user.deactivatedAt, user.id],
};

function sortUsers(rows: MockUser[], sort: string) {
  const descending = sort.startsWith('-');
  const keyOf = SORT_KEYS[descending ? sort.slice(1) : sort]!;
  const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });
  const compare = (x: Key, y: Key) => (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)));
  return rows.sort((a, b) => {
    const [x, y] = [keyOf(a), keyOf(b)];
    for (let index = 0; index < x.length; index += 1) {
      const [left, right] = [x[index]!, y[index]!];
      if (left === right) continue;
      // PostgreSQL's NULLS LAST, kept for either direction.
      if (left === null || right === null) return left === null ? 1 : -1;
      const order = compare(left, right);
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  });
}

function listUsers(rows: MockUser[], q: string | undefined, roleId: number | undefined, sort: string, page: number, size: number) {
  const filtered = rows.filter((user) => matchesSearch(q, user.username, user.name, user.email) && (!roleId || user.roleId === roleId));
  return HttpResponse.json(paginate(sortUsers(filtered, sort).map(userView), page, size));
}

/** 409 with every field already in use, compared ignoring case (docs/product/data.md). */
function taken(candidate: { username?: string; email?: string | null }, exceptId?: number) {
  const fields: Record<string, string> = {};
  for (const user of mockUsers) {
    if (user.id === exceptId) continue;
    if (candidate.username && user.username.toLowerCase() === candidate.username.toLowerCase()) fields.username = 'TAKEN';
    if (candidate.email && user.email?.toLowerCase() === candidate.email.toLowerCase()) fields.email = 'TAKEN';
  }
  return Object.keys(fields).length ? apiError(409, 'CONFLICT', 'Already in use', { fields }) : null;
}

// The server's answers, word for word (server/errors.ts, server/services/users-service.ts and
// permission-rules.ts), so a screen tested on the mock reads the same body from the server.

/** 409 VERSION_CONFLICT with the user as it is now (`error.current`, docs/product/api.md). */
export const versionConflict = (user: MockUser) =>
  HttpResponse.json(
    { error: { code: 'VERSION_CONFLICT', message: 'The record was changed by someone else', current: userView(user) } },
    { status: 409 },
  );
const notFound = () => apiError(404, 'NOT_FOUND', 'User not found');
const roleNotFound = () => apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { roleId: 'NOT_FOUND' } });
const userDeactivated = () => apiError(409, 'USER_DEACTIVATED', 'A deactivated user cannot be edited; restore them first');

const permissionsOf = (roleId: number): readonly string[] => findRole(roleId)?.permissions ?? [];
const MANAGER_PERMISSION = ROLES.permission.updatePermissions;

/**
 * 422 PERMISSIONS_EXCEED_OWN when the role holds a permission the actor lacks: the actor may
 * neither assign that role nor edit, deactivate or restore a user who has it.
 */
function exceedsOwn(actor: MockUser, roleId: number) {
  const own = new Set(permissionsOf(actor.roleId));
  return permissionsOf(roleId).some((name) => !own.has(name))
    ? apiError(422, 'PERMISSIONS_EXCEED_OWN', 'That role holds permissions you do not have')
    : null;
}

/**
 * 422 LAST_PERMISSION_MANAGER when user `userId` leaving a role that holds update-permissions
 * (moved to `toRoleId`, or deactivated: null) would leave no active user holding everything that
 * role holds, who could give it back (decision 293; the roles path has the same rule).
 */
function leavesNoManager(userId: number, roleId: number, toRoleId: number | null) {
  const held = permissionsOf(roleId);
  if (!held.includes(MANAGER_PERMISSION)) return null;
  const holdsAll = (otherRoleId: number) => {
    const own = new Set(permissionsOf(otherRoleId));
    return held.every((name) => own.has(name));
  };
  const remains = mockUsers.some((user) =>
    user.id === userId ? toRoleId !== null && holdsAll(toRoleId) : user.active && holdsAll(user.roleId),
  );
  return remains
    ? null
    : apiError(422, 'LAST_PERMISSION_MANAGER', 'No active user would be left able to change permissions (update-permissions)');
}

/**
 * Deactivate and restore, refused in the server's order: yourself (422), unknown (404), a user
 * above you (422), a stale `version` (409 VERSION_CONFLICT; omitted means "as it is now"), no
 * change (409 CONFLICT), the last active user who can change permissions (422).
 */
async function setActive(request: Request, id: unknown, active: boolean) {
  const actor = authorize(request, active ? USERS.permission.restore : USERS.permission.remove);
  if (actor instanceof Response) return actor;
  const params = parse(idParamsSchema, { id });
  if (!params.ok) return params.response;
  const body = parse(userStatusChangeSchema, await jsonOf(request));
  if (!body.ok) return body.response;
  const userId = params.data.id;
  if (!active && userId === actor.id) return apiError(422, 'SELF_DEACTIVATION', 'You cannot deactivate yourself');
  const user = findUser(userId);
  if (!user) return notFound();
  const refused = exceedsOwn(actor, user.roleId);
  if (refused) return refused;
  const version = body.data?.version;
  if (version !== undefined && version !== user.version) return versionConflict(user);
  if (user.active === active) return apiError(409, 'CONFLICT', active ? 'User is already active' : 'User is already deactivated');
  if (!active) {
    const last = leavesNoManager(user.id, user.roleId, null);
    if (last) return last;
  }
  const before = userRecord(user);
  Object.assign(user, { active, deactivatedAt: active ? null : nextTime(), version: user.version + 1, updatedAt: nextTime() });
  // A deactivated user's sessions end at once.
  if (!active) accessTokens.revokeAll(user.id);
  recordChange({ entity: 'user', entityId: user.id, action: active ? 'RESTORE' : 'DELETE', actorId: actor.id, before, after: userRecord(user) });
  return ok(userView(user));
}

export const usersHandlers = () => [
  http.get('*/api/users/removed', ({ request }) => {
    const actor = authorize(request, USERS.permission.listRemoved);
    if (actor instanceof Response) return actor;
    const query = parse(removedUserListQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    const { q, roleId, sort, page, size } = query.data;
    return listUsers(mockUsers.filter((user) => !user.active), q, roleId, sort, page, size);
  }),

  changeLogHandler('*/api/users/logs', 'user', USERS.permission.logs),

  http.get('*/api/users/activities', ({ request }) => {
    const actor = authorize(request, USERS.permission.activities);
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
    const actor = authorize(request, USERS.permission.list);
    if (actor instanceof Response) return actor;
    const query = parse(userListQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    const { q, roleId, status, sort, page, size } = query.data;
    if (status !== 'active' && !holds(actor, USERS.permission.listRemoved)) return forbidden();
    const rows = mockUsers.filter((user) => status === 'all' || user.active === (status === 'active'));
    return listUsers(rows, q, roleId, sort, page, size);
  }),

  http.post('*/api/users', async ({ request }) => {
    const actor = authorize(request, USERS.permission.create);
    if (actor instanceof Response) return actor;
    const input = parse(createUserSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    const idempotency = idempotentCreate(request, actor, input.data);
    if (idempotency instanceof Response) return idempotency;
    const { password, ...fields } = input.data;
    if (!findRole(fields.roleId)) return roleNotFound();
    const problem = passwordProblem(password, fields.username);
    if (problem) return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { password: problem } });
    const refused = exceedsOwn(actor, fields.roleId);
    if (refused) return refused;
    const clash = taken(fields);
    if (clash) return clash;
    const now = nextTime();
    const user: MockUser = { id: mockUsers.length + 1, ...fields, email: fields.email ?? null, active: true, deactivatedAt: null, version: 1, createdAt: now, updatedAt: now };
    mockUsers.push(user);
    setPassword(user.id, password);
    recordChange({ entity: 'user', entityId: user.id, action: 'CREATE', actorId: actor.id, before: null, after: userRecord(user) });
    const body = { data: userView(user) };
    idempotency.save(body);
    return HttpResponse.json(body, { status: 201 });
  }),

  http.get('*/api/users/:id', ({ request, params: rawParams }) => {
    const actor = authorize(request, USERS.permission.read);
    if (actor instanceof Response) return actor;
    const params = parse(idParamsSchema, { id: rawParams.id });
    if (!params.ok) return params.response;
    const user = findUser(params.data.id);
    return user ? ok(userView(user)) : notFound();
  }),

  /**
   * Name, email, role and a password reset, refused in the server's order (its versioned update,
   * server/services/resource.ts): 400 input, 404, 409 USER_DEACTIVATED, 422 PERMISSIONS_EXCEED_OWN
   * for the user's role, 409 VERSION_CONFLICT; an unchanged form answers the user without a new
   * version or log row; then 400 role/password, 422 PERMISSIONS_EXCEED_OWN for the new role, 409
   * email taken, 422 LAST_PERMISSION_MANAGER (moving the last active user who can change
   * permissions, a Master moving themselves included, to a role without it).
   */
  http.patch('*/api/users/:id', async ({ request, params: rawParams }) => {
    const actor = authorize(request, USERS.permission.update);
    if (actor instanceof Response) return actor;
    const params = parse(idParamsSchema, { id: rawParams.id });
    if (!params.ok) return params.response;
    const input = parse(updateUserSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    const user = findUser(params.data.id);
    if (!user) return notFound();
    if (!user.active) return userDeactivated();
    const above = exceedsOwn(actor, user.roleId);
    if (above) return above;
    const { version, password, name, email, roleId } = input.data;
    if (version !== user.version) return versionConflict(user);

    const changes: Partial<Pick<MockUser, 'name' | 'email' | 'roleId'>> = {};
    if (name !== undefined && name !== user.name) changes.name = name;
    if (email !== undefined && (email ?? null) !== user.email) changes.email = email ?? null;
    if (roleId !== undefined && roleId !== user.roleId) changes.roleId = roleId;
    if (Object.keys(changes).length === 0 && password === undefined) return ok(userView(user));
    const newRole = changes.roleId === undefined ? undefined : findRole(changes.roleId);
    if (changes.roleId !== undefined && !newRole) return roleNotFound();
    if (password !== undefined) {
      const problem = passwordProblem(password, user.username);
      if (problem) return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { password: problem } });
    }
    const refused = newRole ? exceedsOwn(actor, newRole.id) : null;
    if (refused) return refused;
    if (changes.email) {
      const clash = taken({ email: changes.email }, user.id);
      if (clash) return clash;
    }
    if (newRole) {
      const last = leavesNoManager(user.id, user.roleId, newRole.id);
      if (last) return last;
    }

    const before = userRecord(user);
    Object.assign(user, changes, { version: user.version + 1, updatedAt: nextTime() });
    if (password !== undefined) {
      // An administrator's reset: the new password works, and the user's sessions end (but the
      // caller's own, when they reset their own password here).
      setPassword(user.id, password);
      accessTokens.revokeAll(user.id, user.id === actor.id ? accessTokens.sessionOf(request.headers.get('authorization')) : undefined);
      recordActivity('PASSWORD_CHANGED', user.id);
    }
    recordChange({ entity: 'user', entityId: user.id, action: 'UPDATE', actorId: actor.id, before, after: userRecord(user, { passwordChanged: password !== undefined }) });
    return ok(userView(user));
  }),

  http.post('*/api/users/:id/deactivate', ({ request, params }) => setActive(request, params.id, false)),
  http.post('*/api/users/:id/restore', ({ request, params }) => setActive(request, params.id, true)),

  // A user's second factor for administrators: whether it is on, and a reset for a lost phone.
  http.get('*/api/users/:id/second-factor', ({ request, params: rawParams }) => {
    const actor = authorize(request, USERS.permission.read);
    if (actor instanceof Response) return actor;
    const params = parse(idParamsSchema, { id: rawParams.id });
    if (!params.ok) return params.response;
    const user = findUser(params.data.id);
    return user ? ok(secondFactors.status(user)) : notFound();
  }),

  /**
   * The reset turns the factor off and ends the user's sessions; they set it up again at their
   * next sign-in if their role requires it. One's own goes through Profile, which asks for a code.
   */
  http.post('*/api/users/:id/second-factor/reset', ({ request, params: rawParams }) => {
    const actor = authorize(request, USERS.permission.update);
    if (actor instanceof Response) return actor;
    const params = parse(idParamsSchema, { id: rawParams.id });
    if (!params.ok) return params.response;
    if (params.data.id === actor.id) return apiError(422, 'SELF_SECOND_FACTOR_RESET', 'Use your profile to change your own two-step verification');
    const user = findUser(params.data.id);
    if (!user) return notFound();
    if (!secondFactors.of(user.id)) return apiError(409, 'SECOND_FACTOR_NOT_ENABLED', 'Two-step verification is not on');
    secondFactors.disable(user.id);
    accessTokens.revokeAll(user.id);
    recordActivity('SECOND_FACTOR_RESET', user.id, actor.username);
    return ok(secondFactors.status(user));
  }),
];
