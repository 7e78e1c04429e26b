import { z } from 'zod';

/** Error codes are the contract; the client translates them (SPEC §5). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'INVALID_CREDENTIALS',
  'INVALID_REFRESH_TOKEN',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'VERSION_CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BUSINESS_RULE',
  'RATE_LIMITED',
  'INTERNAL',
  // Issue 4: business rules with their own message (422 unless noted).
  /** Deactivating yourself. */
  'SELF_DEACTIVATION',
  /** The change would leave no active user holding update-permissions ("the last Master"). */
  'LAST_PERMISSION_MANAGER',
  /** The role to assign, or the target user's role, holds permissions the caller does not. */
  'PERMISSIONS_EXCEED_OWN',
  /** Editing a deactivated user (restore them first); 409. */
  'USER_DEACTIVATED',
  /** The same Idempotency-Key with a different request. */
  'IDEMPOTENCY_KEY_REUSED',
  /** PostgreSQL cannot be reached right now; 503 with Retry-After (issue 11). */
  'DATABASE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfterSeconds: z.number().int().nonnegative().optional(),
    current: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const pagingSchema = z.object({
  page: z.number().int().min(1),
  size: z.number().int().min(1).max(100),
  totalItems: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type Paging = z.infer<typeof pagingSchema>;

export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), paging: pagingSchema });

/** `page` and `size` of every list (SPEC §5), from the query string. */
export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A numeric `:id` path parameter. */
export const idParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
});

export const okResponseSchema = dataEnvelope(z.literal('Ok'));
