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
import type { MockStore } from '../db/resources';
import { secondFactors } from '../db/second-factor';
import { authorize, forbidden, holds, inDayRange, jsonOf, paginate, parse, queryOf } from './helpers';
import { listRecords, mockResource, resourceHandlers, type MockResource } from './resource';
import { apiError, ok } from './respond';
import { ROLES, USERS } from '../../../contract/areas';

/** A user as the API answers it (contract/users.ts `userSchema`). */
export const userView = (user: MockUser) => ({ ...user, roleName: findRole(user.roleId)?.name ?? '' });

// The server's answers, word for word (server/errors.ts, server/services/users-service.ts and
// permission-rules.ts), so a screen tested on the mock reads the same body from the server.

const notFound = () => apiError(404, 'NOT_FOUND', 'User not found');
const roleNotFound = () => apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { roleId: 'NOT_FOUND' } });
const userDeactivated = () => apiError(409, 'USER_DEACTIVATED', 'A deactivated user cannot be edited; restore them first');

const permissionsOf = (roleId: number): readonly string[] => findRole(roleId)?.permissions ?? [];
const MANAGER_PERMISSION = ROLES.permission.updatePermissions;

/**
 * 422 PERMISSIONS_EXCEED_OWN when the role holds a permission the actor lacks: the actor may
 * neither assign that role nor edit, deactivate or restore a user who has it.
 */
function exceedsOwn(actor: MockUser | undefined, roleId: number) {
  const own = new Set(permissionsOf(actor?.roleId ?? 0));
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

/** The users in the mock db as the kit's store; seeded with the roles (db/index.ts resetMockDb). */
const userStore: MockStore<MockUser> = {
  rows: mockUsers,
  find: findUser,
  nextId: () => Math.max(0, ...mockUsers.map((user) => user.id)) + 1,
  reset: () => undefined,
};

/**
 * List, read, create and edit on the mock kit, with the users' own rules as its hooks in the
 * server's order (server/services/users-service.ts): a deactivated user is restored before an
 * edit (409), a user or role above the caller's own is refused (422), the role must exist and
 * the password pass the rules (400) before the username and email are compared (409), and a move
 * that leaves nobody able to change permissions is refused last (422). Deactivate, restore, the
 * deactivated users' list, the activity and the second factor are the users' own endpoints.
 */
const users: MockResource<MockUser> = mockResource<MockUser>({
  declaration: USERS,
  store: userStore,
  schemas: { listQuery: userListQuerySchema, create: createUserSchema, update: updateUserSchema },
  snapshot: (user) => userRecord(user),
  view: userView,
  // By role: the role's name, its id, then the username, as the server walks the roles.
  sortKeys: { role: (user) => [findRole(user.roleId)?.name.toLowerCase() ?? '', user.roleId, user.username.toLowerCase()] },
  filter: (user, query) =>
    (query.status === 'all' || user.active === (query.status === 'active')) && (query.roleId === undefined || user.roleId === query.roleId),
  listAccess: (query, actor) => (query.status !== 'active' && !holds(actor, USERS.permission.listRemoved) ? forbidden() : null),
  defaults: { email: null, active: true, deactivatedAt: null },
  writes: {
    editable: (user) => (user.active ? null : userDeactivated()),
    authorize: (user, actorId) => exceedsOwn(findUser(actorId), user.roleId),
    inputOf: (user) => ({ name: user.name, email: user.email, roleId: user.roleId }),
    check: (values, user, actorId) => {
      const roleId = values.roleId as number | undefined;
      if (roleId !== undefined && !findRole(roleId)) return roleNotFound();
      if (values.password !== undefined) {
        const problem = passwordProblem(values.password as string, user?.username ?? (values.username as string));
        if (problem) return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { password: problem } });
      }
      return roleId === undefined ? null : exceedsOwn(findUser(actorId), roleId);
    },
    create: ({ password: _password, ...values }) => values as Partial<MockUser>,
    update: (user, { password: _password, ...changes }) =>
      (changes.roleId === undefined ? null : leavesNoManager(user.id, user.roleId, changes.roleId as number)) ?? (changes as Partial<MockUser>),
    written: (user, input, caller, action) => {
      if (input.password === undefined) return;
      setPassword(user.id, input.password as string);
      if (action === 'CREATE') return;
      // An administrator's reset: the user's sessions end (but the caller's own, when they reset
      // their own password here).
      accessTokens.revokeAll(user.id, user.id === caller.id ? caller.session : undefined);
      recordActivity('PASSWORD_CHANGED', user.id);
    },
    loggedFacts: (changes) => (changes.password !== undefined ? { credential: 'CHANGED' as const } : {}),
  },
  more: () => ownHandlers(),
});

export const usersHandlers = () => resourceHandlers(users);

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
  if (version !== undefined && version !== user.version) return apiError(409, 'VERSION_CONFLICT', 'The record was changed by someone else', { current: userView(user) });
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

const ownHandlers = () => [
  http.get('*/api/users/removed', ({ request }) => {
    const actor = authorize(request, USERS.permission.listRemoved);
    if (actor instanceof Response) return actor;
    const query = parse(removedUserListQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    return listRecords(users, { ...query.data, status: 'deactivated' });
  }),

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
