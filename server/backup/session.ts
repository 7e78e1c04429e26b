import type pg from 'pg';
import type { Database } from '../db/client';

/**
 * One transaction on one connection, whatever the engine: what a backup reads its snapshot through
 * and a restore writes through. Raw SQL, since both work on every table by the catalogue's names.
 */
export interface SqlSession {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements, no parameters (a migration's file). */
  exec(script: string): Promise<void>;
}

/**
 * Text forms that read back as the same values on any server: ISO dates in UTC, every float digit,
 * hex bytes. Set for the transaction only.
 */
const TEXT_FORMATS = `SET LOCAL DateStyle = 'ISO, YMD'; SET LOCAL IntervalStyle = 'postgres'; SET LOCAL TimeZone = 'UTC';
SET LOCAL extra_float_digits = 3; SET LOCAL bytea_output = 'hex'`;

export interface TransactionOptions {
  /** A read-only snapshot that stays the same for the whole transaction. */
  readonly snapshot?: boolean;
}

/** Runs `work` in one transaction on a connection of its own; commits when it resolves. */
export async function inTransaction<T>(database: Database, options: TransactionOptions, work: (session: SqlSession) => Promise<T>): Promise<T> {
  const start = `${options.snapshot ? 'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY; ' : ''}${TEXT_FORMATS}`;
  if (database.pglite) {
    return database.pglite.transaction(async (tx) => {
      const session: SqlSession = {
        query: async <Row>(text: string, params?: readonly unknown[]) => (await tx.query<Row>(text, params ? [...params] : undefined)).rows,
        exec: async (script) => void (await tx.exec(script)),
      };
      await session.exec(start);
      return work(session);
    });
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const session: SqlSession = {
      query: async <Row>(text: string, params?: readonly unknown[]) => (await client.query(text, params ? [...params] : undefined)).rows as Row[],
      exec: async (script) => void (await client.query(script)),
    };
    await session.exec(start);
    const result = await work(session);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => (broken = true));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** PostgreSQL's quoting of a name as an identifier. */
export const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;
