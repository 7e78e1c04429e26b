// Lighthouse budgets: `npm start` on a free port with a fresh data dir, Lighthouse 12.8.2
// (default mobile settings: simulated 4× CPU slowdown and slow 4G) in Debian's Chromium, each page
// RUNS times; prints the median of performance, accessibility, LCP, TBT and CLS and PASS/FAIL per
// budget. Figures, not assertions: the machine is shared, so the load average is printed with them.
//
//   node bench/lighthouse.mjs [--runs 3] [--only /login,/users/data] [--json out.json] [--reports dir (lhr and trace per run)] [--keep]
//   LH_CPU=1 node bench/lighthouse.mjs …   the same simulated network with no CPU slowdown: what the network alone costs
//   node bench/lighthouse.mjs --front none …  straight to `npm start` over HTTP/1.1, without the HTTPS front
//
// The pages are loaded as staff's phones load them from a deployment: through an HTTPS front with
// HTTP/2 (bench/support/https-front.mjs, the README's nginx), `npm start` behind it (decision 277).
//
// Areas add their pages to PAGES below: a path (":userId" / ":roleId" are filled in from the seeded
// data) and whether the page needs a signed-in user ("Ingat saya" checked, as staff sign in).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startHttpsFront } from './support/https-front.mjs';
import { START_ARGS } from '../scripts/start-command.mjs';

/** The pages measured. Add a row for every new page type of an area. */
export const PAGES = [
  { path: '/login', signedIn: false },
  // The receiver's page of a printed note's QR code (docs/decisions/343-receiver-page.md), on a phone without a session.
  { path: '/r/:receiptTokenId', signedIn: false, budget: 'receiver' },
  { path: '/dashboard', signedIn: true },
  { path: '/users/data', signedIn: true },
  { path: '/users/:userId/detail', signedIn: true },
  { path: '/roles/:roleId/detail', signedIn: true },
  { path: '/users/:userId/edit', signedIn: true },
  { path: '/users/logs', signedIn: true },
  // A list, a detail and a form per master-data area.
  { path: '/customers/data', signedIn: true },
  { path: '/customers/:customerId/detail', signedIn: true },
  { path: '/customers/:customerId/edit', signedIn: true },
  { path: '/items/data', signedIn: true },
  { path: '/items/:itemId/detail', signedIn: true },
  { path: '/items/:itemId/edit', signedIn: true },
  { path: '/fleets/data', signedIn: true },
  { path: '/fleets/:fleetId/detail', signedIn: true },
  { path: '/fleets/new', signedIn: true },
  // The DO list, detail (lines, shipments, timeline) and form with its line editor; the
  // shipment list, detail (photo) and the allocation editor of a shipment still in progress.
  { path: '/delivery-orders/data', signedIn: true },
  { path: '/delivery-orders/:deliveryOrderId/detail', signedIn: true },
  { path: '/delivery-orders/:deliveryOrderId/edit', signedIn: true },
  { path: '/shipments/data', signedIn: true },
  { path: '/shipments/:shipmentId/detail', signedIn: true },
  { path: '/shipments/:shipmentId/delivery-orders', signedIn: true },
  // The report (this month by default); the dashboard is above. A surat jalan.
  { path: '/reports/outgoing-items', signedIn: true },
  { path: '/shipments/:shipmentId/print', signedIn: true },
  // The company profile's settings: a form with its preview and the logo.
  { path: '/settings/company', signedIn: true },
  // What lets other systems in: the API reference (the server's whole OpenAPI document), the API
  // tokens and the webhooks with their lists.
  { path: '/settings/api', signedIn: true },
  { path: '/settings/api-tokens', signedIn: true },
  { path: '/settings/webhooks', signedIn: true },
];

/** Budgets. `performance` per page; the rest apply to every signed-in page. */
const BUDGETS = {
  signedOut: { performance: 0.98 },
  receiver: { performance: 0.95, accessibility: 1 },
  signedIn: { performance: 0.9, accessibility: 1, lcp: 2500, tbt: 200, cls: 0.05 },
};

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
export const PASSWORD = 'Bench#Lighthouse-2026';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const RUNS = Number(option('runs', '3'));
const ONLY = option('only', '')?.split(',').filter(Boolean);
const JSON_OUT = option('json', '');
/** `--reports dir`: every run's full Lighthouse result (lhr) as JSON, for tracing where time goes. */
const REPORTS_DIR = option('reports', '');
/** `--front https` (default): HTTPS + HTTP/2 in front of `npm start`; `--front none`: straight to it. */
const FRONT = option('front', 'https');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** What `npm start` needs behind the front: it trusts the front's X-Forwarded-Proto (Secure cookie). */
export const serverEnv = (front) => (front === 'none' ? {} : { LAJU_TRUST_PROXY: '1' });

/** The HTTPS front before `direct` (`front` = 'https') on `host`, or none ('none'). */
export async function startFront(front, direct, host = '127.0.0.1') {
  if (front === 'none') return undefined;
  if (front !== 'https') throw new Error(`--front must be https or none, not ${front}`);
  return startHttpsFront(direct, host);
}

/** A bench page's URL: its `:userId`, `:roleId`, … filled in from the seeded ids. */
export const pageUrl = (origin, pagePath, ids) => origin + pagePath.replace(/:(\w+Id)\b/, (_, name) => ids[name]);

/**
 * The browser Lighthouse measures in, launched as the Lighthouse CLI launches it (chrome-launcher
 * with its default flags) and with no other automation client attached: until decision 285
 * Playwright stayed attached to the measured browser (its own sessions, events and scripts in every
 * page). Measured through the HTTPS front, that made no TBT difference beyond the noise; the point
 * is to measure what "Lighthouse, default settings" measures. Lighthouse opens its own tab for each run, clears the cache and the
 * origin's service workers and caches itself (its default storage reset), and closes the tab; the
 * session (cookie and local storage) stays in the profile.
 */
export async function launchLighthouseBrowser(profileDir, fronts = []) {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM,
    userDataDir: profileDir,
    chromeFlags: [...CHROME_FLAGS, ...spkiFlags(fronts)],
  });
  return {
    port: chrome.port,
    // The profile is reused (a sign-in between runs): wait until the process has let go of it.
    close: async () => {
      const exited = chrome.process.exitCode !== null ? Promise.resolve() : new Promise((resolve) => chrome.process.once('exit', resolve));
      await chrome.kill();
      await exited;
    },
  };
}

/**
 * How much of the page's long main-thread tasks the thread spent running: the CPU time Chromium's
 * trace records for each task (`tdur`) over its wall time (`dur`), for the tasks Lighthouse can
 * count (12.5 ms or more: four times that, less 50 ms, blocks). Lighthouse counts wall time, so a
 * low share means the blocking it reports is mostly time the thread waited for a core, not work
 * of the page's own; on an idle machine it is near 100 %.
 */
export function mainThreadCpuShare(trace) {
  const events = trace?.traceEvents ?? [];
  const thread = (event) => `${event.pid}:${event.tid}`;
  // The page's renderer is the one whose main thread ran the most tasks (others: about:blank, DevTools).
  const taskCounts = new Map();
  for (const event of events) if (event.ph === 'X') taskCounts.set(thread(event), (taskCounts.get(thread(event)) ?? 0) + 1);
  const mains = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(thread);
  const main = mains.sort((a, b) => (taskCounts.get(b) ?? 0) - (taskCounts.get(a) ?? 0))[0];
  const tasks = events.filter((event) => event.ph === 'X' && thread(event) === main && event.name === 'RunTask' && event.dur >= 12_500 && event.tdur !== undefined);
  const wall = tasks.reduce((sum, task) => sum + task.dur, 0);
  return wall ? tasks.reduce((sum, task) => sum + task.tdur, 0) / wall : undefined;
}

/** The HTTPS fronts' certificates are trusted by their key's hash (bench/support/https-front.mjs). */
const spkiFlags = (fronts) => {
  const spki = fronts.map((front) => front.spki).filter(Boolean);
  return spki.length ? [`--ignore-certificate-errors-spki-list=${spki.join(',')}`] : [];
};

/**
 * Signs in as admin with "Ingat saya" on each origin, in a Playwright browser on the profile that
 * Lighthouse's browser then opens (close that one first: a profile has one browser at a time).
 * The refresh cookie and local storage ("persist") are written to the profile when it closes.
 */
export async function signInProfile(chromium, profileDir, origins, fronts = []) {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROME_FLAGS.filter((flag) => flag !== '--headless=new'), ...spkiFlags(fronts)],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const origin of origins) await signInAsAdmin(page, origin);
  } finally {
    await context.close();
  }
}

/** Signs in as admin with "Ingat saya" through the login page, as staff do, then leaves the page. */
export async function signInAsAdmin(page, origin) {
  await page.goto(`${origin}/login`);
  await page.getByLabel(/nama pengguna|username/i).fill('admin');
  await page.getByLabel(/kata sandi|password/i).fill(PASSWORD);
  await page.getByLabel(/ingat saya|remember/i).check();
  await page.getByRole('button', { name: /masuk|sign in|log in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.goto('about:blank');
}

/** The ids the page paths need, read through the API as admin. */
export async function seededIds(origin) {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD, remember: false }),
  });
  if (!login.ok) throw new Error(`Signing in through the API failed: ${login.status}`);
  const answer = await login.json();
  const { accessToken, roleId } = answer.data ?? answer;
  const users = await fetch(`${origin}/api/users?size=5`, { headers: { authorization: `Bearer ${accessToken}` } });
  const list = users.ok ? await users.json() : undefined;
  const other = list?.data?.find((row) => row.username !== 'admin');
  if (!other || !roleId) throw new Error(`No user or role to open: GET /api/users answered ${users.status}`);
  // The first record of each master-data area (the demo install seeds them, docs/product/running.md).
  const firstOf = async (area, filter = '') => {
    const answer = await fetch(`${origin}/api/${area}?size=1${filter}`, { headers: { authorization: `Bearer ${accessToken}` } });
    const id = answer.ok ? (await answer.json()).data?.[0]?.id : undefined;
    if (!id) throw new Error(`No record to open: GET /api/${area} answered ${answer.status}`);
    return String(id);
  };
  return {
    userId: String(other.id),
    roleId: String(roleId),
    customerId: await firstOf('customers'),
    itemId: await firstOf('items'),
    fleetId: await firstOf('fleets'),
    // A DO in progress (lines part-shipped, shipments, a timeline) and a shipment still editable.
    deliveryOrderId: await firstOf('delivery-orders', '&status=PROSES'),
    shipmentId: await firstOf('shipments', '&status=PENDING'),
    receiptTokenId: await printedReceiptLink(origin, accessToken, firstOf),
  };
}

/**
 * A receiver's link as a phone scans it: a new DO shipped whole, printed (the print makes the
 * link) and loaded (its proof photo), so the page shows the note and its form.
 */
async function printedReceiptLink(origin, accessToken, firstOf) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const post = async (url, body) => {
    const answer = await fetch(`${origin}${url}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!answer.ok) throw new Error(`POST ${url}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  const order = (await post('/api/delivery-orders', { customerId: Number(await firstOf('customers', '&status=active')), lines: [{ itemId: Number(await firstOf('items', '&status=active')), quantity: 12 }] })).data;
  const shipment = (await post('/api/shipments', { mode: 'ANTAR', fleetId: Number(await firstOf('fleets', '&status=active')), deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'KANTOR', lines: [{ deliveryOrderLineId: order.lines[0].id, quantity: 12 }] }] })).data;
  const { receiptLinks } = await post(`/api/shipments/${shipment.id}/prints`, { copies: 1 });
  const { default: sharp } = await import('sharp');
  const form = new globalThis.FormData();
  form.append('file', new globalThis.Blob([await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6' } }).jpeg().toBuffer()], { type: 'image/jpeg' }), 'muat.jpg');
  const loaded = await fetch(`${origin}/api/shipments/${shipment.id}/proof`, { method: 'POST', headers, body: form });
  if (!loaded.ok) throw new Error(`Loading the shipment failed: ${loaded.status}`);
  return receiptLinks[0].token;
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const { chromium } = await import('playwright');

  const port = await freePort();
  const direct = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'laju-bench-data-'));
  const profileDir = mkdtempSync(path.join(tmpdir(), 'laju-bench-profile-'));

  // npm start itself: builds the app when stale, then app + API on one port.
  const server = spawn(process.execPath, START_ARGS, {
    env: { ...process.env, ...serverEnv(FRONT), PORT: String(port), HOST: '127.0.0.1', LAJU_DATA_DIR: dataDir, LAJU_ADMIN_PASSWORD: PASSWORD, LAJU_REQUIRE_SECOND_FACTOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let serverLog = '';
  server.stdout.on('data', (chunk) => (serverLog += chunk));
  server.stderr.on('data', (chunk) => (serverLog += chunk));

  let browser;
  let front;
  const results = [];
  try {
    await waitFor(`${direct}/login`, server);
    const ids = await seededIds(direct);
    front = await startFront(FRONT, direct);
    const origin = front?.origin ?? direct;
    const pages = PAGES.filter((page) => !ONLY?.length || ONLY.includes(page.path)).map((page) => ({
      ...page,
      url: pageUrl(origin, page.path, ids),
    }));

    const fronts = front ? [front] : [];
    // Signed out first, on a fresh profile; then signed in once, in that profile (signInProfile).
    browser = await launchLighthouseBrowser(profileDir, fronts);
    let signedIn = false;

    const signIn = async () => {
      await browser.close();
      browser = undefined;
      await signInProfile(chromium, profileDir, [origin], fronts);
      browser = await launchLighthouseBrowser(profileDir, fronts);
      signedIn = true;
    };

    for (const page of pages) {
      if (page.signedIn && !signedIn) await signIn();
      if (!page.signedIn && signedIn) throw new Error('List signed-out pages before signed-in ones');
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        // A cold cache every run: Lighthouse's own storage reset (cache, service workers, cache
        // storage, file systems); cookies and local storage stay, so the session does too.
        const load = loadavg()[0];
        // A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): that run is taken again.
        let lhr;
        let trace;
        for (let attempt = 1; attempt <= 3 && !lhr; attempt += 1) {
          const result = await lighthouse(page.url, {
            port: browser.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            ...(process.env.LH_CPU ? { throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: Number(process.env.LH_CPU) } } : {}),
          });
          const error = result?.lhr ? result.lhr.runtimeError : { message: 'no result' };
          if (!error) {
            lhr = result.lhr;
            trace = result.artifacts?.Trace;
          }
          else if (attempt === 3) throw new Error(`${page.url}: ${error.message}`);
          else console.warn(`  ${page.path}: ${error.message}; running it again`);
        }
        if (REPORTS_DIR) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          writeFileSync(path.join(REPORTS_DIR, `${page.path.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`), JSON.stringify(lhr));
          // The unthrottled trace Lighthouse simulated from: open it in DevTools' Performance panel.
          if (trace) writeFileSync(path.join(REPORTS_DIR, `${page.path.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.trace.json`), JSON.stringify(trace));
        }
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        if (finalPath !== new URL(page.url).pathname) throw new Error(`${page.url} ended on ${finalPath}: not the page asked for`);
        runs.push({
          performance: lhr.categories.performance.score,
          accessibility: lhr.categories.accessibility.score,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          load,
          cpuShare: mainThreadCpuShare(trace),
          bootup: lhr.audits['bootup-time'].details?.items?.slice(0, 4).map((item) => ({ url: item.url.replace(origin, ''), total: Math.round(item.total), scripting: Math.round(item.scripting) })),
          protocol: lhr.audits['network-requests'].details?.items?.[0]?.protocol,
          mainthread: lhr.audits['mainthread-work-breakdown'].details?.items?.map((item) => ({ group: item.group, ms: Math.round(item.duration) })),
          longTasks: lhr.audits['long-tasks'].details?.items?.slice(0, 5).map((item) => ({ url: item.url.replace(origin, ''), start: Math.round(item.startTime), ms: Math.round(item.duration) })),
          failedA11y: Object.values(lhr.audits).filter((audit) => audit.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id)).map((audit) => audit.id),
        });
      }
      const summary = Object.fromEntries(['performance', 'accessibility', 'lcp', 'tbt', 'cls', 'fcp', 'load', 'cpuShare'].map((key) => [key, median(runs.map((run) => run[key]))]));
      const fails = printRow(page, summary);
      results.push({ path: page.path, url: page.url, signedIn: page.signedIn, median: summary, fails, runs });
    }
  } catch (error) {
    console.error(String(error instanceof Error ? error.stack : error));
    console.error(serverLog.split('\n').slice(-20).join('\n'));
    process.exitCode = 1;
  } finally {
    await browser?.close().catch(() => undefined);
    await front?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    if (!args.includes('--keep')) {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(profileDir, { recursive: true, force: true });
    }
  }
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(results, null, 2));
  const failed = results.filter((result) => result.fails?.length).length;
  console.log(
    `\n${results.length} pages, ${failed} over a budget (median of ${RUNS}; ${FRONT === 'none' ? 'HTTP/1.1 straight to npm start' : 'through the HTTPS + HTTP/2 front'}; 1-min load average ${loadavg()[0].toFixed(2)} on ${navigatorCores()} cores).`,
  );
  if (failed) process.exitCode = 1;
}

const navigatorCores = () => availableParallelism();

let headerPrinted = false;
function printRow(page, m) {
  if (!headerPrinted) {
    console.log(`\nLighthouse 12.8.2, mobile (simulated 4× CPU, slow 4G), median of ${RUNS}`);
    console.log(`  ${'page'.padEnd(24)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)}  load  cpu%  budgets`);
    console.log('  (cpu%: the share of its long tasks the main thread spent running; see mainThreadCpuShare)');
    headerPrinted = true;
  }
  const budget = BUDGETS[page.budget ?? (page.signedIn ? 'signedIn' : 'signedOut')];
  const checks = [
    ['performance', (v) => v >= budget.performance, `perf ≥ ${budget.performance}`],
    ['accessibility', (v) => budget.accessibility === undefined || v >= budget.accessibility, `a11y ≥ ${budget.accessibility}`],
    ['lcp', (v) => budget.lcp === undefined || v <= budget.lcp, `LCP ≤ ${budget.lcp}`],
    ['tbt', (v) => budget.tbt === undefined || v <= budget.tbt, `TBT ≤ ${budget.tbt}`],
    ['cls', (v) => budget.cls === undefined || v <= budget.cls, `CLS ≤ ${budget.cls}`],
  ].filter(([key]) => budget[key] !== undefined);
  const verdicts = checks.map(([key, ok, label]) => `${ok(m[key]) ? 'PASS' : 'FAIL'} ${label}`);
  console.log(
    `  ${page.path.padEnd(24)} ${m.performance.toFixed(2).padStart(5)} ${m.accessibility.toFixed(2).padStart(5)} ${Math.round(m.lcp).toString().padStart(7)} ${Math.round(m.tbt).toString().padStart(7)} ${m.cls.toFixed(3).padStart(6)}  ${m.load.toFixed(1).padStart(4)}  ${m.cpuShare === undefined ? '   -' : `${Math.round(m.cpuShare * 100)}`.padStart(4)}  ${verdicts.join(', ')}`,
  );
  return checks.filter(([key, ok]) => !ok(m[key])).map(([, , label]) => label);
}

// Run as a script, not when scripts/lighthouse-ab.mjs imports the pages and helpers.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
