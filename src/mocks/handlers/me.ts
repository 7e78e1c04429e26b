import { http, HttpResponse } from 'msw';
import { pageQuerySchema } from '../../../contract/api';
import { updateMeSchema } from '../../../contract/me';
import { confirmEnrolmentSchema, currentFactorSchema } from '../../../contract/second-factor';
import { otpauthUri } from '../../../contract/totp';
import { passwordProblem } from '../../../contract/password';
import { accessTokens, findRole, mockSessions, mockUsers, passwordOf, refreshCookie, setPassword, type MockUser } from '../db/auth';
import { userRecord } from '../db';
import { activityLog, nextTime, recordActivity, recordChange } from '../db/logs';
import { enrolmentTokens, requiresSecondFactor, secondFactors } from '../db/second-factor';
import { authorize, jsonOf, paginate, parse, queryOf } from './helpers';
import { TOTP_ISSUER } from './login-second-factor';
import { apiError, ok } from './respond';
import { alreadyEnabled, checkEnrolmentCode, checkFactor, invalidEnrolment, notEnabled, parseFactorInput } from './second-factor-checks';

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

/** `/api/users/my…`: any signed-in user, about themselves (docs/product/api.md, "Me"). */
export const meHandlers = () => [
  http.get('*/api/users/my', ({ request }) => {
    const user = authorize(request);
    return user instanceof Response ? user : ok(meView(user));
  }),

  /**
   * Name, email and the own password, in the server's order (server/services/me-service.ts): 409
   * VERSION_CONFLICT, the new password's policy, the current password, then an unchanged form
   * answers as it is (no new version, no log row), then 409 for a taken email. A new password ends
   * the user's other sessions and keeps this one.
   */
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
      const problem = passwordProblem(newPassword, user.username);
      if (problem) return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { newPassword: problem } });
      if (currentPassword !== passwordOf(user.id)) {
        return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { currentPassword: 'WRONG_PASSWORD' } });
      }
    }
    const changes: Partial<Pick<MockUser, 'name' | 'email'>> = {};
    if (name !== undefined && name !== user.name) changes.name = name;
    if (email !== undefined && (email ?? null) !== user.email) changes.email = email ?? null;
    if (Object.keys(changes).length === 0 && newPassword === undefined) return ok(meView(user));
    if (changes.email && mockUsers.some((other) => other.id !== user.id && other.email?.toLowerCase() === changes.email!.toLowerCase())) {
      return apiError(409, 'CONFLICT', 'Email already in use', { fields: { email: 'TAKEN' } });
    }
    const before = userRecord(user);
    Object.assign(user, changes, { version: user.version + 1, updatedAt: nextTime() });
    if (newPassword !== undefined) {
      setPassword(user.id, newPassword);
      accessTokens.revokeAll(user.id, accessTokens.sessionOf(request.headers.get('authorization')));
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
    // Every session of the user, this one included; this browser's cookie goes too.
    const endedSessions = mockSessions.endAllOf(user.id);
    refreshCookie.clear();
    recordActivity('SIGN_OUT_EVERYWHERE', user.id);
    return ok({ endedSessions });
  }),

  ...mySecondFactorHandlers(),
];

/**
 * `/api/users/my/second-factor…`: the signed-in user's own second factor from Profile. Turning it
 * off or making new recovery codes needs a current code, under the sign-in throttle.
 */
const mySecondFactorPath = '*/api/users/my/second-factor';
const mySecondFactorHandlers = () => [
  http.get(mySecondFactorPath, ({ request }) => {
    const user = authorize(request);
    return user instanceof Response ? user : ok(secondFactors.status(user));
  }),

  http.post(`${mySecondFactorPath}/enrol`, ({ request }) => {
    const user = authorize(request);
    if (user instanceof Response) return user;
    if (secondFactors.of(user.id)) return alreadyEnabled();
    const { enrolmentToken, secret } = enrolmentTokens.issue(user.id);
    return ok({ secret, otpauthUri: otpauthUri(TOTP_ISSUER, user.username, secret), enrolmentToken });
  }),

  http.post(`${mySecondFactorPath}/confirm`, async ({ request }) => {
    const user = authorize(request);
    if (user instanceof Response) return user;
    const input = parseFactorInput(confirmEnrolmentSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    if (secondFactors.of(user.id)) return alreadyEnabled();
    const enrolment = enrolmentTokens.find(input.data.enrolmentToken, user.id);
    if (!enrolment) return invalidEnrolment();
    // A wrong code stores nothing: the same enrolment can be confirmed again with a right one.
    const step = await checkEnrolmentCode(user.id, enrolment.secret, input.data.code);
    if (step instanceof Response) return step;
    if (secondFactors.of(user.id)) return alreadyEnabled();
    if (!enrolmentTokens.find(input.data.enrolmentToken, user.id)) return invalidEnrolment();
    enrolmentTokens.end(input.data.enrolmentToken);
    const recoveryCodes = secondFactors.enable(user.id, enrolment.secret, nextTime(), step);
    recordActivity('SECOND_FACTOR_ENABLED', user.id);
    return ok({ recoveryCodes });
  }),

  http.post(`${mySecondFactorPath}/recovery-codes`, async ({ request }) => {
    const user = authorize(request);
    if (user instanceof Response) return user;
    const input = parseFactorInput(currentFactorSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    if (!secondFactors.of(user.id)) return notEnabled();
    const used = await checkFactor(user, input.data);
    if (used instanceof Response) return used;
    const recoveryCodes = secondFactors.replaceRecoveryCodes(user.id);
    recordActivity('RECOVERY_CODES_REGENERATED', user.id);
    return ok({ recoveryCodes });
  }),

  http.post(`${mySecondFactorPath}/disable`, async ({ request }) => {
    const user = authorize(request);
    if (user instanceof Response) return user;
    const input = parseFactorInput(currentFactorSchema, await jsonOf(request));
    if (!input.ok) return input.response;
    if (!secondFactors.of(user.id)) return notEnabled();
    if (requiresSecondFactor(user)) return apiError(422, 'SECOND_FACTOR_REQUIRED', 'Your role requires two-step verification');
    const used = await checkFactor(user, input.data);
    if (used instanceof Response) return used;
    secondFactors.disable(user.id);
    recordActivity('SECOND_FACTOR_DISABLED', user.id);
    return ok(secondFactors.status(user));
  }),
];
