import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { ApiError } from '../errors';
import type { ServiceContext } from '../services/context';
import type { AuthContext } from './auth-cache';
import { API_TOKEN_SHAPE, hashApiToken } from './api-tokens';

/**
 * How a request carrying an API token is let in (docs/decisions/347-api-tokens.md), called by
 * the auth hook of server/plugins/access.ts for every bearer that starts with `laju_`.
 */

const refused = (code: 'API_TOKEN_INVALID' | 'API_TOKEN_EXPIRED' | 'API_TOKEN_REVOKED', message: string) => new ApiError(401, code, message);

export const tokenNotAllowed = () => new ApiError(403, 'TOKEN_NOT_ALLOWED', 'An API token cannot do this; a person must sign in');

/** The permissions of a token's role that its creator holds too, computed once per pair of role sets. */
const capped = new WeakMap<ReadonlySet<string>, WeakMap<ReadonlySet<string>, ReadonlySet<string>>>();
function within(role: ReadonlySet<string>, creator: ReadonlySet<string>): ReadonlySet<string> {
  let byCreator = capped.get(role);
  if (!byCreator) capped.set(role, (byCreator = new WeakMap()));
  let set = byCreator.get(creator);
  if (!set) byCreator.set(creator, (set = new Set([...role].filter((name) => creator.has(name)))));
  return set;
}

export async function authenticateApiToken(ctx: ServiceContext, bearer: string): Promise<AuthContext> {
  if (!API_TOKEN_SHAPE.test(bearer)) throw refused('API_TOKEN_INVALID', 'Unknown API token');
  const token = await ctx.cache.apiToken(hashApiToken(bearer));
  if (!token) throw refused('API_TOKEN_INVALID', 'Unknown API token');
  if (token.revoked) throw refused('API_TOKEN_REVOKED', 'The API token was revoked');
  // A deactivated (or removed) creator stops every token they made: a token never outlives the
  // person who answers for it.
  if (token.creatorId === null || token.creatorRoleId === null || !token.creatorActive) {
    throw refused('API_TOKEN_REVOKED', 'The API token’s creator can no longer use LAJU');
  }
  if (token.expiresAt <= Date.now()) throw refused('API_TOKEN_EXPIRED', 'The API token has expired');
  const wait = ctx.cache.apiTokenUsage.take(token.id);
  if (wait > 0) throw new ApiError(429, 'RATE_LIMITED', 'Too many requests with this API token', { retryAfterSeconds: wait });
  const [role, creator] = await Promise.all([ctx.cache.permissions(token.roleId), ctx.cache.permissions(token.creatorRoleId)]);
  if (ctx.cache.apiTokenUsage.claimLastUse(token.id)) {
    await ctx.database.db.execute(sql`update api_tokens set last_used_at = now() where id = ${token.id}`);
  }
  return {
    userId: token.creatorId,
    // A token has no session: nothing a token may call reads one.
    sessionId: '',
    roleId: token.roleId,
    permissions: within(role.set, creator.set),
    apiToken: { id: token.id, name: token.name, creatorUsername: token.creatorUsername },
  };
}

/**
 * A token's writes go to the activity log under its name, on its creator's account, with the
 * request and its answer's status; its reads show as its last use (a row per read would cost a
 * write per request).
 */
export async function recordApiTokenRequest(ctx: ServiceContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.auth?.apiToken;
  if (!token || request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
  const path = (request.url.split('?')[0] ?? '').slice(0, 300);
  await ctx.database.db.execute(sql`
    insert into activity_logs (type, user_id, username, ip, user_agent, api_token_id, api_request)
    values ('API_TOKEN_REQUEST', ${request.auth!.userId}, ${token.creatorUsername}, ${request.ip.slice(0, 100)},
      ${request.headers['user-agent']?.slice(0, 512) ?? null}, ${token.id}, ${`${request.method} ${path} ${reply.statusCode}`})`);
}
