// `npm start`: builds the SPA when dist/ is missing or older than its sources, then serves the app
// and the API on one port (server/main.ts) with the embedded PostgreSQL unless DATABASE_URL is set.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { isPrecompressed, precompress } from './precompress.mjs';
import { buildServerBundle } from './server-bundle.mjs';

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

/** The server: its bundle (scripts/server-bundle.mjs), or through tsx when the bundle cannot be built. */
async function serverModule() {
  try {
    return await import(pathToFileURL(await buildServerBundle()).href);
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
