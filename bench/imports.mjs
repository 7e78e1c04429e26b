// Budgets (docs/decisions/335-import.md):
//  - 10,000 customer rows on PGlite (`npm start`'s embedded database): the check ≤ 5 s and the
//    import ≤ 15 s, each from the request to its last line;
//  - 50,000 item rows on the PostgreSQL server (LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL;
//    a throw-away database `laju_bench_imports` is created and dropped): read, check and import
//    ≤ 60 s end to end;
//  - the server's resident memory ≤ 400 MB meanwhile, and other requests' p95 ≤ 50 ms: 4 clients
//    reading list pages back to back while the import runs (after two seconds of reading before it).
// The files are CSV as Indonesian Excel writes them (`;`, UTF-8 with a byte-order mark).
// Also printed, without a budget: 1,000 DOs of three lines each on PGlite.
// Run: node bench/imports.mjs   (BENCH_CUSTOMER_ROWS=10000, BENCH_ITEM_ROWS=50000, BENCH_DO_ROWS=3000)
import { Blob, Buffer } from 'node:buffer';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  loadAverage as load,
  login,
  pause,
  percentile,
  requestsMeanwhile,
  sampleMemory,
  startServer,
  tempDataDir,
  verdict,
  waitForHealth,
  withBenchDatabase,
} from '../server/bench/harness.mjs';

const CUSTOMER_ROWS = Number(process.env.BENCH_CUSTOMER_ROWS ?? 10_000);
const ITEM_ROWS = Number(process.env.BENCH_ITEM_ROWS ?? 50_000);
const DO_ROWS = Number(process.env.BENCH_DO_ROWS ?? 3_000);
const PORT = Number(process.env.BENCH_PORT ?? 3309);
const BUDGET = { customerCheckMs: 5_000, customerImportMs: 15_000, itemsMs: 60_000, memoryMb: 400, othersP95: 50 };
const LABEL = 'imports';
const DATABASE = 'laju_bench_imports';
const OTHER_PATHS = ['/api/customers?page=1', '/api/items?page=2&sort=code', '/api/fleets?page=1', '/api/customers?q=toko'];

const csvOf = (header, rows) => Buffer.from(`\uFEFF${[header, ...rows].join('\r\n')}\r\n`, 'utf8');
const customersFile = () =>
  csvOf(
    'Nama;Telepon;Email;Alamat pengiriman utama;Status',
    Array.from({ length: CUSTOMER_ROWS }, (_, n) => `Toko Bench ${String(n + 1).padStart(6, '0')};08${String(1_100_000_000 + n * 7)};bench${n + 1}@contoh.id;Jl. Bench No. ${n + 1}, Bekasi;Aktif`),
  );
const itemsFile = () =>
  csvOf(
    'Kode;Nama;Satuan;Berat (kg)',
    Array.from({ length: ITEM_ROWS }, (_, n) => `BNC-${String(n + 1).padStart(6, '0')};Barang Bench ${n + 1};${['DUS', 'KARUNG', 'KG', 'PCS'][n % 4]};${(1 + (n % 500) / 10).toFixed(1).replace('.', ',')}`),
  );

/** One step of an import: the file and options as the screen sends them; the answer's last line and the time. */
async function step(baseUrl, token, path, file, fileName, options) {
  const form = new globalThis.FormData();
  if (options) form.append('options', JSON.stringify(options));
  form.append('file', new Blob([file]), fileName);
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
  const last = path.endsWith('/read') ? JSON.parse(text) : JSON.parse(text.trim().split('\n').at(-1));
  if (last.error) throw new Error(`${path}: ${JSON.stringify(last.error)}`);
  return { ms, answer: last.data ?? last.result };
}

/**
 * Read, check and import a file, with other staff reading meanwhile; the times and the figures.
 * The readers first read for two seconds with nothing else running, as the backup bench does: a
 * server just started answers its first requests slowly whatever else runs, and the budget is
 * about what an import costs the others.
 */
async function importWhileOthersRead(server, token, area, file, fileName, mapping) {
  await requestsMeanwhile(server.baseUrl, token, pause(2000), OTHER_PATHS);
  const memory = sampleMemory(server);
  const run = (async () => {
    const read = await step(server.baseUrl, token, `/api/${area}/imports/read`, file, fileName);
    const options = { mapping, mode: 'add', decimalMark: ',', atomic: true };
    const check = await step(server.baseUrl, token, `/api/${area}/imports/check`, file, fileName, options);
    const done = await step(server.baseUrl, token, `/api/${area}/imports`, file, fileName, { ...options, expect: check.answer.counts });
    return { read, check, done };
  })();
  const [result, others] = await Promise.all([run, requestsMeanwhile(server.baseUrl, token, run, OTHER_PATHS)]);
  return { ...result, others, memoryMb: memory() };
}

function report(name, figures, budget) {
  const { read, check, done, others, memoryMb } = figures;
  const total = read.ms + check.ms + done.ms;
  const p95 = percentile(others, 95);
  console.log(
    `${LABEL} ${name}: read ${Math.round(read.ms)} ms, check ${Math.round(check.ms)} ms, import ${Math.round(done.ms)} ms (${done.answer.counts.add} added), end to end ${Math.round(total)} ms`,
  );
  console.log(`${LABEL} ${name}: memory peak ${Math.round(memoryMb)} MB | budget ≤ ${BUDGET.memoryMb} MB -> ${verdict(memoryMb <= BUDGET.memoryMb)}`);
  console.log(
    `${LABEL} ${name}: other requests meanwhile p50 ${percentile(others, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(others, 99).toFixed(1)} ms, slowest ${Math.max(...others).toFixed(0)} ms (${others.length} requests) | budget p95 ≤ ${BUDGET.othersP95} ms -> ${verdict(p95 <= BUDGET.othersP95)}`,
  );
  let passed = memoryMb <= BUDGET.memoryMb && p95 <= BUDGET.othersP95;
  for (const [what, ms, limit] of budget(figures, total)) {
    console.log(`${LABEL} ${name}: ${what} ${Math.round(ms)} ms | budget ≤ ${limit} ms -> ${verdict(ms <= limit)}`);
    passed &&= ms <= limit;
  }
  return passed;
}

/**
 * DOs with their lines (no budget of their own; printed for the record): DO_ROWS / 3 DOs of three
 * lines each, for the customers just imported, written one DO at a time through the form's path.
 */
async function deliveryOrders(server, token) {
  const response = await fetch(`${server.baseUrl}/api/items?size=100&status=active`, { headers: { authorization: `Bearer ${token}` } });
  const items = (await response.json()).data.map((item) => item.code ?? item.name);
  if (items.length < 3) throw new Error('The seed holds fewer than three active items');
  const file = csvOf(
    'Referensi;Kustomer;Barang;Jumlah',
    Array.from({ length: DO_ROWS }, (_, n) => `PO-${Math.floor(n / 3) + 1};Toko Bench ${String((Math.floor(n / 3) % CUSTOMER_ROWS) + 1).padStart(6, '0')};${items[n % 3]};${(n % 50) + 1}`),
  );
  const memory = sampleMemory(server);
  const figures = await importWhileOthersRead(server, token, 'delivery-orders', file, 'do.csv', ['reference', 'customer', 'item', 'quantity']);
  console.log(
    `${LABEL} ${DO_ROWS} DO rows (${DO_ROWS / 3} DOs, PGlite): read ${Math.round(figures.read.ms)} ms, check ${Math.round(figures.check.ms)} ms, import ${Math.round(figures.done.ms)} ms (${figures.done.answer.groups.add} DOs added); memory peak ${Math.round(memory())} MB; other requests p95 ${percentile(figures.others, 95).toFixed(1)} ms`,
  );
}

async function onPglite() {
  const dataDir = tempDataDir('imports-pglite');
  // The data dir is made (initdb, migrations, seed) by a first start, and the server measured is
  // the one started again on it, as every start after an installation's first: PGlite's memory
  // keeps what creating the database grew it to, for as long as that process lives.
  const first = startServer({ port: PORT, dataDir });
  await waitForHealth(first.baseUrl, { timeoutMs: 120_000 }).finally(() => first.stop());
  const server = startServer({ port: PORT, dataDir });
  try {
    await waitForHealth(server.baseUrl, { timeoutMs: 120_000 });
    const { accessToken } = await login(server.baseUrl);
    console.log(`${LABEL}: ${CUSTOMER_ROWS} customer rows on PGlite; load average ${load()}`);
    const figures = await importWhileOthersRead(server, accessToken, 'customers', customersFile(), 'kustomer.csv', ['name', 'phone', 'email', 'address', 'active']);
    const passed = report(`${CUSTOMER_ROWS} customers (PGlite)`, figures, ({ check, done }) => [
      ['check', check.ms, BUDGET.customerCheckMs],
      ['import', done.ms, BUDGET.customerImportMs],
    ]);
    await deliveryOrders(server, accessToken);
    return passed;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(url) {
  const dataDir = tempDataDir('imports-postgres');
  const server = startServer({ port: PORT, dataDir, databaseUrl: url });
  try {
    await waitForHealth(server.baseUrl, { timeoutMs: 120_000 });
    const { accessToken } = await login(server.baseUrl);
    console.log(`${LABEL}: ${ITEM_ROWS} item rows on PostgreSQL; load average ${load()}`);
    const figures = await importWhileOthersRead(server, accessToken, 'items', itemsFile(), 'barang.csv', ['code', 'name', 'unit', 'weightKg']);
    return report(`${ITEM_ROWS} items (PostgreSQL)`, figures, (_, total) => [['read, check and import', total, BUDGET.itemsMs]]);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

let passed = await onPglite();
const url = process.env.LAJU_BENCH_DATABASE_URL ?? process.env.LAJU_TEST_DATABASE_URL;
if (!url) console.log(`${LABEL}: the PostgreSQL part skipped (set LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL)`);
else passed = (await withBenchDatabase(url, DATABASE, onPostgres)) && passed;
process.exitCode = passed ? 0 : 1;
