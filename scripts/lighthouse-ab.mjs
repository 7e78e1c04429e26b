// Is a page-speed change real? Lighthouse on this kind of machine moves by hundreds of ms between
// runs of the same build, and the machine's load drifts over minutes, so "three runs of the old
// build, then three of the new" mostly measures the drift (decision 275). This serves both builds
// at once (`npm start` in each checkout, fresh data dirs), signs in once on each, and alternates
// single Lighthouse runs A, B, B, A, A, B … page by page: the drift falls on both alike. It prints
// the median and every run's LCP and TBT per build. Same settings as bench/lighthouse.mjs.
//
//   node scripts/lighthouse-ab.mjs --base <checkout> [--runs 8] [--only /users/data,/dashboard]
//                                  [--front-a https|none] [--front-b https|none]
//
// Each build is loaded through its own HTTPS + HTTP/2 front, as the bench does (decision 277);
// `--front-a none` / `--front-b none` loads that one straight from `npm start` over HTTP/1.1, so the
// same checkout as A and B compares the two.
//
// LH_AB_REPORTS=dir keeps every run's Lighthouse result and trace there (A_/B_<page>-<run>.json).
//
// A = the base checkout, B = this one. A base checkout needs its node_modules, e.g.
//   git worktree add /tmp/laju-base HEAD~1 && ln -s "$PWD/node_modules" /tmp/laju-base/node_modules
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, launchLighthouseBrowser, median, pageUrl, PAGES, PASSWORD, seededIds, serverEnv, signInProfile, startFront, waitFor } from '../bench/lighthouse.mjs';
import { START_ARGS } from './start-command.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const BASE = option('base', '');
const RUNS = Number(option('runs', '8'));
const ONLY = option('only', '/users/data,/dashboard').split(',').filter(Boolean);
const FRONTS = { A: option('front-a', 'https'), B: option('front-b', 'https') };
if (!BASE) {
  console.error('Usage: node scripts/lighthouse-ab.mjs --base <checkout> [--runs 8] [--only /users/data,/dashboard]');
  process.exit(2);
}
const pages = PAGES.filter((page) => ONLY.includes(page.path));
if (pages.length !== ONLY.length) {
  console.error(`Unknown page in --only; the bench's pages are: ${PAGES.map((page) => page.path).join(' ')}`);
  process.exit(2);
}

// Each build is its own site: A on 127.0.0.1, B on 127.0.0.2. Cookies are kept per host, not per
// port, so on one host the second sign-in's refresh cookie replaced the first's, the other build's
// server refused it, and its "signed-in" runs measured the way back to /login (decision 277).
async function serve(dir, frontKind, host) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'laju-ab-data-'));
  // Behind a front, npm start stays on 127.0.0.1 and the front takes the build's host.
  const serverHost = frontKind === 'none' ? host : '127.0.0.1';
  const child = spawn(process.execPath, START_ARGS, {
    cwd: dir,
    env: { ...process.env, ...serverEnv(frontKind), PORT: String(port), HOST: serverHost, LAJU_DATA_DIR: dataDir, LAJU_ADMIN_PASSWORD: PASSWORD, LAJU_REQUIRE_SECOND_FACTOR: '0' },
    stdio: 'ignore',
  });
  const direct = `http://${serverHost}:${port}`;
  await waitFor(`${direct}/login`, child, 300_000);
  const ids = await seededIds(direct);
  const front = await startFront(frontKind, direct, host);
  return { dir, origin: front?.origin ?? direct, front, frontKind, child, dataDir, ids };
}

const { default: lighthouse } = await import('lighthouse');
const { chromium } = await import('playwright');
const builds = {};
let browser;
const profileDir = mkdtempSync(path.join(tmpdir(), 'laju-ab-profile-'));
try {
  builds.A = await serve(path.resolve(BASE), FRONTS.A, '127.0.0.1');
  builds.B = await serve(process.cwd(), FRONTS.B, '127.0.0.2');
  const fronts = Object.values(builds).flatMap((build) => (build.front ? [build.front] : []));
  // Lighthouse's browser, as bench/lighthouse.mjs launches it (decision 285: nothing else attached).
  browser = await launchLighthouseBrowser(profileDir, fronts);
  // Each server is its own origin: a session ("Ingat saya") on each, once the signed-out pages are
  // done. Signing in takes the profile: Lighthouse's browser is closed meanwhile.
  let signedIn = false;
  let lostSessions = 0;
  const signIn = async (origins = Object.values(builds).map((build) => build.origin)) => {
    await browser.close();
    browser = undefined;
    await signInProfile(chromium, profileDir, origins, fronts);
    browser = await launchLighthouseBrowser(profileDir, fronts);
    signedIn = true;
  };
  const described = (build) => `${build.dir} (${build.frontKind === 'none' ? 'HTTP/1.1, no front' : 'HTTPS + HTTP/2 front'})`;
  console.log(`Lighthouse 12.8.2 mobile, A = ${described(builds.A)}, B = ${described(builds.B)}; ${RUNS} runs each, alternating`);
  for (const page of [...pages].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
    if (page.signedIn && !signedIn) await signIn();
    const runs = { A: [], B: [] };
    for (let run = 0; run < RUNS; run += 1) {
      // ABBA order: neither build always goes first after the other.
      for (const name of run % 2 ? ['B', 'A'] : ['A', 'B']) {
        const build = builds[name];
        const url = pageUrl(build.origin, page.path, build.ids);
        let result;
        // A run that did not end on the page asked for (a lost session ends on /login) measured
        // another page: it is never counted; the build signs in again and the run is taken again.
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          // Lighthouse's default storage reset clears the cache; cookies and local storage stay.
          result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
          const finalUrl = result?.lhr?.finalDisplayedUrl;
          if (!finalUrl || new URL(finalUrl).pathname === new URL(url).pathname) break;
          const ended = new URL(finalUrl).pathname;
          if (attempt === 2) throw new Error(`${name} ${url} ended on ${ended} twice: not the page asked for`);
          console.warn(`  ${name} ${page.path}: ended on ${ended}, not the page; signing in again and running it again`);
          lostSessions += 1;
          await signIn([build.origin]);
        }
        const lhr = result?.lhr;
        if (process.env.LH_AB_REPORTS && lhr) {
          mkdirSync(process.env.LH_AB_REPORTS, { recursive: true });
          const base = path.join(process.env.LH_AB_REPORTS, `${name}${page.path.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}`);
          writeFileSync(`${base}.json`, JSON.stringify(lhr));
          if (result.artifacts?.Trace) writeFileSync(`${base}.trace.json`, JSON.stringify(result.artifacts.Trace));
        }
        if (!lhr || lhr.runtimeError) {
          console.warn(`  ${name} ${page.path}: ${lhr?.runtimeError?.message ?? 'no result'} (run dropped)`);
          continue;
        }
        runs[name].push({
          performance: lhr.categories.performance.score,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
        });
      }
    }
    for (const name of ['A', 'B']) {
      const list = runs[name];
      const m = (key) => median(list.map((item) => item[key])) ?? NaN;
      console.log(
        `  ${name} ${page.path.padEnd(26)} n=${list.length} perf ${m('performance').toFixed(2)} LCP ${Math.round(m('lcp'))} FCP ${Math.round(m('fcp'))} TBT ${Math.round(m('tbt'))} CLS ${m('cls').toFixed(3)}` +
          `  LCPs ${list.map((item) => Math.round(item.lcp)).join(',')}  TBTs ${list.map((item) => Math.round(item.tbt)).join(',')}`,
      );
    }
  }
  console.log(`(1-min load average ${loadavg()[0].toFixed(2)}; runs that lost their session and were taken again: ${lostSessions})`);
} catch (error) {
  console.error(String(error instanceof Error ? error.stack : error));
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  for (const build of Object.values(builds)) await build.front?.close();
  for (const build of Object.values(builds)) build.child.kill('SIGTERM');
  await Promise.all(Object.values(builds).map((build) => (build.child.exitCode !== null ? undefined : new Promise((resolve) => build.child.once('exit', resolve)))));
  for (const build of Object.values(builds)) rmSync(build.dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
