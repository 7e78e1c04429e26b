// `npm start`: builds the SPA when dist/ is missing or older than its sources, then serves the app
// and the API on one port (server/main.ts) with the embedded PostgreSQL unless DATABASE_URL is set.
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';
import { buildIfStale } from './build-if-stale.mjs';

if (process.env.LAJU_SKIP_BUILD !== '1') {
  try {
    if (existsSync('index.html')) buildIfStale({ outDir: 'dist', args: [] });
    else console.warn('No index.html: serving the API only.');
  } catch {
    // A broken build must not take the API down with it; the last good build (if any) is served.
    console.error(existsSync('dist/index.html') ? 'Build failed: serving the previous build in dist/.' : 'Build failed: serving the API only.');
  }
}

// The server is TypeScript run as is (no separate compile step); tsx transpiles it on load.
register();
const { startServer } = await import('../server/main.ts');
try {
  await startServer();
} catch (error) {
  console.error(`LAJU server failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
