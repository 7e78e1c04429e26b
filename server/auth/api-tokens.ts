import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { API_TOKEN_HINT_LENGTH, API_TOKEN_PREFIX } from '../../contract/api-tokens-values';
import type { Database } from '../db/client';
import { rowsOf } from '../db/client';

/**
 * API tokens on the request path (docs/decisions/347-api-tokens.md): what a token is, how it is
 * looked up (through AuthCache, as sessions are), which routes only a person may call, and the
 * per-token rate limit and last-use marks, both kept in memory so a token's request costs what a
 * session's does.
 */

/** 32 random bytes: 256 bits, base64url, after the recognisable prefix. */
export const newApiToken = (): string => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
export const hashApiToken = (token: string): string => createHash('sha256').update(token).digest('hex');
/** What the list shows of a token: the prefix and a few characters, never enough to guess the rest. */
export const apiTokenPrefixOf = (token: string): string => token.slice(0, API_TOKEN_PREFIX.length + API_TOKEN_HINT_LENGTH);
/** A token the server could have issued: anything else is refused before the cache is asked. */
export const API_TOKEN_SHAPE = /^laju_[A-Za-z0-9_-]{43}$/;

/** A token as the auth hook needs it, cached by its hash. */
export interface ApiTokenState {
  readonly id: number;
  readonly name: string;
  readonly roleId: number;
  readonly expiresAt: number;
  readonly revoked: boolean;
  readonly creatorId: number | null;
  readonly creatorUsername: string | null;
  readonly creatorRoleId: number | null;
  readonly creatorActive: boolean;
}

export async function loadApiToken(database: Database, tokenHash: string): Promise<ApiTokenState | undefined> {
  const [row] = rowsOf<{
    id: number;
    name: string;
    role_id: number;
    expires_at: string | Date;
    revoked: boolean;
    created_by: number | null;
    username: string | null;
    creator_role_id: number | null;
    creator_active: boolean | null;
  }>(
    await database.db.execute(sql`
      select t.id, t.name, t.role_id, t.expires_at, t.revoked_at is not null as revoked, t.created_by,
        u.username, u.role_id as creator_role_id, u.deactivated_at is null as creator_active
      from api_tokens t left join users u on u.id = t.created_by
      where t.token_hash = ${tokenHash}`),
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    name: row.name,
    roleId: Number(row.role_id),
    expiresAt: new Date(row.expires_at).getTime(),
    revoked: row.revoked,
    creatorId: row.created_by === null ? null : Number(row.created_by),
    creatorUsername: row.username,
    creatorRoleId: row.creator_role_id === null ? null : Number(row.creator_role_id),
    creatorActive: row.creator_active === true,
  };
}

/**
 * Routes a token may never call, whatever its role: signing in, refreshing and signing out (the
 * whole of /api/auth), changing one's own account (every write under /api/users/my: password,
 * profile, second factor, sign-out everywhere), writing people's accounts (every write under
 * /api/users carries passwords, sessions or second factors), and managing tokens. One rule by
 * path, so a route added under these paths is covered without remembering it; the authorization
 * test walks every route against it.
 */
export function isPeopleOnly(method: string, url: string): boolean {
  if (url === '/api/auth' || url.startsWith('/api/auth/')) return true;
  if (url === '/api/api-tokens' || url.startsWith('/api/api-tokens/')) return true;
  const reads = method === 'GET' || method === 'HEAD';
  return !reads && (url === '/api/users' || url.startsWith('/api/users/'));
}

/**
 * Requests per token and instance: a burst of BURST, then RATE_PER_SECOND, refilled continuously
 * (a token bucket). Held in memory: counting in the database would cost a write per request, which
 * the budget (a token's list request no dearer than a session's) does not allow. With N instances
 * a token may reach N times the figure; the decision record says why that is accepted.
 * `LAJU_API_TOKEN_RATE` (requests per second) changes the figure, e.g. for a benchmark.
 */
export const API_TOKEN_BURST = 120;
export const API_TOKEN_RATE_PER_SECOND = 10;
/** A token's last use is written at most this often per instance. */
export const LAST_USE_EVERY_MS = 60_000;

interface Bucket {
  tokens: number;
  at: number;
}

const MAX_TRACKED = 10_000;

export class ApiTokenUsage {
  private readonly buckets = new Map<number, Bucket>();
  private readonly lastWritten = new Map<number, number>();
  limit: { burst: number; perSecond: number };

  constructor(
    private readonly now: () => number = () => performance.now(),
    env: NodeJS.ProcessEnv = process.env,
  ) {
    const rate = Number(env.LAJU_API_TOKEN_RATE);
    this.limit = Number.isFinite(rate) && rate > 0
      ? { burst: Math.max(API_TOKEN_BURST, Math.ceil(rate)), perSecond: rate }
      : { burst: API_TOKEN_BURST, perSecond: API_TOKEN_RATE_PER_SECOND };
  }

  /** Takes one request from the token's bucket: 0 when allowed, else the seconds to wait. */
  take(tokenId: number): number {
    const now = this.now();
    let bucket = this.buckets.get(tokenId);
    if (!bucket) {
      if (this.buckets.size >= MAX_TRACKED) this.buckets.clear();
      bucket = { tokens: this.limit.burst, at: now };
      this.buckets.set(tokenId, bucket);
    }
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.limit.perSecond);
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.limit.perSecond));
  }

  /** True when this instance has not written the token's last use within LAST_USE_EVERY_MS. */
  claimLastUse(tokenId: number): boolean {
    const now = this.now();
    const last = this.lastWritten.get(tokenId);
    if (last !== undefined && now - last < LAST_USE_EVERY_MS) return false;
    if (this.lastWritten.size >= MAX_TRACKED) this.lastWritten.clear();
    this.lastWritten.set(tokenId, now);
    return true;
  }
}
