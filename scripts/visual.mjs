// Visual regression of every story in light and dark (docs/decisions/030-visual-regression.md).
//
//   node scripts/visual.mjs            compare what can have changed with visual/baselines (npm run test:visual)
//   node scripts/visual.mjs --full     compare every capture (also VISUAL_FULL=1)
//   node scripts/visual.mjs --update   rewrite all baselines, fingerprints.json and chromium.json (npm run test:visual:update)
//   node scripts/visual.mjs --no-build  use storybook-static as it is, even if stale
//   node scripts/visual.mjs -g ui-button       other arguments go to `playwright test`
//
// Fingerprints every capture (scripts/visual-fingerprint.mjs, decision 130): when all of them and
// all baseline files are those recorded in visual/baselines/fingerprints.json, nothing is built or
// captured. Otherwise builds storybook-static when it is missing or stale, serves it on 127.0.0.1
// (a free port), and runs playwright.visual.config.ts against it, capturing only what changed.
// Baselines record the Chromium that made them: on another Chromium the comparison is skipped
// (exit 0) with a notice.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { startStaticServer } from '../e2e/visual/serve.mjs';
import { RECIPE, captureFingerprint, computeFingerprints } from './visual-fingerprint.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const STATIC_DIR = 'storybook-static';
const BASELINE_DIR = path.join('visual', 'baselines');
const VERSION_FILE = path.join(BASELINE_DIR, 'chromium.json');
/** Every capture's baseline file, fingerprint and the baseline's SHA-256 (written by --update). */
const MANIFEST_FILE = path.join(BASELINE_DIR, 'fingerprints.json');
/** Captures of a full run at commit 0942258, the base of the step's budget (3× these within 600 s). */
const BUDGET_BASE_CAPTURES = 1352;
/** In storybook-static: the fingerprints of the sources it was built from. */
const BUILD_STAMP = path.join(STATIC_DIR, '.visual-sources');
const THEMES = ['light', 'dark'];
// src imports contract; Storybook's Vite reads vite.config.ts.
const SOURCES = ['src', 'stories', '.storybook', 'public', 'contract', 'vite.config.ts', 'build', 'package-lock.json'];
const UPDATE_COMMAND = 'npm run test:visual:update';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const argv = process.argv.slice(2);
const update = argv.includes('--update');
// --no-build: use storybook-static as it is (e.g. to compare several runs against one build).
const noBuild = argv.includes('--no-build');
// --full: take every capture, whatever the fingerprints say.
const full = argv.includes('--full') || process.env.VISUAL_FULL === '1';
// Everything else goes to `playwright test`, e.g. `npm run test:visual -- -g ui-button`.
const passThrough = argv.filter((arg) => !['--update', '--no-build', '--full', '--'].includes(arg));
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

/**
 * storybook-static is fresh when it was built from the sources fingerprinted now (its stamp) and its
 * iframe.html (written at the end of a successful build) is newer than every source.
 */
function buildStorybookIfStale(stamp) {
  const marker = path.join(STATIC_DIR, 'iframe.html');
  const built = existsSync(marker) && existsSync(path.join(STATIC_DIR, 'index.json')) ? statSync(marker).mtimeMs : 0;
  const sameSources = existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, 'utf8') === stamp;
  if (sameSources && built > Math.max(...SOURCES.map(newestMtime))) return;
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
  writeFileSync(BUILD_STAMP, stamp);
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

/** Stories of storybook-static/index.json: id and story file (repository-relative). */
function indexStories() {
  const index = JSON.parse(readFileSync(path.join(STATIC_DIR, 'index.json'), 'utf8'));
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => ({ id: entry.id, file: entry.importPath.replace(/^\.\//, '') }));
}

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
/** "<story id>--<theme>" → [story id, theme]. */
const splitKey = (key) => [key.slice(0, key.lastIndexOf('--')), key.slice(key.lastIndexOf('--') + 2)];

function readManifest() {
  if (!existsSync(MANIFEST_FILE)) return undefined;
  const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8'));
  return manifest.recipe === RECIPE ? manifest : undefined;
}

/**
 * True when no capture can render differently from its baseline: the same story files with the
 * same fingerprints (so the same stories), every capture's fingerprint the recorded one, and every
 * baseline file the recorded bytes. Then nothing needs building or capturing.
 */
function nothingChanged(manifest, fingerprints) {
  if (!manifest || manifest.global !== fingerprints.global) return false;
  const now = Object.keys(fingerprints.files);
  const then = Object.keys(manifest.files ?? {});
  if (now.length !== then.length || now.some((file) => !fingerprints.files[file] || manifest.files[file] !== fingerprints.files[file])) return false;
  return Object.entries(manifest.captures).every(([key, capture]) => {
    const [id, theme] = splitKey(key);
    const file = path.join(BASELINE_DIR, capture.file);
    return (
      capture.fingerprint !== null &&
      capture.fingerprint === captureFingerprint(fingerprints, capture.story, id, theme) &&
      existsSync(file) &&
      sha256(file) === capture.sha256
    );
  });
}

/** Before an update: every capture gets its own file again (a deduplicated one points to another's). */
function expandBaselines(manifest) {
  for (const [key, capture] of Object.entries(manifest?.captures ?? {})) {
    const own = path.join(BASELINE_DIR, `${key}.png`);
    const shared = path.join(BASELINE_DIR, capture.file);
    if (!existsSync(own) && existsSync(shared)) copyFileSync(shared, own);
  }
}

/**
 * After an update: the manifest of every capture of today's stories (one per story),
 * byte-identical baselines kept once (the others point to it), files of no capture removed.
 */
function writeManifest({ manifest, fingerprints, stories, pinned, passed, partial }) {
  const captures = {};
  const lost = [];
  for (const { id, file: story } of stories) {
    // One capture per story (decision 318): the theme it pins, else light.
    for (const theme of [pinned[id] ?? 'light']) {
      const key = `${id}--${theme}`;
      const own = `${key}.png`;
      if (!existsSync(path.join(BASELINE_DIR, own))) continue;
      if (passed.has(key)) captures[key] = { story, file: own, fingerprint: captureFingerprint(fingerprints, story, id, theme) };
      // A partial update keeps the rest as they were (no recorded fingerprint: taken next time).
      else if (partial) captures[key] = { story, file: own, fingerprint: manifest?.captures[key]?.fingerprint ?? null };
      else lost.push(own);
    }
  }
  // A full update whose capture failed leaves no baseline (030): the next comparison says it is missing.
  for (const own of lost) unlinkSync(path.join(BASELINE_DIR, own));
  const byContent = new Map();
  for (const key of Object.keys(captures).sort()) {
    const capture = captures[key];
    capture.sha256 = sha256(path.join(BASELINE_DIR, capture.file));
    const first = byContent.get(capture.sha256);
    if (first) {
      unlinkSync(path.join(BASELINE_DIR, capture.file));
      capture.file = first;
    } else byContent.set(capture.sha256, capture.file);
  }
  const kept = new Set(Object.values(captures).map((capture) => capture.file));
  const removed = readdirSync(BASELINE_DIR).filter((file) => file.endsWith('.png') && !kept.has(file));
  for (const file of removed) unlinkSync(path.join(BASELINE_DIR, file));
  for (const own of lost) removed.push(own);
  const sorted = Object.fromEntries(Object.keys(captures).sort().map((key) => [key, captures[key]]));
  writeFileSync(
    MANIFEST_FILE,
    JSON.stringify(
      {
        note: 'Written by npm run test:visual:update (docs/decisions/130-visual-fingerprints.md). A capture whose fingerprint is this one is not taken again.',
        recipe: RECIPE,
        global: fingerprints.global,
        files: fingerprints.files,
        captures: sorted,
      },
      null,
      1,
    ) + '\n',
  );
  const shared = Object.keys(captures).length - kept.size;
  console.log(
    `Manifest: ${Object.keys(captures).length} captures, ${kept.size} baseline files (${shared} captures share a byte-identical file)` +
      (removed.length > 0 ? `; ${removed.length} other files removed (stories removed, the other theme of a pinned story, failed captures)` : '') +
      '.',
  );
}

function runPlaywright(baseURL, summaryFile, extraEnv) {
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
      ...extraEnv,
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

const fingerprintStarted = Date.now();
const fingerprints = await computeFingerprints({ chromium: running });
const manifest = readManifest();
console.log(`Fingerprinted ${Object.keys(fingerprints.files).length} story files in ${seconds(fingerprintStarted)} s.`);

if (!update && !full && passThrough.length === 0 && nothingChanged(manifest, fingerprints)) {
  const captures = Object.keys(manifest.captures).length;
  console.log(
    `\nVisual: 0 captures taken; all ${captures} captures are unchanged since their baselines ` +
      `(fingerprints and baseline files as recorded in ${MANIFEST_FILE}). Compare all with: npm run test:visual -- --full`,
  );
  console.log(`Visual comparison finished in ${seconds(started)} s (Chromium ${running}).`);
  process.exit(0);
}

const stamp = createHash('sha256').update(fingerprints.global).update(JSON.stringify(fingerprints.files)).digest('hex');
if (noBuild && existsSync(path.join(STATIC_DIR, 'index.json'))) console.log(`Using ${STATIC_DIR} as it is (--no-build).`);
else buildStorybookIfStale(stamp);

mkdirSync(BASELINE_DIR, { recursive: true });
const stories = indexStories();
const ids = new Set(stories.map((story) => story.id));
const gone = Object.keys(manifest?.captures ?? {}).filter((key) => !ids.has(splitKey(key)[0]));
if (!update && gone.length > 0) {
  console.log(
    `${gone.length} baselines belong to stories that no longer exist (${gone.slice(0, 5).join(', ')}${gone.length > 5 ? ', …' : ''}); ` +
      `${UPDATE_COMMAND} removes them.`,
  );
}
if (update) expandBaselines(manifest);

const work = path.join(tmpdir(), `laju-visual-${process.pid}`);
mkdirSync(work, { recursive: true });
const summaryFile = path.join(work, 'summary.json');
const planFile = path.join(work, 'plan.json');
const metaFile = path.join(work, 'meta.json');
const decisionFile = path.join(work, 'decision.json');
// Both themes: which one a story is captured in is known once the global setup has read its globals.
const current = {};
for (const { id, file } of stories) for (const theme of THEMES) current[`${id}--${theme}`] = captureFingerprint(fingerprints, file, id, theme);
writeFileSync(planFile, JSON.stringify({ full: full || passThrough.length > 0, current, recorded: manifest?.captures ?? {} }));

const server = await startStaticServer(STATIC_DIR);
let code;
try {
  code = await runPlaywright(server.url, summaryFile, { VISUAL_PLAN_FILE: planFile, VISUAL_META_FILE: metaFile, VISUAL_DECISION_FILE: decisionFile });
} finally {
  await server.close();
}

let summary;
if (existsSync(summaryFile)) summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
const meta = existsSync(metaFile) ? JSON.parse(readFileSync(metaFile, 'utf8')) : undefined;
rmSync(work, { recursive: true, force: true });

if (update && summary && meta) {
  writeManifest({
    manifest,
    fingerprints,
    stories,
    pinned: meta.pinned,
    passed: new Set(summary.passed),
    partial: passThrough.length > 0,
  });
  writeFileSync(VERSION_FILE, JSON.stringify({ chromium: running, note: 'Written by npm run test:visual:update.' }, null, 2) + '\n');
  console.log(`Baselines written for Chromium ${running} in ${BASELINE_DIR}.`);
  if (code !== 0) console.error('Some stories could not be captured (listed above); their baselines are missing.');
} else if (!update && code !== 0 && summary?.differences > 0) {
  console.error(
    `Visual differences: see test-results/visual (expected, actual, diff). ` +
      `If the change is intended, regenerate with: ${UPDATE_COMMAND}`,
  );
}
if (summary?.cost) {
  // The step's budget: a full run at 3× the captures of commit 0942258 within 600 s; 3× the
  // current captures is printed beside it as information (decision 288). The fixed part
  // (Chromium check, fingerprints, build, server, global setup) does not grow with the stories;
  // capturing does.
  const fixed = Number(seconds(started)) - summary.seconds;
  const perCaptureS = summary.cost.perCaptureMs / 1000;
  const budgeted = fixed + 3 * BUDGET_BASE_CAPTURES * perCaptureS;
  const today = fixed + summary.cost.projected3xCaptureS;
  console.log(
    `Visual projection, whole step at 3× the budget base of ${BUDGET_BASE_CAPTURES} captures (${3 * BUDGET_BASE_CAPTURES}): ${fixed.toFixed(0)} s fixed (this run's build, fingerprints, setup) + ` +
      `${(3 * BUDGET_BASE_CAPTURES * perCaptureS).toFixed(0)} s capturing = ${budgeted.toFixed(0)} s; budget 600 s → ${budgeted <= 600 ? 'within' : 'OVER'} ` +
      `(${summary.cost.perCaptureMs} ms per capture at load ${summary.cost.loadStart.toFixed(1)}–${summary.cost.loadEnd.toFixed(1)} on ${os.availableParallelism()} cores). ` +
      `At 3× today's ${summary.cost.todayCaptures} captures (${3 * summary.cost.todayCaptures}): ${today.toFixed(0)} s (information).`,
  );
}
console.log(`Visual ${update ? 'update' : 'comparison'} finished in ${seconds(started)} s (Chromium ${running}).`);
process.exit(code);
