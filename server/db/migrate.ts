import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';
import { rowsOf } from './client';
import { sql } from 'drizzle-orm';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Serialises migrations when several instances start on one PostgreSQL at once. */
const MIGRATION_LOCK = 727_001;
const ALREADY_APPLIED = 'laju-migration-already-applied';
/**
 * Held (session-level, on its own connection) for a whole run of pending migrations, so two
 * instances starting at once never apply migrations at the same time: the second waits, then
 * finds nothing left to do (decision 124). A different key from MIGRATION_LOCK, which each file's
 * transaction takes: one session holding both would wait for itself.
 */
export const MIGRATION_RUN_LOCK = 727_002;
const RUN_LOCK_POLL_MS = 250;

export interface MigrateOptions {
  /** false: apply nothing, and fail when a migration is pending (LAJU_MIGRATE=0). */
  readonly apply?: boolean;
  /** How long to wait for another instance's run (default 120 s). */
  readonly waitMs?: number;
  /** Told once when another instance is migrating and this one waits. */
  readonly onWait?: () => void;
}

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** Files named NNNN_name.sql, applied in order of NNNN, each once. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** Applies the migrations not yet recorded in schema_migrations; returns the versions applied. */
export async function migrate(database: Database, migrations = readMigrations(), options: MigrateOptions = {}): Promise<number[]> {
  // The usual start finds the table: one query. Only a new database creates it.
  const readApplied = async () =>
    new Set(
      rowsOf<{ version: number }>(await database.db.execute(sql`select version from schema_migrations`)).map((row) =>
        Number(row.version),
      ),
    );
  const pendingOf = (applied: Set<number>) => migrations.filter((migration) => !applied.has(migration.version));
  let applied: Set<number> | null = null;
  try {
    applied = await readApplied();
  } catch (error) {
    // A new database (no schema_migrations yet).
    if (options.apply === false && migrations.length > 0) {
      throw new Error(
        `The database has no LAJU tables and LAJU_MIGRATE=0 forbids creating them; start one instance without LAJU_MIGRATE=0 to migrate first`,
        { cause: error },
      );
    }
  }
  if (applied && pendingOf(applied).length === 0) return [];
  if (applied && options.apply === false) {
    const names = pendingOf(applied).map((migration) => `${String(migration.version).padStart(4, '0')}_${migration.name}`);
    throw new Error(
      `The database lacks migration ${names.join(', ')} and LAJU_MIGRATE=0 forbids applying it; start one instance without LAJU_MIGRATE=0 to migrate first`,
    );
  }

  // Only one instance applies migrations at a time (even CREATE TABLE IF NOT EXISTS races with
  // itself); the others wait, then re-read what is applied.
  const waitUntil = Date.now() + (options.waitMs ?? 120_000);
  let lock = await database.tryAdvisoryLock(MIGRATION_RUN_LOCK);
  if (!lock) options.onWait?.();
  while (!lock) {
    if (Date.now() > waitUntil) {
      throw new Error('Another LAJU instance has been applying migrations to this database for too long; check it, then start again');
    }
    await new Promise((resolve) => setTimeout(resolve, RUN_LOCK_POLL_MS));
    lock = await database.tryAdvisoryLock(MIGRATION_RUN_LOCK);
  }
  try {
    await database.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    return await applyPending(database, pendingOf(await readApplied()));
  } finally {
    await lock.release();
  }
}

async function applyPending(database: Database, pending: Migration[]): Promise<number[]> {
  const done: number[] = [];
  for (const migration of pending) {
    // One transaction per file: a failing migration leaves no half-applied schema behind. The
    // advisory lock makes a second instance wait, then skip what the first one applied.
    const script = `BEGIN;
SELECT pg_advisory_xact_lock(${MIGRATION_LOCK});
DO $check$ BEGIN
  IF EXISTS (SELECT 1 FROM schema_migrations WHERE version = ${migration.version}) THEN
    RAISE EXCEPTION '${ALREADY_APPLIED}';
  END IF;
END $check$;
${migration.sql}
;
INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, '${migration.name.replace(/'/g, "''")}');
COMMIT;`;
    try {
      await database.exec(script);
      done.push(migration.version);
    } catch (error) {
      if (String((error as Error).message).includes(ALREADY_APPLIED)) continue;
      throw new Error(`Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`);
    }
  }
  return done;
}
