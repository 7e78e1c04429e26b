import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { loggableError } from '../errors';
import { BackupError } from './archive';
import { makeBackup } from './backup';
import { BACKUP_FILE_NAME, backupFileName } from './manifest';

/**
 * The server's own backups (LAJU_BACKUP_DIR): one every `intervalHours`, the newest `keep` kept,
 * each written whole or not at all. What the last one did is `status`, which the health answer and
 * the metrics tell; a failure is logged in one sentence and leaves the older backups as they were.
 */
export interface BackupStatus {
  lastSuccessAt: Date | null;
  lastAttemptAt: Date | null;
  /** The last attempt's result; null before the first attempt of this process. */
  lastOk: boolean | null;
  lastSeconds: number | null;
  lastBytes: number | null;
  succeeded: number;
  failed: number;
}

export interface BackupScheduleOptions {
  readonly database: Database;
  readonly dataDir: string;
  readonly dir: string;
  readonly intervalHours: number;
  readonly keep: number;
  readonly log: FastifyBaseLogger;
}

/** The first backup of a start waits this long, so it never slows the start. */
const FIRST_DELAY_MS = 60_000;

/** A partial file older than this whose writer is gone was left by a process that died. */
const ABANDONED_MS = 60 * 60 * 1000;
const PARTIAL_FILE = /^\.laju-backup-.*\.(\d+)-[0-9a-f]+\.partial$/;

/** The reason a backup failed, in a sentence an operator acts on; `setting` names where the folder came from. */
export function describeBackupFailure(error: unknown, dir: string, setting = 'LAJU_BACKUP_DIR'): string {
  const other = setting === 'LAJU_BACKUP_DIR' ? 'set LAJU_BACKUP_DIR' : `choose another ${setting}`;
  if (error instanceof BackupError) return error.message;
  const { code, path: where } = error as NodeJS.ErrnoException;
  const inFolder = typeof where === 'string' && path.resolve(path.dirname(where)) === path.resolve(dir);
  if (inFolder || where === dir) {
    switch (code) {
      case 'ENOENT':
        return `The backup folder ${dir} does not exist (is its disk mounted?): create it or ${other}`;
      case 'ENOTDIR':
        return `The backup folder ${dir} is not a folder: ${other}`;
      case 'EACCES':
      case 'EPERM':
      case 'EROFS':
        return `The backup folder ${dir} is not writable (${code}): fix its permissions or its mount; the older backups are kept`;
    }
  }
  if (code === 'ENOSPC' || code === 'EDQUOT') return `The disk holding the backup folder ${dir} is full (${code}): the partial backup was removed and the older backups are kept; free some space`;
  if ((error as Error).name === 'AbortError') return 'The backup stopped because the server is stopping';
  return `The backup failed: ${(error as Error).message ?? String(error)}`;
}

/** The backups in `dir`, newest first. */
export async function backupsIn(dir: string): Promise<{ name: string; at: Date }[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names
    .map((name) => ({ name, stamp: BACKUP_FILE_NAME.exec(name)?.[1] }))
    .filter((entry): entry is { name: string; stamp: string } => entry.stamp !== undefined)
    .map(({ name, stamp }) => ({ name, at: new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})/, '$1-$2-$3T$4:$5:$6')) }))
    .sort((a, b) => b.name.localeCompare(a.name));
}

const processGone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
};

export class BackupSchedule {
  readonly status: BackupStatus = { lastSuccessAt: null, lastAttemptAt: null, lastOk: null, lastSeconds: null, lastBytes: null, succeeded: 0, failed: 0 };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<boolean> | undefined;
  private readonly stopping = new AbortController();

  constructor(private readonly options: BackupScheduleOptions) {}

  private get intervalMs() {
    return this.options.intervalHours * 60 * 60 * 1000;
  }

  /** Reads when the last backup in the folder was made, and plans the next one from it. */
  async start(): Promise<void> {
    const [newest] = await backupsIn(this.options.dir);
    if (newest) this.status.lastSuccessAt = newest.at;
    const soonest = Date.now() + FIRST_DELAY_MS;
    this.plan(newest ? Math.max(newest.at.getTime() + this.intervalMs, soonest) : soonest);
  }

  private plan(at: number): void {
    if (this.stopping.signal.aborted) return;
    clearTimeout(this.timer);
    // A timer holds at most 2^31 - 1 ms; a longer wait is planned again when it ends.
    const wait = Math.min(Math.max(0, at - Date.now()), 2 ** 31 - 1);
    this.timer = setTimeout(() => {
      if (Date.now() < at) this.plan(at);
      else void this.runNow();
    }, wait);
    this.timer.unref();
  }

  /** Makes a backup now (or joins the one running); resolves whether it succeeded. */
  runNow(): Promise<boolean> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
      this.plan(Date.now() + this.intervalMs);
    });
    return this.running;
  }

  private async run(): Promise<boolean> {
    const { dir, log } = this.options;
    const started = new Date();
    this.status.lastAttemptAt = started;
    try {
      await this.removeAbandoned();
      const summary = await makeBackup(this.options.database, path.join(dir, backupFileName(started)), {
        dataDir: this.options.dataDir,
        skip: [dir],
        signal: this.stopping.signal,
      });
      Object.assign(this.status, { lastSuccessAt: started, lastOk: true, lastSeconds: summary.seconds, lastBytes: summary.bytes });
      this.status.succeeded += 1;
      log.info({ file: summary.file, bytes: summary.bytes, seconds: Math.round(summary.seconds * 10) / 10 }, 'backup written');
      await this.removeOld();
      return true;
    } catch (error) {
      Object.assign(this.status, { lastOk: false, lastSeconds: (Date.now() - started.getTime()) / 1000, lastBytes: null });
      this.status.failed += 1;
      log.error({ err: loggableError(error) }, describeBackupFailure(error, dir));
      return false;
    }
  }

  /** Keeps the newest `keep` backups in the folder. */
  private async removeOld(): Promise<void> {
    for (const old of (await backupsIn(this.options.dir)).slice(this.options.keep)) {
      await fs.rm(path.join(this.options.dir, old.name), { force: true }).catch((error: unknown) => this.options.log.warn({ err: loggableError(error) }, `An old backup ${old.name} could not be removed`));
    }
  }

  /** Removes partial files whose writer died (killed in the middle of a backup). */
  private async removeAbandoned(): Promise<void> {
    for (const name of await fs.readdir(this.options.dir).catch(() => [] as string[])) {
      const pid = Number(PARTIAL_FILE.exec(name)?.[1]);
      if (!pid || !processGone(pid)) continue;
      const file = path.join(this.options.dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > ABANDONED_MS) await fs.rm(file, { force: true });
    }
  }

  /** Stops planning; a backup in progress stops and removes its partial file. */
  async stop(): Promise<void> {
    this.stopping.abort();
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }
}
