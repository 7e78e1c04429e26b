import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Db } from '../db/client';

/**
 * Where the pictures LAJU stores live (docs/decisions/344-pictures-in-postgresql.md): proof photos
 * and their thumbnails (`proofs`), the company logo (`logos`) and receipt signatures
 * (`signatures`), each under a name the server made up. On PostgreSQL they are rows of
 * `stored_files`, so every instance serves what any other stored, whatever its own data dir holds;
 * on the embedded PGlite, which one process holds, they stay files in folders of its data dir. The
 * store is chosen once at start (fileStoreFor), and everything that stores, reads or removes a
 * picture goes through it.
 */
export const PICTURE_FOLDERS = ['proofs', 'logos', 'signatures'] as const;
export type PictureFolder = (typeof PICTURE_FOLDERS)[number];

/** The table of the database store; the backup reads it in its snapshot (server/backup/stored-files.ts). */
export const STORED_FILES_TABLE = 'stored_files';

export interface StoredFile {
  readonly name: string;
  readonly bytes: Buffer;
}

export interface FileStore {
  /** Stores new files under names not used before: all of them, or none when it fails. */
  put(folder: PictureFolder, files: readonly StoredFile[]): Promise<void>;
  /**
   * A file's bytes, or null when none is stored under that name. Any other failure rejects, so a
   * database that cannot be reached answers 503, not 404.
   */
  get(folder: PictureFolder, name: string): Promise<Buffer | null>;
  /** Removes files; a name not stored is fine. */
  remove(folder: PictureFolder, names: readonly string[]): Promise<void>;
  /** The names stored in a folder, sorted. */
  list(folder: PictureFolder): Promise<string[]>;
}

/** One path segment: a name never reaches outside its folder, whichever store. */
const PLAIN_NAME = /^[0-9A-Za-z][\w.-]*$/;
function assertPlain(names: readonly string[]): void {
  for (const name of names) if (!PLAIN_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in folders of the data dir, outside the web root. */
export function dataDirStore(dataDir: string): FileStore {
  const fileOf = (folder: PictureFolder, name: string) => path.join(dataDir, folder, name);
  const remove = async (folder: PictureFolder, names: readonly string[]) => {
    assertPlain(names);
    await Promise.all(names.map((name) => fs.rm(fileOf(folder, name), { force: true })));
  };
  return {
    async put(folder, files) {
      assertPlain(files.map((file) => file.name));
      await fs.mkdir(path.join(dataDir, folder), { recursive: true });
      const written: string[] = [];
      try {
        for (const file of files) {
          try {
            await fs.writeFile(fileOf(folder, file.name), file.bytes, { flag: 'wx' });
          } catch (error) {
            // A write cut short (a full disk) leaves part of the file; a name taken (EEXIST) is another's.
            if ((error as NodeJS.ErrnoException).code !== 'EEXIST') written.push(file.name);
            throw error;
          }
          written.push(file.name);
        }
      } catch (error) {
        await remove(folder, written).catch(() => undefined);
        throw error;
      }
    },
    async get(folder, name) {
      assertPlain([name]);
      try {
        return await fs.readFile(fileOf(folder, name));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    remove,
    async list(folder) {
      try {
        return (await fs.readdir(path.join(dataDir, folder))).sort();
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
    },
  };
}

/** PostgreSQL's driver answers bytea as a Buffer, PGlite as a Uint8Array. */
const asBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

const nameList = (names: readonly string[]) => sql.join(names.map((name) => sql`${name}`), sql`, `);

/** Rows of stored_files: one statement per call, so a put is whole or absent. */
export function databaseStore(db: Db): FileStore {
  return {
    async put(folder, files) {
      if (files.length === 0) return;
      assertPlain(files.map((file) => file.name));
      await db.execute(sql`insert into stored_files (folder, name, bytes) values ${sql.join(files.map((file) => sql`(${folder}, ${file.name}, ${file.bytes})`), sql`, `)}`);
    },
    async get(folder, name) {
      assertPlain([name]);
      const [row] = rowsOf<{ bytes: Uint8Array }>(await db.execute(sql`select bytes from stored_files where folder = ${folder} and name = ${name}`));
      return row ? asBuffer(row.bytes) : null;
    },
    async remove(folder, names) {
      if (names.length === 0) return;
      assertPlain(names);
      await db.execute(sql`delete from stored_files where folder = ${folder} and name in (${nameList(names)})`);
    },
    async list(folder) {
      const rows = rowsOf<{ name: string }>(await db.execute(sql`select name from stored_files where folder = ${folder}`));
      return rows.map((row) => row.name).sort();
    },
  };
}

/** What the in-process copy of small pictures holds: thumbnails and signatures, not full photos. */
export const SMALL_PICTURE_CACHE = { maxBytes: 32 * 1024 * 1024, maxFileBytes: 96 * 1024 } as const;

/**
 * A store that keeps its small files' bytes in memory, least recently read out first. A stored
 * name never holds other bytes (names are made up once and a replaced picture gets a new one), so
 * a kept copy is never stale; a name removed elsewhere may stay readable here until pushed out,
 * which shows nothing new: pictures are read by the names their rows hold. It spares the database
 * a round trip for the lists' thumbnails, read many at once by every phone.
 */
export function cachedStore(store: FileStore, limits: { maxBytes: number; maxFileBytes: number } = SMALL_PICTURE_CACHE): FileStore {
  const kept = new Map<string, Buffer>();
  let bytes = 0;
  const keyOf = (folder: PictureFolder, name: string) => `${folder}/${name}`;
  const forget = (key: string) => {
    const copy = kept.get(key);
    if (!copy) return;
    kept.delete(key);
    bytes -= copy.length;
  };
  return {
    put: (folder, files) => store.put(folder, files),
    async get(folder, name) {
      const key = keyOf(folder, name);
      const copy = kept.get(key);
      if (copy) {
        // Read again: to the back of the line.
        kept.delete(key);
        kept.set(key, copy);
        return copy;
      }
      const read = await store.get(folder, name);
      if (read && read.length <= limits.maxFileBytes) {
        kept.set(key, read);
        bytes += read.length;
        for (const oldest of kept.keys()) {
          if (bytes <= limits.maxBytes) break;
          forget(oldest);
        }
      }
      return read;
    },
    async remove(folder, names) {
      for (const name of names) forget(keyOf(folder, name));
      await store.remove(folder, names);
    },
    list: (folder) => store.list(folder),
  };
}

/**
 * The store of this server: the database on PostgreSQL (small pictures kept in memory too), the
 * data dir on PGlite.
 */
export const fileStoreFor = (database: Database, dataDir: string): FileStore =>
  database.kind === 'postgres' ? cachedStore(databaseStore(database.db)) : dataDirStore(dataDir);

/**
 * Every picture a row names, by folder: what an older LAJU kept in the data dir. The list is of the
 * pictures that existed before they moved into the database; later ones are stored there from the
 * start and need no entry.
 */
const NAMED_PICTURES = sql`
  select 'proofs' as folder, file_name as name from shipment_proofs
  union all select 'proofs', thumbnail_name from shipment_proofs
  union all select 'proofs', photo_file from shipment_receipts where photo_file is not null
  union all select 'signatures', signature_file from shipment_receipts where signature_file is not null
  union all select 'logos', logo_file from company_profile where logo_file is not null`;

/**
 * At start on PostgreSQL: the pictures a row names that the table lacks and this instance's data
 * dir holds are copied in, and the files are left where they are. Only named pictures: a replaced
 * one left on disk is not brought back at every start. Two instances starting at once copy the
 * same rows harmlessly (the first insert wins, the other does nothing). Answers how many it copied.
 */
export async function copyPicturesFromDataDir(db: Db, dataDir: string): Promise<number> {
  const lacking = rowsOf<{ folder: PictureFolder; name: string }>(
    await db.execute(sql`
      select n.folder, n.name from (${NAMED_PICTURES}) n
      where not exists (select 1 from stored_files s where s.folder = n.folder and s.name = n.name)`),
  );
  const disk = dataDirStore(dataDir);
  let copied = 0;
  for (const { folder, name } of lacking) {
    // A name that is no plain file name was never a file here.
    const bytes = PLAIN_NAME.test(name) ? await disk.get(folder, name) : null;
    if (!bytes) continue;
    const inserted = await db.execute(sql`insert into stored_files (folder, name, bytes) values (${folder}, ${name}, ${bytes}) on conflict do nothing returning name`);
    copied += rowsOf(inserted).length;
  }
  return copied;
}
