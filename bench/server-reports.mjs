// Budgets, on the embedded default (PGlite) and, when LAJU_BENCH_DATABASE_URL or
// LAJU_TEST_DATABASE_URL points at a PostgreSQL server, on it too (database `laju_bench_reports`):
//  - with 1,000,000 completed-shipment lines (`--full`), a 90-day report p95 ≤ 200 ms and the
//    dashboard summary p95 ≤ 50 ms (one client);
//  - while 90-day reports run back to back, other requests' p95 stays ≤ 50 ms (PGlite runs on
//    Node's main thread: the report reads in slices, decision 235);
//  - an export of ≥ 10,000 rows: ≤ 3 s to a finished file (XLSX and CSV);
//  - the server's memory stays ≤ 600 MB while 3 XLSX exports run at once, and other requests'
//    p95 stays ≤ 50 ms meanwhile (the files are written in worker threads, decision 235).
// Each figure comes with the server's CPU time per request (and PostgreSQL's), since the machine
// is shared: wall-clock times move with the load average, CPU time much less.
// The rows are inserted with a few `INSERT … SELECT generate_series` statements while the server
// is stopped (one process per PGlite data dir); the rollups (0007) are filled by their triggers
// as the lines go in, in one statement.
// Run: node bench/server-reports.mjs            50,000 lines, the quick default of `npm run bench`
//      node bench/server-reports.mjs --full     1,000,000 lines, the budgets' volume
//      --keep   keep the seeded data (PGlite: $BENCH_REPORT_DIR or <tmp>/laju-bench-reports-<lines>;
//               PostgreSQL: database laju_bench_reports_<lines>) and reuse it on the next run
//      --seed-only   seed (and keep) the data, measure nothing: for looking at queries by hand
//      BENCH_REPORT_LINES=n (any volume), BENCH_SAMPLES=30, BENCH_ENGINES=pglite,postgres, BENCH_PORT
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { tsImport } from 'tsx/esm/api';
import {
  cpuSeconds,
  loadAverage as load,
  login,
  percentile,
  postgresCpuSeconds,
  sampleMemory,
  startServer,
  tempDataDir,
  timedGet,
  verdict,
  waitForHealth,
  withBenchDatabase as withDatabase,
} from '../server/bench/harness.mjs';

const FULL = process.argv.includes('--full');
const SEED_ONLY = process.argv.includes('--seed-only');
const KEEP = process.argv.includes('--keep') || SEED_ONLY;
const LINES = Number(process.env.BENCH_REPORT_LINES ?? (FULL ? 1_000_000 : 50_000));
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 5_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 2_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3314);
const LABEL = 'server reports';
const BUDGET = { report: 200, dashboard: 50, other: 50, exportMs: 3000, memoryMb: 600, exportRows: 10_000 };
const SEED_TAG = `lines=${LINES} customers=${CUSTOMERS} items=${ITEMS}`;
/** Each DO has 5 lines and goes out on 3 shipments (5 lines each): LINES / 15 DOs. */
const SHIPMENTS_PER_ORDER = 3;
const LINES_PER_ORDER = 5;

const { openDatabase } = await tsImport('../server/db/client.ts', import.meta.url);
const { businessDay } = await tsImport('../contract/dashboard.ts', import.meta.url);

const orders = Math.max(1, Math.round(LINES / (SHIPMENTS_PER_ORDER * LINES_PER_ORDER)));
const shipments = orders * SHIPMENTS_PER_ORDER;
const TWO_YEARS_S = 730 * 86_400;

// shipment_lines' indexes that back no constraint, dropped before the bulk insert and made
// again after it from their own definitions (pg_indexes), whatever the migrations declare.
const DROP_LINE_INDEXES = `do $$ declare r record; begin
  create temporary table bench_line_indexes as select indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename = 'shipment_lines'
      and not exists (select 1 from pg_constraint c where c.conname = indexname);
  for r in select indexname from bench_line_indexes loop execute format('drop index %I', r.indexname); end loop;
end $$`;
const CREATE_LINE_INDEXES = `do $$ declare r record; begin
  for r in select indexdef from bench_line_indexes loop execute r.indexdef; end loop;
  drop table bench_line_indexes;
end $$`;

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
  // The lines go in as a bulk load: foreign-key triggers off for the three line tables (the
  // generated ids are consistent by construction; shipments keep their triggers: list counts), shipment_lines' secondary indexes built after,
  // the rollups built once from all lines (outgoing_rollup_rebuild, the function 0007 and a zone
  // change use) instead of by the insert trigger, which replica mode also skips.
  `set session_replication_role = replica`,
  `insert into delivery_order_lines (id, delivery_order_id, item_id, quantity)
   select (d - 1) * ${LINES_PER_ORDER} + k, d, (select min(id) from items) + (d * ${LINES_PER_ORDER} + k) % ${ITEMS}, 100
   from generate_series(1, ${orders}) d, generate_series(1, ${LINES_PER_ORDER}) k`,
  `set session_replication_role = origin`,
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
  `set session_replication_role = replica`,
  `insert into shipment_delivery_orders (id, shipment_id, delivery_order_id, destination_type, address)
   select g, g, 1 + (g - 1) / ${SHIPMENTS_PER_ORDER}, 'GUDANG', 'Jl. Bench' from generate_series(1, ${shipments}) g`,
  DROP_LINE_INDEXES,
  `insert into shipment_lines (id, shipment_delivery_order_id, shipment_id, delivery_order_line_id, quantity)
   select (s - 1) * ${LINES_PER_ORDER} + k, s, s, ((s - 1) / ${SHIPMENTS_PER_ORDER}) * ${LINES_PER_ORDER} + k, 1 + (s * 7 + k) % 20
   from generate_series(1, ${shipments}) s, generate_series(1, ${LINES_PER_ORDER}) k`,
  `set session_replication_role = origin`,
  CREATE_LINE_INDEXES,
  `select outgoing_rollup_rebuild()`,
  `select setval(pg_get_serial_sequence('delivery_orders', 'id'), ${orders}), setval(pg_get_serial_sequence('delivery_order_lines', 'id'), ${orders * LINES_PER_ORDER}),
     setval(pg_get_serial_sequence('shipments', 'id'), ${shipments}), setval(pg_get_serial_sequence('shipment_delivery_orders', 'id'), ${shipments}),
     setval(pg_get_serial_sequence('shipment_lines', 'id'), ${shipments * LINES_PER_ORDER})`,
  'analyze',
];

/** The seed's tag in server_settings when the data is kept for the next run. */
async function seededTag(target) {
  const database = await openDatabase(target);
  try {
    const rows = (await database.db.execute(sql`select value from server_settings where name = 'bench_reports_seed'`)).rows;
    return rows[0]?.value ?? null;
  } catch {
    return null;
  } finally {
    await database.close();
  }
}

async function insertRecords(target) {
  const database = await openDatabase(target);
  try {
    for (const statement of SEED_SQL) await database.exec(statement);
    await database.exec(`insert into server_settings (name, value) values ('bench_reports_seed', '${SEED_TAG}')
      on conflict (name) do update set value = excluded.value`);
    const [{ n }] = (await database.db.execute(sql`select count(*) as n from outgoing_daily`)).rows;
    return Number(n);
  } finally {
    await database.close();
  }
}

/** A GET read to its end: [ms, bytes]; non-200 rejects. With `signal`, aborting destroys the request. */
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

/** CPU seconds of the server process (and of PostgreSQL's processes) spent in `work`, per request. */
async function withCpu(server, engine, work) {
  const node0 = cpuSeconds(server.child.pid);
  const pg0 = engine === 'postgres' ? postgresCpuSeconds() : 0;
  const result = await work();
  const node = cpuSeconds(server.child.pid) - node0;
  const pg = engine === 'postgres' ? postgresCpuSeconds() - pg0 : 0;
  return { result, node, pg };
}
const cpuText = (cpu, requests) =>
  `CPU ${((cpu.node * 1000) / requests).toFixed(1)} ms server${cpu.pg ? ` + ${((cpu.pg * 1000) / requests).toFixed(1)} ms PostgreSQL` : ''} per request`;

const figure = (engine, name, values, budget, cpu) => {
  const p50 = percentile(values, 50);
  const p95 = percentile(values, 95);
  line(engine, `${name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${cpu ? `; ${cpuText(cpu, values.length)}` : ''}  | budget p95 ≤ ${budget} ms  -> ${verdict(p95 <= budget)}`);
  return p95 <= budget;
};

/** Other requests, one after another with a short pause, while `busy()` keeps the server busy: their times. */
async function othersWhile(server, token, busy) {
  const agent = new http.Agent({ keepAlive: true });
  const paths = ['/api/roles/my/permissions', '/api/customers', '/api/shipments'];
  for (const urlPath of paths) await timedGet(agent, server.baseUrl, urlPath, token);
  let running = true;
  const times = [];
  const sampling = (async () => {
    for (let index = 0; running; index += 1) {
      times.push(await timedGet(agent, server.baseUrl, paths[index % paths.length], token));
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  })();
  const result = await busy();
  running = false;
  await sampling;
  agent.destroy();
  return { times, result };
}

async function benchEngine(engine, databaseUrl) {
  const keptDir = process.env.BENCH_REPORT_DIR ?? path.join(os.tmpdir(), `laju-bench-reports-${LINES}`);
  const dataDir = KEEP && !databaseUrl ? keptDir : tempDataDir(`reports-${engine}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const target = databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pgdata') };
  const env = { LAJU_DEMO: '0' };
  let passed = true;
  try {
    const first = startServer({ port: PORT, dataDir, databaseUrl, extraEnv: env });
    try {
      await waitForHealth(first.baseUrl, { timeoutMs: 300_000 });
    } finally {
      await first.stop();
    }
    if (KEEP && (await seededTag(target)) === SEED_TAG) {
      line(engine, `reusing the data seeded by an earlier --keep run (${SEED_TAG})`);
    } else {
      const started = performance.now();
      const rollupRows = await insertRecords(target);
      line(engine, `inserted ${orders} DOs, ${orders * LINES_PER_ORDER} DO lines, ${shipments} shipments (90% completed over 2 years), ${shipments * LINES_PER_ORDER} shipment lines; rollup ${rollupRows} rows; ${Math.round(performance.now() - started)} ms (load average ${load()})`);
    }
    if (SEED_ONLY) return true;
    const server = startServer({ port: PORT, dataDir, databaseUrl, extraEnv: env });
    try {
      await waitForHealth(server.baseUrl, { timeoutMs: 300_000 });
      const { accessToken: token } = await login(server.baseUrl);
      const agent = new http.Agent({ keepAlive: true });
      const today = businessDay(new Date(), 'Asia/Jakarta');
      const daysBefore = (days) => businessDay(new Date(Date.now() - days * 86_400_000), 'Asia/Jakarta');
      const report90 = `/api/reports/outgoing-items?startDate=${daysBefore(89)}&endDate=${today}`;
      const measure = async (urlPath) => {
        for (let index = 0; index < 3; index += 1) await timedGet(agent, server.baseUrl, urlPath, token);
        return withCpu(server, engine, async () => {
          const times = [];
          for (let index = 0; index < SAMPLES; index += 1) times.push(await timedGet(agent, server.baseUrl, urlPath, token));
          return times;
        });
      };
      const measured = async (name, urlPath, budget) => {
        const { result, ...cpu } = await measure(urlPath);
        return figure(engine, name, result, budget, cpu);
      };
      const rows90 = (await timedGet(agent, server.baseUrl, report90, token, { body: true })).data.rowCount;
      const rows90c = (await timedGet(agent, server.baseUrl, `${report90}&groupBy=customer`, token, { body: true })).data.rowCount;
      line(engine, `load average before: ${load()}; 90-day report: ${rows90} item rows, ${rows90c} customer × item rows`);
      passed = (await measured('GET /reports/outgoing-items, 90 days, per item', report90, BUDGET.report)) && passed;
      await measured('GET /reports/outgoing-items, 90 days, per item, mode ANTAR (information)', `${report90}&mode=ANTAR&sort=-quantity`, BUDGET.report);
      await measured('GET /reports/outgoing-items, 90 days, per customer × item (information)', `${report90}&groupBy=customer`, BUDGET.report);
      await measured('GET /reports/outgoing-items, 366 days, per item (information)', `/api/reports/outgoing-items?startDate=${daysBefore(365)}&endDate=${today}`, BUDGET.report * 2);
      passed = (await measured('GET /dashboard/summary', '/api/dashboard/summary', BUDGET.dashboard)) && passed;

      // Other requests while 90-day reports run back to back: one at a time (the budget: "while a
      // report runs"), then two at a time, as two managers would (information).
      const reportsBackToBack = (urlPath, count, atOnce = 1) => async () => {
        const reportAgent = new http.Agent({ keepAlive: true });
        let done = 0;
        await Promise.all(
          Array.from({ length: atOnce }, async () => {
            while (done < count) {
              done += 1;
              await timedGet(reportAgent, server.baseUrl, urlPath, token);
            }
          }),
        );
        reportAgent.destroy();
        return done;
      };
      const whileItems = await othersWhile(server, token, reportsBackToBack(report90, Math.max(SAMPLES, 40)));
      passed = figure(engine, `other requests (permissions, customers, shipments pages) while ${whileItems.result} 90-day reports per item ran one after another`, whileItems.times, BUDGET.other) && passed;
      const whilePairs = await othersWhile(server, token, reportsBackToBack(report90, Math.max(SAMPLES, 40), 2));
      figure(engine, `other requests while ${whilePairs.result} 90-day reports per item ran two at a time (information)`, whilePairs.times, BUDGET.other);
      const whileCustomers = await othersWhile(server, token, reportsBackToBack(`${report90}&groupBy=customer`, 10));
      figure(engine, `other requests while ${whileCustomers.result} 90-day reports per customer × item ran (information: ${rows90c} rows each)`, whileCustomers.times, BUDGET.other);

      // Exports: the shortest period ending today with at least 10,000 customer × item rows.
      let exportQuery = null;
      for (const days of [7, 14, 30, 60, 90, 180, 365]) {
        const query = `startDate=${daysBefore(days - 1)}&endDate=${today}&groupBy=customer`;
        const rows = (await timedGet(agent, server.baseUrl, `/api/reports/outgoing-items?${query}`, token, { body: true })).data.rowCount;
        exportQuery = { query, rows, days };
        if (rows >= BUDGET.exportRows) break;
      }
      line(engine, `export: ${exportQuery.rows} rows (${exportQuery.days} days, per customer × item)`);
      const exportPath = (format) => `/api/reports/outgoing-items/export?${exportQuery.query}&format=${format}`;
      for (const format of ['xlsx', 'csv']) {
        let size = 0;
        const { result: times, ...cpu } = await withCpu(server, engine, async () => {
          const all = [];
          for (let index = 0; index < 3; index += 1) {
            const [ms, bytes] = await download(agent, server.baseUrl, exportPath(format), token);
            all.push(ms);
            size = bytes;
          }
          return all;
        });
        const worst = Math.max(...times);
        line(engine, `export ${format} to a finished file: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms (${Math.round(size / 1024)} KiB); ${cpuText(cpu, times.length)}  | budget ≤ ${BUDGET.exportMs} ms  -> ${verdict(worst <= BUDGET.exportMs)}`);
        passed &&= worst <= BUDGET.exportMs;
      }
      const before = server.memoryMb();
      const stopSampling = sampleMemory(server);
      const together = performance.now();
      const duringExports = await othersWhile(server, token, () =>
        Promise.all([0, 1, 2].map(() => download(new http.Agent(), server.baseUrl, exportPath('xlsx'), token))),
      );
      const peak = stopSampling();
      line(engine, `3 XLSX exports at once: ${Math.round(performance.now() - together)} ms for all; RSS ${before} MB before, peak ${peak} MB  | budget ≤ ${BUDGET.memoryMb} MB  -> ${verdict(peak <= BUDGET.memoryMb)}`);
      passed &&= peak <= BUDGET.memoryMb;
      passed = figure(engine, 'other requests while the 3 exports ran', duringExports.times, BUDGET.other) && passed;
      line(engine, `load average after: ${load()}`);
      agent.destroy();
    } finally {
      await server.stop();
    }
  } finally {
    if (!(KEEP && !databaseUrl)) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return passed;
}

console.log(`${LABEL}: ${os.cpus().length} CPUs, load average ${load()}, ${LINES} shipment lines (figures on a shared, loaded machine are noisy)`);
if (LINES < 1_000_000) console.log(`${LABEL}: below the budgets' volume; --full measures its budgets at 1,000,000 lines`);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
let allPassed = engines.includes('pglite') ? await benchEngine('pglite') : true;
const postgresUrl = process.env.LAJU_BENCH_DATABASE_URL ?? process.env.LAJU_TEST_DATABASE_URL;
if (!engines.includes('postgres')) {
  // not asked for
} else if (postgresUrl) {
  const name = KEEP ? `laju_bench_reports_${LINES}` : 'laju_bench_reports';
  allPassed = (await withDatabase(postgresUrl, name, (url) => benchEngine('postgres', url), { reuse: KEEP })) && allPassed;
} else {
  console.log(`${LABEL} [postgres]: skipped (set LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL)`);
}
process.exitCode = allPassed ? 0 : 1;
