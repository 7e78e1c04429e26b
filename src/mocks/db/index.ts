import { DEMO_USERS, SEEDED_ROLES } from '../../../contract/permissions';
import { accessTokens, findRole, mockRoles, mockSessions, mockTime, mockUsers, reseedRolesAndUsers, resetPasswords, type MockRole, type MockUser } from './auth';
import { addGeneratedUsers } from './factories';
import { startMockDbGeneration } from './generation';
import { activityLog, changeLog, recordActivity, recordChange, resetClock } from './logs';
import { resetSecondFactors } from './second-factor';
import { viewStore } from './views';
import { importStore } from './imports';
import { companyProfileStore } from './company-profile';
import { seedResource } from '../handlers/resource';
import { MOCK_RESOURCES } from '../resources';

const idempotency = new Map<string, { body: string; response: unknown }>();

export const idempotencyStore = {
  get: (key: string) => idempotency.get(key),
  set: (key: string, body: string, response: unknown) => idempotency.set(key, { body, response }),
};

/**
 * A user as the users change log records it, the same shape as the server's
 * (server/services/users-service.ts `logSnapshot`): the role by name, the status as
 * active/inactive; no id, version, timestamps or secrets. Every mock write logs this.
 */
export const userRecord = (
  user: Pick<MockUser, 'username' | 'name' | 'email' | 'roleId' | 'active'>,
  options: { passwordChanged?: boolean } = {},
) => ({
  username: user.username,
  name: user.name,
  email: user.email,
  role: findRole(user.roleId)?.name ?? '',
  status: user.active ? ('active' as const) : ('inactive' as const),
  // As the server: a new password is logged as the fact only (decision 118).
  ...(options.passwordChanged ? { credential: 'CHANGED' as const } : {}),
});
/** A role as the roles change log records it, the server's shape (roles-service.ts `roleSnapshot`). */
export const roleRecord = ({ id, name, description, version }: MockRole) => ({ id, name, description, version });

/**
 * Puts the mock db back to its seed: the roles and demo users of contract/, 36 generated staff,
 * their CREATE change logs and a few sign-ins. Stories call it before each story.
 */
export function resetMockDb() {
  startMockDbGeneration();
  // A new db is a new server: the access tokens issued before stop working. A request an earlier
  // story sent and a scenario held back (a "saving…" or loading state waits up to 60 s, then lets
  // the mock API answer) reaches the mock API after the next story seeded its db; with its old
  // token it is answered 401 and writes nothing. The Saving story of the role detail screen granted
  // Viewer read-items in a story that ran a minute later that way (decision 282).
  accessTokens.expireAll();
  mockSessions.forget();
  resetClock();
  reseedRolesAndUsers();
  changeLog.length = 0;
  activityLog.length = 0;
  idempotency.clear();
  resetPasswords();
  resetSecondFactors();
  viewStore.reset();
  importStore.reset();
  addGeneratedUsers(36);
  for (const role of mockRoles) recordChange({ entity: 'role', entityId: role.id, action: 'CREATE', actorId: null, before: null, after: roleRecord(role), createdAt: role.createdAt });
  for (const user of mockUsers) {
    recordChange({ entity: 'user', entityId: user.id, action: 'CREATE', actorId: 1, before: null, after: userRecord({ ...user, active: true }), createdAt: user.createdAt });
    if (!user.active) {
      recordChange({ entity: 'user', entityId: user.id, action: 'DELETE', actorId: 1, before: userRecord({ ...user, active: true }), after: userRecord(user), createdAt: user.deactivatedAt ?? user.updatedAt });
    }
  }
  DEMO_USERS.forEach((_, index) => recordActivity('SIGN_IN_SUCCESS', index + 1, undefined, mockTime(60 * 24 * 390 + index)));
  recordActivity('SIGN_IN_FAILURE', null, undefined, mockTime(60 * 24 * 391));
  // The areas' records as the server's demo install makes them: the master data first, then the
  // DOs and shipments that refer to it.
  const seedsFirst = [...MOCK_RESOURCES].sort((a, b) => Number(a.seed !== undefined) - Number(b.seed !== undefined));
  for (const area of seedsFirst) seedResource(area);
  // The demo company's profile, filled in, so the notes show a company's head; stories show it
  // never filled in, as a new install has it, with src/mocks/scenarios/company-profile.ts.
  companyProfileStore.reset();
  return { roles: SEEDED_ROLES.length, users: mockUsers.length };
}

resetMockDb();
