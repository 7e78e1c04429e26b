import { http, HttpResponse } from 'msw';
import { pageQuerySchema } from '../../../contract/api';
import { updateMeSchema } from '../../../contract/me';
import { passwordProblem } from '../../../contract/password';
import { accessTokens, findRole, mockUsers, passwordOf, refreshCookie, setPassword, type MockUser } from '../db/auth';
import { userRecord } from '../db';
import { activityLog, nextTime, recordActivity, recordChange } from '../db/logs';
import { authorize, jsonOf, paginate, parse, queryOf } from './helpers';
import { apiError, ok } from './respond';

const meView = (user: MockUser) => ({
  id: user.id,
  username: user.username,
  name: user.name,
  email: user.email,
  roleId: user.roleId,
  roleName: findRole(user.roleId)?.name ?? '',
  active: user.active,
  version: user.version,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
});

/** `/api/users/my…`: any signed-in user, about themselves (SPEC §5 "Me"). */
export const meHandlers = () => [
  http.get('*/api/users/my', ({ request }) => {
    const user = authorize(request);
    return user instanceof Response ? user : ok(meView(user));
  }),

  http.patch('*/api/users/my', async ({ request }) => {
    const user = authorize(request);
    if (user instanceof Response) return user;
    const input = parse(updateMeSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    const { version, name, email, currentPassword, newPassword } = input.data;
    if (version !== user.version) {
      return HttpResponse.json({ error: { code: 'VERSION_CONFLICT', message: 'The record was changed by someone else', current: meView(user) } }, { status: 409 });
    }
    if (newPassword !== undefined) {
      if (currentPassword !== passwordOf(user.id)) {
        return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { currentPassword: 'WRONG_PASSWORD' } });
      }
      const problem = passwordProblem(newPassword, user.username);
      if (problem) return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { newPassword: problem } });
    }
    if (email && mockUsers.some((other) => other.id !== user.id && other.email?.toLowerCase() === email.toLowerCase())) {
      return apiError(409, 'CONFLICT', 'Already in use', { fields: { email: 'TAKEN' } });
    }
    const before = userRecord(user);
    Object.assign(user, {
      ...(name !== undefined ? { name } : {}),
      ...(email !== undefined ? { email } : {}),
      version: user.version + 1,
      updatedAt: nextTime(),
    });
    if (newPassword !== undefined) {
      setPassword(user.id, newPassword);
      recordActivity('PASSWORD_CHANGED', user.id);
    }
    recordChange({ entity: 'user', entityId: user.id, action: 'UPDATE', actorId: user.id, before, after: userRecord(user, { passwordChanged: newPassword !== undefined }) });
    return ok(meView(user));
  }),

  http.get('*/api/users/my/activities', ({ request }) => {
    const user = authorize(request);
    if (user instanceof Response) return user;
    const query = parse(pageQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    const rows = activityLog
      .filter((entry) => entry.userId === user.id || (entry.userId === null && entry.username === user.username))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return HttpResponse.json(paginate(rows, query.data.page, query.data.size));
  }),

  http.delete('*/api/users/my/sessions', ({ request }) => {
    const user = authorize(request);
    if (user instanceof Response) return user;
    const endedSessions = accessTokens.count(user.id);
    accessTokens.revokeAll(user.id);
    refreshCookie.clear();
    recordActivity('SIGN_OUT_EVERYWHERE', user.id);
    return ok({ endedSessions });
  }),
];
