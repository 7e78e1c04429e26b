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
  readonly kind: 'pglite' | 'postgres';
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
  onBroadcast(handler: (message: string) => void): void;
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
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const handlers: ((message: string) => void)[] = [];
  return {
    db,
    relaxedDb: db,
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
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  // JIT off: the planner's row estimates for small, rarely analysed tables (roles, user_counts:
  // autovacuum analyses a table only after 50 changes) can push an OLTP query past jit_above_cost,
  // and compiling it then took 1.5 s for a 25 ms query (bench/server-users.mjs, deep role page).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const relaxedPool = new pg.Pool({ connectionString: url, max: Math.max(2, Math.ceil(poolSize / 2)), options: '-c synchronous_commit=off -c jit=off' });
  const relaxedDb = drizzlePg({ client: relaxedPool, schema }) as unknown as Db;
  const handlers: ((message: string) => void)[] = [];
  let listener: pg.Client | undefined;
  return {
    db,
    relaxedDb,
    kind: 'postgres',
    exec: async (script) => {
      // One connection for the whole script, so BEGIN … COMMIT inside it holds.
      const connection = await pool.connect();
      try {
        await connection.query(script);
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    broadcast: async (message) => {
      for (const handler of handlers) handler(message);
      await pool.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, message]);
    },
    onBroadcast: (handler) => {
      handlers.push(handler);
      if (listener) return;
      listener = new pg.Client({ connectionString: url });
      listener.on('notification', (note) => {
        if (note.channel !== INVALIDATION_CHANNEL || !note.payload) return;
        for (const local of handlers) local(note.payload);
      });
      // A lost listener only delays invalidation on other instances; this one applied it already.
      listener.on('error', () => undefined);
      listener
        .connect()
        .then(() => listener?.query(`LISTEN ${INVALIDATION_CHANNEL}`))
        .catch(() => undefined);
    },
    close: async () => {
      await listener?.end().catch(() => undefined);
      await Promise.all([pool.end(), relaxedPool.end()]);
    },
  };
}

/** Rows of a raw `db.execute(sql…)`; both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
