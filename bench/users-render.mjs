/* global window, document, performance, MutationObserver, MessageChannel, requestAnimationFrame -- these run inside the page */
// Issue 4 budget: "the users list renders its first rows within 100 ms of the data arriving".
// Serves the MSW demo build (builds it only when dist-demo is missing), signs in with Playwright
// in Debian's Chromium, opens /users/data LOADS times, and measures in the page with the
// Performance API: from the users list response's responseEnd (resource timing) to the frame
// that paints the first table row (rAF after the row enters the DOM, then a task after that frame).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const BUDGET_MS = 100;
const LOADS = Number(process.env.LOADS ?? 10);
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
} finally {
  await browser.close();
  await server.close();
}
