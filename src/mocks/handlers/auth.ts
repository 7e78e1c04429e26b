import { http } from 'msw';
import { loginRequestSchema } from '../../../contract/auth';
import {
  accessTokens,
  findRole,
  findUser,
  findUserByUsername,
  mockStats,
  passwordOf,
  refreshCookie,
  sessionFor,
} from '../db/auth';
import { recordActivity } from '../db/logs';
import { requiresSecondFactor, secondFactors, signInChallenges } from '../db/second-factor';
import { jsonOf } from './helpers';
import { loginSecondFactorHandlers, startSession } from './login-second-factor';
import { apiError, ok } from './respond';

export const authHandlers = () => [
  http.post('*/api/auth/login', async ({ request }) => {
    mockStats.login += 1;
    const parsed = loginRequestSchema.safeParse(await jsonOf(request));
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), 'REQUIRED']));
      return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields });
    }
    const user = findUserByUsername(parsed.data.username);
    if (!user || !user.active || parsed.data.password !== passwordOf(user.id)) {
      recordActivity('SIGN_IN_FAILURE', null, user?.username);
      return apiError(400, 'INVALID_CREDENTIALS', 'Invalid username or password');
    }
    // A right password with a second factor on (or required) answers a challenge, not a session.
    if (secondFactors.of(user.id)) return ok(signInChallenges.issue('totp', user.id, parsed.data.remember));
    if (requiresSecondFactor(user)) return ok(signInChallenges.issue('enrol', user.id, parsed.data.remember));
    return ok(startSession(user, parsed.data.remember));
  }),

  ...loginSecondFactorHandlers(),

  http.post('*/api/auth/refresh', () => {
    mockStats.refresh += 1;
    const userId = refreshCookie.read();
    const user = userId === null ? undefined : findUser(userId);
    if (!user || !user.active) return apiError(400, 'INVALID_REFRESH_TOKEN', 'Invalid refresh token');
    return ok(sessionFor(user));
  }),

  http.delete('*/api/auth/logout', ({ request }) => {
    mockStats.logout += 1;
    const user = accessTokens.userOf(request.headers.get('authorization'));
    if (user) {
      accessTokens.revokeAll(user.id);
      recordActivity('SIGN_OUT', user.id);
    }
    refreshCookie.clear();
    return ok('Ok');
  }),

  http.get('*/api/roles/my/permissions', ({ request }) => {
    mockStats.permissions += 1;
    const user = accessTokens.userOf(request.headers.get('authorization'));
    if (!user || !user.active) return apiError(401, 'UNAUTHENTICATED', 'Not signed in');
    const role = findRole(user.roleId);
    return ok((role?.permissions ?? []).map((name) => ({ name })));
  }),
];
