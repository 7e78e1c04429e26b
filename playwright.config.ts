import { defineConfig } from '@playwright/test';
import { e2eBrowser } from './e2e/support/browser';

/** End-to-end journeys on the built app in MSW demo mode. */
const port = Number(process.env.E2E_DEMO_PORT ?? 4317);

export default defineConfig({
  testDir: 'e2e/demo',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    ...e2eBrowser,
    baseURL: `http://127.0.0.1:${port}`,
  },
  webServer: {
    command: 'node scripts/demo.mjs',
    env: { PORT: String(port), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
  },
});
