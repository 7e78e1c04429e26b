import type { ErrorCode } from '../contract/api';

/** An answer in SPEC §5's error shape, thrown anywhere and rendered by the one error handler. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      readonly fields?: Record<string, string>;
      readonly retryAfterSeconds?: number;
      readonly current?: unknown;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, 'NOT_FOUND', `${what} not found`);
export const unauthenticated = (code: 'UNAUTHENTICATED' | 'TOKEN_EXPIRED' = 'UNAUTHENTICATED') =>
  new ApiError(401, code, code === 'TOKEN_EXPIRED' ? 'Access token expired' : 'Not signed in');
export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'Permission missing');
export const validationFailed = (fields: Record<string, string>) =>
  new ApiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields });
export const versionConflict = (current: unknown) =>
  new ApiError(409, 'VERSION_CONFLICT', 'The record was changed by someone else', { current });

/** 503 while PostgreSQL cannot be reached (decision 122): no driver message in the body. */
export const databaseUnavailable = () =>
  new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database is unavailable; try again shortly', { retryAfterSeconds: 2 });

/** PostgreSQL's unique_violation, so services can answer 409 for races the pre-check missed. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
};
