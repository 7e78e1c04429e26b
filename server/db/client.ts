import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a service needs: the database itself or the transaction it runs in. */
export type Queryable = Db | Tx;

const INVALIDATION_CHANNEL = 'laju_auth_invalidate';

export interface Database {
  readonly db: Db;
  /**
   * For writes that may be lost in a crash without harm (refresh-token rotation): on PostgreSQL a
   * connection with synchronous_commit off, so the write does not wait for the WAL flush. The
   * same as `db` on PGlite (fsync is off there anyway).
   */
  readonly relaxedDb: Db;
  /**
   * For the few fixed statement shapes sent on every keystroke, run by `namedStatement` (the global
   * search): on PostgreSQL a pool of its own whose connections keep each text parsed and plan every
   * call for its values (`plan_cache_mode = force_custom_plan`), since a plan kept for one term
   * reads a whole table for another. Its own connections, because that setting on the main pool
   * would also replan, on every call, the statements the PL/pgSQL functions keep planned (the list
   * pages' related rows). The same as `db` on PGlite.
   */
  readonly searchDb: Db;
  readonly kind: 'pglite' | 'postgres';
  /** The connection pool's use (PostgreSQL; PGlite has one in-process connection), for the metrics. */
  poolUse?(): { readonly total: number; readonly idle: number; readonly waiting: number };
  /**
   * Runs a script of several statements on one connection (migrations), rolling back an open
   * transaction when it fails. Never for values from a request.
   */
  exec(script: string): Promise<void>;
  /**
   * Tells every server instance on this database that cached auth state changed. PGlite has one
   * process, so the message stays local; on PostgreSQL it travels with NOTIFY.
   */
  broadcast(message: string): Promise<void>;
  /**
   * Receives every instance's messages. On PostgreSQL the first handler starts the LISTEN
   * connection, which reconnects with backoff when it is lost; each time it is lost and each time
   * it is back, handlers receive `all` (messages sent while it was away are lost, decision 122).
   */
  onBroadcast(handler: (message: string) => void): void;
  /**
   * Whether messages from other instances arrive right now: always on PGlite (one process); on
   * PostgreSQL while the LISTEN connection is up. A cache must not serve entries while it is false.
   */
  invalidationLive(): boolean;
  /** Resolves true once invalidationLive() is, or false after `timeoutMs` (start-up waits for it). */
  whenInvalidationLive(timeoutMs: number): Promise<boolean>;
  /**
   * A session-level advisory lock held on its own connection until `release` (the migration
   * runner's), or null when another session holds it. PGlite has one session: always granted.
   */
  tryAdvisoryLock(key: number): Promise<{ release(): Promise<void> } | null>;
  /** Every instance must be closed: an open PGlite keeps Node alive (TOOLCHAIN). */
  close(): Promise<void>;
  /** PGlite only: the raw client, for snapshots in tests. */
  readonly pglite?: PGlite;
}

export interface OpenOptions {
  /** A PostgreSQL server; otherwise PGlite. */
  readonly url?: string | undefined;
  /** PGlite data directory; omitted = in memory. */
  readonly dataDir?: string | undefined;
  /** PGlite: start from a `dumpDataDir` snapshot (tests). */
  readonly loadDataDir?: Blob | File | undefined;
  readonly poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options);
}

/** PGlite's shared buffers (decision 264). */
const PGLITE_SHARED_BUFFERS = '32MB';

// Each engine's driver is loaded only when used: start-up time counts (≤ 3 s to the first 200).
async function openPglite(options: OpenOptions): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    // PostgreSQL's 128 MB of shared buffers are allocated in PGlite's WebAssembly memory as it
    // starts, in the server's own process: 32 MB keeps a 90-day report as fast on a million lines
    // (pages beyond them come from the operating system's file cache) and the server 96 MB lighter
    // (decision 264).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const handlers: ((message: string) => void)[] = [];
  return {
    db,
    relaxedDb: db,
    searchDb: db,
    kind: 'pglite',
    pglite: client,
    exec: async (script) => {
      try {
        await client.exec(script);
      } catch (error) {
        // A failed script may leave its explicit transaction open on the one connection.
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    broadcast: async (message) => {
      for (const handler of handlers) handler(message);
    },
    onBroadcast: (handler) => void handlers.push(handler),
    invalidationLive: () => true,
    whenInvalidationLive: async () => true,
    tryAdvisoryLock: async () => ({ release: async () => undefined }),
    close: () => client.close(),
  };
}

/** Listener reconnect backoff: doubles from the first figure to the cap (decision 122). */
export const LISTENER_BACKOFF_MS = { first: 100, max: 1000 } as const;
/** A connection attempt that takes longer fails (so a request answers 503 instead of hanging). */
const CONNECT_TIMEOUT_MS = 2000;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const connection = { connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, keepAliveInitialDelayMillis: 10_000 };
  // JIT off: the planner's row estimates for small, rarely analysed tables (roles, user_counts:
  // autovacuum analyses a table only after 50 changes) can push an OLTP query past jit_above_cost,
  // and compiling it then took 1.5 s for a 25 ms query (bench/server-users.mjs, deep role page).
  const pool = new pg.Pool({ ...connection, max: poolSize, options: '-c jit=off' });
  // The relaxed writes and the search each take half as many connections as the requests.
  const sideSize = Math.max(2, Math.ceil(poolSize / 2));
  const relaxedPool = new pg.Pool({ ...connection, max: sideSize, options: '-c synchronous_commit=off -c jit=off' });
  const searchPool = new pg.Pool({ ...connection, max: sideSize, options: '-c jit=off -c plan_cache_mode=force_custom_plan' });
  const pools = [pool, relaxedPool, searchPool];
  // A connection that dies while idle in the pool (a PostgreSQL restart, pg_terminate_backend, an
  // idle cut) is an 'error' on the pool, and an unhandled 'error' event ends the process. The pool
  // drops that connection and opens a new one on the next request; nothing else to do. A
  // connection checked out at that moment fails its query, which answers 503.
  for (const each of pools) {
    each.on('error', () => undefined);
    each.on('connect', (client) => client.on('error', () => undefined));
  }
  try {
    // Fail at start, not on the first request, when the server is unreachable.
    await pool.query('select 1');
  } catch (error) {
    await Promise.all(pools.map((each) => each.end())).catch(() => undefined);
    throw error;
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const relaxedDb = drizzlePg({ client: relaxedPool, schema }) as unknown as Db;
  const searchDb = drizzlePg({ client: searchPool, schema }) as unknown as Db;
  const handlers: ((message: string) => void)[] = [];
  const deliver = (message: string) => {
    for (const local of handlers) local(message);
  };
  let listener: Listener | undefined;
  return {
    db,
    relaxedDb,
    searchDb,
    kind: 'postgres',
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    exec: async (script) => {
      // One connection for the whole script, so BEGIN … COMMIT inside it holds.
      const client = await pool.connect();
      try {
        await client.query(script);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    broadcast: async (message) => {
      deliver(message);
      await pool.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, message]);
    },
    onBroadcast: (handler) => {
      handlers.push(handler);
      listener ??= new Listener(pg, connection, deliver);
    },
    invalidationLive: () => listener?.listening ?? false,
    whenInvalidationLive: async (timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (!listener?.listening) {
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return true;
    },
    tryAdvisoryLock: async (key) => {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
        if (!rows[0]?.locked) {
          client.release();
          return null;
        }
      } catch (error) {
        client.release(true);
        throw error;
      }
      return {
        release: async () => {
          await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
          client.release();
        },
      };
    },
    close: async () => {
      await listener?.stop();
      await Promise.all(pools.map((each) => each.end()));
    },
  };
}

/**
 * The LISTEN connection for cache invalidation. It cannot stop silently: a lost connection
 * (error or end) tells the handlers `all` and reconnects after 100 ms, 200 ms, … at most 1 s
 * apart until PostgreSQL answers; once LISTEN holds again the handlers hear `all` once more,
 * since whatever was sent in between is lost.
 */
class Listener {
  listening = false;
  private client: pg.Client | undefined;
  private delay: number = LISTENER_BACKOFF_MS.first;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly driver: typeof pg,
    private readonly connection: pg.ClientConfig,
    private readonly deliver: (message: string) => void,
  ) {
    void this.connect();
  }

  private async connect(): Promise<void> {
    this.timer = undefined;
    if (this.stopped) return;
    const client = new this.driver.Client(this.connection);
    this.client = client;
    client.on('notification', (note) => {
      if (note.channel === INVALIDATION_CHANNEL && note.payload) this.deliver(note.payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
      if (this.client !== client) return;
      this.listening = true;
      this.delay = LISTENER_BACKOFF_MS.first;
      this.deliver('all');
    } catch {
      this.lost(client);
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    if (this.listening) {
      this.listening = false;
      this.deliver('all');
    }
    client.end().catch(() => undefined);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.connect(), this.delay);
    this.timer.unref();
    this.delay = Math.min(this.delay * 2, LISTENER_BACKOFF_MS.max);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }
}

/** Rows of a raw `db.execute(sql…)`; both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Runs `text` (placeholders `$1`, `$2`, …) as a named statement: each PostgreSQL connection parses
 * a text once and keeps it. For `searchDb`, whose connections plan every call for its values: on
 * another pool the plan cache may settle on one generic plan for every value. Every distinct text
 * stays prepared on every connection, so the text is one of a few fixed shapes, never built from a
 * request's values. PGlite runs it unnamed.
 */
export function namedStatement(db: Db, text: string, values: unknown[]): Promise<unknown> {
  const name = `laju_${createHash('sha1').update(text).digest('base64url')}`;
  return db._.session.prepareQuery({ sql: text, params: values }, undefined, name, false).execute();
}
