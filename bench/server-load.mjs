// Budgets, with autocannon against 127.0.0.1:
//  - GET /api/roles/my/permissions, 50 connections, 10 s: PGlite ≥ 2,000 req/s and p95 ≤ 30 ms;
//    PostgreSQL ≥ 3,000 req/s and p95 ≤ 20 ms (when LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL
//    points at a server; a throw-away database `laju_bench` is created there).
//  - POST /api/auth/refresh, 20 connections: p95 ≤ 30 ms.
//  - Peak memory of the server process during those loads ≤ 600 MB.
// Run: node bench/server-load.mjs   (BENCH_SECONDS=10 by default)
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { login, percentile, sampleMemory, startServer, tempDataDir, verdict, waitForHealth } from '../server/bench/harness.mjs';

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

// node:http with keep-alive: undici's fetch capped this load at ~160 req/s on the client side.
function post(url, agent, cookie) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { cookie } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    });
    request.on('error', reject);
    request.end();
  });
}

async function refreshLoad(baseUrl, sessions) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sessions.length });
  const latencies = [];
  let failures = 0;
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    sessions.map(async (session) => {
      let token = session.refreshToken;
      while (Date.now() < deadline) {
        const started = performance.now();
        const response = await post(`${baseUrl}/api/auth/refresh`, agent, `refreshToken=${token}`);
        latencies.push(performance.now() - started);
        const cookie = (response.headers['set-cookie'] ?? []).find((value) => value.startsWith('refreshToken='));
        if (response.statusCode !== 200 || !cookie) {
          failures += 1;
          return;
        }
        token = cookie.split(';')[0].slice('refreshToken='.length);
      }
    }),
  );
  agent.destroy();
  return { rps: Math.round(latencies.length / SECONDS), p95: Math.round(percentile(latencies, 95) * 10) / 10, non2xx: failures };
}

async function benchEngine(engine, databaseUrl) {
  const dataDir = tempDataDir(engine);
  // The first start creates and seeds the database; the measured server opens the existing one,
  // as `npm start` does every day after.
  const first = startServer({ port: PORT, dataDir, databaseUrl });
  await waitForHealth(first.baseUrl, { timeoutMs: 120_000 });
  await first.stop();
  const server = startServer({ port: PORT, dataDir, databaseUrl });
  let failed = false;
  const line = (name, figure, budget, ok) => {
    failed ||= !ok;
    console.log(`server load [${engine}] ${name}: ${figure}  | budget ${budget}  -> ${verdict(ok)}`);
  };
  try {
    await waitForHealth(server.baseUrl, { timeoutMs: 120_000 });
    const admin = await login(server.baseUrl);
    // One session per refresh connection, signed in before the loads (scrypt is not what is measured).
    const sessions = [];
    for (let index = 0; index < 20; index += 1) sessions.push(await login(server.baseUrl));
    const stopSampling = sampleMemory(server);
    const permissions = await load({
      url: `${server.baseUrl}/api/roles/my/permissions`,
      connections: 50,
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    const [minRps, maxP95] = engine === 'pglite' ? [2000, 30] : [3000, 20];
    line(
      'GET /api/roles/my/permissions x50',
      `${permissions.rps} req/s, p95 ${Math.round(permissions.p95 * 10) / 10} ms, non-2xx ${permissions.non2xx}, errors ${permissions.errors}`,
      `≥ ${minRps} req/s, p95 ≤ ${maxP95} ms`,
      permissions.rps >= minRps && permissions.p95 <= maxP95 && permissions.non2xx === 0,
    );

    // Each connection rotates its own refresh token in turn (autocannon resets its per-connection
    // context, so this load is 20 fetch loops instead).
    const refresh = await refreshLoad(server.baseUrl, sessions);
    line(
      'POST /api/auth/refresh x20',
      `${refresh.rps} req/s, p95 ${refresh.p95} ms, non-2xx ${refresh.non2xx}`,
      'p95 ≤ 30 ms, no failures',
      refresh.p95 <= 30 && refresh.non2xx === 0,
    );
    const peak = stopSampling();
    line(
      'peak server memory during the loads (RSS)',
      `${peak} MB (since start incl. sign-ins: ${server.peakMemoryMb()} MB)`,
      `≤ ${MEMORY_BUDGET_MB} MB`,
      peak <= MEMORY_BUDGET_MB,
    );
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
