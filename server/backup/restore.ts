import fs from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { openDatabase } from '../db/client';
import { lockDataDir, type DataDirLock } from '../db/data-dir-lock';
import { MIGRATION_RUN_LOCK, readMigrations, type Migration } from '../db/migrate';
import { BackupError, sha256 } from './archive';
import { relationCountOf, setAsideForLoad, tablesOf, type TableShape } from './catalog';
import { FILES_PREFIX, type BackupManifest } from './manifest';
import { inTransaction, quoteName, type SqlSession } from './session';
import { storedTopLevel, storeFilesInTable, writeStoredFile } from './stored-files';
import { backupEntries, verifyBackup } from './verify';

const gunzipAsync = promisify(gunzip);

/**
 * Run once the rows are in, outside the transaction: fresh statistics for the planner and every row
 * marked as settled, so the first requests neither plan blind nor write while they read (PGlite
 * runs no autovacuum).
 */
const SETTLE = 'VACUUM ANALYZE';

/**
 * `npm run restore` (docs/decisions/342-backups.md): the file is checked whole first; then the
 * database is rebuilt at the backup's schema version from this LAJU's migrations, the rows loaded,
 * and the migrations since applied, as an upgrade would. On PostgreSQL that is one transaction,
 * the pictures included (docs/decisions/344-pictures-in-postgresql.md); on PGlite a new database
 * and its pictures in a hidden folder of the data dir, moved into place when whole. Either way the
 * target is as it was when anything fails.
 */
export type RestoreTarget =
  | { readonly engine: 'pglite'; readonly dataDir: string }
  | { readonly engine: 'postgres'; readonly url: string; readonly dataDir: string };

export interface RestoreOptions {
  /** Replace a target that holds data (refused otherwise). */
  readonly replace?: boolean;
  /** Paths a replaced data dir keeps (LAJU_BACKUP_DIR inside it); the backup file's own folder is always kept. */
  readonly keep?: readonly string[];
}

export interface RestoreSummary {
  readonly manifest: BackupManifest;
  readonly rows: number;
  readonly files: number;
  /** The schema version after the restore (higher than the backup's when migrations were due). */
  readonly schemaVersion: number;
  readonly seconds: number;
}

export async function restoreBackup(file: string, target: RestoreTarget, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const started = performance.now();
  const migrations = readMigrations();
  const manifest = await verifyBackup(file, migrations);
  const load = (session: SqlSession, filesInto: string) => loadInto(session, file, manifest, migrations, filesInto);
  const keep = [...(options.keep ?? []), path.dirname(path.resolve(file))];
  if (target.engine === 'pglite') await restorePglite(target.dataDir, { ...options, keep }, load);
  else await restorePostgres(target, { ...options, keep }, load);
  return {
    manifest,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    files: manifest.files.length,
    schemaVersion: migrations.at(-1)?.version ?? manifest.schemaVersion,
    seconds: (performance.now() - started) / 1000,
  };
}

type Load = (session: SqlSession, filesInto: string) => Promise<void>;

const notEmpty = (what: string, holds: readonly string[]) =>
  new BackupError(`${what} is not empty (it holds ${holds.join(', ')}): restore into an empty one, or add --replace to replace what it holds`);

/** A hidden folder inside the data dir: on the data dir's own file system, so moving out of it is a rename. */
const stagingOf = (dataDir: string) => path.join(dataDir, `.restoring-${process.pid}`);

/**
 * Moves the staged entries into the data dir, the ones they replace aside first (removed by the
 * caller once all is done); answers how to undo it. Renames only: quick, and nothing is copied.
 */
async function moveIntoPlace(dataDir: string, staging: string, replaced: readonly string[]): Promise<() => Promise<void>> {
  const aside = path.join(dataDir, `.replaced-${process.pid}`);
  await fs.mkdir(aside, { recursive: true });
  const incoming = await fs.readdir(staging);
  const movedAside: string[] = [];
  const movedIn: string[] = [];
  const undo = async () => {
    for (const name of movedIn) await fs.rename(path.join(dataDir, name), path.join(staging, name)).catch(() => undefined);
    for (const name of movedAside) await fs.rename(path.join(aside, name), path.join(dataDir, name)).catch(() => undefined);
  };
  try {
    for (const name of replaced) {
      await fs.rename(path.join(dataDir, name), path.join(aside, name));
      movedAside.push(name);
    }
    for (const name of incoming) {
      await fs.rename(path.join(staging, name), path.join(dataDir, name));
      movedIn.push(name);
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return undo;
}

async function restorePglite(dataDir: string, options: RestoreOptions, load: Load): Promise<void> {
  const existed = await fs.stat(dataDir).then(() => true, () => false);
  await fs.mkdir(dataDir, { recursive: true });
  let lock: DataDirLock | undefined;
  const staging = stagingOf(dataDir);
  try {
    lock = await lockDataDir(dataDir);
    const held = [...(await fs.readdir(dataDir).then((names) => names.filter((name) => name === 'pgdata'))), ...(await storedTopLevel(dataDir, options.keep))];
    if (held.length > 0 && !options.replace) throw notEmpty(`The data directory ${dataDir}`, held);
    await fs.rm(staging, { recursive: true, force: true });
    await fs.mkdir(staging);
    const database = await openDatabase({ dataDir: path.join(staging, 'pgdata') });
    try {
      await inTransaction(database, {}, (session) => load(session, staging));
      await database.exec(SETTLE);
    } finally {
      await database.close();
    }
    await moveIntoPlace(dataDir, staging, held);
  } catch (error) {
    if (!existed && lock) {
      lock.release();
      lock = undefined;
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    throw error;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    await fs.rm(path.join(dataDir, `.replaced-${process.pid}`), { recursive: true, force: true });
    lock?.release();
  }
}

async function restorePostgres(target: Extract<RestoreTarget, { engine: 'postgres' }>, options: RestoreOptions, load: Load): Promise<void> {
  const database = await openDatabase({ url: target.url, poolSize: 1 });
  // The pictures are staged on disk while the rows load, and go into the database with them
  // (stored-files.ts); the data dir holds nothing of this target.
  const staging = stagingOf(target.dataDir);
  const existed = await fs.stat(target.dataDir).then(() => true, () => false);
  try {
    await inTransaction(database, {}, async (session) => {
      const [granted] = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [MIGRATION_RUN_LOCK]);
      const [others] = await session.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      const name = (await session.query<{ name: string }>('SELECT current_database() AS name'))[0]?.name ?? '?';
      if (!granted?.locked || Number(others?.count) > 0) {
        throw new BackupError(`The database ${name} is in use (${Number(others?.count)} other connection(s)): stop every LAJU server on it, then restore again`);
      }
      const relations = await relationCountOf(session);
      if (relations > 0 && !options.replace) throw notEmpty(`The database ${name}`, [`${relations} tables and sequences`]);
      if (relations > 0) await emptySchema(session);
      await fs.rm(staging, { recursive: true, force: true });
      await fs.mkdir(staging, { recursive: true });
      await load(session, staging);
      await storeFilesInTable(session, { dir: staging });
    });
    // Restored and committed: settling is a courtesy to the first requests, and autovacuum would do it too.
    await database.exec(SETTLE).catch(() => undefined);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    // A data dir made only to stage in is taken away again; one holding anything else stays.
    if (!existed) await fs.rmdir(target.dataDir).catch(() => undefined);
    await database.close();
  }
}

/** Drops every object of schema public, then makes the schema anew for the same owner. */
async function emptySchema(session: SqlSession): Promise<void> {
  const [owner] = await session.query<{ owner: string }>(`SELECT nspowner::regrole::text AS owner FROM pg_namespace WHERE nspname = 'public'`);
  await session.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public; GRANT USAGE ON SCHEMA public TO PUBLIC');
  if (!owner) return;
  // Giving it back to its owner needs that role's membership; without it the restoring user keeps it.
  await session.exec('SAVEPOINT laju_schema_owner');
  try {
    await session.exec(`ALTER SCHEMA public OWNER TO ${owner.owner}`);
    await session.exec('RELEASE SAVEPOINT laju_schema_owner');
  } catch {
    await session.exec('ROLLBACK TO SAVEPOINT laju_schema_owner');
  }
}

async function applyMigration(session: SqlSession, migration: Migration): Promise<void> {
  await session.exec(migration.sql);
  await session.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
}

/** The rows of one part: the JSON arrays of column texts, turned back into values by the columns' types. */
function insertStatement(table: string, columns: readonly string[], shape: TableShape): string {
  const types = new Map(shape.columns.map((column) => [column.name, column.type]));
  const values = columns.map((column, index) => `(r->>${index})::${types.get(column)}`);
  return `INSERT INTO public.${quoteName(table)} (${columns.map(quoteName).join(', ')}) OVERRIDING SYSTEM VALUE SELECT ${values.join(', ')} FROM jsonb_array_elements($1::jsonb) AS r`;
}

/** Rebuilds the backup's database through `session` and writes its stored files under `filesInto`. */
async function loadInto(session: SqlSession, file: string, manifest: BackupManifest, migrations: readonly Migration[], filesInto: string): Promise<void> {
  await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  for (const migration of migrations.filter((each) => each.version <= manifest.schemaVersion)) await applyMigration(session, migration);

  const shapes = new Map((await tablesOf(session)).map((shape) => [shape.name, shape]));
  const statements = new Map<string, { statement: string; rows: number }>();
  for (const table of manifest.tables) {
    const shape = shapes.get(table.name);
    const unknown = table.columns.filter((column) => !shape?.columns.some((each) => each.name === column));
    if (!shape || unknown.length > 0) {
      throw new BackupError(`The backup ${file} does not fit the schema of its version ${manifest.schemaVersion}: ${shape ? `${table.name}.${unknown[0]}` : table.name} is unknown`);
    }
    const statement = insertStatement(table.name, table.columns, shape);
    for (const part of table.parts) statements.set(part.path, { statement, rows: part.rows });
  }
  const setAside = await setAsideForLoad(session);
  for (const statement of setAside.before) await session.exec(statement);
  await session.exec(`TRUNCATE ${[...shapes.keys()].map((name) => `public.${quoteName(name)}`).join(', ')}`);

  let index = 0;
  for await (const entry of backupEntries(file)) {
    const expected = manifest.parts[index];
    index += 1;
    if (expected && (expected.path !== entry.path || expected.sha256 !== sha256(entry.data))) {
      throw new BackupError(`The backup file ${file} changed while it was being restored (${entry.path})`);
    }
    const part = statements.get(entry.path);
    if (part) {
      const text = (await gunzipAsync(entry.data)).toString('utf8');
      const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
      if (lines.length !== part.rows) throw new BackupError(`The backup file ${file} is damaged: ${entry.path} holds ${lines.length} rows, not ${part.rows}`);
      await session.query(part.statement, [`[${lines.join(',')}]`]);
      await yieldToRequests();
    } else if (entry.path.startsWith(FILES_PREFIX)) {
      await writeStoredFile(filesInto, entry.path.slice(FILES_PREFIX.length), entry.data);
    }
  }

  for (const sequence of manifest.sequences) {
    await session.query(`SELECT setval(to_regclass($1), $2::bigint, $3)`, [`public.${quoteName(sequence.name)}`, sequence.lastValue, sequence.isCalled]);
  }
  for (const statement of setAside.after) await session.exec(statement);
  for (const table of manifest.tables) {
    const [row] = await session.query<{ count: number }>(`SELECT count(*)::int AS count FROM public.${quoteName(table.name)}`);
    if (Number(row?.count) !== table.rows) throw new BackupError(`The restore of ${table.name} holds ${Number(row?.count)} rows, not the backup's ${table.rows}; nothing was changed`);
  }
  for (const migration of migrations.filter((each) => each.version > manifest.schemaVersion)) await applyMigration(session, migration);
}
