import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eBrowser } from './e2e/support/browser';
import { START_ARGS } from './scripts/start-command.mjs';

/**
 * End-to-end journeys on `npm start`: the built app and the real API with the embedded PostgreSQL,
 * on a fresh data dir each run.
 *
 * Each worker has a server of its own (its own port and data dir), so that the journeys that
 * deactivate users or count records never meet another worker's; `e2e/server/app.ts` points a
 * worker's `baseURL` at its server. Playwright starts the servers one after the other: the first
 * builds the SPA when it is stale, the others find it built. Three workers on two cores: a journey
 * spends much of its time waiting between its browser and its server, and a third keeps the cores
 * busy meanwhile (docs/decisions/357-three-journey-workers.md).
 */
export const E2E_SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 4318);
const WORKERS = 3;
export const E2E_ADMIN_PASSWORD = 'E2e-Sandi-Rahasia-2025';

function server(index: number) {
  const port = E2E_SERVER_PORT + index;
  const dataDir = path.join(os.tmpdir(), `laju-e2e-server-${port}`);
  return {
    // A fresh data dir, then exactly what `npm start` runs (it builds the SPA when stale).
    command: `node -e "require('fs').rmSync(process.argv[1],{recursive:true,force:true})" "${dataDir}" && node ${START_ARGS.join(' ')}`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LAJU_DATA_DIR: dataDir,
      LAJU_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LAJU_DEMO: '1',
      LAJU_LOG_LEVEL: 'warn',
      // The journeys sign in as admin throughout; the second factor's journey turns it on from Profile.
      LAJU_REQUIRE_SECOND_FACTOR: '0',
      // The integrations journey's webhook receiver listens on this machine; nothing else may be a target.
      LAJU_WEBHOOK_ALLOW: '127.0.0.1',
    },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'e2e/server',
  // A file's journeys build on each other and run in order; files are shared out between the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: e2eBrowser,
  webServer: Array.from({ length: WORKERS }, (_, index) => server(index)),
});
