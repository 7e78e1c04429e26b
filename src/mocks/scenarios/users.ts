import { delay, http, HttpResponse } from 'msw';
import type { ErrorCode } from '../../../contract/api';
import type { SeededRoleName } from '../../../contract/permissions';
import { findRole, findUser, mockTime, mockUsers, sessionFor, userOfRole, type MockUser } from '../db/auth';
import { nextTime, recordChange } from '../db/logs';
import { userRecord } from '../db';
import { answerAfter, apiError } from '../handlers/respond';

/**
 * Named scenarios for the users screens: `msw.use(...usersScenarios.listEmpty())` in
 * a story's beforeEach, or `server.use(...)` in a unit test. Paths match the default handlers, so
 * an override replaces exactly one endpoint.
 */
const paths = {
  list: '*/api/users',
  removed: '*/api/users/removed',
  logs: '*/api/users/logs',
  activities: '*/api/users/activities',
  one: '*/api/users/:id',
  roles: '*/api/roles',
} as const;
export type UsersEndpoint = keyof typeof paths;

const emptyPage = (size = 10) => ({ data: [], paging: { page: 1, size, totalItems: 0, totalPages: 0 } });

export interface StorySession {
  userId: number;
  username: string;
  accessToken: string;
  roleId: number;
  permissions: string[];
}

export const usersScenarios = {
  /**
   * A signed-in session of a seeded role's demo user: a live mock access token and that role's
   * permissions (or the given list, to show what a narrower role sees).
   */
  session(role: SeededRoleName = 'Master', permissions?: readonly string[]): StorySession {
    const user = userOfRole(role);
    if (!user) throw new Error(`No demo user for role ${role}`);
    return { ...sessionFor(user), permissions: [...(permissions ?? findRole(user.roleId)?.permissions ?? [])] };
  },

  /** An endpoint answers an empty page. */
  empty: (endpoint: Exclude<UsersEndpoint, 'one'> = 'list') => [http.get(paths[endpoint], () => HttpResponse.json(emptyPage()))],
  /** An endpoint answers 500 the first `times` calls (Infinity: always), then as usual. */
  error(endpoint: UsersEndpoint = 'list', times = Number.POSITIVE_INFINITY) {
    let left = times;
    return [
      http.get(paths[endpoint], () => {
        if (left <= 0) return undefined;
        left -= 1;
        return apiError(500, 'INTERNAL', 'Internal server error');
      }),
    ];
  },
  /** An endpoint answers 403 (the permission was taken away after the menu was drawn). */
  forbidden: (endpoint: UsersEndpoint = 'list') => [http.get(paths[endpoint], () => apiError(403, 'FORBIDDEN', 'Missing permission'))],
  /** An endpoint waits this long first; a Loading story uses a long but finite delay. */
  slow: (endpoint: UsersEndpoint = 'list', ms = 60_000) => [
    http.get(paths[endpoint], answerAfter(ms)),
  ],
  /** The user is not there (404). */
  notFound: () => [http.get(paths.one, () => apiError(404, 'NOT_FOUND', 'User not found'))],
  /** Deactivate (or restore) answers this error whatever the user. */
  statusChangeRefused: (code: ErrorCode, status = 422, action: 'deactivate' | 'restore' = 'deactivate') => [
    http.post(`*/api/users/:id/${action}`, () => apiError(status, code, 'Refused')),
  ],
  /** Create answers these field errors (e.g. `{ username: 'TAKEN' }`) with the given status. */
  createRefused: (fields: Record<string, string>, status = 409, code: ErrorCode = 'CONFLICT') => [
    http.post(paths.list, () => apiError(status, code, 'Refused', { fields })),
  ],
  /** One activity with a long user agent and an IPv6 address at the top of the list. */
  longActivity: () => [
    http.get(paths.activities, () =>
      HttpResponse.json({
        data: [
          {
            id: 999,
            type: 'REFRESH_TOKEN_REUSE',
            userId: 1,
            username: 'admin',
            ip: '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
            userAgent: `Mozilla/5.0 (Linux; Android 14; SM-A556E Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) ${'Version/4.0 '.repeat(8)}Chrome/126.0.6478.122 Mobile Safari/537.36`,
            createdAt: mockTime(60 * 24 * 400),
          },
        ],
        paging: { page: 1, size: 10, totalItems: 1, totalPages: 1 },
      }),
    ),
  ],
  /** Every save (create, update, deactivate, restore) waits this long. */
  slowSave: (ms = 800) => [
    http.all('*/api/users*', async ({ request }) => {
      if (request.method !== 'GET') await delay(ms);
      return undefined;
    }),
  ],
};

/** Someone else edits a user in the mock db (the other tab of a version conflict). */
export function changeUserElsewhere(id: number, changes: Partial<Pick<MockUser, 'name' | 'email' | 'roleId'>>, actorId = 1) {
  const user = findUser(id);
  if (!user) throw new Error(`No user ${id}`);
  const before = userRecord(user);
  Object.assign(user, changes, { version: user.version + 1, updatedAt: nextTime() });
  recordChange({ entity: 'user', entityId: id, action: 'UPDATE', actorId, before, after: userRecord(user) });
  return user;
}

/** A user whose every text is as long as the API allows: long-content stories. */
export function addLongUser() {
  const now = mockTime(60 * 24 * 500);
  const user: MockUser = {
    id: mockUsers.length + 1,
    username: `sangat.panjang.sekali.nama.pengguna.${'x'.repeat(14)}`.slice(0, 50),
    name: `Raden Mas ${'Panjang '.repeat(11)}Wicaksono`.slice(0, 100),
    email: `${'alamat.surel.yang.sangat.panjang.'.repeat(6)}@laju.example`,
    roleId: 2,
    active: true,
    deactivatedAt: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  mockUsers.push(user);
  recordChange({ entity: 'user', entityId: user.id, action: 'CREATE', actorId: 1, before: null, after: userRecord(user), createdAt: now });
  return user;
}

export const demoUserOf = (role: SeededRoleName) => userOfRole(role)!;
