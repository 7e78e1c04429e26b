// Budget: 50,000 customers, 20,000 items, 2,000 fleets; every sort (both directions)
// and every filter of GET /api/customers, /api/items and /api/fleets (the allow-lists come from
// contract/{customers,items,fleets}.ts), each on page 1 and on the last page (the pager's "last"
// button), at size 10 and 50, and the pickers' lookups (`q` of 1–3 letters that match, size 10,
// the pickers' own sort and filter):
//  - a list page's p95 ≤ 10 ms from one client on PGlite;
//  - p95 ≤ 30 ms at 20 concurrent clients on the PostgreSQL server (when LAJU_BENCH_DATABASE_URL
//    or LAJU_TEST_DATABASE_URL points at one; a throw-away database `laju_bench_master_data` is
//    created and dropped); the pickers' lookups run in that mix too;
//  - a picker lookup's p95 ≤ 15 ms from one client, on either engine (decision 155).
// The server runs as `npm start` runs it (scripts/start.mjs) over HTTP on 127.0.0.1. The records
// are inserted with a few `INSERT … SELECT generate_series` statements while the server is stopped
// (one process per PGlite data dir), deterministic and in seconds, then the server starts again.
// Cases are measured in interleaved rounds so a burst of load on a shared machine spreads over all
// of them; the load average is printed.
// Run: node bench/server-master-data.mjs   (BENCH_CUSTOMERS=50000, BENCH_ITEMS=20000,
//      BENCH_FLEETS=2000, BENCH_SAMPLES=100 per case by default; BENCH_ENGINES=pglite or postgres;
//      BENCH_KEEP_DATABASE=1 keeps the PostgreSQL database for EXPLAIN ANALYZE; BENCH_CASES=<regex>
//      measures only the cases whose path matches, e.g. 'items\?q=' for the item searches)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import {
  LIST_WARMUP,
  cpuSeconds,
  loadAverage as load,
  login,
  measureCases,
  percentile,
  postgresCpuSeconds,
  startServer,
  tempDataDir,
  timedGet as get,
  verdict,
  waitForHealth,
  withBenchDatabase as withDatabase,
} from '../server/bench/harness.mjs';
import { CITY, FIRST, GOODS, GRADE, LAST, MODEL, pick, REGION, TRADE, UNITS } from './support/master-data-words.mjs';

const VOLUME = {
  customers: Number(process.env.BENCH_CUSTOMERS ?? 50_000),
  items: Number(process.env.BENCH_ITEMS ?? 20_000),
  fleets: Number(process.env.BENCH_FLEETS ?? 2_000),
};
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3304);
const CONCURRENCY = 20;
const BUDGET = { pglite: 10, postgres: 30 };
const PICKER_BUDGET = 15;
const LABEL = 'server master data';
const ONLY = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : null;
const chosen = (path) => !ONLY || ONLY.test(path);

const { CUSTOMER_SORT_FIELDS } = await tsImport('../contract/customers.ts', import.meta.url);
const { ITEM_SORT_FIELDS } = await tsImport('../contract/items.ts', import.meta.url);
const { FLEET_SORT_FIELDS } = await tsImport('../contract/fleets.ts', import.meta.url);
const { openDatabase } = await tsImport('../server/db/client.ts', import.meta.url);

const bothWays = (path, fields) => fields.flatMap((field) => [`${path}?sort=${field}`, `${path}?sort=-${field}`]);
/**
 * Every sort both ways and every filter (alone and with a sort, `q` included): each measured on
 * page 1 and the last page, at size 10 and 50 (`pages()` below).
 */
const LISTS = [
  ...bothWays('/api/customers', CUSTOMER_SORT_FIELDS),
  '/api/customers?q=santoso',
  '/api/customers?q=santoso&sort=-updatedAt',
  '/api/customers?q=mail.test&sort=-name',
  ...bothWays('/api/items', ITEM_SORT_FIELDS),
  '/api/items?unit=KG',
  '/api/items?unit=karung&sort=-code',
  '/api/items?unit=DUS&sort=-updatedAt',
  '/api/items?q=beras',
  '/api/items?q=sku-000&sort=code',
  '/api/items?q=gula&unit=KG&sort=-name',
  ...bothWays('/api/fleets', FLEET_SORT_FIELDS),
  '/api/fleets?status=active',
  '/api/fleets?status=inactive&sort=-capacityKg',
  '/api/fleets?status=all&sort=model',
  '/api/fleets?q=isuzu',
  '/api/fleets?q=isuzu&status=active&sort=-createdAt',
];
/** The pickers' lookups as ResourcePicker sends them (size 10, the lookup's sort and filter). */
const PICKERS = [
  ...['b', 'bu', 'bud', 'sa', 'ant'].map((q) => `/api/customers?page=1&size=10&sort=name&q=${q}`),
  ...['g', 'gu', 'gul', 'be', 'kop'].map((q) => `/api/items?page=1&size=10&sort=name&q=${q}`),
  ...['b', 'b 1', 'is', 'hin', 'f 2'].map((q) => `/api/fleets?page=1&size=10&sort=plate&status=active&q=${encodeURIComponent(q)}`),
  ...['d', 'di', 'mit'].map((q) => `/api/fleets?page=1&size=10&sort=plate&status=all&q=${q}`),
];

// The generated records: names and words as the demo data has them, numbered so they stay unique.
/** A time within the year before now, spread by the row number. */
const createdAt = (salt) => `now() - make_interval(secs => ((g::bigint * ${salt}) % 31536000)::double precision)`;
const updatedAt = (salt) => `${createdAt(salt)} + make_interval(secs => ((g::bigint * 7919) % 5184000)::double precision)`;

const SEED_SQL = ({ customers, items, fleets }) => [
  `insert into customers (name, phone, email, address, notes, created_at, updated_at)
   select trim(${pick(TRADE, 13)} || ' ' || ${pick(FIRST, 7)} || ' ' || ${pick(LAST, 11)} || ' ' || lpad(g::text, 5, '0')),
     case when g % 10 < 8 then '08' || (1100000000 + (g::bigint * 48271) % 899999999)::text end,
     case when g % 10 < 6 then lower(${pick(FIRST, 7)} || '.' || ${pick(LAST, 11)}) || g || '@mail.test' end,
     'Jl. ' || ${pick(LAST, 17)} || ' No. ' || (1 + g % 200) || ', ' || ${pick(CITY, 19)},
     case when g % 7 = 0 then 'Antar sebelum jam 10' else '' end,
     ${createdAt(2654435761)}, ${updatedAt(2654435761)}
   from generate_series(1, ${customers}) g`,
  `insert into items (name, code, unit, weight_kg, notes, created_at, updated_at)
   select ${pick(GOODS, 7)} || ' ' || ${pick(GRADE, 3)} || ' ' || lpad(g::text, 5, '0'),
     case when g % 10 < 8 then 'SKU-' || lpad(((g::bigint * 7) % 1000003)::text, 7, '0') end,
     ${pick(UNITS, 31)},
     case when g % 5 < 4 then (1 + (g * 37) % 50000) / 1000.0 end,
     '', ${createdAt(40503)}, ${updatedAt(40503)}
   from generate_series(1, ${items}) g`,
  `insert into fleets (model, plate, capacity_kg, active, created_at, updated_at)
   select ${pick(MODEL, 7)},
     ${pick(REGION, 1)} || ' ' || g || ' ' || chr(65 + g % 26) || chr(65 + (g / 26) % 26),
     case when g % 10 < 8 then 500 * (1 + (g * 13) % 40) end,
     g % 10 <> 0, ${createdAt(97)}, ${updatedAt(97)}
   from generate_series(1, ${fleets}) g`,
];
// The GIN trigram indexes (fleets' is GiST: it has no pending list).
const SEARCH_INDEXES = ['customers_search_trgm_idx', 'items_search_trgm_idx'];

/** Inserts the volumes into the (migrated, seeded) database; the server must be stopped on PGlite. */
async function insertRecords(target) {
  const database = await openDatabase(target);
  try {
    // As the users generator does: a trigram index filled entry by entry is ~5× slower than one
    // that collects them and merges once (fastupdate is off for the app, decision 110).
    for (const index of SEARCH_INDEXES) await database.exec(`alter index ${index} set (fastupdate = on)`);
    for (const statement of SEED_SQL(VOLUME)) await database.exec(statement);
    for (const index of SEARCH_INDEXES) {
      await database.exec(`select gin_clean_pending_list('${index}'::regclass); alter index ${index} set (fastupdate = off)`);
    }
    await database.exec('analyze');
  } finally {
    await database.close();
  }
}

/** Measures, then prints the CPU each request cost the server (and PostgreSQL): load-independent. */
async function measureWithCpu(engine, server, token, cases, options, databaseUrl) {
  // Only the bench database's backends: other clusters on a shared machine are not ours.
  const database = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : undefined;
  const before = [cpuSeconds(server.child.pid), postgresCpuSeconds(database)];
  const warmup = options.warmup ?? LIST_WARMUP;
  const times = await measureCases(server.baseUrl, token, cases, { ...options, warmup });
  const after = [cpuSeconds(server.child.pid), postgresCpuSeconds(database)];
  const requests = [...times.values()].reduce((sum, values) => sum + values.length, 0) + cases.length * warmup;
  console.log(
    `${LABEL} [${engine}] CPU per request: server process ${(((after[0] - before[0]) * 1000) / requests).toFixed(2)} ms` +
      (engine === 'postgres' ? `, PostgreSQL backends of ${database} ${(((after[1] - before[1]) * 1000) / requests).toFixed(2)} ms` : '') +
      ` (${os.cpus().length} CPUs)`,
  );
  return times;
}

/** Each list case on page 1 and its last page, at size 10 and 50 (the last page read from page 1). */
async function pages(baseUrl, token) {
  const agent = new http.Agent({ keepAlive: true });
  const cases = [];
  const firstReads = new Map();
  for (const list of LISTS.filter(chosen)) {
    for (const size of [10, 50]) {
      const first = `${list}&page=1&size=${size}`;
      const started = performance.now();
      const { data, paging } = await get(agent, baseUrl, first, token, { body: true });
      firstReads.set(first, performance.now() - started);
      if (data.length === 0) throw new Error(`${first}: no records; the generated data should match every case`);
      cases.push(first);
      if (paging.totalPages > 1) cases.push(`${list}&page=${paging.totalPages}&size=${size}`);
    }
  }
  const firsts = await firstLookups(agent, baseUrl, token);
  agent.destroy();
  return { cases: cases.filter(chosen), firsts, firstReads };
}

/** The first lookup of each term, before any total of it is held (decision 155): information. */
async function firstLookups(agent, baseUrl, token) {
  const firsts = new Map();
  for (const picker of PICKERS.filter(chosen)) {
    const started = performance.now();
    const { data } = await get(agent, baseUrl, picker, token, { body: true });
    firsts.set(picker, performance.now() - started);
    if (data.length === 0) throw new Error(`${picker}: no match; a picker case must find something`);
  }
  return firsts;
}

/** Prints p50/p95 per case against its budget; returns the worst p95 and whether all passed. */
function report(engine, times, budgetOf, how) {
  let worst = 0;
  let passed = true;
  for (const [path, values] of times) {
    const p50 = percentile(values, 50);
    const p95 = percentile(values, 95);
    const budget = budgetOf(path);
    worst = Math.max(worst, p95);
    passed &&= p95 <= budget;
    console.log(`${LABEL} [${engine}, ${how}] GET ${path.slice(4)}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms  | budget p95 ≤ ${budget} ms  -> ${verdict(p95 <= budget)}`);
  }
  // The worst case of each area and kind, for a summary table.
  const worstOf = new Map();
  for (const [path, values] of times) {
    const kind = PICKERS.includes(path) ? 'picker' : /[?&]page=1&/.test(`${path}&`) ? 'page 1' : 'last page';
    const key = `${path.split(/[/?]/)[2]} ${kind}`;
    const p95 = percentile(values, 95);
    if (!worstOf.has(key) || worstOf.get(key).p95 < p95) worstOf.set(key, { p95, path, budget: budgetOf(path) });
  }
  for (const [key, { p95, path, budget }] of worstOf) {
    console.log(`${LABEL} [${engine}, ${how}] worst ${key}: p95 ${p95.toFixed(1)} ms (budget ${budget} ms, ${path.slice(4)})`);
  }
  console.log(`${LABEL} [${engine}, ${how}] worst p95: ${worst.toFixed(1)} ms; load average: ${load()}`);
  return passed;
}

async function benchEngine(engine, databaseUrl) {
  const dataDir = tempDataDir(`master-data-${engine}`);
  const target = databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pgdata') };
  let passed = true;
  try {
    // First start: migrations and the seed (roles, admin); then the records with the server stopped.
    const first = startServer({ port: PORT, dataDir, databaseUrl });
    try {
      await waitForHealth(first.baseUrl, { timeoutMs: 120_000 });
    } finally {
      await first.stop();
    }
    const started = performance.now();
    await insertRecords(target);
    console.log(
      `${LABEL} [${engine}] inserted ${VOLUME.customers} customers, ${VOLUME.items} items, ${VOLUME.fleets} fleets in ${Math.round(performance.now() - started)} ms (with analyze)`,
    );
    const server = startServer({ port: PORT, dataDir, databaseUrl });
    try {
      await waitForHealth(server.baseUrl, { timeoutMs: 120_000 });
      const { accessToken } = await login(server.baseUrl);
      const { cases: lists, firsts, firstReads } = await pages(server.baseUrl, accessToken);
      for (const [path, ms] of firsts) console.log(`${LABEL} [${engine}] first lookup GET ${path.slice(4)}: ${ms.toFixed(1)} ms (its total not held yet; information only)`);
      // Page 1 of each list case before anything of it is held (a search's total and, for few
      // matches, their order; decision 290), one client, on a server just started: information.
      const reads = [...firstReads.values()];
      const slowest = [...firstReads].sort((x, y) => y[1] - x[1]).slice(0, 5);
      console.log(
        `${LABEL} [${engine}] first reads of the ${reads.length} list pages 1 (nothing held yet, one client, information only): p50 ${percentile(reads, 50).toFixed(1)} ms, slowest ${slowest.map(([path, ms]) => `${path.slice(4)} ${ms.toFixed(1)} ms`).join(', ')}`,
      );
      const isPicker = (path) => PICKERS.includes(path);
      if (engine === 'pglite') {
        console.log(`${LABEL} [${engine}] ${lists.length} list cases and ${PICKERS.filter(chosen).length} picker lookups, ${SAMPLES} requests each, one client; load average before: ${load()}`);
        const times = await measureWithCpu(engine, server, accessToken, [...lists, ...PICKERS.filter(chosen)], { samples: SAMPLES, concurrency: 1 });
        passed = report(engine, times, (path) => (isPicker(path) ? PICKER_BUDGET : BUDGET.pglite), 'one client');
      } else {
        console.log(`${LABEL} [${engine}] ${lists.length} list cases and ${PICKERS.filter(chosen).length} picker lookups, ${SAMPLES} requests each, ${CONCURRENCY} concurrent; load average before: ${load()}`);
        const times = await measureWithCpu(engine, server, accessToken, [...lists, ...PICKERS.filter(chosen)], { samples: SAMPLES, concurrency: CONCURRENCY }, databaseUrl);
        passed = report(engine, times, () => BUDGET.postgres, `${CONCURRENCY} concurrent`);
        // A lookup as one person typing sees it.
        const lookups = await measureCases(server.baseUrl, accessToken, PICKERS.filter(chosen), { samples: SAMPLES, concurrency: 1, warmup: 3 });
        passed = report(engine, lookups, () => PICKER_BUDGET, 'one client') && passed;
      }
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return passed;
}


console.log(`${LABEL}: ${os.cpus().length} CPUs, load average ${load()} (figures on a shared, loaded machine are noisy)`);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
let allPassed = engines.includes('pglite') ? await benchEngine('pglite') : true;
const postgresUrl = process.env.LAJU_BENCH_DATABASE_URL ?? process.env.LAJU_TEST_DATABASE_URL;
if (!engines.includes('postgres')) {
  // not asked for
} else if (postgresUrl) {
  allPassed = (await withDatabase(postgresUrl, 'laju_bench_master_data', (url) => benchEngine('postgres', url), { keep: Boolean(process.env.BENCH_KEEP_DATABASE) })) && allPassed;
} else {
  console.log(`${LABEL} [postgres]: skipped (set LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL)`);
}
process.exitCode = allPassed ? 0 : 1;
