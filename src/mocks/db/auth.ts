import { DEMO_USERS, SEEDED_ROLES, type PermissionName } from '../../../contract/permissions';

/** The password of every demo user in the MSW-backed demo (printed in the README). */
export const DEMO_PASSWORD = 'Laju#2025';

export interface MockRole {
  id: number;
  name: string;
  description: string;
  permissions: PermissionName[];
  version: number;
  createdAt: string;
  updatedAt: string;
}
export interface MockUser {
  id: number;
  username: string;
  name: string;
  email: string | null;
  roleId: number;
  active: boolean;
  deactivatedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The mock's clock starts here, so stories and screenshots never depend on today's date. */
export const MOCK_EPOCH = Date.parse('2025-06-02T01:00:00Z');
export const mockTime = (minutesAfterEpoch: number) => new Date(MOCK_EPOCH + minutesAfterEpoch * 60_000).toISOString();

export const mockRoles: MockRole[] = SEEDED_ROLES.map((role, index) => ({
  id: index + 1,
  name: role.name,
  description: role.description,
  permissions: [...role.permissions],
  version: 1,
  createdAt: mockTime(index),
  updatedAt: mockTime(index),
}));

export const mockUsers: MockUser[] = DEMO_USERS.map((user, index) => ({
  id: index + 1,
  username: user.username,
  name: user.name,
  email: `${user.username.replace(/[^a-z]/g, '')}@laju.example`,
  roleId: mockRoles.find((role) => role.name === user.role)!.id,
  active: true,
  deactivatedAt: null,
  version: 1,
  createdAt: mockTime(10 + index),
  updatedAt: mockTime(10 + index),
}));

/** Passwords changed in the mock (everyone else still has DEMO_PASSWORD). */
const passwords = new Map<number, string>();
export const passwordOf = (userId: number) => passwords.get(userId) ?? DEMO_PASSWORD;
export const setPassword = (userId: number, password: string) => void passwords.set(userId, password);
export const resetPasswords = () => passwords.clear();

export const findUserByUsername = (username: string) =>
  mockUsers.find((user) => user.username.toLowerCase() === username.trim().toLowerCase());
export const findUser = (id: number) => mockUsers.find((user) => user.id === id);
export const findRole = (id: number) => mockRoles.find((role) => role.id === id);
export const userOfRole = (roleName: string) => {
  const role = mockRoles.find((candidate) => candidate.name === roleName);
  return mockUsers.find((user) => user.roleId === role?.id);
};

/**
 * The refresh "cookie" of the mock API. A real server keeps it httpOnly; the mock keeps it in
 * Web Storage so a reload of the demo finds it: local storage for "Ingat saya" (30 days on the
 * server), session storage otherwise (a browser-session cookie).
 */
const REFRESH_KEY = 'laju-mock-refresh';
const memory = new Map<string, string>();
const store = (remember: boolean): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => {
  const candidate = remember ? globalThis.localStorage : globalThis.sessionStorage;
  return candidate ?? {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  };
};

export const refreshCookie = {
  read(): number | null {
    const raw = store(true).getItem(REFRESH_KEY) ?? store(false).getItem(REFRESH_KEY);
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  },
  write(userId: number, remember: boolean) {
    this.clear();
    store(remember).setItem(REFRESH_KEY, String(userId));
  },
  clear() {
    store(true).removeItem(REFRESH_KEY);
    store(false).removeItem(REFRESH_KEY);
  },
};

/** Access tokens issued by the mock: `mock-<userId>-<serial>`; any other bearer answers 401. */
let serial = 0;
const live = new Map<string, number>();
export const accessTokens = {
  issue(userId: number): string {
    serial += 1;
    const token = `mock-${userId}-${serial}-${Math.random().toString(36).slice(2, 10)}`;
    live.set(token, userId);
    return token;
  },
  userOf(authorization: string | null): MockUser | undefined {
    const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
    const id = live.get(token);
    return id === undefined ? undefined : findUser(id);
  },
  revokeAll(userId: number) {
    for (const [token, owner] of live) if (owner === userId) live.delete(token);
  },
  count(userId: number) {
    return [...live.values()].filter((owner) => owner === userId).length;
  },
  /** Every access token issued so far stops working, as after 15 minutes on the real server. */
  expireAll() {
    live.clear();
  },
};

/** Call counts the demo exposes to end-to-end tests (window.__lajuMock). */
export const mockStats = { refresh: 0, login: 0, logout: 0, permissions: 0 };

export function sessionFor(user: MockUser) {
  return { userId: user.id, username: user.username, accessToken: accessTokens.issue(user.id), roleId: user.roleId };
}
