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
const MOCK_EPOCH = Date.parse('2025-06-02T01:00:00Z');
/** The day after the epoch on which the mock's "now" begins (db/logs.ts), after every seeded record. */
const MOCK_NOW_DAY = 400;
const DAY_MS = 86_400_000;
let epoch = MOCK_EPOCH;
let clockStart = MOCK_NOW_DAY * 24 * 60;
export const mockTime = (minutesAfterEpoch: number) => new Date(epoch + minutesAfterEpoch * 60_000).toISOString();
/** The demo records' "today" (contract/demo-data.ts): the mock's first day from midnight UTC, as a server's demo install counts it. */
export const mockToday = () => new Date(epoch - 3_600_000 + MOCK_NOW_DAY * DAY_MS);
/** Where the mock's "now" starts, in minutes after the epoch. */
export const mockClockStart = () => clockStart;

/**
 * The demo's clock (`npm run demo`, before its db is seeded): its first day is the real today and
 * its "now" the real time, so the report's default month, which follows the browser's date, meets
 * the demo's deliveries. Stories keep the fixed epoch.
 */
export function anchorMockClock(now: number) {
  epoch = now - (now % DAY_MS) + 3_600_000 - MOCK_NOW_DAY * DAY_MS;
  clockStart = Math.max(MOCK_NOW_DAY * 24 * 60, Math.floor((now - epoch) / 60_000));
}

const seedRoles = (): MockRole[] =>
  SEEDED_ROLES.map((role, index) => ({
    id: index + 1,
    name: role.name,
    description: role.description,
    permissions: [...role.permissions],
    version: 1,
    createdAt: mockTime(index),
    updatedAt: mockTime(index),
  }));

const seedUsers = (roles: readonly MockRole[]): MockUser[] =>
  DEMO_USERS.map((user, index) => ({
    id: index + 1,
    username: user.username,
    name: user.name,
    email: `${user.username.replace(/[^a-z]/g, '')}@laju.example`,
    roleId: roles.find((role) => role.name === user.role)!.id,
    active: true,
    deactivatedAt: null,
    version: 1,
    createdAt: mockTime(10 + index),
    updatedAt: mockTime(10 + index),
  }));

export const mockRoles: MockRole[] = seedRoles();
export const mockUsers: MockUser[] = seedUsers(mockRoles);

/** Puts the seeded roles and demo users back, as first made. */
export function reseedRolesAndUsers() {
  mockRoles.splice(0, mockRoles.length, ...seedRoles());
  mockUsers.splice(0, mockUsers.length, ...seedUsers(mockRoles));
}

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
 * server), session storage otherwise (a browser-session cookie). It names the user and, when the
 * mock API wrote it, the session: `<userId>` or `<userId>.<session>` (a story's scenario writes
 * the user alone).
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

export interface RefreshCookie {
  readonly userId: number;
  readonly session: string | null;
  readonly remember: boolean;
}

export const refreshCookie = {
  read(): RefreshCookie | null {
    const remembered = store(true).getItem(REFRESH_KEY);
    const raw = remembered ?? store(false).getItem(REFRESH_KEY);
    if (raw === null) return null;
    const [user = '', session] = raw.split('.');
    const userId = Number(user);
    return Number.isInteger(userId) && userId > 0 ? { userId, session: session || null, remember: remembered !== null } : null;
  },
  write(userId: number, remember: boolean, session?: string) {
    this.clear();
    store(remember).setItem(REFRESH_KEY, session ? `${userId}.${session}` : String(userId));
  },
  clear() {
    store(true).removeItem(REFRESH_KEY);
    store(false).removeItem(REFRESH_KEY);
  },
};

/**
 * Sessions as the server keeps them: each sign-in starts one, each access token belongs to one,
 * and a session ended (sign-out, sign-out everywhere, a password change or reset, a deactivation,
 * a second-factor reset) takes its access tokens and its refresh cookie with it. A session this
 * page never saw (a cookie kept across a reload of the demo) counts as live.
 */
let serial = 0;
const nonce = () => Math.random().toString(36).slice(2, 10);
const sessionOwners = new Map<string, number>();
const endedSessions = new Set<string>();
/** Access tokens issued by the mock: `mock-<userId>-<serial>-…`; any other bearer answers 401. */
const live = new Map<string, { userId: number; session: string }>();
const tokenOf = (authorization: string | null) => live.get(authorization?.replace(/^Bearer\s+/i, '') ?? '');

export const mockSessions = {
  start(userId: number): string {
    serial += 1;
    const session = `s${serial}${nonce()}`;
    sessionOwners.set(session, userId);
    return session;
  },
  isEnded: (session: string) => endedSessions.has(session),
  /** Ends one session; false when it had ended already. */
  end(session: string): boolean {
    if (endedSessions.has(session)) return false;
    endedSessions.add(session);
    sessionOwners.delete(session);
    for (const [token, owner] of live) if (owner.session === session) live.delete(token);
    return true;
  },
  /**
   * Ends every session of the user but `keep`; answers how many ended. A refresh cookie of theirs
   * that names no session (a story's scenario wrote it) goes too, unless a session is kept.
   */
  endAllOf(userId: number, keep?: string): number {
    const sessions = new Set([...sessionOwners].filter(([, owner]) => owner === userId).map(([session]) => session));
    for (const owner of live.values()) if (owner.userId === userId) sessions.add(owner.session);
    let ended = 0;
    for (const session of sessions) if (session !== keep && this.end(session)) ended += 1;
    const cookie = refreshCookie.read();
    if (cookie?.userId === userId && (cookie.session === null ? keep === undefined : cookie.session !== keep)) refreshCookie.clear();
    return ended;
  },
  /** A new mock db is a new server: the sessions it knew are gone (their cookies count as unseen). */
  forget() {
    sessionOwners.clear();
    endedSessions.clear();
  },
};

export const accessTokens = {
  /** A token of `session`, or of a session of its own (a story's signed-in user). */
  issue(userId: number, session: string = mockSessions.start(userId)): string {
    serial += 1;
    const token = `mock-${userId}-${serial}-${nonce()}`;
    live.set(token, { userId, session });
    return token;
  },
  userOf(authorization: string | null): MockUser | undefined {
    const owner = tokenOf(authorization);
    return owner === undefined ? undefined : findUser(owner.userId);
  },
  sessionOf: (authorization: string | null): string | undefined => tokenOf(authorization)?.session,
  /** Every session of the user ends (see `mockSessions.endAllOf`). */
  revokeAll(userId: number, keep?: string) {
    mockSessions.endAllOf(userId, keep);
  },
  count(userId: number) {
    return [...live.values()].filter((owner) => owner.userId === userId).length;
  },
  /** Every access token issued so far stops working, as after 15 minutes on the real server. */
  expireAll() {
    live.clear();
  },
};

/** Call counts the demo exposes to end-to-end tests (window.__lajuMock). */
export const mockStats = { refresh: 0, login: 0, logout: 0, permissions: 0 };

/** What sign-in and refresh answer: a new access token of `session` (a session of its own by default). */
export function sessionFor(user: MockUser, session?: string) {
  return { userId: user.id, username: user.username, accessToken: accessTokens.issue(user.id, session), roleId: user.roleId };
}
