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
export async function migrate(database: Database, migrations = readMigrations()): Promise<number[]> {
  // The usual start finds the table: one query. Only a new database creates it.
  const readApplied = async () =>
    new Set(
      rowsOf<{ version: number }>(await database.db.execute(sql`select version from schema_migrations`)).map((row) =>
        Number(row.version),
      ),
    );
  let applied: Set<number>;
  try {
    applied = await readApplied();
  } catch {
    await database.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    applied = await readApplied();
  }
  const pending = migrations.filter((migration) => !applied.has(migration.version));
  if (pending.length === 0) return [];

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
