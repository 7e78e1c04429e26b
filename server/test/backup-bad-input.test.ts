import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveWriter, BackupError } from '../backup/archive';
import { makeBackup } from '../backup/backup';
import { backupCommand } from '../backup/commands';
import { loadConfig } from '../config';
import { relationCountOf } from '../backup/catalog';
import { backupFileName } from '../backup/manifest';
import { restoreBackup } from '../backup/restore';
import { BackupSchedule } from '../backup/schedule';
import { inTransaction } from '../backup/session';
import { openDatabase, rowsOf, type Database } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { migrate, readMigrations } from '../db/migrate';
import { freshTarget, rewriteBackup, testEngine, type FreshTarget } from './backup-helpers';
import { createTestApp, type TestApp } from './harness';
import { asRoot } from './server-process';
import { fileStoreFor } from '../services/file-store';

/**
 * Backups and restores that must not go on, and the server's own backups: each bad input gets one
 * plain sentence, and nothing already stored is touched (docs/decisions/342-backups.md).
 */
const TOKEN = 'metrics-token-for-the-backup-test-0123456789';
let t: TestApp;
let root: string;
let dataDir: string;
let backupDir: string;
let good: string;
const targets: FreshTarget[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-backup-bad-'));
  dataDir = path.join(root, 'data');
  backupDir = path.join(root, 'backups');
  fs.mkdirSync(path.join(dataDir, 'proofs'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'proofs', 'a.jpg'), 'a stored photo');
  fs.mkdirSync(backupDir);
  t = await createTestApp({ dataDir, backupDir, backupKeep: 1, metricsToken: TOKEN });
  good = path.join(root, 'good.tar');
  await makeBackup(t.database, good, { dataDir });
});
afterAll(async () => {
  await t?.close();
  for (const target of targets) await target.drop();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const target = async (label: string) => {
  const fresh = await freshTarget(root, label);
  targets.push(fresh);
  return fresh;
};

/** Whether a restore target is as it was: no data dir made, or (PostgreSQL) a database still empty. */
async function untouched(fresh: FreshTarget): Promise<boolean> {
  if (fresh.target.engine === 'pglite') return !fs.existsSync(fresh.target.dataDir);
  const database = await fresh.open();
  try {
    return (await inTransaction(database, {}, relationCountOf)) === 0 && !fs.existsSync(fresh.target.dataDir);
  } finally {
    await database.close();
  }
}

const refused = async (file: string, fresh: FreshTarget, message: RegExp, options: { replace?: boolean } = {}) => {
  const error = await restoreBackup(file, fresh.target, options).then(
    () => null,
    (failure: unknown) => failure,
  );
  // Refused in a sentence (BackupError, or the data dir lock's own), never a stray failure.
  expect(error instanceof BackupError || error instanceof DataDirLockedError, String(error)).toBe(true);
  expect((error as Error).message).toMatch(message);
};

describe('a restore refuses a bad backup file before touching anything', () => {
  it('a truncated file, a changed byte anywhere, a file that is no backup', async () => {
    const fresh = await target('bad-files');
    const bytes = fs.readFileSync(good);
    const variant = (name: string, data: Buffer) => {
      const file = path.join(root, name);
      fs.writeFileSync(file, data);
      return file;
    };
    await refused(variant('truncated.tar', bytes.subarray(0, Math.floor(bytes.length / 2))), fresh, /^The backup file .*truncated\.tar ends early \(after \d+ bytes\): it is incomplete/);
    await refused(variant('cut-at-an-entry.tar', bytes.subarray(0, 1024)), fresh, /ends early|is incomplete/);
    // A byte changed in the first part's header, in the middle, in the manifest, in the end blocks.
    for (const at of [130, 700, Math.floor(bytes.length / 2), bytes.length - 1600, bytes.length - 10]) {
      const changed = Buffer.from(bytes);
      changed[at] = changed[at]! ^ 0x01;
      await refused(variant(`changed-${at}.tar`, changed), fresh, /is damaged|is not a LAJU backup/);
    }
    await refused(path.resolve('package.json'), fresh, /^The file .*package\.json is not a LAJU backup$/);
    const otherTar = path.join(root, 'other.tar');
    const stream = fs.createWriteStream(otherTar);
    const archive = new ArchiveWriter(stream);
    await archive.add('notes.txt', Buffer.from('not a backup'));
    await archive.end();
    await new Promise((resolve) => stream.end(resolve));
    await refused(otherTar, fresh, /^The file .*other\.tar is not a LAJU backup$/);
    await refused(path.join(root, 'missing.tar'), fresh, /^There is no file .*missing\.tar$/);
    expect(await untouched(fresh)).toBe(true);
  });

  it('a backup from a newer LAJU', async () => {
    const fresh = await target('newer');
    const newer = path.join(root, 'newer.tar');
    const latest = readMigrations().at(-1)!.version;
    await rewriteBackup(good, newer, (header, manifest) => {
      header.schemaVersion = latest + 1;
      header.lajuVersion = '9.0.0';
      manifest.schemaVersion = latest + 1;
      manifest.migrations.push({ version: latest + 1, name: 'from_the_future' });
    });
    await refused(newer, fresh, new RegExp(`comes from a newer LAJU \\(9\\.0\\.0, schema version ${latest + 1}; this LAJU knows up to ${latest}\\): restore it with LAJU 9\\.0\\.0 or newer`));
    expect(await untouched(fresh)).toBe(true);
  });

  it('prints one sentence and exits 1 as a command', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', 'restore', 'package.json'], {
      env: { ...process.env, DATABASE_URL: '', LAJU_DATA_DIR: path.join(root, 'command-target') },
      encoding: 'utf8',
    });
    expect([result.status, result.stdout, result.stderr]).toEqual([1, '', expect.stringMatching(/^The file .*package\.json is not a LAJU backup\.\n$/)]);
    expect(fs.existsSync(path.join(root, 'command-target'))).toBe(false);
  }, 20_000);
});

describe('the backup command', () => {
  it('names a missing database or output folder in one sentence', async () => {
    const said = (args: string[], env: NodeJS.ProcessEnv) => backupCommand(args, loadConfig({ DATABASE_URL: '', ...env })).then(() => '', (error: Error) => error.message);
    const nowhere = path.join(root, 'nowhere', 'backup.tar');
    if (testEngine === 'pglite') {
      expect(await said(['--out', nowhere], { LAJU_DATA_DIR: path.join(root, 'no-database') })).toMatch(/^There is no LAJU database in .*no-database: check LAJU_DATA_DIR$/);
    } else {
      const empty = await target('command');
      expect(await said(['--out', nowhere], { DATABASE_URL: (empty.target as { url: string }).url })).toMatch(/^The backup folder .*nowhere does not exist \(is its disk mounted\?\): create it or choose another --out$/);
    }
    expect(fs.existsSync(path.dirname(nowhere))).toBe(false);
  });
});

describe('a restore refuses a target in use or not empty, and replaces one when told', () => {
  it('refuses a target in use', async () => {
    const fresh = await target('in-use');
    if (fresh.target.engine === 'pglite') {
      fs.mkdirSync(fresh.target.dataDir, { recursive: true });
      const lock = await lockDataDir(fresh.target.dataDir);
      try {
        await refused(good, fresh, /^Another LAJU server \(pid \d+\) uses .*in-use/);
      } finally {
        lock.release();
      }
      expect(fs.readdirSync(fresh.target.dataDir)).toEqual([]);
    } else {
      const other = new pg.Client({ connectionString: fresh.target.url });
      await other.connect();
      try {
        await refused(good, fresh, /^The database laju_r_\w+ is in use \(1 other connection\(s\)\): stop every LAJU server on it/);
      } finally {
        await other.end();
      }
      expect(await untouched(fresh)).toBe(true);
    }
  });

  it('refuses a target that holds data; with --replace, restores an older backup into it and migrates it forward', async () => {
    // A database of the schema before pictures moved into it (0020_stored_files), as an older LAJU
    // left it, with a logo in its data dir. On PostgreSQL that LAJU kept pictures in each server's
    // data dir, which a backup of the database does not read: refused in a sentence. A PGlite of
    // that schema backs up as it did (backups restore into either engine).
    const migrations = readMigrations();
    const storedFiles = migrations.find((migration) => migration.name === 'stored_files')!.version;
    const older = path.join(root, 'older.tar');
    const olderFiles = path.join(root, 'older-files');
    fs.mkdirSync(path.join(olderFiles, 'logos'), { recursive: true });
    fs.writeFileSync(path.join(olderFiles, 'logos', 'old.png'), 'an older logo');
    const olderOf = async (database: Database) => {
      await migrate(database, migrations.filter((migration) => migration.version < storedFiles));
      await database.db.execute(sql`insert into customers (name, address) values ('Toko Versi Lama', 'Jl. Lama 1')`);
      return database;
    };
    if (testEngine === 'postgres') {
      const olderPostgres = await olderOf(await (await target('older-source')).open());
      try {
        const error = await makeBackup(olderPostgres, path.join(root, 'older-postgres.tar'), { dataDir: olderFiles }).then(() => null, (failure: unknown) => failure);
        expect(error instanceof BackupError, String(error)).toBe(true);
        expect((error as Error).message).toMatch(/^This database was last migrated by an older LAJU, which kept pictures in each server's data dir: start this LAJU on it once/);
      } finally {
        await olderPostgres.close();
      }
    }
    const olderDatabase = await olderOf(await openDatabase({}));
    try {
      const summary = await makeBackup(olderDatabase, older, { dataDir: olderFiles });
      expect(summary.manifest.schemaVersion).toBe(migrations.filter((migration) => migration.version < storedFiles).at(-1)!.version);
    } finally {
      await olderDatabase.close();
    }

    // A target holding something: stored files in a data dir (PGlite), a table (PostgreSQL).
    const fresh = await target('not-empty');
    if (testEngine === 'pglite') {
      fs.mkdirSync(path.join(fresh.target.dataDir, 'proofs'), { recursive: true });
      fs.writeFileSync(path.join(fresh.target.dataDir, 'proofs', 'kept.jpg'), 'kept until replaced');
    } else {
      const database = await fresh.open();
      await database.db.execute(sql`create table kept (note text)`).finally(() => database.close());
    }
    // The backup lies in a folder of the data dir: a replacing restore leaves that folder alone.
    const inside = path.join(fresh.target.dataDir, 'backups', 'older.tar');
    fs.mkdirSync(path.dirname(inside), { recursive: true });
    fs.copyFileSync(older, inside);
    await refused(inside, fresh, new RegExp(`is not empty \\(it holds ${testEngine === 'pglite' ? 'proofs' : '1 tables and sequences'}\\): restore into an empty one, or add --replace to replace what it holds$`));
    if (testEngine === 'pglite') expect(fs.readdirSync(path.join(fresh.target.dataDir, 'proofs'))).toEqual(['kept.jpg']);

    const restored = await restoreBackup(inside, fresh.target, { replace: true });
    expect(fs.existsSync(inside)).toBe(true);
    expect(restored.schemaVersion).toBe(migrations.at(-1)!.version);
    const database = await fresh.open();
    try {
      const versions = rowsOf<{ version: number }>(await database.db.execute(sql`select version from schema_migrations order by version`)).map((row) => Number(row.version));
      expect(versions).toEqual(migrations.map((migration) => migration.version));
      expect(rowsOf(await database.db.execute(sql`select name from customers`))).toEqual([{ name: 'Toko Versi Lama' }]);
      expect(rowsOf(await database.db.execute(sql`select to_regclass('public.kept') is null as gone`))).toEqual([{ gone: true }]);
      // The older backup's logo is where this engine keeps pictures, and nothing else is.
      const store = fileStoreFor(database, fresh.target.dataDir);
      expect(await store.list('proofs')).toEqual([]);
      expect((await store.get('logos', 'old.png'))?.toString('utf8')).toBe('an older logo');
    } finally {
      await database.close();
    }
    expect(fs.readdirSync(fresh.target.dataDir).filter((name) => name.startsWith('.'))).toEqual([]);
    // Restored, it holds data: a second restore without --replace is refused.
    await refused(good, fresh, /is not empty/);
  }, 30_000);
});

describe('the server’s own backups', () => {
  const health = async () => (await t.app.inject({ url: '/api/health' })).json().backup;
  const metrics = async () => (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;

  it('keeps the newest backups, and the health answer and metrics say when the last good one was', async () => {
    expect(await health()).toEqual({ lastSuccessAt: null, ageSeconds: null, lastResult: null });
    expect(await metrics()).not.toContain('laju_backup_last_result{');
    for (let n = 0; n < 2; n += 1) expect(await t.backups!.runNow()).toBe(true);
    const files = fs.readdirSync(backupDir);
    expect(files).toHaveLength(1);
    expect(files.every((name) => /^laju-backup-\d{8}T\d{6}\.\d{3}Z\.tar$/.test(name))).toBe(true);
    const answer = await health();
    expect(answer).toMatchObject({ lastResult: 'ok', ageSeconds: expect.any(Number) });
    expect(Date.now() - Date.parse(answer.lastSuccessAt)).toBeLessThan(60_000);
    // The one kept is the newest.
    expect(files).toEqual([backupFileName(new Date(answer.lastSuccessAt))]);
    const text = await metrics();
    expect(text).toContain('laju_backup_last_result{result="ok"} 1');
    expect(text).toContain('laju_backup_last_result{result="failed"} 0');
    expect(text).toContain('laju_backups_total{result="ok"} 2');
    expect(text).toMatch(/laju_backup_last_success_timestamp_seconds 1\d{9}/);
    expect(text).toMatch(/laju_backup_last_size_bytes [1-9]\d+/);
  });

  it('reports a missing backup folder, keeps the last good backup’s time, and writes nothing', async () => {
    const before = await health();
    fs.renameSync(backupDir, `${backupDir}-away`);
    try {
      expect(await t.backups!.runNow()).toBe(false);
      expect(await health()).toMatchObject({ lastResult: 'failed', lastSuccessAt: before.lastSuccessAt });
      expect(await metrics()).toContain('laju_backup_last_result{result="failed"} 1');
      expect(fs.existsSync(backupDir)).toBe(false);
    } finally {
      fs.renameSync(`${backupDir}-away`, backupDir);
    }
  });

  /** A schedule of its own on `dir`, with the sentences it logs. */
  const scheduleOn = (dir: string) => {
    const errors: string[] = [];
    const log = { info: () => undefined, warn: () => undefined, error: (_fields: unknown, message: string) => errors.push(message) } as unknown as FastifyBaseLogger;
    return { schedule: new BackupSchedule({ database: t.database, dataDir, dir, intervalHours: 6, keep: 3, log }), errors };
  };

  it('names a missing folder in one sentence', async () => {
    const { schedule, errors } = scheduleOn(path.join(root, 'no-such-folder'));
    expect(await schedule.runNow()).toBe(false);
    await schedule.stop();
    expect(errors).toEqual([expect.stringMatching(/^The backup folder .*no-such-folder does not exist \(is its disk mounted\?\): create it or set LAJU_BACKUP_DIR$/)]);
  });

  // Read-only and full folders are tmpfs mounts (root, as in CI); the file system is the same whichever
  // engine, so the PGlite run alone checks it.
  if (testEngine === 'pglite') {
    it('a read-only or full folder: the partial file is removed, the older backups kept, the failure told', async () => {
      const mounted: string[] = [];
      const mount = (dir: string, options: string) => {
        fs.mkdirSync(dir, { recursive: true });
        asRoot('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
        mounted.push(dir);
      };
      try {
        const readOnly = path.join(root, 'read-only');
        mount(readOnly, 'size=4m');
        fs.copyFileSync(good, path.join(readOnly, 'laju-backup-20250101T000000.000Z.tar'));
        asRoot('mount', ['-o', 'remount,ro', readOnly]);
        const first = scheduleOn(readOnly);
        expect(await first.schedule.runNow()).toBe(false);
        await first.schedule.stop();
        expect(first.errors).toEqual([expect.stringMatching(/^The backup folder .*read-only is not writable \(EROFS\): fix its permissions or its mount; the older backups are kept$/)]);
        expect(fs.readdirSync(readOnly)).toEqual(['laju-backup-20250101T000000.000Z.tar']);

        const full = path.join(root, 'full');
        mount(full, 'size=1m');
        fs.copyFileSync(good, path.join(full, 'laju-backup-20250101T000000.000Z.tar'));
        const filler = path.join(full, 'filler');
        const fd = fs.openSync(filler, 'w');
        try {
          for (;;) fs.writeSync(fd, Buffer.alloc(4096));
        } catch {
          // the disk is full now
        } finally {
          fs.closeSync(fd);
        }
        // Room for the start of a backup, not for all of it.
        fs.truncateSync(filler, Math.max(0, fs.statSync(filler).size - 8192));
        const second = scheduleOn(full);
        expect(await second.schedule.runNow()).toBe(false);
        await second.schedule.stop();
        expect(second.errors).toEqual([expect.stringMatching(/^The disk holding the backup folder .*full is full \(ENOSPC\): the partial backup was removed and the older backups are kept; free some space$/)]);
        expect(fs.readdirSync(full).sort()).toEqual(['filler', 'laju-backup-20250101T000000.000Z.tar']);
        expect(fs.readFileSync(path.join(full, 'laju-backup-20250101T000000.000Z.tar')).equals(fs.readFileSync(good))).toBe(true);
      } finally {
        for (const dir of mounted.reverse()) asRoot('umount', [dir]);
      }
    }, 30_000);
  }
});
