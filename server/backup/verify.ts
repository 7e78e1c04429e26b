import fs from 'node:fs';
import type { Migration } from '../db/migrate';
import { BackupError, readArchive, sha256, type ArchiveEntry } from './archive';
import {
  BACKUP_FORMAT_VERSION,
  backupHeaderSchema,
  HEADER_PATH,
  MANIFEST_PATH,
  MANIFEST_SUM_PATH,
  manifestSchema,
  type BackupHeader,
  type BackupManifest,
  type BackupPart,
} from './manifest';

/** The entries of a backup file as they are read (no check but the container's own). */
export async function* backupEntries(file: string): AsyncGenerator<ArchiveEntry> {
  yield* readArchive(fs.createReadStream(file, { highWaterMark: 1024 * 1024 }), `The backup file ${file}`);
}

const notABackup = (file: string) => new BackupError(`The file ${file} is not a LAJU backup`);

/** The header, or why the file cannot be read as a backup of this LAJU. */
function readHeader(file: string, entry: ArchiveEntry, migrations: readonly Migration[]): BackupHeader {
  if (entry.path !== HEADER_PATH) throw notABackup(file);
  let header: BackupHeader;
  try {
    header = backupHeaderSchema.parse(JSON.parse(entry.data.toString('utf8')));
  } catch {
    throw notABackup(file);
  }
  const known = migrations.at(-1)?.version ?? 0;
  if (header.formatVersion > BACKUP_FORMAT_VERSION || header.schemaVersion > known) {
    throw new BackupError(
      `The backup ${file} comes from a newer LAJU (${header.lajuVersion}, schema version ${header.schemaVersion}; this LAJU knows up to ${known}): restore it with LAJU ${header.lajuVersion} or newer`,
    );
  }
  return header;
}

/**
 * Reads the whole file and checks it before anything is touched: a LAJU backup of a schema this
 * LAJU knows, every part whole and equal to the checksum the manifest gives it, the manifest equal
 * to its own checksum, nothing missing, nothing added. Answers the manifest.
 */
export async function verifyBackup(file: string, migrations: readonly Migration[]): Promise<BackupManifest> {
  const stat = await fs.promises.stat(file).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(error.code === 'ENOENT' ? `There is no file ${file}` : `The file ${file} cannot be read (${error.code ?? error.message})`);
  });
  if (!stat.isFile()) throw new BackupError(`${file} is not a file`);

  let header: BackupHeader | undefined;
  const seen: BackupPart[] = [];
  let manifestText: Buffer | undefined;
  let manifestSum: string | undefined;
  let firstEntryRead = false;
  try {
    for await (const entry of backupEntries(file)) {
      if (!header) {
        firstEntryRead = true;
        header = readHeader(file, entry, migrations);
      } else if (manifestSum !== undefined) {
        throw new BackupError(`The backup file ${file} is damaged: ${entry.path} follows its manifest`);
      } else if (entry.path === MANIFEST_PATH) {
        manifestText = entry.data;
        continue;
      } else if (entry.path === MANIFEST_SUM_PATH) {
        manifestSum = entry.data.toString('utf8').split(/\s/)[0];
        continue;
      } else if (manifestText) {
        throw new BackupError(`The backup file ${file} is damaged: ${entry.path} follows its manifest`);
      }
      seen.push({ path: entry.path, bytes: entry.data.length, sha256: sha256(entry.data) });
    }
  } catch (error) {
    // A file that is no tar at all fails before its first entry is whole.
    if (error instanceof BackupError && !firstEntryRead) throw notABackup(file);
    throw error;
  }
  if (!header) throw notABackup(file);
  if (!manifestText || !manifestSum) throw new BackupError(`The backup file ${file} is incomplete: its manifest is missing`);
  if (sha256(manifestText) !== manifestSum) throw new BackupError(`The backup file ${file} is damaged: its manifest does not match its checksum`);
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText.toString('utf8')));
  } catch {
    throw new BackupError(`The backup file ${file} is damaged: its manifest cannot be read`);
  }
  if (manifest.parts.length !== seen.length) {
    throw new BackupError(`The backup file ${file} is damaged: it holds ${seen.length} parts where its manifest lists ${manifest.parts.length}`);
  }
  manifest.parts.forEach((expected, index) => {
    const found = seen[index]!;
    if (found.path !== expected.path || found.bytes !== expected.bytes || found.sha256 !== expected.sha256) {
      throw new BackupError(`The backup file ${file} is damaged: ${found.path} does not match its checksum`);
    }
  });
  if (manifest.schemaVersion !== header.schemaVersion || manifest.migrations.at(-1)?.version !== manifest.schemaVersion) {
    throw new BackupError(`The backup file ${file} is damaged: its manifest and header disagree`);
  }
  // The schema is rebuilt from this LAJU's migrations: they must be the ones the backup's database went through.
  for (const applied of manifest.migrations) {
    const own = migrations.find((migration) => migration.version === applied.version);
    if (!own || own.name !== applied.name) {
      throw new BackupError(
        `The backup ${file} was made by a LAJU whose migration ${applied.version} (${applied.name}) this one does not have: restore it with LAJU ${manifest.lajuVersion}`,
      );
    }
  }
  return manifest;
}
