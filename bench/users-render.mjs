/* global window, document, performance, MutationObserver, MessageChannel, requestAnimationFrame, PerformanceObserver, PopStateEvent -- these run inside the page */
// Budget: "the users list renders its first rows within 100 ms of the data arriving".
// Serves the MSW demo build (builds it only when dist-demo is missing), signs in with Playwright
// in Debian's Chromium, opens /users/data LOADS times, and measures in the page with the
// Performance API: from the users list response's responseEnd (resource timing) to the frame
// that paints the first table row (rAF after the row enters the DOM, then a task after that frame).
//
// The budget also asks for "100 rows per page without jank" (second measurement, below the first).
// The list state hook keeps the page size in `?size=` (src/lib/list-state, sizes 10/25/50/100).
// The demo's mock db holds only 42 users (the demo users + 36 generated, 37 active) and has no
// URL scenario for more, so the bench adds SEED_USERS users through the demo's own
// POST /api/users. That db lives in the page's memory and a reload resets it, so each measured
// "load" is an in-app navigation instead: /404 (outside the signed-in shell, whose unmount
// throws away the SWR cache) → /users/data?size=100, so the screen mounts afresh and fetches.
// Per load: data arrived (responseEnd of GET /api/users?…size=100) → 100th row painted (same
// rAF + MessageChannel technique), and the long tasks (PerformanceObserver 'longtask',
// buffered) that overlap that window. Then a re-sort: click the "Nama" header → the reordered
// 100 rows painted. Budgets: "without jank" is read the usual way, no long task (a main-thread
// task over 50 ms, the RAIL/Long Tasks API threshold) while rendering; render p95 ≤ 100 ms; and
// for the re-sort, the RAIL response budget: click → repainted p95 ≤ 100 ms, no long task.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const BUDGET_MS = 100;
const LOADS = Number(process.env.LOADS ?? 10);
const PAGE_ROWS = 100;
const LONG_TASK_MS = 50;
const ROWS_BUDGET_MS = 100;
const RESORT_BUDGET_MS = 100;
const SEED_USERS = Number(process.env.SEED_USERS ?? 100);
const outDir = 'dist-demo';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

if (!existsSync(`${outDir}/index.html`)) {
  const { buildIfStale } = await import('../scripts/build-if-stale.mjs');
  buildIfStale({ outDir, args: ['--mode', 'demo', '--outDir', outDir] });
}

const server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false }, build: { outDir }, logLevel: 'silent' });
const address = server.httpServer.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}`;
const browser = await chromium.launch({ executablePath, args });

/** In the page before any script: note when the first row is painted. */
function watchFirstRow() {
  const state = { rowPaintedAt: null };
  window.__usersBench = state;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('table tbody th[scope="row"]')) return;
    observer.disconnect();
    // The row is in the DOM; the next frame paints it, and a task queued from that frame's
    // callback runs once the frame has been produced.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.rowPaintedAt = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const summarise = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50) ?? NaN, p95: percentile(sorted, 95) ?? NaN };
};

/** In-app navigation: React Router's browser history follows popstate, so the page never reloads. */
const spaNavigate = (page, url) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);

/** In the page: add `count` staff users through the demo API (the mock db only has 43). */
async function seedUsers(count) {
  const json = { 'Content-Type': 'application/json' };
  const before = await fetch('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ username: 'admin', password: 'Laju#2025', remember: true }) });
  if (!before.ok) throw new Error(`seed: sign-in answered ${before.status}`);
  const { accessToken } = (await before.json()).data;
  const headers = { ...json, Authorization: `Bearer ${accessToken}` };
  const total = async (status = 'all') => (await (await fetch(`/api/users?page=1&size=10&status=${status}`, { headers })).json()).paging.totalItems;
  const first = ['Adi', 'Bayu', 'Cahya', 'Dian', 'Erlangga', 'Fitri', 'Galih', 'Hana', 'Irfan', 'Jelita', 'Kurnia', 'Laras', 'Mega'];
  const last = ['Anggraini', 'Basuki', 'Daulay', 'Fauzi', 'Gunawan', 'Harahap', 'Irawan', 'Junaedi', 'Kurniawan'];
  const roles = (await (await fetch('/api/roles?page=1&size=100', { headers })).json()).data.filter((role) => role.name !== 'Master').map((role) => role.id);
  const beforeCount = await total();
  for (let i = 0; i < count; i += 1) {
    const name = `${first[i % first.length]} ${last[(i * 7) % last.length]}`;
    const username = `bench.${name.toLowerCase().replace(' ', '.')}${i}`;
    const body = { username, name, email: i % 4 === 3 ? null : `${username}@laju.example`, roleId: roles[i % roles.length], password: `Bench-${i}-Sandi!` };
    const response = await fetch('/api/users', { method: 'POST', headers, body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`seed: POST /api/users answered ${response.status} ${await response.text()}`);
  }
  return { before: beforeCount, added: count, after: await total(), active: await total('active') };
}

/** In the page: a long-task log and a watcher for "N rows painted" (after a load or a re-sort). */
function installRowsBench() {
  performance.setResourceTimingBufferSize(10_000);
  const bench = { longTasks: [], state: {}, navigatedAt: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const rowsOf = () => document.querySelectorAll('table tbody th[scope="row"]');
  const signature = () => [...rowsOf()].map((row) => row.textContent).join('\n');
  bench.watch = (mode, count) => {
    const state = { paintedAt: null, clickedAt: null, rows: 0 };
    bench.state = state;
    const before = mode === 'resort' ? signature() : null;
    if (mode === 'resort') {
      document.addEventListener('click', (event) => (state.clickedAt ??= event.timeStamp), { capture: true, once: true });
    }
    const observer = new MutationObserver(() => {
      const rows = rowsOf();
      if (rows.length < count || document.querySelector('table tbody')?.getAttribute('data-stale') === 'true') return;
      if (before !== null && signature() === before) return;
      observer.disconnect();
      state.rows = rows.length;
      state.domAt = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          state.paintedAt = performance.now();
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-stale'], characterData: true });
  };
  window.__rowsBench = bench;
}

/** In the page, after a load: render time, rows shown, and the long tasks overlapping it. */
async function collectLoad(count) {
  await new Promise((resolve) => setTimeout(resolve, 300)); // long-task entries arrive a little late
  const bench = window.__rowsBench;
  const { state } = bench;
  const response = performance
    .getEntriesByType('resource')
    .filter((entry) => /\/api\/users\?/.test(entry.name) && new URL(entry.name).searchParams.get('size') === String(count))
    .filter((entry) => entry.responseEnd <= state.paintedAt)
    .sort((a, b) => b.responseEnd - a.responseEnd)[0];
  if (!response) return { error: `No resource timing entry for GET /api/users?size=${count}` };
  const rows = document.querySelectorAll('table tbody th[scope="row"]').length;
  if (rows !== count) return { error: `Expected ${count} rows, the table shows ${rows}` };
  const overlapping = (from, to) => bench.longTasks.filter((task) => task.end > from && task.start < to);
  const inRender = overlapping(response.responseEnd, state.paintedAt);
  const whole = overlapping(bench.navigatedAt, state.paintedAt);
  return {
    renderMs: state.paintedAt - response.responseEnd,
    rows,
    pageSize: Number(new URL(response.name).searchParams.get('size')),
    longTasks: inRender.length,
    longestMs: Math.max(0, ...inRender.map((task) => task.duration)),
    wholeLongestMs: Math.max(0, ...whole.map((task) => task.duration)),
  };
}

/** In the page, after a re-sort click: click → reordered rows painted, and the long tasks in it. */
async function collectResort(count) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const bench = window.__rowsBench;
  const { state } = bench;
  if (state.clickedAt == null) return { error: 'The re-sort click was not seen' };
  if (!/[?&]sort=-?name(&|$)/.test(window.location.search)) return { error: `Clicking "Nama" did not sort by name: ${window.location.search}` };
  const rows = document.querySelectorAll('table tbody th[scope="row"]').length;
  if (rows !== count) return { error: `Expected ${count} rows after the re-sort, the table shows ${rows}` };
  const response = performance
    .getEntriesByType('resource')
    .filter((entry) => /\/api\/users\?/.test(entry.name) && /[?&]sort=-?name(&|$)/.test(entry.name) && entry.startTime >= state.clickedAt)
    .sort((a, b) => a.responseEnd - b.responseEnd)[0];
  const inWindow = bench.longTasks.filter((task) => task.end > state.clickedAt && task.start < state.paintedAt);
  return {
    renderMs: state.paintedAt - state.clickedAt,
    afterDataMs: response ? state.paintedAt - response.responseEnd : NaN,
    toRequestMs: response ? response.startTime - state.clickedAt : NaN,
    requestMs: response ? response.responseEnd - response.startTime : NaN,
    longTasks: inWindow.length,
    longestMs: Math.max(0, ...inWindow.map((task) => task.duration)),
  };
}

try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Nama pengguna').fill('admin');
  await page.getByLabel('Kata sandi').fill('Laju#2025');
  await page.getByRole('checkbox', { name: 'Ingat saya' }).check();
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.getByRole('navigation', { name: 'Menu utama' }).waitFor();
  await context.addInitScript(watchFirstRow);

  const samples = [];
  // One warm-up load (service worker, caches), then the measured ones.
  for (let load = 0; load <= LOADS; load += 1) {
    await page.goto(`${base}/users/data`);
    await page.waitForFunction(() => window.__usersBench?.rowPaintedAt != null, undefined, { timeout: 20_000 });
    const sample = await page.evaluate(() => {
      const response = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/api\/users\?/.test(entry.name))
        .sort((a, b) => a.responseEnd - b.responseEnd)[0];
      return response ? { renderMs: window.__usersBench.rowPaintedAt - response.responseEnd, responseEnd: response.responseEnd } : null;
    });
    if (!sample) throw new Error('No resource timing entry for GET /api/users');
    if (load > 0) samples.push(sample.renderMs);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  console.log(`users list: data arrived → first row painted, ${samples.length} loads of /users/data (MSW demo build, Chromium)`);
  console.log(`  samples ms: ${samples.map((value) => value.toFixed(1)).join(', ')}`);
  console.log(`  p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; budget: first rows within ${BUDGET_MS} ms → ${p95 <= BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`);
  process.exitCode = p95 <= BUDGET_MS ? 0 : 1;

  // ---- 100 rows per page without jank ----
  const seeded = await page.evaluate(seedUsers, SEED_USERS);
  await page.evaluate(installRowsBench);
  const rowsUrl = `/users/data?size=${PAGE_ROWS}`;
  const loadSamples = [];
  const resortSamples = [];
  // One warm-up round, then LOADS measured ones; each round is a fresh load, then a re-sort.
  for (let round = 0; round <= LOADS; round += 1) {
    await spaNavigate(page, '/404');
    await page.waitForFunction(() => !document.querySelector('table'), undefined, { timeout: 20_000 });
    await page.waitForTimeout(200);
    await page.evaluate(
      ([url, rows]) => {
        performance.clearResourceTimings();
        window.__rowsBench.watch('load', rows);
        window.__rowsBench.navigatedAt = performance.now();
        window.history.pushState(null, '', url);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      },
      [rowsUrl, PAGE_ROWS],
    );
    await page.waitForFunction(() => window.__rowsBench.state.paintedAt != null, undefined, { timeout: 20_000 });
    const load = await page.evaluate(collectLoad, PAGE_ROWS);
    if (load.error) throw new Error(load.error);

    await page.evaluate((rows) => window.__rowsBench.watch('resort', rows), PAGE_ROWS);
    await page.locator('table thead').getByRole('button', { name: 'Nama', exact: true }).click();
    await page.waitForFunction(() => window.__rowsBench.state.paintedAt != null, undefined, { timeout: 20_000 });
    const resort = await page.evaluate(collectResort, PAGE_ROWS);
    if (resort.error) throw new Error(resort.error);
    if (round > 0) {
      loadSamples.push(load);
      resortSamples.push(resort);
    }
  }

  const rowsSummary = summarise(loadSamples.map((sample) => sample.renderMs));
  const rowsLongest = Math.max(0, ...loadSamples.map((sample) => sample.longestMs));
  const rowsLongTasks = loadSamples.reduce((sum, sample) => sum + sample.longTasks, 0);
  const wholeLongest = Math.max(0, ...loadSamples.map((sample) => sample.wholeLongestMs));
  const resortSummary = summarise(resortSamples.map((sample) => sample.renderMs));
  const resortLongest = Math.max(0, ...resortSamples.map((sample) => sample.longestMs));
  const resortLongTasks = resortSamples.reduce((sum, sample) => sum + sample.longTasks, 0);
  const rowsOk = rowsSummary.p95 <= ROWS_BUDGET_MS && rowsLongest <= LONG_TASK_MS;
  // The re-sort is budgeted on jank only (no long task over 50 ms): click → repainted includes the
  // request, whose time in the MSW demo is the mock's own latency, so it is printed for information.
  const resortOk = resortLongest <= LONG_TASK_MS;
  const fmt = (value) => value.toFixed(1);

  console.log(
    `\nusers list, ${PAGE_ROWS} rows per page: data arrived → row ${PAGE_ROWS} painted, ${loadSamples.length} loads of ${rowsUrl} (in-app navigation from /404; mock db ${seeded.before} + ${seeded.added} seeded = ${seeded.after} users, ${seeded.active} active)`,
  );
  console.log(`  rows rendered per load: ${[...new Set(loadSamples.map((sample) => sample.rows))].join(', ')} (of ${loadSamples[0]?.pageSize} asked)`);
  console.log(`  samples ms: ${loadSamples.map((sample) => fmt(sample.renderMs)).join(', ')}`);
  console.log(
    `  p50 ${fmt(rowsSummary.p50)} ms, p95 ${fmt(rowsSummary.p95)} ms; long tasks while rendering: ${rowsLongTasks}, longest ${fmt(rowsLongest)} ms` +
      ` (longest anywhere from navigation to paint: ${fmt(wholeLongest)} ms, not budgeted)`,
  );
  console.log(
    `  budget: no long task over ${LONG_TASK_MS} ms while rendering ${PAGE_ROWS} rows, p95 ≤ ${ROWS_BUDGET_MS} ms → ${rowsOk ? 'within budget' : 'OVER BUDGET'}`,
  );
  console.log(`users list, ${PAGE_ROWS} rows: re-sort by clicking "Nama", click → reordered rows painted, ${resortSamples.length} clicks`);
  console.log(`  samples ms: ${resortSamples.map((sample) => fmt(sample.renderMs)).join(', ')}`);
  console.log(
    `  p50 ${fmt(resortSummary.p50)} ms, p95 ${fmt(resortSummary.p95)} ms; long tasks: ${resortLongTasks}, longest ${fmt(resortLongest)} ms` +
      ` (p50 split: click → request sent ${fmt(summarise(resortSamples.map((sample) => sample.toRequestMs)).p50)} ms,` +
      ` request → data ${fmt(summarise(resortSamples.map((sample) => sample.requestMs)).p50)} ms,` +
      ` data arrived → painted ${fmt(summarise(resortSamples.map((sample) => sample.afterDataMs)).p50)} ms)`,
  );
  console.log(
    `  budget: no long task over ${LONG_TASK_MS} ms while re-sorting ${PAGE_ROWS} rows → ${resortOk ? 'within budget' : 'OVER BUDGET'}` +
      `; click → repainted p95 ${fmt(resortSummary.p95)} ms against a ${RESORT_BUDGET_MS} ms target (information only)`,
  );
  if (!rowsOk || !resortOk) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
}
