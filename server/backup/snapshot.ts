import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { inTransaction, type SqlSession } from './session';
import { eachAtOnce, FILES_AT_ONCE, filesInDataDir, filesInTable, holdStoredFiles, type StoredFiles } from './stored-files';

/**
 * A consistent view of the database and the stored files for a backup, taken while the server
 * serves (docs/decisions/342-backups.md):
 * - PostgreSQL: one REPEATABLE READ, READ ONLY transaction reads every table, the stored files'
 *   own included (docs/decisions/344-pictures-in-postgresql.md), so the pictures are those of the
 *   snapshot's rows.
 * - PGlite has one connection, which a long read would take from every request: the server holds
 *   it only while it checkpoints and copies the data dir and holds the stored files (hard links),
 *   then the backup reads the copy with a PGlite of its own while requests go on.
 */
export interface Snapshot {
  readonly session: SqlSession;
  readonly files: StoredFiles;
  /** When the view was taken: nothing committed later is in it. */
  readonly takenAt: Date;
}

export interface SnapshotOptions {
  /** The data dir: PGlite's stored files, and where a held copy is made. */
  readonly dataDir: string;
  /** Paths under the data dir that are not stored files (a backup folder inside it). */
  readonly skip?: readonly string[];
  /**
   * The caller alone uses this PGlite database and its files (opened by `npm run backup` with the
   * server stopped, or a copy the server made): read as they are.
   */
  readonly exclusive?: boolean;
  /** With `exclusive`: when the copy was taken, if the database is one. */
  readonly takenAt?: Date;
}

/** A work folder beside the stored files, on their file system (hard links need it); removed afterwards. */
export async function workFolder(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, `.backup-${process.pid}-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(dir, { recursive: true });
  return dir;
}

/** Runs `work` on a snapshot of `database` and its stored files. */
export async function withSnapshot<T>(database: Database, options: SnapshotOptions, work: (snapshot: Snapshot) => Promise<T>): Promise<T> {
  if (!database.pglite) {
    return inTransaction(database, { snapshot: true }, async (session) => {
      // The first query fixes the transaction's snapshot.
      const [row] = await session.query<{ now: Date | string }>('SELECT now() AS now');
      return work({ session, files: await filesInTable(session), takenAt: new Date(row?.now ?? Date.now()) });
    });
  }
  if (options.exclusive) {
    const files = filesInDataDir({ dir: options.dataDir, skip: options.skip });
    return inTransaction(database, { snapshot: true }, (session) => work({ session, files, takenAt: options.takenAt ?? new Date() }));
  }
  const copy = await copyPglite(database, options);
  try {
    const opened = await copy.open();
    try {
      return await inTransaction(opened, { snapshot: true }, (session) => work({ session, files: filesInDataDir({ dir: copy.filesDir }), takenAt: copy.takenAt }));
    } finally {
      await opened.close();
    }
  } finally {
    await copy.release();
  }
}

/** A copy of a PGlite database and its stored files, made under PGlite's lock. */
export interface PgliteCopy {
  /** The folder holding the copy (`pgdata/`, `files/`); a process of its own may open it. */
  readonly dir: string;
  readonly filesDir: string;
  readonly takenAt: Date;
  open(): Promise<Database>;
  release(): Promise<void>;
}

/** One copy at a time per database: a second waits for the first's release. */
const copying = new WeakMap<Database, Promise<void>>();

/**
 * Copies the PGlite database while no transaction runs (the instance's transaction lock held, after
 * a checkpoint, so the files are whole), and holds the stored files in that same moment: a photo
 * the copy names cannot have been removed yet, since its replacement commits only after the lock.
 * An in-memory PGlite (the tests) is dumped instead.
 */
export async function copyPglite(database: Database, options: SnapshotOptions): Promise<PgliteCopy> {
  const pglite = database.pglite;
  if (!pglite) throw new Error('Not a PGlite database');
  const previous = copying.get(database) ?? Promise.resolve();
  let done!: () => void;
  const turn = new Promise<void>((resolve) => (done = resolve));
  copying.set(database, previous.then(() => turn));
  await previous;
  let dir: string | undefined;
  try {
    dir = await workFolder(options.dataDir);
    const filesDir = path.join(dir, 'files');
    const pgdata = path.join(dir, 'pgdata');
    const source = pglite.dataDir;
    let dump: Blob | undefined;
    let takenAt = new Date();
    // The copy is made while requests go on, then once more for the files changed meanwhile (the
    // long first pass leaves many); under the lock only what changed in the last moments is copied.
    let seen: Map<string, Seen> | undefined;
    if (source) {
      await pglite.exec('CHECKPOINT');
      seen = await copyFiles(source, pgdata);
      await pglite.exec('CHECKPOINT');
      seen = await copyFiles(source, pgdata, seen);
    }
    await pglite.transaction(async (tx) => {
      takenAt = new Date();
      if (source && seen) {
        await tx.exec('CHECKPOINT');
        await copyFiles(source, pgdata, seen);
      } else {
        dump = await pglite.dumpDataDir('none');
      }
      await holdStoredFiles(options.dataDir, filesDir, options.skip);
    });
    const held = dir;
    return {
      dir: held,
      filesDir,
      takenAt,
      open: () => openDatabase(dump ? { loadDataDir: dump } : { dataDir: pgdata }),
      release: async () => {
        await fs.rm(held, { recursive: true, force: true });
        done();
      },
    };
  } catch (error) {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
    done();
    throw error;
  }
}

/** A file as it was when copied: its size and times, and when it was looked at (ns). */
interface Seen {
  readonly size: bigint;
  readonly mtimeNs: bigint;
  readonly ctimeNs: bigint;
  readonly lookedAtNs: bigint;
}

/**
 * A file's times move in clock ticks of a few milliseconds, so a write in the same tick as an earlier
 * one leaves them as they were: a file written shortly before it was looked at is copied again.
 */
const SAME_TICK_MARGIN_NS = 2_000_000_000n;

/** The files under `dir`; its folders are made in `mirror` as they are found (PostgreSQL needs its empty ones too). */
async function filesUnder(dir: string, mirror: string, inner = ''): Promise<string[]> {
  const found: string[] = [];
  await fs.mkdir(path.join(mirror, inner), { recursive: true });
  for (const entry of await fs.readdir(path.join(dir, inner), { withFileTypes: true })) {
    const next = path.join(inner, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(dir, mirror, next)));
    else if (entry.isFile()) found.push(next);
  }
  return found;
}

/**
 * Copies the files of `source` into `target`. Given what an earlier pass saw, copies only the files
 * changed since (or written just before that pass looked) and removes the ones gone, so `target`
 * ends equal to `source` as it is now.
 */
async function copyFiles(source: string, target: string, earlier?: ReadonlyMap<string, Seen>): Promise<Map<string, Seen>> {
  const seen = new Map<string, Seen>();
  await eachAtOnce(await filesUnder(source, target), FILES_AT_ONCE, async (file) => {
    const from = path.join(source, file);
    const stat = await fs.stat(from, { bigint: true }).catch(() => null);
    // Removed since the folder was read (a temporary file of PostgreSQL's).
    if (!stat) return;
    const lookedAtNs = BigInt(Date.now()) * 1_000_000n;
    const before = earlier?.get(file);
    const unchanged =
      before !== undefined &&
      before.size === stat.size &&
      before.mtimeNs === stat.mtimeNs &&
      before.ctimeNs === stat.ctimeNs &&
      stat.ctimeNs < before.lookedAtNs - SAME_TICK_MARGIN_NS;
    if (!unchanged) {
      const copied = await fs.copyFile(from, path.join(target, file)).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
      if (!copied) return;
    }
    seen.set(file, { size: stat.size, mtimeNs: stat.mtimeNs, ctimeNs: stat.ctimeNs, lookedAtNs: before && unchanged ? before.lookedAtNs : lookedAtNs });
  });
  for (const file of earlier?.keys() ?? []) if (!seen.has(file)) await fs.rm(path.join(target, file), { force: true });
  return seen;
}
