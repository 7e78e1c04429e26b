// Budgets (issue 14), on the embedded default (PGlite) and, when LAJU_BENCH_DATABASE_URL or
// LAJU_TEST_DATABASE_URL points at a PostgreSQL server, on it (a throw-away database
// `laju_bench_reports` is created and dropped):
//  - with BENCH_REPORT_LINES completed-shipment lines (1,000,000 for the budget), a 90-day
//    report p95 ≤ 200 ms and the dashboard summary p95 ≤ 50 ms (one client);
//  - while reports run back to back, another request's p95 stays ≤ 50 ms (PGlite runs on Node's
//    main thread: a long query holds every other request);
//  - an export of ≥ 10,000 rows: ≤ 3 s to a finished file (XLSX and CSV);
//  - the server's memory stays ≤ 600 MB while 3 XLSX exports run at once.
// The rows are inserted with a few `INSERT … SELECT generate_series` statements while the server
// is stopped (one process per PGlite data dir); the daily rollup is filled by its triggers as the
// lines go in (0007, decision 200). LAJU_DEMO=0.
// Run: node bench/server-reports.mjs   (BENCH_REPORT_LINES=50000 by default, a smoke volume that
//      keeps `npm run bench` near two minutes on an idle machine; BENCH_REPORT_LINES=1000000 for
//      the budget: 200,000 lines took 92 s to insert on PGlite and 36 s on PostgreSQL at a
//      load average of 13; BENCH_SAMPLES=30; BENCH_ENGINES=pglite,postgres)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { tsImport } from 'tsx/esm/api';
import {
  loadAverage as load,
  login,
  percentile,
  sampleMemory,
  startServer,
  tempDataDir,
  timedGet,
  verdict,
  waitForHealth,
  withBenchDatabase as withDatabase,
} from '../server/bench/harness.mjs';

const LINES = Number(process.env.BENCH_REPORT_LINES ?? 50_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 5_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 2_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3314);
const LABEL = 'server reports';
const BUDGET = { report: 200, dashboard: 50, otherWhileReport: 50, exportMs: 3000, memoryMb: 600, exportRows: 10_000 };
/** Each DO has 5 lines and goes out on 3 shipments (5 lines each): LINES / 15 DOs. */
const SHIPMENTS_PER_ORDER = 3;
const LINES_PER_ORDER = 5;

const { openDatabase } = await tsImport('../server/db/client.ts', import.meta.url);
const { businessDay } = await tsImport('../contract/dashboard.ts', import.meta.url);

const orders = Math.max(1, Math.round(LINES / (SHIPMENTS_PER_ORDER * LINES_PER_ORDER)));
const shipments = orders * SHIPMENTS_PER_ORDER;
const TWO_YEARS_S = 730 * 86_400;

const SEED_SQL = [
  `insert into customers (name, address) select 'Pelanggan ' || lpad(g::text, 6, '0'), 'Jl. Bench ' || g from generate_series(1, ${CUSTOMERS}) g`,
  `insert into items (name, code, unit) select 'Barang ' || lpad(g::text, 6, '0'), 'SKU-' || lpad(g::text, 6, '0'),
     (array['KG','PCS','KARUNG','DUS','LITER'])[1 + g % 5] from generate_series(1, ${ITEMS}) g`,
  `insert into fleets (model, plate, active) select 'Truk ' || g, 'B ' || g || ' BN', true from generate_series(1, 50) g`,
  `insert into delivery_orders (id, customer_id, address, status, created_at, updated_at)
   select g, (select min(id) from customers) + (g * 31) % ${CUSTOMERS}, 'Jl. Bench', case when g % 4 = 0 then 'PROSES' else 'SELESAI' end,
     now() - make_interval(secs => ((g::bigint * 7919 * ${SHIPMENTS_PER_ORDER}) % ${TWO_YEARS_S})::double precision + 86400),
     now() - make_interval(secs => ((g::bigint * 7919 * ${SHIPMENTS_PER_ORDER}) % ${TWO_YEARS_S})::double precision)
   from generate_series(1, ${orders}) g`,
  `insert into delivery_order_lines (id, delivery_order_id, item_id, quantity)
   select (d - 1) * ${LINES_PER_ORDER} + k, d, (select min(id) from items) + (d * ${LINES_PER_ORDER} + k) % ${ITEMS}, 100
   from generate_series(1, ${orders}) d, generate_series(1, ${LINES_PER_ORDER}) k`,
  `insert into shipments (id, mode, fleet_id, plate, driver_name, status, completed_at, created_at, updated_at)
   select g, case when g % 2 = 0 then 'ANTAR' else 'JEMPUT' end,
     case when g % 2 = 0 then (select min(id) from fleets) + g % 50 end,
     case when g % 2 = 1 then 'D ' || (g % 9000 + 1) || ' XB' end,
     case when g % 2 = 1 then 'Sopir ' || g % 100 end,
     case when g % 10 = 0 then 'PENDING' else 'SELESAI' end,
     case when g % 10 <> 0 then now() - make_interval(secs => ((g::bigint * 7919) % ${TWO_YEARS_S})::double precision) end,
     now() - make_interval(secs => ((g::bigint * 7919) % ${TWO_YEARS_S})::double precision + 3600),
     now() - make_interval(secs => ((g::bigint * 7919) % ${TWO_YEARS_S})::double precision)
   from generate_series(1, ${shipments}) g`,
  `insert into shipment_delivery_orders (id, shipment_id, delivery_order_id, destination_type, address)
   select g, g, 1 + (g - 1) / ${SHIPMENTS_PER_ORDER}, 'GUDANG', 'Jl. Bench' from generate_series(1, ${shipments}) g`,
  `insert into shipment_lines (id, shipment_delivery_order_id, shipment_id, delivery_order_line_id, quantity)
   select (s - 1) * ${LINES_PER_ORDER} + k, s, s, ((s - 1) / ${SHIPMENTS_PER_ORDER}) * ${LINES_PER_ORDER} + k, 1 + (s * 7 + k) % 20
   from generate_series(1, ${shipments}) s, generate_series(1, ${LINES_PER_ORDER}) k`,
  `select setval(pg_get_serial_sequence('delivery_orders', 'id'), ${orders}), setval(pg_get_serial_sequence('delivery_order_lines', 'id'), ${orders * LINES_PER_ORDER}),
     setval(pg_get_serial_sequence('shipments', 'id'), ${shipments}), setval(pg_get_serial_sequence('shipment_delivery_orders', 'id'), ${shipments}),
     setval(pg_get_serial_sequence('shipment_lines', 'id'), ${shipments * LINES_PER_ORDER})`,
  'analyze',
];

async function insertRecords(target) {
  const database = await openDatabase(target);
  try {
    for (const statement of SEED_SQL) await database.exec(statement);
    const [{ n }] = (await database.db.execute(sql`select count(*) as n from outgoing_daily`)).rows;
    return Number(n);
  } finally {
    await database.close();
  }
}

/** A GET read to its end: [ms, status, bytes]. */
function download(agent, baseUrl, urlPath, token) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(`${baseUrl}${urlPath}`, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => (response.statusCode === 200 ? resolve([performance.now() - started, bytes]) : reject(new Error(`${urlPath}: ${response.statusCode}`))));
      })
      .on('error', reject);
  });
}

const line = (engine, text) => console.log(`${LABEL} [${engine}] ${text}`);
const figure = (engine, name, values, budget) => {
  const p50 = percentile(values, 50);
  const p95 = percentile(values, 95);
  line(engine, `${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms  | budget p95 ≤ ${budget} ms  -> ${verdict(p95 <= budget)}`);
  return p95 <= budget;
};

async function benchEngine(engine, databaseUrl) {
  const dataDir = tempDataDir(`reports-${engine}`);
  const target = databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pgdata') };
  const env = { LAJU_DEMO: '0' };
  let passed = true;
  try {
    const first = startServer({ port: PORT, dataDir, databaseUrl, extraEnv: env });
    try {
      await waitForHealth(first.baseUrl, { timeoutMs: 120_000 });
    } finally {
      await first.stop();
    }
    const started = performance.now();
    const rollupRows = await insertRecords(target);
    line(engine, `inserted ${orders} DOs, ${orders * LINES_PER_ORDER} DO lines, ${shipments} shipments (90% completed over 2 years), ${shipments * LINES_PER_ORDER} shipment lines; rollup ${rollupRows} rows; ${Math.round(performance.now() - started)} ms`);
    const server = startServer({ port: PORT, dataDir, databaseUrl, extraEnv: env });
    try {
      await waitForHealth(server.baseUrl, { timeoutMs: 120_000 });
      const { accessToken: token } = await login(server.baseUrl);
      const agent = new http.Agent({ keepAlive: true });
      const today = businessDay(new Date(), 'Asia/Jakarta');
      const daysBefore = (days) => businessDay(new Date(Date.now() - days * 86_400_000), 'Asia/Jakarta');
      const report90 = `/api/reports/outgoing-items?startDate=${daysBefore(89)}&endDate=${today}`;
      const measure = async (urlPath) => {
        for (let index = 0; index < 3; index += 1) await timedGet(agent, server.baseUrl, urlPath, token);
        const times = [];
        for (let index = 0; index < SAMPLES; index += 1) times.push(await timedGet(agent, server.baseUrl, urlPath, token));
        return times;
      };
      const rows90 = (await timedGet(agent, server.baseUrl, report90, token, { body: true })).data.rowCount;
      const rows90c = (await timedGet(agent, server.baseUrl, `${report90}&groupBy=customer`, token, { body: true })).data.rowCount;
      line(engine, `load average before: ${load()}; 90-day report: ${rows90} item rows, ${rows90c} customer × item rows`);
      passed = figure(engine, 'GET /reports/outgoing-items, 90 days, per item', await measure(report90), BUDGET.report) && passed;
      figure(engine, 'GET /reports/outgoing-items, 90 days, per customer × item (information)', await measure(`${report90}&groupBy=customer`), BUDGET.report);
      figure(engine, 'GET /reports/outgoing-items, 366 days, per item (information)', await measure(`/api/reports/outgoing-items?startDate=${daysBefore(365)}&endDate=${today}`), BUDGET.report * 2);
      passed = figure(engine, 'GET /dashboard/summary', await measure('/api/dashboard/summary'), BUDGET.dashboard) && passed;

      // Another request while 90-day customer × item reports run back to back.
      let running = true;
      const background = (async () => {
        const reportAgent = new http.Agent({ keepAlive: true });
        let count = 0;
        while (running) {
          await timedGet(reportAgent, server.baseUrl, `${report90}&groupBy=customer`, token);
          count += 1;
        }
        reportAgent.destroy();
        return count;
      })();
      const others = [];
      for (let index = 0; index < Math.max(SAMPLES, 60); index += 1) {
        others.push(await timedGet(agent, server.baseUrl, '/api/roles/my/permissions', token));
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      running = false;
      const reportsRun = await background;
      passed = figure(engine, `GET /roles/my/permissions while ${reportsRun} reports ran`, others, BUDGET.otherWhileReport) && passed;

      // Exports: the shortest period ending today with at least 10,000 customer × item rows.
      let exportQuery = null;
      for (const days of [7, 14, 30, 60, 90, 180, 365]) {
        const query = `startDate=${daysBefore(days - 1)}&endDate=${today}&groupBy=customer`;
        const rows = (await timedGet(agent, server.baseUrl, `/api/reports/outgoing-items?${query}`, token, { body: true })).data.rowCount;
        exportQuery = { query, rows, days };
        if (rows >= BUDGET.exportRows) break;
      }
      line(engine, `export: ${exportQuery.rows} rows (${exportQuery.days} days, per customer × item)`);
      for (const format of ['xlsx', 'csv']) {
        const times = [];
        let size = 0;
        for (let index = 0; index < 3; index += 1) {
          const [ms, bytes] = await download(agent, server.baseUrl, `/api/reports/outgoing-items/export?${exportQuery.query}&format=${format}`, token);
          times.push(ms);
          size = bytes;
        }
        const worst = Math.max(...times);
        line(engine, `export ${format} to a finished file: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms (${Math.round(size / 1024)} KiB)  | budget ≤ ${BUDGET.exportMs} ms  -> ${verdict(worst <= BUDGET.exportMs)}`);
        passed &&= worst <= BUDGET.exportMs;
      }
      const before = server.memoryMb();
      const stopSampling = sampleMemory(server);
      const together = performance.now();
      await Promise.all([0, 1, 2].map(() => download(new http.Agent(), server.baseUrl, `/api/reports/outgoing-items/export?${exportQuery.query}&format=xlsx`, token)));
      const peak = stopSampling();
      line(engine, `3 XLSX exports at once: ${Math.round(performance.now() - together)} ms for all; RSS ${before} MB before, peak ${peak} MB  | budget ≤ ${BUDGET.memoryMb} MB  -> ${verdict(peak <= BUDGET.memoryMb)}`);
      passed &&= peak <= BUDGET.memoryMb;
      line(engine, `load average after: ${load()}`);
      agent.destroy();
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return passed;
}

console.log(`${LABEL}: ${os.cpus().length} CPUs, load average ${load()}, ${LINES} shipment lines (figures on a shared, loaded machine are noisy)`);
if (LINES < 1_000_000) console.log(`${LABEL}: below the issue's volume; BENCH_REPORT_LINES=1000000 measures its budgets`);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
let allPassed = engines.includes('pglite') ? await benchEngine('pglite') : true;
const postgresUrl = process.env.LAJU_BENCH_DATABASE_URL ?? process.env.LAJU_TEST_DATABASE_URL;
if (!engines.includes('postgres')) {
  // not asked for
} else if (postgresUrl) {
  allPassed = (await withDatabase(postgresUrl, 'laju_bench_reports', (url) => benchEngine('postgres', url))) && allPassed;
} else {
  console.log(`${LABEL} [postgres]: skipped (set LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL)`);
}
process.exitCode = allPassed ? 0 : 1;
