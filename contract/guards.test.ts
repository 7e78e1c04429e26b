import { describe, expect, it } from 'vitest';
import { errorBodySchema } from './api';
import { myPermissionsSchema, sessionSchema } from './auth';
import { isErrorBody, isPermissionList, isSession } from './guards';

const session = { userId: 1, username: 'admin', accessToken: 't', roleId: 1 };
const sessions: unknown[] = [
  session,
  { ...session, extra: 'ignored' },
  { ...session, userId: 0 },
  { ...session, userId: 1.5 },
  { ...session, userId: '1' },
  { ...session, username: '' },
  { ...session, accessToken: undefined },
  { ...session, roleId: -1 },
  { userId: 1, username: 'admin' },
  null,
  [],
  'session',
];
const permissionLists: unknown[] = [[], [{ name: 'read-users' }], [{ name: '' }], [{ name: 1 }], { name: 'read-users' }, [null], null, 'x'];
const errorBodies: unknown[] = [
  { error: { code: 'X', message: 'm' } },
  { error: { code: 'X', message: 'm', fields: { a: 'b' } } },
  { error: { code: 'X', message: 'm', fields: { a: 1 } } },
  { error: { code: 'X', message: 'm', retryAfterSeconds: 60 } },
  { error: { code: 'X', message: 'm', retryAfterSeconds: -1 } },
  { error: { code: 'X', message: 'm', retryAfterSeconds: 1.5 } },
  { error: { code: 1, message: 'm' } },
  { error: 'Unauthorized' },
  { message: 'x' },
  '<html>',
  null,
];

describe('guards agree with the contract schemas', () => {
  it.each(sessions.map((value, index) => [index, value]))('session #%i', (_index, value) => {
    expect(isSession(value)).toBe(sessionSchema.safeParse(value).success);
  });
  it.each(permissionLists.map((value, index) => [index, value]))('permission list #%i', (_index, value) => {
    expect(isPermissionList(value)).toBe(myPermissionsSchema.safeParse(value).success);
  });
  it.each(errorBodies.map((value, index) => [index, value]))('error body #%i', (_index, value) => {
    expect(isErrorBody(value)).toBe(errorBodySchema.safeParse(value).success);
  });
});
