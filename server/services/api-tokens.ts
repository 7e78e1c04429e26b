import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApiToken, CreatedApiToken, createApiTokenSchema } from '../../contract/api-tokens';
import type { Activity } from '../../contract/me';
import type { AuthContext } from '../auth/auth-cache';
import { apiTokenPrefixOf, hashApiToken, newApiToken } from '../auth/api-tokens';
import { rowsOf, type Queryable } from '../db/client';
import { notFound, validationFailed } from '../errors';
import type { ServiceContext } from './context';
import { assertWithinOwnPermissions } from './permission-rules';

/**
 * API tokens (docs/decisions/347-api-tokens.md): created with a name, a role that holds nothing
 * the creator lacks and an expiry; answered once; listed for whoever manages tokens; revoked at
 * once on every instance (the revocation's broadcast drops the token from every AuthCache).
 * Creation keeps no idempotent answer: a stored answer would keep the token itself.
 */

interface TokenRow {
  id: number;
  name: string;
  prefix: string;
  role_id: number;
  role_name: string;
  created_by: number | null;
  creator_name: string | null;
  created_at: string | Date;
  expires_at: string | Date;
  last_used_at: string | Date | null;
  revoked_at: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

const toApiToken = (row: TokenRow, now: number): ApiToken => ({
  id: Number(row.id),
  name: row.name,
  prefix: row.prefix,
  role: { id: Number(row.role_id), name: row.role_name },
  createdBy: row.created_by === null ? null : { id: Number(row.created_by), name: row.creator_name ?? '' },
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
  lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
  revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
  state: row.revoked_at !== null ? 'revoked' : new Date(row.expires_at).getTime() <= now ? 'expired' : 'active',
});

async function selectTokens(db: Queryable, id?: number): Promise<ApiToken[]> {
  const rows = rowsOf<TokenRow>(
    await db.execute(sql`
      select t.id, t.name, t.prefix, t.role_id, r.name as role_name, t.created_by, u.name as creator_name,
        t.created_at, t.expires_at, t.last_used_at, t.revoked_at
      from api_tokens t join roles r on r.id = t.role_id left join users u on u.id = t.created_by
      ${id === undefined ? sql`` : sql`where t.id = ${id}`}
      order by t.created_at desc, t.id desc`),
  );
  const now = Date.now();
  return rows.map((row) => toApiToken(row, now));
}

/** Every token, newest first: few enough for one answer (each is made by hand). */
export const listApiTokens = (ctx: ServiceContext) => selectTokens(ctx.database.db);

export async function createApiToken(
  ctx: ServiceContext,
  auth: AuthContext,
  input: z.output<typeof createApiTokenSchema>,
): Promise<CreatedApiToken> {
  const db = ctx.database.db;
  const [role] = rowsOf<{ id: number }>(await db.execute(sql`select id from roles where id = ${input.roleId}`));
  if (!role) throw validationFailed({ roleId: 'NOT_FOUND' });
  await assertWithinOwnPermissions(ctx, auth.permissions, input.roleId);
  const token = newApiToken();
  const [created] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into api_tokens (name, token_hash, prefix, role_id, created_by, expires_at)
      values (${input.name}, ${hashApiToken(token)}, ${apiTokenPrefixOf(token)}, ${input.roleId}, ${auth.userId},
        now() + make_interval(days => ${input.expiresInDays}))
      returning id`),
  );
  const [apiToken] = await selectTokens(db, Number(created!.id));
  return { data: apiToken!, token };
}

/** Revokes at once on every instance; a token already revoked stays as it was. */
export async function revokeApiToken(ctx: ServiceContext, auth: AuthContext, id: number): Promise<ApiToken> {
  const db = ctx.database.db;
  const changed = rowsOf<{ id: number }>(
    await db.execute(sql`update api_tokens set revoked_at = now(), revoked_by = ${auth.userId} where id = ${id} and revoked_at is null returning id`),
  );
  if (changed.length > 0) await ctx.cache.invalidate(`api-token:${id}`);
  const [apiToken] = await selectTokens(db, id);
  if (!apiToken) throw notFound('API token');
  return apiToken;
}

/**
 * The activity lists' rows of token requests, with the token's name and the request: read for
 * the page's rows only, by id.
 */
export async function withApiTokens<A extends Activity>(db: Queryable, activities: A[]): Promise<A[]> {
  const ids = activities.filter((activity) => activity.type === 'API_TOKEN_REQUEST').map((activity) => activity.id);
  if (ids.length === 0) return activities;
  const rows = rowsOf<{ id: number; token_id: number | null; token_name: string | null; api_request: string | null }>(
    await db.execute(sql`
      select a.id, t.id as token_id, t.name as token_name, a.api_request
      from activity_logs a left join api_tokens t on t.id = a.api_token_id
      where a.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return activities.map((activity) => {
    const row = byId.get(activity.id);
    if (!row || row.token_id === null) return activity;
    return { ...activity, apiToken: { id: Number(row.token_id), name: row.token_name ?? '', request: row.api_request ?? '' } };
  });
}
