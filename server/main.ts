import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { resolveTokenSecret, seed } from './db/seed';
import { PasswordHasher } from './auth/passwords';

/**
 * PGlite is one process's database: a second server on the same data dir would corrupt it, so the
 * first one holds a pid file.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.pid');
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid) {
      process.kill(pid, 0);
      throw new Error(`Another LAJU server (pid ${pid}) uses ${dataDir}; stop it or set LAJU_DATA_DIR`);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ESRCH') throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

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

export async function startServer(config: ServerConfig = loadConfig()) {
  traceStartup('modules loaded');
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  // The web framework loads while the database opens.
  const [database, { buildApp }] = await Promise.all([
    openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pgdata') }),
    import('./app'),
  ]);
  traceStartup('database opened and app modules loaded');
  try {
    await migrate(database);
    traceStartup('migrations checked');
    const hasher = new PasswordHasher(config.scrypt, config.maxConcurrentHashes);
    const seeded = await seed(database.db, { hasher, adminPassword: config.adminPassword, demo: config.demo });
    const tokenSecret = await resolveTokenSecret(database.db, config.tokenSecret);
    traceStartup('seed and secret');
    const { app } = await buildApp({ db: database, config: { ...config, tokenSecret } });
    traceStartup('app built');
    await app.listen({ host: config.host, port: config.port });
    traceStartup('listening');
    printBanner(config, database, seeded);

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'stopping');
      await app.close().catch(() => undefined);
      await database.close().catch(() => undefined);
      unlock();
      process.exit(0);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));
    return app;
  } catch (error) {
    await database.close().catch(() => undefined);
    unlock();
    throw error;
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
