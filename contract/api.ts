import { z } from 'zod';

/** Error codes are the contract; the client translates them (docs/product/api.md). */
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
  // Business rules with their own message (422 unless noted).
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
  /** PostgreSQL cannot be reached right now; 503 with Retry-After. */
  'DATABASE_UNAVAILABLE',
  // Delivery orders and shipments (422 unless noted; `fields` says where).
  /** A customer, item, fleet, DO or DO line the request names does not exist. */
  'UNKNOWN_REFERENCE',
  /** An allocation above a DO line's pending quantity (also the loser of a race for the last units). */
  'QUANTITY_ABOVE_PENDING',
  /** A DO edit that drops a line or lowers a quantity below what shipments already took. */
  'QUANTITY_BELOW_ALLOCATED',
  /** A DO line listed under another DO in an allocation. */
  'LINE_NOT_IN_DELIVERY_ORDER',
  /** A cancelled or completed DO added to a shipment. */
  'DELIVERY_ORDER_CLOSED',
  /** Cancelling a DO, or changing its customer, while shipments hold some of it; 409. */
  'DELIVERY_ORDER_ALLOCATED',
  /** Editing or cancelling a cancelled DO; 409. */
  'DELIVERY_ORDER_CANCELLED',
  /** Editing a shipment whose proof photo is uploaded (completed, read-only); 409. */
  'SHIPMENT_COMPLETED',
  /** Editing, cancelling or completing a cancelled shipment (BATAL); 409. */
  'SHIPMENT_CANCELLED',
  /** An inactive fleet chosen for a shipment. */
  'FLEET_INACTIVE',
  /** An inactive (retired) customer or item chosen for a DO, its fields `INACTIVE`; 422. */
  'RECORD_INACTIVE',
  /** A proof photo that is not JPEG, PNG or WebP by its content; 415. */
  'IMAGE_TYPE_UNSUPPORTED',
  /** A HEIC/HEIF photo (iPhone default): "not supported, send JPEG"; 415. */
  'IMAGE_HEIC_UNSUPPORTED',
  /** A photo that claims a known type but does not decode (truncated, corrupt). */
  'IMAGE_UNREADABLE',
  /** No file part in the upload, or an empty file; 400. */
  'IMAGE_MISSING',
  /** A picture of more pixels than the server decodes (a decompression bomb, a 30,000 × 30,000 logo); 422. */
  'IMAGE_TOO_LARGE',
  /** Printing the surat jalan of a shipment that carries no DO yet (422), or completing it with a proof photo (409). */
  'SHIPMENT_WITHOUT_DELIVERY_ORDERS',
  /** More shipments in one print batch than PRINT_BATCH_MAX; 422. */
  'PRINT_BATCH_TOO_LARGE',
  // The second factor (docs/decisions/291-second-factor.md).
  /** A wrong, replayed or used authenticator or recovery code; 400. */
  'INVALID_SECOND_FACTOR',
  /** The sign-in challenge is expired, malformed or of the other kind: sign in again; 400. */
  'INVALID_CHALLENGE',
  /** Turning the second factor off while the user's role requires it; 422. */
  'SECOND_FACTOR_REQUIRED',
  /** Enrolling while a second factor is already on (turn it off or have it reset first); 409. */
  'SECOND_FACTOR_ALREADY_ENABLED',
  /** Disabling, or making recovery codes for, a second factor that is not on; 409. */
  'SECOND_FACTOR_NOT_ENABLED',
  /** Resetting one's own second factor through the administrators' reset (use Profile); 422. */
  'SELF_SECOND_FACTOR_RESET',
  /** A request authenticated by the refresh cookie from another origin; 403. */
  'FORBIDDEN_ORIGIN',
  // Imports (docs/decisions/335-import.md).
  /** An uploaded spreadsheet the reader refuses: `fields.file` is why (FILE_TOO_MANY_ROWS …), `params` its figures; 422 (413 above the size limit). */
  'IMPORT_FILE_UNREADABLE',
  /** The data no longer gives what the check showed (`expect`): `current` is the check as it is now; 409. */
  'IMPORT_CHANGED',
  /** An all-or-none import of a file with failing rows: nothing written; 422. */
  'IMPORT_HAS_FAILURES',
  /** As many imports as the server runs at once are running; 503 with Retry-After. */
  'IMPORTS_BUSY',
  // Receipts (docs/decisions/339-receipts.md).
  /** A receipt for a shipment not yet loaded (no proof photo); 409. */
  'SHIPMENT_NOT_COMPLETED',
  /** The note already has its receipt (one per note; two phones at once: the second); 409. */
  'RECEIPT_EXISTS',
  /** A line's received quantity or reason does not fit what was shipped: `fields` per line; 422. */
  'RECEIPT_LINES_INVALID',
  /** Neither a signature nor a photo; 422. */
  'RECEIPT_EVIDENCE_MISSING',
  /** A write-off above what is short and still open: `fields` per line; 422. */
  'WRITE_OFF_TOO_BIG',
  /** A receipt link that no print made (or not a link at all); 404. */
  'RECEIPT_LINK_UNKNOWN',
  /** A receipt link past its days after loading (or after its print, when printed later); 410. */
  'RECEIPT_LINK_EXPIRED',
  /** The note changed, or its shipment was cancelled, since this link was printed; 409. */
  'RECEIPT_LINK_OUTDATED',
  // API tokens (docs/decisions/347-api-tokens.md).
  /** A bearer that looks like an API token but is none the server issued; 401. */
  'API_TOKEN_INVALID',
  /** An API token past its expiry; 401. */
  'API_TOKEN_EXPIRED',
  /** A revoked API token, or one whose creator was deactivated; 401. */
  'API_TOKEN_REVOKED',
  /** An API token on a route only a person may call (sign-in, refresh, passwords, tokens); 403. */
  'TOKEN_NOT_ALLOWED',
  // Webhooks (docs/decisions/348-webhooks.md).
  /** A webhook target on a loopback, private, link-local, metadata or reserved address (or a name resolving to one), not allowed by the operator; 422, `fields.url`. */
  'WEBHOOK_TARGET_REFUSED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfterSeconds: z.number().int().nonnegative().optional(),
    current: z.unknown().optional(),
    /** The figures of a refusal whose message names them (a file's row limit, a duplicate header). */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** What a refusal may carry besides its code and message (docs/product/api.md). */
export interface ErrorExtra {
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly current?: unknown;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * A refusal's body, as the server's error handler and the mock API both send it: the keys a
 * refusal carries and nothing else, so that a story meets the server's answer word for word.
 */
export const errorBody = (code: ErrorCode, message: string, extra: ErrorExtra = {}): ErrorBody => ({
  error: {
    code,
    message,
    ...(extra.fields ? { fields: extra.fields } : {}),
    ...(extra.retryAfterSeconds !== undefined ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
    ...(extra.current !== undefined ? { current: extra.current } : {}),
    ...(extra.params ? { params: { ...extra.params } } : {}),
  },
});

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

/** `page` and `size` of every list (docs/product/api.md), from the query string. */
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
