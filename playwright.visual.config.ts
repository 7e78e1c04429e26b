import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './e2e/support/chromium';

/**
 * Visual regression of every story in light and dark (docs/decisions/030-visual-regression.md).
 * Run it through `npm run test:visual` (scripts/visual.mjs): that script builds storybook-static
 * when stale, checks the Chromium version against visual/baselines/chromium.json, serves the
 * build on 127.0.0.1 and passes its address in VISUAL_BASE_URL. Run directly
 * (`npx playwright test -c playwright.visual.config.ts -g ui-button`), this config serves
 * storybook-static itself on 127.0.0.1:$VISUAL_PORT (6199 when unset) and skips the version check.
 */
const visualChromiumArgs = [
  ...chromiumArgs,
  // As the story tests (vitest.config.ts): glyph outlines without hinting.
  '--font-render-hinting=none',
  // Partial raster re-draws only the invalidated part of a tile; after a play function changes the
  // page, anti-aliased edges (rounded corners, icons, shadows) then differ by one unit from run to
  // run. Full tile raster is deterministic (measured: 4 stories, 12 loads each, 1 image each).
  '--disable-partial-raster',
];

const external = process.env.VISUAL_BASE_URL;
// Direct runs only: the port of the server this config starts (two checkouts on one machine need two).
const port = Number(process.env.VISUAL_PORT ?? 6199);
const baseURL = external ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e/visual',
  testMatch: '*.visual.ts',
  outputDir: 'test-results/visual',
  // visual/baselines/<story-id>--<theme>.png: tracked, flat, one file per story and theme.
  snapshotPathTemplate: 'visual/baselines/{arg}{ext}',
  fullyParallel: true,
  // Three pages share the two cores: with two, a third of the CPU was idle while pages waited for
  // the network to be quiet or for a play function's timers (decision 288).
  workers: Number(process.env.VISUAL_WORKERS ?? 3),
  retries: 0,
  // A failed capture restarts its worker (~3 s). A change to a shared token fails most captures:
  // stop after 50 so such a run ends in minutes; the diffs written so far show the cause.
  maxFailures: process.env.VISUAL_UPDATE === '1' ? 0 : 50,
  // Baselines are written only by `npm run test:visual:update` (--update-snapshots=all).
  updateSnapshots: 'none',
  forbidOnly: true,
  // A story that fails to render is loaded a second time (two waits of up to 30 s each).
  timeout: 100_000,
  globalSetup: './e2e/visual/global-setup.ts',
  reporter: [[process.stdout.isTTY ? 'line' : 'dot'], ['./e2e/visual/summary-reporter.ts']],
  expect: {
    toHaveScreenshot: {
      threshold: 0,
      maxDiffPixels: 0,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    // The story tests' default (addon-vitest); a story's own viewport global or parameter wins.
    viewport: { width: 1200, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
    trace: 'off',
    screenshot: 'off',
    video: 'off',
    launchOptions: {
      executablePath: chromiumExecutable,
      args: visualChromiumArgs,
    },
  },
  webServer: external
    ? undefined
    : {
        command: `node e2e/visual/serve.mjs storybook-static ${port}`,
        url: `${baseURL}/index.json`,
        reuseExistingServer: false,
        stdout: 'ignore',
      },
});
