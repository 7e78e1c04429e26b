import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eBrowser } from './e2e/support/browser';

/**
 * End-to-end journeys on `npm start`: the built app and the real API with the embedded PostgreSQL,
 * on a fresh data dir each run.
 */
const port = Number(process.env.E2E_SERVER_PORT ?? 4318);
const dataDir = path.join(os.tmpdir(), `laju-e2e-server-${port}`);
export const E2E_ADMIN_PASSWORD = 'E2e-Sandi-Rahasia-2025';

export default defineConfig({
  testDir: 'e2e/server',
  // One server with one embedded database, and journeys that deactivate users: one at a time.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    ...e2eBrowser,
    baseURL: `http://127.0.0.1:${port}`,
  },
  webServer: {
    // A fresh data dir, then exactly what `npm start` runs (it builds the SPA when stale).
    command: `node -e "require('fs').rmSync(process.argv[1],{recursive:true,force:true})" "${dataDir}" && node scripts/start.mjs`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LAJU_DATA_DIR: dataDir,
      LAJU_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LAJU_DEMO: '1',
      LAJU_LOG_LEVEL: 'warn',
      // The journeys sign in as admin throughout; the second factor's journey turns it on from Profile.
      LAJU_REQUIRE_SECOND_FACTOR: '0',
    },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
