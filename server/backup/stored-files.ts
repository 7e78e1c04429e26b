import fs from 'node:fs/promises';
import path from 'node:path';
import { STORED_FILES_TABLE } from '../services/file-store';
import { BackupError } from './archive';
import type { SqlSession } from './session';

/**
 * Where a backup finds the pictures LAJU stores beside the rows, and where a restore puts them: the
 * one place that knows (docs/decisions/342-backups.md, 344-pictures-in-postgresql.md).
 * - PostgreSQL keeps them in the table `stored_files` (services/file-store.ts): the backup reads it
 *   in its snapshot's transaction, as it reads every table, and a restore into PostgreSQL writes
 *   them back there in its own transaction.
 * - PGlite keeps them under its data dir (the proof photos in `proofs/`, the company logo in
 *   `logos/`, signatures in `signatures/`, and any folder a later feature writes pictures to):
 *   everything there but the embedded database and the server's own bookkeeping.
 * Either way they travel in the backup file as `files/<folder>/<name>`, so a backup of either
 * engine restores into either.
 */
const NOT_STORED = new Set(['pgdata', 'server.pid', 'server.sock']);

/** Whether a top-level entry of the data dir is a stored file (or a folder of them). */
const isStored = (name: string) => !NOT_STORED.has(name) && !name.startsWith('.');

export interface StoredFilesRoot {
  /** The folder holding the stored files (the data dir, or a held copy of its files). */
  readonly dir: string;
  /** Absolute paths under `dir` that are not stored files (a backup folder inside the data dir). */
  readonly skip?: readonly string[];
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The stored files' paths relative to the root (with `/`), sorted; none when the folder is missing. */
async function listStoredFiles(root: StoredFilesRoot): Promise<string[]> {
  const found: string[] = [];
  const skip = new Set((root.skip ?? []).map((entry) => path.resolve(entry)));
  const walk = async (dir: string, relative: string): Promise<void> => {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (relative === '' && !isStored(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (skip.has(full)) continue;
      const inner = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(full, inner);
      else if (entry.isFile()) found.push(inner);
    }
  };
  await walk(path.resolve(root.dir), '');
  return found.sort();
}

/** A stored file's bytes, or null when it is gone (removed since it was listed). */
async function readStoredFile(root: StoredFilesRoot, relative: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(path.join(root.dir, ...relative.split('/')));
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}

/**
 * Runs `work` on every item, `limit` at a time: a server busy with requests gives a file operation
 * its turn only now and then, so thousands of them one after the other would take minutes.
 */
export async function eachAtOnce<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** File operations at once when copying or holding many files. */
export const FILES_AT_ONCE = 16;

/**
 * Holds every stored file as it is now in `into` (hard links: no copy, and a file removed from the
 * data dir afterwards stays readable there), adding only the files not held yet, so a second call
 * after the database snapshot adds what was stored in between. A file system without hard links
 * gets copies.
 */
export async function holdStoredFiles(dataDir: string, into: string, skip: readonly string[] = []): Promise<void> {
  const files = await listStoredFiles({ dir: dataDir, skip });
  const inside = (relative: string) => relative.split('/');
  for (const folder of new Set(files.map((relative) => path.dirname(path.join(into, ...inside(relative)))))) await fs.mkdir(folder, { recursive: true });
  await eachAtOnce(files, FILES_AT_ONCE, async (relative) => {
    const source = path.join(dataDir, ...inside(relative));
    const target = path.join(into, ...inside(relative));
    try {
      await fs.link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' || code === 'ENOENT') return;
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') throw error;
      await fs.copyFile(source, target).catch((copyError: unknown) => {
        if (!missing(copyError)) throw copyError;
      });
    }
  });
}

/** Writes a stored file of a backup under `dataDir` (a restore's staging folder), refusing paths that leave it. */
export async function writeStoredFile(dataDir: string, relative: string, data: Buffer): Promise<void> {
  const parts = relative.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..') || !isStored(parts[0]!)) {
    throw new Error(`The backup names a stored file outside the data dir: ${relative}`);
  }
  const target = path.join(dataDir, ...parts);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, data, { flag: 'wx' });
}

/**
 * The top-level entries of the data dir that hold stored files (what a restore replaces), but none
 * holding a path of `keep` (a backup folder inside the data dir, the backup being restored).
 */
export async function storedTopLevel(dataDir: string, keep: readonly string[] = []): Promise<string[]> {
  const holds = (name: string) => keep.some((kept) => !path.relative(path.join(path.resolve(dataDir), name), path.resolve(kept)).startsWith('..'));
  try {
    return (await fs.readdir(dataDir)).filter((name) => isStored(name) && !holds(name)).sort();
  } catch (error) {
    if (missing(error)) return [];
    throw error;
  }
}

/** Every stored file with its path (`<folder>/<name>`), in path order. */
export interface StoredFiles {
  each(): AsyncGenerator<{ readonly path: string; readonly data: Buffer }>;
}

/** Files read ahead of the one being written: each read waits for its turn on a busy server. */
const READ_AHEAD = 8;

/** The stored files under a folder of the data dir (or a held copy of them). */
export function filesInDataDir(root: StoredFilesRoot): StoredFiles {
  return {
    async *each() {
      const names = await listStoredFiles(root);
      const reads = new Map<number, Promise<Buffer | null>>();
      const readAhead = (from: number) => {
        for (let index = from; index < Math.min(names.length, from + READ_AHEAD); index += 1) {
          if (reads.has(index)) continue;
          const read = readStoredFile(root, names[index]!);
          // Awaited below in its turn; a backup that stops before then must not leave it unhandled.
          read.catch(() => undefined);
          reads.set(index, read);
        }
      };
      for (const [index, relative] of names.entries()) {
        readAhead(index);
        const data = await reads.get(index)!;
        reads.delete(index);
        // Gone since it was listed: a file written after the snapshot and removed again, which no row names.
        if (data) yield { path: relative, data };
      }
    },
  };
}

/** Whether a table's rows are the stored files themselves: backed up as files, not as rows. */
export const holdsStoredFiles = (table: string) => table === STORED_FILES_TABLE;

/** The table's rows a few at a time (pictures of up to a few MB each), through a cursor of the session's transaction. */
const FETCH_FILES = 8;

/**
 * The rows of `stored_files` as the session's transaction sees them: a backup's snapshot holds the
 * pictures its rows name even when a later change has removed them. A database no LAJU has
 * migrated this far keeps its pictures in each server's data dir, which this backup does not read:
 * refused in a sentence.
 */
export async function filesInTable(session: SqlSession): Promise<StoredFiles> {
  const [found] = await session.query<{ present: boolean }>(`SELECT to_regclass('public.${STORED_FILES_TABLE}') IS NOT NULL AS present`);
  if (!found?.present) {
    throw new BackupError(
      'This database was last migrated by an older LAJU, which kept pictures in each server\'s data dir: start this LAJU on it once (it moves them into the database), then back up again',
    );
  }
  return {
    async *each() {
      await session.exec(`DECLARE laju_backup_files NO SCROLL CURSOR FOR SELECT folder, name, bytes FROM public.${STORED_FILES_TABLE} ORDER BY folder COLLATE "C", name COLLATE "C"`);
      for (;;) {
        const batch = await session.query<{ folder: string; name: string; bytes: Uint8Array }>(`FETCH ${FETCH_FILES} FROM laju_backup_files`);
        for (const row of batch) yield { path: row.folder ? `${row.folder}/${row.name}` : row.name, data: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) };
        if (batch.length < FETCH_FILES) break;
      }
      await session.exec('CLOSE laju_backup_files');
    },
  };
}

/**
 * A restore into PostgreSQL: the stored files of the backup, written under `root` as it read them,
 * go into `stored_files` in the restore's transaction (after its migrations, which make the table
 * for a backup of an older LAJU).
 */
export async function storeFilesInTable(session: SqlSession, root: StoredFilesRoot): Promise<void> {
  for await (const file of filesInDataDir(root).each()) {
    const slash = file.path.lastIndexOf('/');
    await session.query(`INSERT INTO public.${STORED_FILES_TABLE} (folder, name, bytes) VALUES ($1, $2, $3)`, [
      slash === -1 ? '' : file.path.slice(0, slash),
      file.path.slice(slash + 1),
      file.data,
    ]);
  }
}
