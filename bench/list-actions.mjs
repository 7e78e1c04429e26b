// Budgets (decision 331), on the PostgreSQL server (LAJU_BENCH_DATABASE_URL or
// LAJU_TEST_DATABASE_URL; a throw-away database `laju_bench_list_export` is created and dropped)
// with the delivery bench's 100,000 DOs (bench/support/delivery-data.mjs):
//  - the whole DO list exported as the list shows it (number, customer, lines, status, created):
//    CSV ≤ 10 s, XLSX ≤ 30 s, from the request to the last byte, while the others below run (each
//    is also measured alone first);
//  - the server's resident memory ≤ 300 MB while it runs;
//  - other requests' p95 ≤ 50 ms meanwhile: 4 clients reading list pages and a DO's detail
//    back to back for as long as the export runs;
//  - a bulk cancel of 100 PENDING DOs (decision 332) ≤ 3 s.
// Run: node bench/list-actions.mjs   (BENCH_DELIVERY_ORDERS=100000; BENCH_KEEP_DATABASE=1 keeps the database)
import { Buffer } from 'node:buffer';
import http from 'node:http';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  loadAverage as load,
  login,
  percentile,
  requestsMeanwhile,
  sampleMemory,
  startServer,
  tempDataDir,
  timedGet,
  verdict,
  waitForHealth,
  withBenchDatabase,
} from '../server/bench/harness.mjs';
import { DELIVERY_VOLUME, insertDeliveryRecords } from './support/delivery-data.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3308);
const BUDGET = { csvMs: 10_000, xlsxMs: 30_000, memoryMb: 300, othersP95: 50, bulkCancelMs: 3_000 };
const LABEL = 'list actions';
const DATABASE = 'laju_bench_list_actions';
const OTHER_CLIENTS = 4;

const REQUEST = {
  query: { sort: '-createdAt' },
  title: 'Daftar DO',
  filters: [],
  columns: [
    { field: 'number', header: 'Nomor DO' },
    { field: 'customerName', header: 'Kustomer' },
    { field: 'lines', header: 'Baris' },
    { field: 'status', header: 'Status', values: { PENDING: 'Pending', PROSES: 'Proses', SELESAI: 'Selesai', BATAL: 'Batal' } },
    { field: 'createdAt', header: 'Dibuat' },
  ],
};

/** POSTs the export and reads the whole file; resolves with its time, size and row count. */
function exportList(baseUrl, token, format, extra = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const body = JSON.stringify({ ...REQUEST, format, ...extra });
    const request = http.request(
      `${baseUrl}/api/delivery-orders/export`,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`export ${format}: ${response.statusCode}`));
          else resolve({ ms: performance.now() - started, bytes, rows: Number(response.headers['x-total-count']) });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** POSTs JSON and parses the answer. */
function postJson(baseUrl, token, path, payload) {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(payload);
    const request = http.request(
      `${baseUrl}${path}`,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => (response.statusCode === 200 ? resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))) : reject(new Error(`${path}: ${response.statusCode}`))));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** What other staff read meanwhile: list pages and a DO's detail. */
const OTHER_PATHS = ['/api/delivery-orders?page=1', '/api/delivery-orders?page=3&sort=number', '/api/customers?page=1', '/api/delivery-orders/1234', '/api/shipments?page=1'];
const otherRequests = (baseUrl, token, running) => requestsMeanwhile(baseUrl, token, running, OTHER_PATHS, OTHER_CLIENTS);

async function bench(url) {
  const dataDir = tempDataDir('list-actions');
  let passed = true;
  try {
    const first = startServer({ port: PORT, dataDir, databaseUrl: url });
    try {
      await waitForHealth(first.baseUrl, { timeoutMs: 120_000 });
    } finally {
      await first.stop();
    }
    const started = performance.now();
    await insertDeliveryRecords(url);
    console.log(`${LABEL}: inserted ${DELIVERY_VOLUME.deliveryOrders} DOs (${DELIVERY_VOLUME.deliveryOrders * 3} lines), ${DELIVERY_VOLUME.shipments} shipments in ${Math.round(performance.now() - started)} ms`);
    const server = startServer({ port: PORT, dataDir, databaseUrl: url });
    try {
      await waitForHealth(server.baseUrl, { timeoutMs: 120_000 });
      const { accessToken: token } = await login(server.baseUrl);
      // Warm the server's code paths once on a small export (three chosen rows).
      await exportList(server.baseUrl, token, 'xlsx', { ids: [1, 2, 3] });
      console.log(`${LABEL}: load average before: ${load()}; server memory at rest ${server.memoryMb()} MB`);
      for (const format of ['csv', 'xlsx']) {
        const budgetMs = format === 'csv' ? BUDGET.csvMs : BUDGET.xlsxMs;
        // Alone first (what the export itself costs), then under the other clients' load (the budget).
        const alone = await exportList(server.baseUrl, token, format);
        console.log(`${LABEL} ${format.toUpperCase()} alone: ${alone.rows} rows in ${(alone.ms / 1000).toFixed(2)} s`);
        const stopSampling = sampleMemory(server);
        const running = exportList(server.baseUrl, token, format);
        const [result, others] = await Promise.all([running, otherRequests(server.baseUrl, token, running)]);
        const memory = stopSampling();
        const p95 = percentile(others, 95);
        const ok = result.ms <= budgetMs && memory <= BUDGET.memoryMb && p95 <= BUDGET.othersP95;
        passed &&= ok;
        console.log(
          `${LABEL} ${format.toUpperCase()}: ${result.rows} rows, ${(result.bytes / 1_048_576).toFixed(1)} MB in ${(result.ms / 1000).toFixed(2)} s (budget ≤ ${budgetMs / 1000} s) -> ${verdict(result.ms <= budgetMs)}; ` +
            `server memory peak ${memory} MB (budget ≤ ${BUDGET.memoryMb}) -> ${verdict(memory <= BUDGET.memoryMb)}; ` +
            `${others.length} other requests meanwhile: p50 ${percentile(others, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ≤ ${BUDGET.othersP95}) -> ${verdict(p95 <= BUDGET.othersP95)}`,
        );
      }
      // A bulk cancel: 100 PENDING DOs, each cancelled in its own transaction, one after another.
      const pending = await timedGet(new http.Agent(), server.baseUrl, '/api/delivery-orders?status=PENDING&size=100', token, { body: true });
      const ids = pending.data.map((order) => order.id);
      const bulkStarted = performance.now();
      const answer = await postJson(server.baseUrl, token, '/api/delivery-orders/bulk', { action: 'cancel', ids });
      const bulkMs = performance.now() - bulkStarted;
      passed &&= bulkMs <= BUDGET.bulkCancelMs && answer.data.done.length === ids.length;
      console.log(
        `${LABEL} bulk cancel of ${ids.length} DOs: ${answer.data.done.length} cancelled, ${answer.data.refused.length} refused in ${(bulkMs / 1000).toFixed(2)} s (budget ≤ ${BUDGET.bulkCancelMs / 1000} s) -> ${verdict(bulkMs <= BUDGET.bulkCancelMs)}`,
      );
      console.log(`${LABEL}: load average after: ${load()}`);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return passed;
}

const url = process.env.LAJU_BENCH_DATABASE_URL ?? process.env.LAJU_TEST_DATABASE_URL;
if (!url) {
  console.log(`${LABEL}: skipped (set LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL to a PostgreSQL server)`);
} else {
  const passed = await withBenchDatabase(url, DATABASE, bench, { keep: process.env.BENCH_KEEP_DATABASE === '1' });
  process.exitCode = passed ? 0 : 1;
}
