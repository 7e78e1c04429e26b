// Budgets: under a steady 50 requests/s, 5 restarts of PostgreSQL: 0 crashed server
// processes, every request answered 2xx or 503 (never a reset connection, never a hang past 10 s),
// and back to serving ≤ 5 s after PostgreSQL is back (its restart command returned).
// Needs LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL (a throw-away database is used) and root
// or `sudo -n` for `pg_ctlcluster 15 main restart`. It restarts that PostgreSQL: every client of
// it sees the restarts.
// Run: node bench/server-restarts.mjs
import { execFile, execFileSync } from 'node:child_process';
import { clearInterval, setInterval } from 'node:timers';
import { promisify } from 'node:util';
import fs from 'node:fs';
import pg from 'pg';
import { ADMIN_PASSWORD, login, startServer, tempDataDir, verdict, waitForHealth } from '../server/bench/harness.mjs';

const RESTARTS = 5;
const RATE = 50;
const BACK_BUDGET_MS = 5000;
const PORT = Number(process.env.BENCH_PORT ?? 3302);
const adminUrl = process.env.LAJU_BENCH_DATABASE_URL ?? process.env.LAJU_TEST_DATABASE_URL;

// Asynchronous: the load keeps firing while PostgreSQL restarts.
const run = promisify(execFile);
const asRoot = (command, args) => (process.getuid?.() === 0 ? run(command, args) : run('sudo', ['-n', command, ...args]));
const postgresRunning = () => {
  try {
    execFileSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin(text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

if (!adminUrl) {
  console.log('server restarts: skipped (set LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL)');
} else {
  const name = `laju_bench_restarts_${process.pid}`;
  const dataDir = tempDataDir('restarts');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(`CREATE DATABASE ${name}`);
  const server = startServer({ port: PORT, dataDir, databaseUrl: url.toString() });
  let crashed = 0;
  server.child.once('exit', () => (crashed += 1));
  const counts = { ok: 0, unavailable: 0, other: 0, failed: 0 };
  const failures = new Map();
  const backMs = [];
  try {
    await waitForHealth(server.baseUrl, { timeoutMs: 120_000 });
    const { accessToken } = await login(server.baseUrl);
    console.log(`server restarts: admin signed in (password ${ADMIN_PASSWORD.length} chars); ${RATE} requests/s, ${RESTARTS} PostgreSQL restarts`);
    let lastOk = 0;
    const inFlight = new Set();
    let n = 0;
    const fire = () => {
      n += 1;
      const path = n % 2 ? '/api/users?size=10' : '/api/roles/my/permissions';
      const request = fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${accessToken}` }, signal: globalThis.AbortSignal.timeout(10_000) })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status >= 200 && response.status < 300) {
            counts.ok += 1;
            lastOk = Date.now();
          } else if (response.status === 503) counts.unavailable += 1;
          else counts.other += 1;
        })
        .catch((error) => {
          counts.failed += 1;
          const reason = error?.cause?.code ?? error?.name ?? String(error);
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        })
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    };
    const timer = setInterval(fire, 1000 / RATE);
    await sleep(2000);
    for (let round = 1; round <= RESTARTS; round += 1) {
      try {
        await asRoot('pg_ctlcluster', ['15', 'main', 'restart']);
      } finally {
        if (!postgresRunning()) await asRoot('pg_ctlcluster', ['15', 'main', 'start']);
      }
      const back = Date.now();
      while (lastOk < back && Date.now() - back < 30_000) await sleep(10);
      backMs.push(lastOk >= back ? lastOk - back : Infinity);
      console.log(`server restarts: restart ${round}: first 2xx ${backMs.at(-1)} ms after PostgreSQL was back`);
      await sleep(2000);
    }
    clearInterval(timer);
    await Promise.all([...inFlight]);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!postgresRunning()) await asRoot('pg_ctlcluster', ['15', 'main', 'start']);
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  }
  // server.stop() sends SIGTERM: an exit then is not a crash.
  const crashes = Math.max(0, crashed - 1);
  const worst = Math.max(...backMs);
  const total = counts.ok + counts.unavailable + counts.other + counts.failed;
  const details = [...failures].map(([reason, count]) => `${reason} ${count}`).join(', ');
  console.log(
    `server restarts: ${total} requests: ${counts.ok} 2xx, ${counts.unavailable} 503, ${counts.other} other, ${counts.failed} failed${details ? ` (${details})` : ''}; crashed processes ${crashes}`,
  );
  const ok = crashes === 0 && counts.failed === 0 && counts.other === 0 && worst <= BACK_BUDGET_MS;
  console.log(`server restarts: back to serving max ${worst} ms (budget ≤ ${BACK_BUDGET_MS} ms), 0 crashes, only 2xx/503 -> ${verdict(ok)}`);
  process.exitCode = ok ? 0 : 1;
}
