import { http, HttpResponse } from 'msw';
import { PERMISSION_NAMES, type SeededRoleName } from '../../../contract/permissions';
import { findRole, mockStats, refreshCookie, sessionFor, userOfRole } from '../db/auth';
import { answerAfter, apiError, ok } from '../handlers/respond';

/**
 * Named auth scenarios, each a list of handlers placed in front of the defaults:
 * `msw.use(...authScenarios.signedInAs('Viewer'))` in a story's beforeEach, or
 * `server.use(...)` in a unit test.
 */
const permissionsPath = '*/api/roles/my/permissions';
const refreshPath = '*/api/auth/refresh';
const logoutPath = '*/api/auth/logout';

export const authScenarios = {
  /** A remembered session for the demo user of a seeded role: refresh and permissions answer. */
  signedInAs(role: SeededRoleName) {
    const user = userOfRole(role);
    if (!user) throw new Error(`No demo user for role ${role}`);
    refreshCookie.write(user.id, true);
    return [];
  },

  /** Refresh answers 400: the session is over (recovery, then signed out). */
  refresh400: () => [http.post(refreshPath, () => apiError(400, 'INVALID_REFRESH_TOKEN', 'Invalid refresh token'))],

  /** The first `times` permission calls answer 401 (an expired access token), then normal. */
  expiredTokenThenRefresh(times = 1) {
    let left = times;
    return [
      http.get(permissionsPath, () => {
        if (left <= 0) return undefined;
        left -= 1;
        return apiError(401, 'TOKEN_EXPIRED', 'Access token expired');
      }),
    ];
  },

  /** The permission list answers with this list, whatever the role. */
  permissions: (names: readonly string[]) => [http.get(permissionsPath, () => ok(names.map((name) => ({ name }))))],
  everyPermission: () => authScenarios.permissions(PERMISSION_NAMES),
  emptyPermissions: () => authScenarios.permissions([]),
  /** A malformed answer: `data` is not a list. */
  permissionsNotAList: () => [http.get(permissionsPath, () => ok({ name: 'read-dashboard' }))],

  permissions500: () => [http.get(permissionsPath, () => apiError(500, 'INTERNAL', 'Internal server error'))],
  permissions404: () => [http.get(permissionsPath, () => apiError(404, 'NOT_FOUND', 'User not found'))],
  permissionsNetworkError: () => [http.get(permissionsPath, () => HttpResponse.error())],
  refreshNetworkError: () => [http.post(refreshPath, () => HttpResponse.error())],
  refresh500: () => [http.post(refreshPath, () => apiError(500, 'INTERNAL', 'Internal server error'))],
  /** A refresh answer that lacks fields (no accessToken). */
  refreshMissingFields: () => [http.post(refreshPath, () => ok({ userId: 1, username: 'admin' }))],

  /**
   * Logout answers 500 and revokes nothing: the refresh cookie stays, as when the server fails
   * before it ends the session. The app signs out locally whatever the call answers.
   */
  logoutFails: () => [
    http.delete(logoutPath, () => {
      mockStats.logout += 1;
      return apiError(500, 'INTERNAL', 'Internal server error');
    }),
  ],
  /** Logout never reaches the server (offline, DNS, reset connection): a network error. */
  logoutNetworkError: () => [
    http.delete(logoutPath, () => {
      mockStats.logout += 1;
      return HttpResponse.error();
    }),
  ],

  /** Every auth call waits this long first (loading states). */
  slow(ms = 1500) {
    return [
      http.all('*/api/*', answerAfter(ms)),
    ];
  },

  /** Login answers 429 with a wait time. */
  loginRateLimited: (seconds = 600) => [
    http.post('*/api/auth/login', () =>
      apiError(429, 'RATE_LIMITED', 'Too many attempts', { retryAfterSeconds: seconds, headers: { 'Retry-After': String(seconds) } }),
    ),
  ],
  loginServerError: () => [http.post('*/api/auth/login', () => apiError(500, 'INTERNAL', 'Internal server error'))],
  /** A login answer whose username carries HTML: it must be shown as text. */
  loginWithHtmlUsername(role: SeededRoleName = 'Master') {
    return [
      http.post('*/api/auth/login', () => {
        const user = userOfRole(role)!;
        refreshCookie.write(user.id, false);
        return ok({ ...sessionFor(user), username: '<img src=x onerror="window.__xss=1">admin' });
      }),
    ];
  },
};

export const roleIdOf = (role: SeededRoleName) => findRole(userOfRole(role)!.roleId)!.id;
