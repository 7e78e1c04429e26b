// `npm start`: builds the SPA when dist/ is missing or older than its sources, then serves the app
// and the API on one port (server/main.ts) with the embedded PostgreSQL unless DATABASE_URL is set.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { isPrecompressed, precompress } from './precompress.mjs';

if (process.env.LAJU_SKIP_BUILD !== '1') {
  try {
    if (existsSync('index.html')) {
      buildIfStale({ outDir: 'dist', args: [], configs: ['vite.receipt.config.ts'] });
      // The server sends the build's Brotli and gzip copies as they are (decision 270); a build
      // made without them (plain vite build, the bundle bench) gets them here.
      if (!isPrecompressed('dist')) await precompress('dist');
    } else console.warn('No index.html: serving the API only.');
  } catch {
    // A broken build must not take the API down with it; the last good build (if any) is served.
    console.error(existsSync('dist/index.html') ? 'Build failed: serving the previous build in dist/.' : 'Build failed: serving the API only.');
  }
}

const newest = (entry) => {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((child) => newest(path.join(entry, child))));
};

/**
 * The server's TypeScript bundled into one ES module (dependencies stay in node_modules), rebuilt
 * when server/ or contract/ changed. Loading it skips tsx's per-module loader hooks, which cost
 * about a second of the 3 s start-up budget on a busy 2-core machine.
 */
async function serverModule() {
  const outDir = path.resolve('node_modules/.cache/laju-server');
  const bundle = path.join(outDir, 'main.mjs');
  try {
    const built = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
    if (built <= Math.max(newest('server'), newest('contract'))) {
      const { build } = await import('esbuild');
      // The export and import workers (decisions 235, 335) are entries of their own, next to
      // main.mjs, where their pools' `new URL('./<name>-worker.mjs', import.meta.url)` look for them.
      await build({
        entryPoints: {
          main: 'server/main.ts',
          'report-export-worker': 'server/services/report-export-job.ts',
          'import-worker': 'server/services/imports/import-job.ts',
        },
        outdir: outDir,
        outExtension: { '.js': '.mjs' },
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        sourcemap: 'inline',
        logLevel: 'warning',
      });
      // migrate.ts reads its SQL files next to itself (import.meta.url). The copy is replaced as a
      // whole: a migration renamed or removed in the sources must not live on in the cache.
      rmSync(path.join(outDir, 'migrations'), { recursive: true, force: true });
      cpSync('server/db/migrations', path.join(outDir, 'migrations'), { recursive: true });
      // The password policy reads its block list next to itself too.
      cpSync('server/auth/common-passwords.txt', path.join(outDir, 'common-passwords.txt'));
    }
    return await import(pathToFileURL(bundle).href);
  } catch (error) {
    console.warn(`Running the server through tsx (${error instanceof Error ? error.message : String(error)})`);
    const { register } = await import('tsx/esm/api');
    register();
    return import('../server/main.ts');
  }
}

const { startServer } = await serverModule();
try {
  await startServer();
} catch (error) {
  console.error(`LAJU server failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
