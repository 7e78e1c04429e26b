import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ArchiveWriter, sha256 } from '../backup/archive';
import { tablesOf } from '../backup/catalog';
import { HEADER_PATH, MANIFEST_PATH, MANIFEST_SUM_PATH, type BackupHeader, type BackupManifest } from '../backup/manifest';
import type { RestoreTarget } from '../backup/restore';
import { inTransaction, quoteName, type SqlSession } from '../backup/session';
import { holdsStoredFiles } from '../backup/stored-files';
import { backupEntries } from '../backup/verify';
import { openDatabase, type Database } from '../db/client';
import { PICTURE_FOLDERS, type FileStore } from '../services/file-store';
import { withDatabase } from './template';

export const testEngine = process.env.LAJU_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/**
 * Each table's row count and a checksum of its rows (generated columns included), read through
 * `session`. The stored files' table by what it holds: a restore stores them anew, at its own time.
 */
export async function tableSums(session: SqlSession): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of await tablesOf(session)) {
    const text = holdsStoredFiles(table.name) ? '(t.folder, t.name, t.bytes)::text' : 't::text';
    const [row] = await session.query<{ rows: number; sum: string }>(
      `SELECT count(*)::int AS rows, coalesce(md5(string_agg(md5(${text}), ',' ORDER BY md5(${text}))), '') AS sum FROM public.${quoteName(table.name)} t`,
    );
    sums[table.name] = `${row?.rows}:${row?.sum}`;
  }
  return sums;
}

export const sumsOf = (database: Database) => inTransaction(database, {}, tableSums);

/** Every picture of a store by its path (`<folder>/<name>`), with its bytes' sha256. */
export async function picturesIn(store: FileStore): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const folder of PICTURE_FOLDERS) {
    for (const name of await store.list(folder)) found[`${folder}/${name}`] = sha256((await store.get(folder, name))!);
  }
  return found;
}

export interface FreshTarget {
  readonly target: RestoreTarget;
  /** The restored database, opened as a server would. */
  open(): Promise<Database>;
  /** What a server process needs to run on it. */
  readonly env: NodeJS.ProcessEnv;
  drop(): Promise<void>;
}

/** An empty restore target of the tests' engine: a data dir, or an empty PostgreSQL database and a data dir for its files. */
export async function freshTarget(root: string, label: string): Promise<FreshTarget> {
  const dataDir = path.join(root, label);
  if (testEngine === 'pglite') {
    return {
      target: { engine: 'pglite', dataDir },
      open: () => openDatabase({ dataDir: path.join(dataDir, 'pgdata') }),
      env: { LAJU_DATA_DIR: dataDir },
      drop: async () => undefined,
    };
  }
  const serverUrl = process.env.LAJU_TEST_DATABASE_URL!;
  const name = `laju_r_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
  const url = withDatabase(serverUrl, name);
  return {
    target: { engine: 'postgres', url, dataDir },
    open: () => openDatabase({ url, poolSize: 2 }),
    env: { DATABASE_URL: url, LAJU_DATA_DIR: dataDir },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
    },
  };
}

/**
 * A copy of a backup with its header and manifest edited and every checksum made right again: a
 * well-formed backup such as another LAJU would write.
 */
export async function rewriteBackup(file: string, out: string, edit: (header: BackupHeader, manifest: BackupManifest) => void): Promise<void> {
  const entries = [];
  for await (const entry of backupEntries(file)) entries.push(entry);
  const header = JSON.parse(entries[0]!.data.toString('utf8')) as BackupHeader;
  const manifest = JSON.parse(entries.find((entry) => entry.path === MANIFEST_PATH)!.data.toString('utf8')) as BackupManifest;
  edit(header, manifest);
  const stream = fs.createWriteStream(out);
  const archive = new ArchiveWriter(stream);
  const parts = [];
  for (const entry of entries) {
    if (entry.path === MANIFEST_PATH || entry.path === MANIFEST_SUM_PATH) continue;
    const data = entry.path === HEADER_PATH ? Buffer.from(JSON.stringify(header)) : entry.data;
    parts.push({ path: entry.path, bytes: data.length, sha256: await archive.add(entry.path, data) });
  }
  const text = Buffer.from(JSON.stringify({ ...manifest, parts }));
  await archive.add(MANIFEST_PATH, text);
  await archive.add(MANIFEST_SUM_PATH, Buffer.from(`${sha256(text)}  ${MANIFEST_PATH}\n`));
  await archive.end();
  await new Promise<void>((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
}
