/**
 * Dependency-free checks of the answers the browser reads before anything else renders (the
 * error body, the session, the permission list). They mirror the zod schemas in api.ts and
 * auth.ts exactly — guards.test.ts holds them to the same verdicts — so the sign-in page
 * needn't download a schema library (docs/decisions/007-lazy-shell.md).
 */
import type { ErrorBody } from './api';
import type { MyPermissions, Session } from './auth';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPositiveInt = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export function isSession(value: unknown): value is Session {
  return (
    isRecord(value) &&
    isPositiveInt(value.userId) &&
    isNonEmptyString(value.username) &&
    isNonEmptyString(value.accessToken) &&
    isPositiveInt(value.roleId)
  );
}

export function isPermissionList(value: unknown): value is MyPermissions {
  return Array.isArray(value) && value.every((entry) => isRecord(entry) && isNonEmptyString(entry.name));
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (!isRecord(value) || !isRecord(value.error)) return false;
  const { code, message, fields, retryAfterSeconds } = value.error;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (fields === undefined || (isRecord(fields) && Object.values(fields).every((text) => typeof text === 'string'))) &&
    (retryAfterSeconds === undefined || (Number.isInteger(retryAfterSeconds) && (retryAfterSeconds as number) >= 0))
  );
}
