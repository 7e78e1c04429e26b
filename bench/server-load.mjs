// Budgets (issue 3), with autocannon against 127.0.0.1:
//  - GET /api/roles/my/permissions, 50 connections, 10 s: PGlite ≥ 2,000 req/s and p95 ≤ 30 ms;
//    PostgreSQL ≥ 3,000 req/s and p95 ≤ 20 ms (when LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL
//    points at a server; a throw-away database `laju_bench` is created there).
//  - POST /api/auth/refresh, 20 connections: p95 ≤ 30 ms.
//  - Peak memory of the server process during those loads ≤ 600 MB.
// Run: node bench/server-load.mjs   (BENCH_SECONDS=10 by default)
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { login, percentile, startServer, tempDataDir, verdict, waitForHealth } from '../server/bench/harness.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3302);
const MEMORY_BUDGET_MB = 600;

async function load(options) {
  const latencies = [];
  const instance = autocannon({ ...options, duration: SECONDS });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const ok = result['2xx'];
  return { rps: Math.round(ok / SECONDS), p95: percentile(latencies, 95), non2xx: result.non2xx, errors: result.errors };
}

async function refreshLoad(baseUrl, sessions) {
  const latencies = [];
  let failures = 0;
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    sessions.map(async (session) => {
      let token = session.refreshToken;
      while (Date.now() < deadline) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie: `refreshToken=${token}` } });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        const cookie = response.headers.getSetCookie().find((value) => value.startsWith('refreshToken='));
        if (response.status !== 200 || !cookie) {
          failures += 1;
          return;
        }
        token = cookie.split(';')[0].slice('refreshToken='.length);
      }
    }),
  );
  return { rps: Math.round(latencies.length / SECONDS), p95: Math.round(percentile(latencies, 95) * 10) / 10, non2xx: failures };
}

async function benchEngine(engine, databaseUrl) {
  const dataDir = tempDataDir(engine);
  const server = startServer({ port: PORT, dataDir, databaseUrl });
  let failed = false;
  const line = (name, figure, budget, ok) => {
    failed ||= !ok;
    console.log(`server load [${engine}] ${name}: ${figure}  | budget ${budget}  -> ${verdict(ok)}`);
  };
  try {
    await waitForHealth(server.baseUrl, { timeoutMs: 120_000 });
    const admin = await login(server.baseUrl);
    const permissions = await load({
      url: `${server.baseUrl}/api/roles/my/permissions`,
      connections: 50,
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    const [minRps, maxP95] = engine === 'pglite' ? [2000, 30] : [3000, 20];
    line(
      'GET /api/roles/my/permissions x50',
      `${permissions.rps} req/s, p95 ${permissions.p95} ms, non-2xx ${permissions.non2xx}, errors ${permissions.errors}`,
      `≥ ${minRps} req/s, p95 ≤ ${maxP95} ms`,
      permissions.rps >= minRps && permissions.p95 <= maxP95 && permissions.non2xx === 0,
    );

    // One session per connection, each rotating its own refresh token in turn (autocannon resets
    // its per-connection context, so this load is 20 fetch loops instead).
    const sessions = [];
    for (let index = 0; index < 20; index += 1) sessions.push(await login(server.baseUrl));
    const refresh = await refreshLoad(server.baseUrl, sessions);
    line(
      'POST /api/auth/refresh x20',
      `${refresh.rps} req/s, p95 ${refresh.p95} ms, non-2xx ${refresh.non2xx}`,
      'p95 ≤ 30 ms, no failures',
      refresh.p95 <= 30 && refresh.non2xx === 0,
    );
    const peak = server.peakMemoryMb();
    line('peak server memory (VmHWM)', `${peak} MB`, `≤ ${MEMORY_BUDGET_MB} MB`, peak <= MEMORY_BUDGET_MB);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return !failed;
}

async function withBenchDatabase(url, run) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('DROP DATABASE IF EXISTS laju_bench WITH (FORCE)');
    await admin.query('CREATE DATABASE laju_bench');
    const target = new URL(url);
    target.pathname = '/laju_bench';
    return await run(target.toString());
  } finally {
    await admin.query('DROP DATABASE IF EXISTS laju_bench WITH (FORCE)').catch(() => undefined);
    await admin.end();
  }
}

let allPassed = await benchEngine('pglite');
const postgresUrl = process.env.LAJU_BENCH_DATABASE_URL ?? process.env.LAJU_TEST_DATABASE_URL;
if (postgresUrl) {
  allPassed = (await withBenchDatabase(postgresUrl, (url) => benchEngine('postgres', url))) && allPassed;
} else {
  console.log('server load [postgres]: skipped (set LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL)');
}
process.exitCode = allPassed ? 0 : 1;
