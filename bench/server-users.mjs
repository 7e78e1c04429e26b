// Budget: 10,000 users, every sort and filter of GET /api/users (and the q search), and
// every sort of GET /api/users/removed (both directions; the allow-lists come from contract/users.ts):
//  - a list page's p95 ≤ 10 ms from one client on PGlite;
//  - p95 ≤ 30 ms at 20 concurrent clients on the PostgreSQL server (when LAJU_BENCH_DATABASE_URL
//    or LAJU_TEST_DATABASE_URL points at one; a throw-away database `laju_bench_users` is used).
// The server runs as `npm start` runs it (scripts/start.mjs) over HTTP on 127.0.0.1; the users come
// from the demo-data generator (server/db/demo/cli.ts). Cases are measured in interleaved rounds so
// a burst of load on a shared machine spreads over all of them; the load average is printed.
// Run: node bench/server-users.mjs   (BENCH_USERS=10000, BENCH_SAMPLES=200 per case by default;
//      BENCH_ENGINES=pglite or postgres for one engine)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import {
  ADMIN_PASSWORD,
  cpuSeconds,
  loadAverage as load,
  login,
  measureCases as measure,
  percentile,
  postgresCpuSeconds,
  startServer,
  tempDataDir,
  verdict,
  waitForHealth,
  withBenchDatabase as withDatabase,
} from '../server/bench/harness.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3303);
const CONCURRENCY = 20;
const BUDGET = { pglite: 10, postgres: 30 };

/** The sort allow-lists the API accepts, so a sort added there is measured here too. */
const { USER_SORT_FIELDS, REMOVED_USER_SORT_FIELDS } = await tsImport('../contract/users.ts', import.meta.url);
const bothWays = (path, fields) => fields.flatMap((field) => [`${path}?sort=${field}`, `${path}?sort=-${field}`]);
/** Every sort both ways, every filter, the search alone and combined: the first page a screen shows. */
const CASES = [
  '/api/users',
  ...bothWays('/api/users', USER_SORT_FIELDS),
  '/api/users?roleId=3',
  '/api/users?roleId=3&sort=name',
  '/api/users?status=deactivated',
  '/api/users?status=all&sort=-role',
  '/api/users?q=budi',
  '/api/users?q=santoso&sort=name',
  '/api/users?q=wijaya&roleId=4',
  '/api/users?q=laju.test&sort=-email',
  '/api/users?q=zzz9',
  '/api/users?size=100&sort=role',
  '/api/users/removed',
  ...bothWays('/api/users/removed', REMOVED_USER_SORT_FIELDS),
  '/api/users/removed?sort=username&q=sari',
  '/api/users/removed?roleId=3&sort=-deactivatedAt',
];
/** Printed for information, outside the budget: deep offsets and a two-letter search (no trigram). */
const EXTRA = ['/api/users?page=500&sort=name', '/api/users?page=500&sort=role', '/api/users?q=ab'];

function generate(env) {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'server/db/demo/cli.ts', 'users', String(USERS)], {
    env: { ...process.env, LAJU_ADMIN_PASSWORD: ADMIN_PASSWORD, LAJU_DEMO: '1', LAJU_LOG_LEVEL: 'warn', LAJU_REQUIRE_SECOND_FACTOR: '0', ...env },
    encoding: 'utf8',
  });
  return output.trim();
}

async function benchEngine(engine, databaseUrl) {
  const dataDir = tempDataDir(`users-${engine}`);
  const concurrency = engine === 'pglite' ? 1 : CONCURRENCY;
  const budget = BUDGET[engine];
  let failed = false;
  const started = performance.now();
  console.log(`server users [${engine}] ${generate(databaseUrl ? { DATABASE_URL: databaseUrl } : { LAJU_DATA_DIR: dataDir })} (generator, ${Math.round(performance.now() - started)} ms with migrate and seed)`);
  const server = startServer({ port: PORT, dataDir, databaseUrl });
  try {
    await waitForHealth(server.baseUrl, { timeoutMs: 120_000 });
    const { accessToken } = await login(server.baseUrl);
    console.log(`server users [${engine}] ${SAMPLES} requests per case, ${concurrency} concurrent; load average before: ${load()}`);
    const cpuBefore = [cpuSeconds(server.child.pid), postgresCpuSeconds()];
    const times = await measure(server.baseUrl, accessToken, CASES, { samples: SAMPLES, concurrency });
    const cpuAfter = [cpuSeconds(server.child.pid), postgresCpuSeconds()];
    // Measured apart, so their cost does not slow the budgeted cases' concurrent neighbours.
    const extra = await measure(server.baseUrl, accessToken, EXTRA, { samples: Math.min(SAMPLES, 50), concurrency });
    let worst = 0;
    for (const [path, values] of [...times, ...extra]) {
      const p50 = percentile(values, 50);
      const p95 = percentile(values, 95);
      const inBudget = CASES.includes(path);
      if (inBudget) {
        worst = Math.max(worst, p95);
        failed ||= p95 > budget;
      }
      const figure = `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;
      console.log(
        `server users [${engine}] GET ${path.slice(4)}: ${figure}  | ${inBudget ? `budget p95 ≤ ${budget} ms  -> ${verdict(p95 <= budget)}` : 'information only'}`,
      );
    }
    const requests = CASES.length * Math.ceil(SAMPLES / 10) * 10;
    const serverCpu = ((cpuAfter[0] - cpuBefore[0]) * 1000) / requests;
    const postgresCpu = ((cpuAfter[1] - cpuBefore[1]) * 1000) / requests;
    console.log(
      `server users [${engine}] CPU per request over the budgeted cases: server process ${serverCpu.toFixed(2)} ms` +
        (engine === 'postgres' ? `, PostgreSQL processes ${postgresCpu.toFixed(2)} ms` : '') +
        ` (load-independent cost; ${os.cpus().length} CPUs)`,
    );
    console.log(`server users [${engine}] worst p95 over the budgeted cases: ${worst.toFixed(1)} ms (budget ≤ ${budget} ms); load average after: ${load()}`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return !failed;
}


console.log(`server users: ${os.cpus().length} CPUs, load average ${load()} (figures on a shared, loaded machine are noisy)`);
// BENCH_ENGINES=postgres (or pglite) runs one engine only.
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
let allPassed = engines.includes('pglite') ? await benchEngine('pglite') : true;
const postgresUrl = process.env.LAJU_BENCH_DATABASE_URL ?? process.env.LAJU_TEST_DATABASE_URL;
if (!engines.includes('postgres')) {
  // not asked for
} else if (postgresUrl) {
  allPassed = (await withDatabase(postgresUrl, 'laju_bench_users', (url) => benchEngine('postgres', url))) && allPassed;
} else {
  console.log('server users [postgres]: skipped (set LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL)');
}
process.exitCode = allPassed ? 0 : 1;
