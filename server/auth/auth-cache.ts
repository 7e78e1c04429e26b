import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/client';
import { ApiTokenUsage, loadApiToken, type ApiTokenState } from './api-tokens';

/** Who is calling, resolved once per request by the auth hook. */
export interface AuthContext {
  readonly userId: number;
  readonly sessionId: string;
  readonly roleId: number;
  readonly permissions: ReadonlySet<string>;
  /** Set when an API token calls: the request acts for its creator, named by the token. */
  readonly apiToken?: { readonly id: number; readonly name: string; readonly creatorUsername: string | null };
}

interface SessionState {
  readonly userId: number;
  readonly roleId: number;
  readonly active: boolean;
  readonly revoked: boolean;
}

interface RolePermissions {
  readonly set: ReadonlySet<string>;
  /** The `GET /api/roles/my/permissions` body, built once per role. */
  readonly entries: readonly { readonly name: string }[];
}

const MAX_SESSIONS = 50_000;
/**
 * The longest a cached session or role is served without reading the database again: the second
 * guard behind invalidation messages, so a missed message is outlived by at most this (decision
 * 123). Both kinds are loaded with one indexed query; at 30 s an active session costs one query
 * per 30 s.
 */
export const AUTH_CACHE_TTL_MS = 30_000;

interface Entry<T> {
  readonly value: T;
  readonly expiresAt: number;
}

/**
 * Sessions and role permissions from memory (ARCHITECTURE database rules: from PGlite they top out
 * near 1,800 lookups/s). Every change to a session, a user's role or status, or a role's
 * permissions calls `invalidate` after its commit; on PostgreSQL the message also reaches the
 * other instances through NOTIFY. A load that raced with an invalidation is not cached (the
 * generation counter), so a stale row never outlives the change that made it stale. Nothing is
 * served from memory while the NOTIFY listener is down, everything is dropped when it comes back,
 * and no entry lives longer than AUTH_CACHE_TTL_MS (decision 123).
 */
export class AuthCache {
  private readonly sessions = new Map<string, Entry<SessionState>>();
  private readonly roles = new Map<number, Entry<RolePermissions>>();
  /** API tokens by their SHA-256 (server/auth/api-tokens.ts), dropped as sessions are. */
  private readonly apiTokens = new Map<string, Entry<ApiTokenState>>();
  /** Per-token rate limits and last-use marks of this instance. */
  readonly apiTokenUsage = new ApiTokenUsage();
  private generation = 0;

  constructor(
    private readonly database: Database,
    private readonly ttlMs = AUTH_CACHE_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    database.onBroadcast((message) => this.apply(message));
  }

  /** An entry still fresh, and only while other instances' invalidations reach this one. */
  /** Lookups answered from memory and from the database, for the metrics. */
  readonly lookups = { hit: 0, miss: 0 };

  private fresh<K, T>(map: Map<K, Entry<T>>, key: K): T | undefined {
    const entry = map.get(key);
    if (entry && entry.expiresAt > this.now() && this.database.invalidationLive()) {
      this.lookups.hit += 1;
      return entry.value;
    }
    this.lookups.miss += 1;
    if (entry) map.delete(key);
    return undefined;
  }

  /** Caches a load unless an invalidation raced with it, or invalidations do not arrive now. */
  private keep(generation: number): boolean {
    return generation === this.generation && this.database.invalidationLive();
  }

  async session(sessionId: string): Promise<SessionState | undefined> {
    const cached = this.fresh(this.sessions, sessionId);
    if (cached) return cached;
    const generation = this.generation;
    const [row] = rowsOf<{ user_id: number; role_id: number; active: boolean; revoked: boolean }>(
      await this.database.db.execute(sql`
        select s.user_id, u.role_id, u.deactivated_at is null as active, s.revoked_at is not null as revoked
        from sessions s join users u on u.id = s.user_id
        where s.id = ${sessionId}`),
    );
    if (!row) return undefined;
    const state: SessionState = {
      userId: Number(row.user_id),
      roleId: Number(row.role_id),
      active: row.active,
      revoked: row.revoked,
    };
    if (this.keep(generation)) {
      if (this.sessions.size >= MAX_SESSIONS) this.sessions.clear();
      this.sessions.set(sessionId, { value: state, expiresAt: this.now() + this.ttlMs });
    }
    return state;
  }

  async permissions(roleId: number): Promise<RolePermissions> {
    const cached = this.fresh(this.roles, roleId);
    if (cached) return cached;
    const generation = this.generation;
    const names = rowsOf<{ name: string }>(
      await this.database.db.execute(sql`
        select p.name from role_permissions rp join permissions p on p.id = rp.permission_id
        where rp.role_id = ${roleId} order by p.id`),
    ).map((row) => row.name);
    const value: RolePermissions = { set: new Set(names), entries: names.map((name) => ({ name })) };
    if (this.keep(generation)) this.roles.set(roleId, { value, expiresAt: this.now() + this.ttlMs });
    return value;
  }

  async apiToken(tokenHash: string): Promise<ApiTokenState | undefined> {
    const cached = this.fresh(this.apiTokens, tokenHash);
    if (cached) return cached;
    const generation = this.generation;
    const state = await loadApiToken(this.database, tokenHash);
    if (state && this.keep(generation)) {
      if (this.apiTokens.size >= MAX_SESSIONS) this.apiTokens.clear();
      this.apiTokens.set(tokenHash, { value: state, expiresAt: this.now() + this.ttlMs });
    }
    return state;
  }

  /** After a commit: `api-token:<id>`, `session:<uuid>`, `user:<id>`, `role:<id>` or `all` (other messages, such as
   * search-counts.ts's, are not about sessions or roles and leave this cache as it is). */
  async invalidate(message: string): Promise<void> {
    await this.database.broadcast(message);
  }

  private apply(message: string): void {
    this.generation += 1;
    const [kind, key] = message.split(':');
    if (kind === 'session' && key) this.sessions.delete(key);
    else if (kind === 'user' && key) {
      const userId = Number(key);
      for (const [id, entry] of this.sessions) if (entry.value.userId === userId) this.sessions.delete(id);
      // A token follows its creator's role and status.
      for (const [hash, entry] of this.apiTokens) if (entry.value.creatorId === userId) this.apiTokens.delete(hash);
    } else if (kind === 'api-token' && key) {
      const tokenId = Number(key);
      for (const [hash, entry] of this.apiTokens) if (entry.value.id === tokenId) this.apiTokens.delete(hash);
    } else if (kind === 'role' && key) this.roles.delete(Number(key));
    else if (kind === 'all') {
      this.sessions.clear();
      this.roles.clear();
      this.apiTokens.clear();
    }
  }
}
