import type { Activity, ActivityType } from '../../../contract/me';
import { fieldChangesOf, type ChangeAction } from '../../../contract/change-log';
import { findUser, mockClockStart, mockTime } from './auth';

export interface MockChange {
  id: number;
  /** 'user', 'role', or a resource area's entity ('customer', 'item', 'fleet'). */
  entity: string;
  entityId: number;
  action: ChangeAction;
  actorId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
  /** The import that wrote the change, as the server's `import_id`. */
  importId?: number;
}
export interface MockActivity {
  id: number;
  type: ActivityType;
  userId: number | null;
  username: string | null;
  ip: string | null;
  userAgent: string | null;
  details: Activity['details'];
  createdAt: string;
}

export const changeLog: MockChange[] = [];
export const activityLog: MockActivity[] = [];

/** The mock's "now": after every seeded record, moving forward a minute per write. */
let clock = mockClockStart();
export const nextTime = () => mockTime((clock += 1));
export const resetClock = () => {
  clock = mockClockStart();
};

const SECRET_FIELDS = new Set(['password', 'passwordHash']);
const withoutSecrets = (record: Record<string, unknown> | null) =>
  record && Object.fromEntries(Object.entries(record).filter(([key]) => !SECRET_FIELDS.has(key)));

export function recordChange(change: Omit<MockChange, 'id' | 'createdAt'> & { createdAt?: string }) {
  changeLog.push({
    ...change,
    id: changeLog.length + 1,
    before: withoutSecrets(change.before),
    after: withoutSecrets(change.after),
    createdAt: change.createdAt ?? nextTime(),
  });
}

export function recordActivity(type: ActivityType, userId: number | null, username?: string, createdAt?: string, details: Activity['details'] = null) {
  activityLog.push({
    details,
    id: activityLog.length + 1,
    type,
    userId,
    username: username ?? (userId ? (findUser(userId)?.username ?? null) : null),
    ip: '10.0.4.17',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
    createdAt: createdAt ?? nextTime(),
  });
}

/** The readable diff of docs/product/screens.md: the contract's, the one the server answers with. */
export const fieldChanges = fieldChangesOf;
