import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const newest = (entry) => {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((child) => newest(path.join(entry, child))));
};

/**
 * The server's TypeScript bundled into one ES module (dependencies stay in node_modules), rebuilt
 * when server/ or contract/ changed; resolves the bundle's path. `npm start` loads it: it skips
 * tsx's per-module loader hooks, which cost about a second of the start-up budget on a busy 2-core
 * machine. The server suite builds it before its process tests start servers from it, as
 * `npm start` does.
 */
export async function buildServerBundle() {
  const outDir = path.resolve('node_modules/.cache/laju-server');
  const bundle = path.join(outDir, 'main.mjs');
  const built = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  if (built > Math.max(newest('server'), newest('contract'))) return bundle;
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
  return bundle;
}
