import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { describeStartupError } from '../db/startup-errors';
import { BackupError } from './archive';
import { makeBackup, type BackupSummary } from './backup';
import { requestCopy } from './control';
import { backupFileName } from './manifest';
import { restoreBackup } from './restore';
import { describeBackupFailure } from './schedule';

/**
 * `npm run backup [-- --out FILE]` and `npm run restore FILE [-- --replace]`, with the settings of
 * `npm start` (LAJU_DATA_DIR, DATABASE_URL, LAJU_BACKUP_DIR). Each prints one line: what it did, or
 * why it did nothing (exit 1).
 */
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const count = (value: number) => value.toLocaleString('en');

function optionValue(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new BackupError(`${name} needs a file name`);
  return value;
}

/** A PGlite that a running server holds: its copy, made by the server on request (control.ts). */
async function backupOfRunningServer(config: ServerConfig, file: string): Promise<BackupSummary | null> {
  const requested = await requestCopy(config.dataDir);
  if (!requested) return null;
  try {
    const copy = await openDatabase({ dataDir: path.join(requested.dir, 'pgdata') }).catch((error: unknown) => {
      throw new BackupError(`The copy the server made of its database could not be opened (${(error as Error).message}); the server's own data is untouched`);
    });
    try {
      return await makeBackup(copy, file, { dataDir: path.join(requested.dir, 'files'), exclusive: true, takenAt: requested.takenAt });
    } finally {
      await copy.close();
    }
  } finally {
    requested.release();
  }
}

export async function backupCommand(args: readonly string[], config: ServerConfig = loadConfig()): Promise<string> {
  const out = optionValue(args, '--out');
  const file = path.resolve(out ?? path.join(config.backupDir ?? process.cwd(), backupFileName(new Date())));
  const summary = await writeBackupFile(config, file).catch((error: unknown) => {
    // The output folder's trouble (missing, read-only, full) in the words the scheduled backup uses.
    const { code, path: where } = error as NodeJS.ErrnoException;
    const folder = path.dirname(file);
    if (code === 'ENOSPC' || code === 'EDQUOT' || (typeof where === 'string' && path.dirname(where) === folder)) {
      throw new BackupError(describeBackupFailure(error, folder, out ? '--out' : 'LAJU_BACKUP_DIR'));
    }
    throw error;
  });
  const { manifest } = summary;
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `Backup written to ${summary.file}: ${mb(summary.bytes)} MB in ${summary.seconds.toFixed(1)} s (schema version ${manifest.schemaVersion}; ${manifest.tables.length} tables, ${count(rows)} rows, ${count(manifest.files.length)} stored files).`;
}

async function writeBackupFile(config: ServerConfig, file: string): Promise<BackupSummary> {
  const skip = config.backupDir ? [config.backupDir] : [];
  let summary: BackupSummary;
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl, poolSize: 2 });
    try {
      summary = await makeBackup(database, file, { dataDir: config.dataDir, skip });
    } finally {
      await database.close();
    }
  } else {
    if (!fs.existsSync(path.join(config.dataDir, 'pgdata'))) throw new BackupError(`There is no LAJU database in ${config.dataDir}: check LAJU_DATA_DIR`);
    const fromServer = await backupOfRunningServer(config, file);
    if (fromServer) summary = fromServer;
    else {
      // No server runs: this command opens the data dir itself, as the server would.
      const lock = await lockDataDir(config.dataDir).catch((error: unknown) => {
        if (error instanceof DataDirLockedError) {
          throw new BackupError(`${error.message.replace(/; stop it.*$/, '')} and does not answer backup requests (an older LAJU?): stop it, then back up again`);
        }
        throw error;
      });
      let database: Database | undefined;
      try {
        database = await openDatabase({ dataDir: path.join(config.dataDir, 'pgdata') });
        summary = await makeBackup(database, file, { dataDir: config.dataDir, skip, exclusive: true });
      } finally {
        await database?.close();
        lock.release();
      }
    }
  }
  return summary;
}

export async function restoreCommand(args: readonly string[], config: ServerConfig = loadConfig()): Promise<string> {
  const file = args.find((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--replace');
  if (!file || unknown.length > 0) throw new BackupError('Usage: npm run restore <backup file> [-- --replace]');
  const target = config.databaseUrl
    ? ({ engine: 'postgres', url: config.databaseUrl, dataDir: config.dataDir } as const)
    : ({ engine: 'pglite', dataDir: config.dataDir } as const);
  const summary = await restoreBackup(path.resolve(file), target, { replace: args.includes('--replace'), keep: config.backupDir ? [config.backupDir] : [] });
  const { manifest } = summary;
  const into = config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir;
  const migrated = summary.schemaVersion > manifest.schemaVersion ? `; migrated to schema version ${summary.schemaVersion}` : '';
  return `Restored ${file} (made ${manifest.createdAt} by LAJU ${manifest.lajuVersion}, schema version ${manifest.schemaVersion}) into ${into}: ${manifest.tables.length} tables, ${count(summary.rows)} rows, ${count(summary.files)} stored files${migrated}, in ${summary.seconds.toFixed(1)} s.`;
}

/** The one sentence a failed command prints: its own, or how the database could not be reached. */
export function describeCommandError(error: unknown, config: ServerConfig): string {
  if (error instanceof BackupError || error instanceof DataDirLockedError) return error.message;
  return describeStartupError(error, config);
}

