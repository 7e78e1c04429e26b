import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where a backup finds what LAJU stores beside the database: the files under the data dir (the
 * proof photos in `proofs/`, the company logo in `logos/`, and any folder a later feature writes
 * pictures to), everything but the embedded database and the server's own bookkeeping. This module
 * is the one place a backup reads stored images from and a restore writes them to: when they move
 * (into the database, or object storage), it changes and nothing else does
 * (docs/decisions/342-backups.md).
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
export async function listStoredFiles(root: StoredFilesRoot): Promise<string[]> {
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
export async function readStoredFile(root: StoredFilesRoot, relative: string): Promise<Buffer | null> {
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
