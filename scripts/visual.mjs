// Visual regression of every story in light and dark (docs/decisions/030-visual-regression.md).
//
//   node scripts/visual.mjs            compare with visual/baselines (npm run test:visual)
//   node scripts/visual.mjs --update   rewrite all baselines and chromium.json (npm run test:visual:update)
//   node scripts/visual.mjs --no-build  use storybook-static as it is, even if stale
//   node scripts/visual.mjs -g ui-button       other arguments go to `playwright test`
//
// Builds storybook-static first when it is missing or older than its sources, serves it on
// 127.0.0.1 (a free port), and runs playwright.visual.config.ts against it. Baselines record the
// Chromium that made them: on another Chromium the comparison is skipped (exit 0) with a notice.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { startStaticServer } from '../e2e/visual/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const STATIC_DIR = 'storybook-static';
const BASELINE_DIR = path.join('visual', 'baselines');
const VERSION_FILE = path.join(BASELINE_DIR, 'chromium.json');
// src imports contract; Storybook's Vite reads vite.config.ts.
const SOURCES = ['src', 'stories', '.storybook', 'public', 'contract', 'vite.config.ts', 'package-lock.json'];
const UPDATE_COMMAND = 'npm run test:visual:update';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const argv = process.argv.slice(2);
const update = argv.includes('--update');
// --no-build: use storybook-static as it is (e.g. to compare several runs against one build).
const noBuild = argv.includes('--no-build');
// Everything else goes to `playwright test`, e.g. `npm run test:visual -- -g ui-button`.
const passThrough = argv.filter((arg) => !['--update', '--no-build', '--'].includes(arg));
const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** storybook-static is fresh when its iframe.html (written at the end of a successful build) is newer than every source. */
function buildStorybookIfStale() {
  const marker = path.join(STATIC_DIR, 'iframe.html');
  const built = existsSync(marker) && existsSync(path.join(STATIC_DIR, 'index.json')) ? statSync(marker).mtimeMs : 0;
  if (built > Math.max(...SOURCES.map(newestMtime))) return;
  const from = Date.now();
  console.log(`Building ${STATIC_DIR} (missing or older than ${SOURCES.join(', ')}) …`);
  const result = spawnSync(
    process.execPath,
    [path.join('node_modules', 'storybook', 'dist', 'bin', 'dispatcher.js'), 'build', '-o', STATIC_DIR, '--quiet'],
    { stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
  );
  if (result.status !== 0 || !existsSync(marker)) {
    console.error('Storybook build failed; no visual comparison was run.');
    process.exit(result.status || 1);
  }
  console.log(`Built ${STATIC_DIR} in ${seconds(from)} s`);
}

async function chromiumVersion() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    return browser.version();
  } finally {
    await browser.close();
  }
}

function readBaselineVersion() {
  if (!existsSync(VERSION_FILE)) return undefined;
  return JSON.parse(readFileSync(VERSION_FILE, 'utf8')).chromium;
}

function storyIds() {
  const index = JSON.parse(readFileSync(path.join(STATIC_DIR, 'index.json'), 'utf8'));
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}

/** Removes baselines of stories that no longer exist. */
function pruneBaselines(ids) {
  const wanted = new Set(ids.flatMap((id) => [`${id}--light.png`, `${id}--dark.png`]));
  const removed = readdirSync(BASELINE_DIR).filter((file) => file.endsWith('.png') && !wanted.has(file));
  for (const file of removed) unlinkSync(path.join(BASELINE_DIR, file));
  if (removed.length > 0) console.log(`Removed ${removed.length} baselines of stories that no longer exist: ${removed.join(', ')}`);
}

function runPlaywright(baseURL, summaryFile) {
  const args = [path.join('node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'playwright.visual.config.ts'];
  if (update) args.push('--update-snapshots=all');
  args.push(...passThrough);
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      VISUAL_BASE_URL: baseURL,
      VISUAL_UPDATE: update ? '1' : '0',
      VISUAL_SUMMARY_FILE: summaryFile,
      VISUAL_STATIC_DIR: STATIC_DIR,
      CHROMIUM_PATH,
    },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const running = await chromiumVersion();
const recorded = readBaselineVersion();

if (!update) {
  if (recorded === undefined) {
    console.error(`No visual baselines yet (${VERSION_FILE} is missing). Create them with: ${UPDATE_COMMAND}`);
    process.exit(1);
  }
  if (recorded !== running) {
    console.log(
      `Visual baselines were made with Chromium ${recorded}; this is Chromium ${running}. Comparison skipped. ` +
        `Regenerate with: ${UPDATE_COMMAND}`,
    );
    process.exit(0);
  }
} else if (passThrough.length > 0 && recorded !== undefined && recorded !== running) {
  console.error(
    `Baselines were made with Chromium ${recorded}; this is Chromium ${running}. ` +
      `A partial update would mix versions: run ${UPDATE_COMMAND} without arguments.`,
  );
  process.exit(1);
}

if (noBuild && existsSync(path.join(STATIC_DIR, 'index.json'))) console.log(`Using ${STATIC_DIR} as it is (--no-build).`);
else buildStorybookIfStale();

mkdirSync(BASELINE_DIR, { recursive: true });
const summaryFile = path.join(tmpdir(), `laju-visual-${process.pid}.json`);
const server = await startStaticServer(STATIC_DIR);
let code;
try {
  code = await runPlaywright(server.url, summaryFile);
} finally {
  await server.close();
}

let summary;
if (existsSync(summaryFile)) {
  summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
  rmSync(summaryFile, { force: true });
}

if (update && passThrough.length === 0 && summary) {
  pruneBaselines(storyIds());
  writeFileSync(VERSION_FILE, JSON.stringify({ chromium: running, note: 'Written by npm run test:visual:update.' }, null, 2) + '\n');
  console.log(`Baselines written for Chromium ${running} in ${BASELINE_DIR}.`);
  if (code !== 0) console.error('Some stories could not be captured (listed above); their baselines are missing.');
} else if (!update && code !== 0 && summary?.differences > 0) {
  console.error(
    `Visual differences: see test-results/visual (expected, actual, diff). ` +
      `If the change is intended, regenerate with: ${UPDATE_COMMAND}`,
  );
}
console.log(`Visual ${update ? 'update' : 'comparison'} finished in ${seconds(started)} s (Chromium ${running}).`);
process.exit(code);
