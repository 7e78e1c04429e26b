import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Database } from '../db/client';
import { ArchiveWriter, sha256 } from './archive';
import { appliedMigrationsOf, sequenceNamesOf, tablesOf, type SequenceValue, type TableShape } from './catalog';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  FILES_PREFIX,
  HEADER_PATH,
  LAJU_VERSION,
  MANIFEST_PATH,
  MANIFEST_SUM_PATH,
  tablePartPath,
  type BackupHeader,
  type BackupManifest,
  type BackupPart,
} from './manifest';
import { quoteName, type SqlSession } from './session';
import { withSnapshot, type Snapshot, type SnapshotOptions } from './snapshot';
import { holdsStoredFiles } from './stored-files';

const gzipAsync = promisify(gzip);

/**
 * Rows fetched at a time (small: on PGlite each fetch holds the server's thread while it runs), and at
 * most this many rows or bytes of text per part.
 */
const FETCH_ROWS = 500;
const PART_ROWS = 10_000;
const PART_BYTES = 4 * 1024 * 1024;

export interface BackupSummary {
  readonly file: string;
  readonly bytes: number;
  readonly seconds: number;
  readonly manifest: BackupManifest;
}

export interface BackupOptions extends SnapshotOptions {
  readonly signal?: AbortSignal;
  /** Called once the snapshot is taken, inside it (the restore drill reads the tables it holds). */
  readonly onSnapshot?: (snapshot: Snapshot) => Promise<void>;
}

/** Writes one backup of `snapshot` to `archive`; answers its manifest. */
export async function writeArchive(archive: ArchiveWriter, snapshot: Snapshot, engine: BackupHeader['engine'], signal?: AbortSignal): Promise<BackupManifest> {
  const { session } = snapshot;
  const migrations = await appliedMigrationsOf(session);
  const schemaVersion = migrations.at(-1)?.version;
  if (schemaVersion === undefined) throw new Error('The database holds no LAJU data (it was never migrated): nothing to back up');
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    lajuVersion: LAJU_VERSION,
    schemaVersion,
    createdAt: snapshot.takenAt.toISOString(),
    engine,
  };
  const parts: BackupPart[] = [];
  const add = async (entryPath: string, data: Buffer) => {
    signal?.throwIfAborted();
    parts.push({ path: entryPath, bytes: data.length, sha256: await archive.add(entryPath, data) });
  };
  await add(HEADER_PATH, Buffer.from(JSON.stringify(header)));

  const tables: BackupManifest['tables'] = [];
  // The stored files' own table (PostgreSQL) goes in as files, below.
  for (const table of await tablesOf(session)) if (!holdsStoredFiles(table.name)) tables.push(await writeTable(session, table, add));
  const sequences: SequenceValue[] = [];
  for (const name of await sequenceNamesOf(session)) {
    const [row] = await session.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text AS last_value, is_called FROM public.${quoteName(name)}`);
    if (row) sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  const files: BackupManifest['files'] = [];
  for await (const file of snapshot.files.each()) {
    await add(FILES_PREFIX + file.path, file.data);
    files.push({ path: file.path, bytes: file.data.length, sha256: parts.at(-1)!.sha256 });
  }

  const manifest: BackupManifest = { ...header, migrations, tables, sequences, files, parts: [...parts] };
  const text = Buffer.from(JSON.stringify(manifest, null, 1));
  await archive.add(MANIFEST_PATH, text);
  await archive.add(MANIFEST_SUM_PATH, Buffer.from(`${sha256(text)}  ${MANIFEST_PATH}\n`));
  await archive.end();
  return manifest;
}

/** One table's rows through a cursor, in gzipped parts of JSON arrays of the columns' texts. */
async function writeTable(session: SqlSession, table: TableShape, add: (entryPath: string, data: Buffer) => Promise<void>) {
  const columns = table.columns.map((column) => `${quoteName(column.name)}::text`).join(', ');
  await session.exec(`DECLARE laju_backup_rows NO SCROLL CURSOR FOR SELECT array_to_json(ARRAY[${columns}]::text[])::text AS line FROM public.${quoteName(table.name)}`);
  const written: { path: string; rows: number }[] = [];
  let lines: string[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (lines.length === 0) return;
    const entryPath = tablePartPath(table.name, written.length + 1);
    await add(entryPath, await gzipAsync(Buffer.from(`${lines.join('\n')}\n`)));
    written.push({ path: entryPath, rows: lines.length });
    lines = [];
    bytes = 0;
  };
  for (;;) {
    const batch = await session.query<{ line: string }>(`FETCH ${FETCH_ROWS} FROM laju_backup_rows`);
    for (const { line } of batch) {
      lines.push(line);
      bytes += line.length;
    }
    rows += batch.length;
    if (lines.length >= PART_ROWS || bytes >= PART_BYTES) await flush();
    if (batch.length < FETCH_ROWS) break;
    // PGlite runs on this thread: requests get their turn between two fetches.
    await yieldToRequests();
  }
  await flush();
  await session.exec('CLOSE laju_backup_rows');
  return { name: table.name, columns: table.columns.map((column) => column.name), rows, parts: written };
}

/**
 * Writes a file through a temporary name beside it, renamed into place only when whole and on
 * disk: no reader ever finds half a backup, and a failure removes what was written.
 */
export async function writeFileAtomically<T>(file: string, produce: (out: fs.WriteStream) => Promise<T>): Promise<{ result: T; bytes: number }> {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${randomBytes(3).toString('hex')}.partial`);
  const out = fs.createWriteStream(partial, { flags: 'wx' });
  const opened = new Promise<void>((resolve, reject) => out.once('open', () => resolve()).once('error', reject));
  // An error the stream meets while nobody waits on it (a full disk between two writes) is kept for the end.
  let streamError: Error | undefined;
  out.on('error', (error) => (streamError ??= error));
  try {
    await opened;
    const result = await produce(out);
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    if (streamError) throw streamError;
    const handle = await fs.promises.open(partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(partial, file);
    await syncFolder(path.dirname(file));
    return { result, bytes: (await fs.promises.stat(file)).size };
  } catch (error) {
    out.destroy();
    await fs.promises.rm(partial, { force: true });
    throw streamError ?? error;
  }
}

/** The rename itself reaches the disk with its folder's fsync (not every file system allows it). */
async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r').catch(() => null);
  await handle?.sync().catch(() => undefined);
  await handle?.close();
}

/** Makes one backup of `database` and the data dir's stored files into `file`. */
export async function makeBackup(database: Database, file: string, options: BackupOptions): Promise<BackupSummary> {
  const started = performance.now();
  const { result: manifest, bytes } = await writeFileAtomically(file, (out) =>
    withSnapshot(database, options, async (snapshot) => {
      await options.onSnapshot?.(snapshot);
      return writeArchive(new ArchiveWriter(out), snapshot, database.kind, options.signal);
    }),
  );
  return { file, bytes, seconds: (performance.now() - started) / 1000, manifest };
}
