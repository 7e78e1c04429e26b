import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { describeStartupError, StartupError } from './db/startup-errors';
import { resolveTokenSecret, seed } from './db/seed';
import { syncOutgoingRollupZone } from './services/outgoing-rollup';
import { PasswordHasher } from './auth/passwords';
import { serveBackupRequests } from './backup/control';
import { copyPicturesFromDataDir, fileStoreFor } from './services/file-store';

function printBanner(config: ServerConfig, database: Database, seeded: Awaited<ReturnType<typeof seed>>) {
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const lines = [`LAJU is running at ${url}  (database: ${database.kind})`];
  if (seeded.firstStart) {
    const password = seeded.generatedAdminPassword ?? '(the LAJU_ADMIN_PASSWORD you set)';
    lines.push('First start: created these users, all with one password (shown only this once):');
    lines.push(`  users:    ${seeded.demoUsernames.join(', ')}`);
    lines.push(`  password: ${password}`);
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

/** LAJU_TRACE_STARTUP=1 prints how long each start-up phase took (the 3 s budget). */
const traceStartup = (() => {
  const enabled = process.env.LAJU_TRACE_STARTUP === '1';
  let last = performance.now();
  return (phase: string) => {
    if (!enabled) return;
    const now = performance.now();
    process.stderr.write(`startup: ${phase} ${Math.round(now - last)} ms (total ${Math.round(now)} ms since process start)\n`);
    last = now;
  };
})();

/** A stop that has not finished by then closes the connections still open, then exits anyway. */
const STOP_FORCE_MS = 8000;
const STOP_DEADLINE_MS = 9500;

/** The data dir exists and takes a write (a read-only mount, a full disk, a file in its place). */
function checkDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    const fd = fs.openSync(probe, 'w');
    try {
      fs.writeSync(fd, Buffer.alloc(64 * 1024));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } finally {
    fs.rmSync(probe, { force: true });
  }
}

export async function startServer(config: ServerConfig = loadConfig()) {
  traceStartup('modules loaded');
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  let backupRequests: Awaited<ReturnType<typeof serveBackupRequests>> | undefined;
  try {
    if (!config.databaseUrl) {
      checkDataDir(config.dataDir);
      lock = await lockDataDir(config.dataDir);
    }
    // The web framework loads while the database opens.
    const [opened, { buildApp }] = await Promise.all([
      openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pgdata') }),
      import('./app'),
    ]);
    database = opened;
    traceStartup('database opened and app modules loaded');
    await migrate(database, undefined, {
      apply: process.env.LAJU_MIGRATE !== '0',
      onWait: () => process.stderr.write('Another LAJU instance is applying migrations to this database; waiting for it.\n'),
    });
    traceStartup('migrations checked');
    if (database.kind === 'postgres') {
      // Pictures an older LAJU kept in this instance's data dir move into the database (decision 344).
      const copied = await copyPicturesFromDataDir(database.db, config.dataDir);
      if (copied > 0) process.stderr.write(`Copied ${copied} pictures from ${config.dataDir} into the database; the files stay where they were.\n`);
      traceStartup('pictures copied');
    }
    const hasher = new PasswordHasher(config.scrypt, config.maxConcurrentHashes);
    const seeded = await seed(database.db, { hasher, adminPassword: config.adminPassword, demo: config.demo, photos: fileStoreFor(database, config.dataDir) });
    const tokenSecret = await resolveTokenSecret(database.db, config.tokenSecret);
    await syncOutgoingRollupZone(database.db, config.timeZone);
    traceStartup('seed and secret');
    const { app } = await buildApp({ db: database, config: { ...config, tokenSecret } });
    traceStartup('app built');
    // `npm run backup` asks a server on PGlite for a copy of its database (docs/decisions/342-backups.md).
    // Copies a stopped server left behind are removed: the lock says no other server uses them.
    if (lock) {
      for (const name of fs.readdirSync(config.dataDir)) if (name.startsWith('.backup-')) fs.rmSync(path.join(config.dataDir, name), { recursive: true, force: true });
    }
    backupRequests = lock ? await serveBackupRequests(config.dataDir, database, app.log) : undefined;
    await app.listen({ host: config.host, port: config.port });
    traceStartup('listening');

    // SIGTERM/SIGINT: stop accepting, let requests in flight finish, close the pools, exit 0
    // (forcing the connections still open after 8 s). A second signal exits at once.
    const running = database;
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) {
        process.stderr.write(`LAJU server: ${signal} again, exiting at once.\n`);
        process.exit(signal === 'SIGINT' ? 130 : 143);
      }
      stopping = true;
      app.log.info({ signal }, 'stopping');
      setTimeout(() => app.server.closeAllConnections(), STOP_FORCE_MS).unref();
      setTimeout(() => process.exit(0), STOP_DEADLINE_MS).unref();
      void (async () => {
        await app.close().catch(() => undefined);
        await backupRequests?.close().catch(() => undefined);
        traceStartup('stop: requests finished');
        await running.close().catch(() => undefined);
        traceStartup('stop: database closed');
        lock?.release();
        process.exit(0);
      })();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    // The banner says the server is running, so a stop signal sent on reading it must already find
    // the handlers (before, a SIGTERM in the moment between the two ended the process at once, by
    // the signal's default action: seen once in the lifecycle test on a fast machine).
    printBanner(config, database, seeded);
    return app;
  } catch (error) {
    await backupRequests?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error instanceof StartupError ? error : new StartupError(describeStartupError(error, config), { cause: error });
  }
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]).replace(/\.[cm]?[jt]s$/, '') ===
  path.resolve(new URL(import.meta.url).pathname).replace(/\.[cm]?[jt]s$/, '');
if (isEntry) {
  startServer().catch((error: unknown) => {
    process.stderr.write(`LAJU server failed to start: ${(error as Error).message}\n`);
    process.exit(1);
  });
}
