import { z } from 'zod';
import { nameTextSchema } from './text';
import { API_TOKEN_EXPIRIES, API_TOKEN_NAME_MAX, API_TOKEN_STATES } from './api-tokens-values';

export {
  API_TOKEN_EXPIRIES,
  API_TOKEN_HINT_LENGTH,
  API_TOKEN_NAME_MAX,
  API_TOKEN_PREFIX,
  API_TOKEN_STATES,
  isApiToken,
  type ApiTokenExpiry,
  type ApiTokenState,
} from './api-tokens-values';

/**
 * API tokens (docs/decisions/347-api-tokens.md): a machine calls the API with
 * `Authorization: Bearer laju_…`, acting with a role's permissions, never more than its creator
 * holds. The token is answered once, at creation; the server keeps only its SHA-256.
 */

/** A token's name: the name rule of contract/text.ts, 1–80 characters, no `<` or `>`. */
export const apiTokenNameSchema = nameTextSchema().superRefine((value, ctx) => {
  const problem = value === '' ? 'REQUIRED' : value.length > API_TOKEN_NAME_MAX ? 'TOO_LONG' : /[<>]/.test(value) ? 'INVALID_CHARACTERS' : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** `POST /api/api-tokens`: the role must hold no permission the creator lacks (422 PERMISSIONS_EXCEED_OWN). */
export const createApiTokenSchema = z.strictObject({
  name: apiTokenNameSchema,
  roleId: z.number().int().positive().max(2_147_483_647),
  expiresInDays: z.literal(API_TOKEN_EXPIRIES),
});
export type CreateApiToken = z.input<typeof createApiTokenSchema>;

const named = z.object({ id: z.number().int().positive(), name: z.string() });

/** A token as lists answer it: never the token, only the few characters that tell it apart. */
export const apiTokenSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** `laju_` and the first characters of the token, to recognise it in a configuration. */
  prefix: z.string(),
  role: named,
  /** Null once the creator's account is removed. */
  createdBy: named.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** To the minute: a token's use is written at most once a minute. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: z.enum(API_TOKEN_STATES),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/**
 * `POST /api/api-tokens` answers the record in the `{ data }` envelope, as every answer of the API,
 * and beside it, this once, the token itself (as a webhook's create answers its secret).
 */
export const createdApiTokenSchema = z.object({ data: apiTokenSchema, token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
