import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumExecutable } from './e2e/support/chromium';
import { globalStylesheet, quietBundledTranslations } from './build/plugins';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const browser = {
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumExecutable, args: [...chromiumArgs, '--font-render-hinting=none'] },
  }),
  instances: [{ browser: 'chromium' as const }],
};

export default defineConfig({
  // The app's global stylesheet (decision 283), which Storybook's preview imports; the stories'
  // bundled translations without a warning for each.
  plugins: [react(), globalStylesheet(), quietBundledTranslations()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['src/test/setup-unit.ts'],
          // One happy-dom environment per worker for all its files, not one per file: setting it up
          // was 39 of the step's 46 s (the tests themselves 6 s). The setup file resets what a
          // test can leave behind (rendered trees, storage, cookies, the DOM) after every test.
          isolate: false,
          maxWorkers: 2,
          // A test that imports the app's module graph afresh (RouterApp.test.tsx, router.test.tsx:
          // vi.resetModules, then the router, the shell and a screen) takes 1–2 s on an idle machine
          // and 5–7 s beside a CPU hog (2026-11-28, the story loop running): Vitest's 5 s default
          // failed them there. Waiting longer changes no result, only how slow a load may be.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // `npm run test:stories` runs this project with NODE_ENV=production: the stories render on
        // React's production build, as the app ships, without the development build's per-element
        // bookkeeping (docs/decisions/356-story-suite-on-reacts-production-build.md). A file run
        // by hand (`npx vitest run --project storybook <file>`) keeps the development build and
        // its warnings.
        test: {
          name: 'storybook',
          browser,
          // A failed story's message ends with its API requests and their answers.
          setupFiles: ['.storybook/vitest.setup.ts'],
          // One page per worker for all its files (the preview's beforeEach resets storage, theme,
          // mock db and handlers per story): a fresh iframe per file cost ~0.9 s of setup each.
          // Two pages keep both cores busy while one waits on the network or timers.
          isolate: false,
          maxWorkers: 2,
          // A timeout catches a story that hangs; it is not a speed check (benches measure speed).
          // The heaviest story (the report's 2,050 rows, rendered and checked by axe) is slow on a
          // busy machine: 60 s leaves it room.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
