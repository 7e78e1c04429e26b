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
//
// Baselines are stored as lossless WebP (docs/decisions/340-baselines-as-lossless-webp.md): the
// same pixels in about a third of a PNG's bytes. Playwright compares PNGs, and the capture code
// reads them from visual/baselines, so for the length of a run each baseline it compares has a
// PNG beside its WebP (ignored by git, removed at the end), copied from visual/.png-cache: the
// PNG an update or the conversion left there, else one Chromium makes from the WebP: Chromium's
// own bytes either way, so the capture code's byte comparison still holds. An update stores every
// new or changed PNG as WebP, checked pixel for pixel, and leaves no PNG behind; a baseline still
// recorded as PNG is converted then.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os, { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { startStaticServer } from '../e2e/visual/serve.mjs';
import { newestMtime } from './build-if-stale.mjs';
import { RECIPE, captureFingerprint, computeFingerprints } from './visual-fingerprint.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const STATIC_DIR = 'storybook-static';
const BASELINE_DIR = path.join('visual', 'baselines');
const VERSION_FILE = path.join(BASELINE_DIR, 'chromium.json');
/** Every capture's baseline file, fingerprint and the baseline's SHA-256 (written by --update). */
const MANIFEST_FILE = path.join(BASELINE_DIR, 'fingerprints.json');
/** The PNG of each WebP baseline, named by the WebP's SHA-256 (ignored by git). */
const PNG_CACHE = path.join('visual', '.png-cache');
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

const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex');
const sha256 = (file) => hashOf(readFileSync(file));
/** "<story id>--<theme>" → [story id, theme]. */
const splitKey = (key) => [key.slice(0, key.lastIndexOf('--')), key.slice(key.lastIndexOf('--') + 2)];
/** "x.webp" → "x.png": the name of a baseline's PNG for Playwright, beside it. */
const pngName = (file) => file.replace(/\.webp$/, '.png');

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

// sharp only when images are encoded or decoded: a run where nothing changed needs none.
let sharpModule;
const sharp = async (input) => (sharpModule ??= (await import('sharp')).default)(input);

/** The decoded pixels of an image file or buffer, four channels, with its size. */
async function pixels(input) {
  const { data, info } = await (await sharp(input)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
const samePixels = (a, b) => a.width === b.width && a.height === b.height && a.data.equals(b.data);

/** Runs fn on every item, as many at once as there are cores. */
async function eachInParallel(items, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
}

/** Where PNG_CACHE keeps the PNG of a WebP baseline with these bytes. */
const cachedPng = (webp) => path.join(PNG_CACHE, `${hashOf(webp)}.png`);

/**
 * Puts the PNG of each of these WebP baselines in PNG_CACHE, unless it is there (an update or the
 * conversion leaves Chromium's own PNGs). Each is shown at its size in Chromium and screenshotted:
 * Chromium encodes equal pixels to equal PNG bytes, so this is the PNG a capture of those pixels
 * gives, and the capture code's byte comparison holds on a fresh clone too. One that does not
 * decode to the WebP's pixels is replaced by sharp's PNG (its comparisons then decode pixels).
 */
async function fillPngCache(webpFiles) {
  const missing = new Map();
  for (const file of webpFiles) {
    const bytes = readFileSync(file);
    const cached = cachedPng(bytes);
    if (!existsSync(cached)) missing.set(cached, bytes);
  }
  if (missing.size === 0) return;
  mkdirSync(PNG_CACHE, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const pages = await Promise.all(Array.from({ length: availableParallelism() }, () => browser.newPage({ deviceScaleFactor: 1 })));
    const queue = [...missing];
    await Promise.all(
      pages.map(async (page) => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          const [cached, webp] = item;
          const target = await pixels(webp);
          await page.setViewportSize({ width: target.width, height: target.height });
          await page.setContent(`<body style="margin:0"><img style="display:block" src="data:image/webp;base64,${webp.toString('base64')}"></body>`);
          await page.locator('img').evaluate((img) => img.decode());
          let png = await page.screenshot({ type: 'png' });
          if (!samePixels(await pixels(png), target)) png = await (await sharp(webp)).png().toBuffer();
          const partial = `${cached}.${process.pid}`;
          writeFileSync(partial, png);
          renameSync(partial, cached);
        }
      }),
    );
  } finally {
    await browser.close();
  }
}

/** PNGs in visual/baselines the manifest does not record: working copies an interrupted run left. */
function removeStrayPngs(manifest) {
  const recorded = new Set(Object.values(manifest?.captures ?? {}).map((capture) => capture.file));
  for (const file of readdirSync(BASELINE_DIR)) if (file.endsWith('.png') && !recorded.has(file)) unlinkSync(path.join(BASELINE_DIR, file));
}

/**
 * Before a comparison: a PNG beside the WebP of every baseline this run compares, that is every
 * capture the capture code does not skip (its rule in baselineFor: same fingerprint and same
 * baseline bytes as recorded, and neither --full nor a filter). Returns the plan's records, in
 * which a compared capture names its PNG, and the PNGs made (removed after the run).
 */
async function preparePngs(manifest, current, planFull) {
  const records = {};
  const made = new Set();
  for (const [key, capture] of Object.entries(manifest?.captures ?? {})) {
    records[key] = capture;
    const file = path.join(BASELINE_DIR, capture.file);
    if (!capture.file.endsWith('.webp') || !existsSync(file)) continue;
    const skipped = !planFull && current[key] && current[key] === capture.fingerprint && sha256(file) === capture.sha256;
    if (skipped) continue;
    records[key] = { ...capture, file: pngName(capture.file) };
    made.add(capture.file);
  }
  const webps = [...made].map((file) => path.join(BASELINE_DIR, file));
  await fillPngCache(webps);
  for (const webp of webps) copyFileSync(cachedPng(readFileSync(webp)), pngName(webp));
  return { records, made: [...made].map((file) => path.join(BASELINE_DIR, pngName(file))) };
}

/**
 * Before an update: every capture gets its own PNG again (a deduplicated one points to another's
 * file), which Playwright keeps when the new screenshot is the same and rewrites otherwise.
 */
async function expandBaselines(manifest) {
  const captures = Object.entries(manifest?.captures ?? {}).map(([key, capture]) => ({ own: path.join(BASELINE_DIR, `${key}.png`), shared: path.join(BASELINE_DIR, capture.file) }));
  const copies = captures.filter(({ own, shared }) => !existsSync(own) && existsSync(shared));
  await fillPngCache(copies.filter(({ shared }) => shared.endsWith('.webp')).map(({ shared }) => shared));
  for (const { own, shared } of copies) copyFileSync(shared.endsWith('.webp') ? cachedPng(readFileSync(shared)) : shared, own);
}

/**
 * A capture's baseline as lossless WebP, from the PNG the update left (`own`). The recorded WebP
 * when it holds the same pixels (its bytes stay, whatever the encoder would write today); else the
 * PNG encoded, and refused unless it decodes to exactly the PNG's pixels.
 */
async function webpOf(own, recorded) {
  const recordedFile = recorded && path.join(BASELINE_DIR, recorded.file);
  const before = recordedFile?.endsWith('.webp') && existsSync(recordedFile) ? readFileSync(recordedFile) : undefined;
  const png = readFileSync(own);
  if (before) {
    const cached = cachedPng(before);
    if (existsSync(cached) && readFileSync(cached).equals(png)) return before;
  }
  const target = await pixels(png);
  if (before && samePixels(await pixels(before), target)) return before;
  const webp = await (await sharp(png)).webp({ lossless: true, effort: 4 }).toBuffer();
  if (!samePixels(await pixels(webp), target)) throw new Error(`${own}: its lossless WebP does not decode to the same pixels; no baseline was written.`);
  return webp;
}

/**
 * After an update: the manifest of every capture of today's stories (one per story), each
 * baseline stored as lossless WebP, byte-identical ones kept once (the others point to it), files
 * of no capture and every PNG removed from visual/baselines (the PNGs go to PNG_CACHE).
 */
async function writeManifest({ manifest, fingerprints, stories, pinned, passed, partial }) {
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
      // A full update whose capture failed leaves no baseline (030): the next comparison says it is missing.
      else lost.push(key);
    }
  }
  // Every WebP is made, and checked, before any file is written or removed.
  const converted = Object.keys(captures).filter((key) => manifest?.captures[key]?.file.endsWith('.png')).length;
  const webps = new Map();
  await eachInParallel(Object.keys(captures), async (key) => {
    webps.set(key, await webpOf(path.join(BASELINE_DIR, captures[key].file), manifest?.captures[key]));
  });
  const byContent = new Map();
  const kept = new Map();
  mkdirSync(PNG_CACHE, { recursive: true });
  for (const key of Object.keys(captures).sort()) {
    const capture = captures[key];
    const webp = webps.get(key);
    capture.sha256 = hashOf(webp);
    // A PNG that differs from the cached one was written by Playwright: Chromium's bytes, kept.
    const own = readFileSync(path.join(BASELINE_DIR, capture.file));
    const cached = path.join(PNG_CACHE, `${capture.sha256}.png`);
    if (!existsSync(cached) || !readFileSync(cached).equals(own)) writeFileSync(cached, own);
    const first = byContent.get(capture.sha256);
    if (first) capture.file = first;
    else {
      capture.file = `${key}.webp`;
      byContent.set(capture.sha256, capture.file);
      kept.set(capture.file, webp);
    }
  }
  for (const [file, webp] of kept) {
    const target = path.join(BASELINE_DIR, file);
    if (!existsSync(target) || !readFileSync(target).equals(webp)) writeFileSync(target, webp);
  }
  const stale = readdirSync(BASELINE_DIR).filter((file) => file.endsWith('.webp') && !kept.has(file));
  for (const file of stale) unlinkSync(path.join(BASELINE_DIR, file));
  for (const file of readdirSync(BASELINE_DIR)) if (file.endsWith('.png')) unlinkSync(path.join(BASELINE_DIR, file));
  const inUse = new Set([...byContent.keys()].map((sha) => `${sha}.png`));
  for (const file of readdirSync(PNG_CACHE)) if (!inUse.has(file)) unlinkSync(path.join(PNG_CACHE, file));
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
  const removed = new Set([...Object.keys(manifest?.captures ?? {}).filter((key) => !captures[key]), ...lost]);
  console.log(
    `Manifest: ${Object.keys(captures).length} captures, ${kept.size} baseline files (${shared} captures share a byte-identical file)` +
      (removed.size > 0 ? `; the baselines of ${removed.size} other captures removed (stories removed, the other theme of a pinned story, failed captures)` : '') +
      (converted > 0 ? `; ${converted} captures recorded as PNG now stored as lossless WebP` : '') +
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
removeStrayPngs(manifest);
if (update) await expandBaselines(manifest);

const work = path.join(tmpdir(), `laju-visual-${process.pid}`);
mkdirSync(work, { recursive: true });
const summaryFile = path.join(work, 'summary.json');
const planFile = path.join(work, 'plan.json');
const metaFile = path.join(work, 'meta.json');
const decisionFile = path.join(work, 'decision.json');
// Both themes: which one a story is captured in is known once the global setup has read its globals.
const current = {};
for (const { id, file } of stories) for (const theme of THEMES) current[`${id}--${theme}`] = captureFingerprint(fingerprints, file, id, theme);
const planFull = full || passThrough.length > 0;
// An update compares each capture with its own PNG (expandBaselines); a comparison with the PNG of
// its recorded WebP.
const prepareStarted = Date.now();
const { records, made } = update ? { records: manifest?.captures ?? {}, made: [] } : await preparePngs(manifest, current, planFull);
if (made.length > 0) console.log(`${made.length} baselines as PNG for Playwright in ${seconds(prepareStarted)} s.`);
writeFileSync(planFile, JSON.stringify({ full: planFull, current, recorded: records }));

const server = await startStaticServer(STATIC_DIR);
let code;
try {
  code = await runPlaywright(server.url, summaryFile, { VISUAL_PLAN_FILE: planFile, VISUAL_META_FILE: metaFile, VISUAL_DECISION_FILE: decisionFile });
} finally {
  await server.close();
  for (const file of made) rmSync(file, { force: true });
}

let summary;
if (existsSync(summaryFile)) summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
const meta = existsSync(metaFile) ? JSON.parse(readFileSync(metaFile, 'utf8')) : undefined;
rmSync(work, { recursive: true, force: true });

if (update && summary && meta) {
  await writeManifest({
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
} else if (update) {
  // An update that did not finish records nothing: the PNGs it left are not baselines.
  removeStrayPngs(manifest);
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
