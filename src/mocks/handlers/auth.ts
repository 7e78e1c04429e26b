import { http } from 'msw';
import { loginRequestSchema } from '../../../contract/auth';
import { PERMISSIONS } from '../../../contract/permissions';
import {
  accessTokens,
  findRole,
  findUser,
  findUserByUsername,
  mockSessions,
  mockStats,
  passwordOf,
  refreshCookie,
  sessionFor,
} from '../db/auth';
import { recordActivity } from '../db/logs';
import { requiresSecondFactor, secondFactors, signInChallenges } from '../db/second-factor';
import { jsonOf, parse } from './helpers';
import { loginSecondFactorHandlers, startSession } from './login-second-factor';
import { apiError, NO_STORE, ok } from './respond';

const invalidRefresh = () => {
  refreshCookie.clear();
  return apiError(400, 'INVALID_REFRESH_TOKEN', 'Invalid refresh token');
};
const loginSchema = loginRequestSchema.strict();

export const authHandlers = () => [
  http.post('*/api/auth/login', async ({ request }) => {
    mockStats.login += 1;
    const parsed = parse(loginSchema, await jsonOf(request));
    if (!parsed.ok) return parsed.response;
    const { username, password, remember } = parsed.data;
    const user = findUserByUsername(username);
    if (!user || !user.active || password !== passwordOf(user.id)) {
      recordActivity('SIGN_IN_FAILURE', null, user?.username);
      return apiError(400, 'INVALID_CREDENTIALS', 'Invalid username or password');
    }
    // A right password with a second factor on (or required) answers a challenge, not a session.
    if (secondFactors.of(user.id)) return ok(signInChallenges.issue('totp', user.id, remember), NO_STORE);
    if (requiresSecondFactor(user)) return ok(signInChallenges.issue('enrol', user.id, remember), NO_STORE);
    return ok(startSession(user, remember), NO_STORE);
  }),

  ...loginSecondFactorHandlers(),

  /**
   * A new access token for the session the cookie names, the cookie written again (the server
   * rotates it). A cookie without a session (a story's scenario) gets one now. Refused, and the
   * cookie cleared: no cookie, an ended session, a deactivated user.
   */
  http.post('*/api/auth/refresh', () => {
    mockStats.refresh += 1;
    const cookie = refreshCookie.read();
    const user = cookie === null ? undefined : findUser(cookie.userId);
    if (!cookie || !user || !user.active || (cookie.session !== null && mockSessions.isEnded(cookie.session))) return invalidRefresh();
    const session = cookie.session ?? mockSessions.start(user.id);
    refreshCookie.write(user.id, cookie.remember, session);
    return ok(sessionFor(user, session), NO_STORE);
  }),

  /**
   * Ends the session the cookie names, else the bearer token's (the server's order), and clears
   * the cookie; always 200. Only that session ends: the user's others stay signed in.
   */
  http.delete('*/api/auth/logout', ({ request }) => {
    mockStats.logout += 1;
    const authorization = request.headers.get('authorization');
    const cookie = refreshCookie.read();
    const [session, userId] = cookie?.session ? [cookie.session, cookie.userId] : [accessTokens.sessionOf(authorization), accessTokens.userOf(authorization)?.id];
    if (session && userId !== undefined && mockSessions.end(session)) recordActivity('SIGN_OUT', userId);
    refreshCookie.clear();
    return ok('Ok');
  }),

  http.get('*/api/roles/my/permissions', ({ request }) => {
    mockStats.permissions += 1;
    const user = accessTokens.userOf(request.headers.get('authorization'));
    if (!user || !user.active) return apiError(401, 'UNAUTHENTICATED', 'Not signed in');
    // In the catalogue's order, as the server reads them.
    const granted = new Set<string>(findRole(user.roleId)?.permissions ?? []);
    return ok(PERMISSIONS.filter((permission) => granted.has(permission.name)).map(({ name }) => ({ name })), NO_STORE);
  }),
];
