// Helpers for bench/server-*.mjs: start the server as `npm start` does on a throw-away data dir or
// database, wait for /api/health, sign in, and read the process's peak memory.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import pg from 'pg';
import { START_ARGS } from '../../scripts/start-command.mjs';

export const ADMIN_PASSWORD = 'Bench-Sandi-2025!';
/**
 * Requests per list case before measuring, at the measured concurrency (BENCH_WARMUP, decision
 * 289): a server that has just started runs its code unoptimised for its first couple of thousand
 * requests (1.7 against 0.9 ms of server CPU per DO list page); staff meet a server that has been
 * running.
 */
export const LIST_WARMUP = Number(process.env.BENCH_WARMUP ?? 30);

export async function waitForHealth(baseUrl, { timeoutMs = 60_000, intervalMs = 10 } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`no 200 from ${baseUrl}/api/health within ${timeoutMs} ms`);
}

export function tempDataDir(label) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `laju-bench-${label}-`));
}

/** Starts the server as `npm start` does (without the SPA build step). */
export function startServer({ port, dataDir, databaseUrl, extraEnv = {} }) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LAJU_DATA_DIR: dataDir,
    LAJU_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LAJU_SKIP_BUILD: '1',
    LAJU_LOG_LEVEL: 'warn',
    // The benches sign in as admin with a password: Master's second factor is not what they measure.
    LAJU_REQUIRE_SECOND_FACTOR: '0',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, START_ARGS, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    /** Peak resident memory of the server process since it started (Linux VmHWM), in MB. */
    peakMemoryMb: () => readStatusMb(child.pid, 'VmHWM'),
    /** Resident memory now (Linux VmRSS), in MB. */
    memoryMb: () => readStatusMb(child.pid, 'VmRSS'),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

function readStatusMb(pid, field) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return NaN;
  }
}

/** Resolves after `ms`: a stretch of time for `requestsMeanwhile` with nothing else running. */
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples the resident memory of a process every 100 ms until stopped; returns the maximum. */
export function sampleMemory(server) {
  let max = 0;
  const timer = setInterval(() => {
    const now = server.memoryMb();
    if (now > max) max = now;
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(max, server.memoryMb() || 0);
  };
}

export async function login(baseUrl, username = 'admin') {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: ADMIN_PASSWORD, remember: true }),
  });
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
  const { data } = await response.json();
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('refreshToken='));
  return { accessToken: data.accessToken, refreshToken: cookie.split(';')[0].slice('refreshToken='.length) };
}

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
export const median = (values) => percentile(values, 50);

/** The 1-, 5- and 15-minute load averages, printed with figures taken on a shared machine. */
export const loadAverage = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');

/** CPU seconds (user + system) a process has used, from /proc (Linux; NaN elsewhere). */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

/**
 * CPU seconds of the PostgreSQL server processes on this machine (0 when none). With `database`,
 * only the backends connected to it (their title names it): on a machine shared with other
 * clusters, every postgres process would count their work too.
 */
export function postgresCpuSeconds(database) {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (database && !fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split(/[\0 ]/).includes(database)) continue;
      total += cpuSeconds(entry) || 0;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** A GET with the bearer token: its time in ms, or with `body` its parsed JSON; non-200 rejects. */
export function timedGet(agent, baseUrl, path, token, { body = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(`${baseUrl}${path}`, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => body && chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${path}: ${response.statusCode}`));
        else resolve(body ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : performance.now() - started);
      });
    });
    request.on('error', reject);
  });
}

/**
 * `samples` requests per case from `concurrency` clients that keep the server busy throughout:
 * the jobs go round all cases ten requests at a time, so a burst of load on a shared machine
 * spreads over every case instead of spoiling one. Each case is warmed up `warmup` times first.
 */
export async function measureCases(baseUrl, token, cases, { samples, concurrency, warmup = 5 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const times = new Map(cases.map((path) => [path, []]));
  // The warm-up runs at the measured concurrency: the server's database pool then holds the
  // connections that load needs before the first measured request (opening ten at once at the
  // first case was measured as that case's p95), and each case's plan and code are warm.
  await drainJobs(agent, baseUrl, token, concurrency, warmupJobs(cases, warmup));
  const jobs = [];
  for (let round = 0; round < Math.ceil(samples / 10); round += 1) for (const path of cases) for (let k = 0; k < 10; k += 1) jobs.push(path);
  await drainJobs(agent, baseUrl, token, concurrency, jobs, (path, elapsed) => times.get(path).push(elapsed));
  agent.destroy();
  return times;
}

const warmupJobs = (cases, perCase) => cases.flatMap((path) => Array.from({ length: perCase }, () => path));

/** `jobs` (paths) by `concurrency` clients, each taking the next job as it is free. */
async function drainJobs(agent, baseUrl, token, concurrency, jobs, record) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const path = jobs[next];
        next += 1;
        const elapsed = await timedGet(agent, baseUrl, path, token);
        record?.(path, elapsed);
      }
    }),
  );
}

/**
 * Warm-up rounds at most; a round is "cheaper" when it costs less than `cheaper` of the cheapest
 * round so far, and warming stops after `flat` rounds in a row that are not (a round's CPU reading
 * is noisy: one flat round says little).
 */
const STEADY = { rounds: 20, cheaper: 0.95, flat: 3 };

/**
 * Warms the server on `cases` (`perCase` requests each per round, `concurrency` clients) until the
 * server's CPU per request stops falling: a server that runs all day has its code optimised by
 * V8, which takes thousands of requests, so the figures measured after are those it serves at.
 * `cpuSeconds()` reads the server process's CPU time. Returns the requests sent and the CPU per
 * request of the cheapest round, in ms.
 */
export async function warmUntilSteady(baseUrl, token, cases, { concurrency, perCase, cpuSeconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const jobs = warmupJobs(cases, perCase);
  let cheapest = Infinity;
  let flat = 0;
  let rounds = 0;
  try {
    while (rounds < STEADY.rounds && flat < STEADY.flat) {
      const before = cpuSeconds();
      await drainJobs(agent, baseUrl, token, concurrency, jobs);
      rounds += 1;
      const perRequest = ((cpuSeconds() - before) * 1000) / jobs.length;
      flat = perRequest < cheapest * STEADY.cheaper ? 0 : flat + 1;
      cheapest = Math.min(cheapest, perRequest);
    }
  } finally {
    agent.destroy();
  }
  return { requests: rounds * jobs.length, perRequestMs: cheapest };
}

/**
 * `run(url)` against a fresh database `name` on the PostgreSQL server at `url`, dropped after
 * (unless `keep`). With `reuse`, an existing database of that name is kept as it is (and kept after).
 */
export async function withBenchDatabase(url, name, run, { keep = false, reuse = false } = {}) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (reuse) keep = true;
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
    if (!reuse || !exists) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await run(target.toString());
  } finally {
    if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

/**
 * `clients` clients reading `paths` back to back until `running` settles, as other staff go on
 * working while a long request (an export, an import) runs; their request times in ms.
 */
export async function requestsMeanwhile(baseUrl, token, running, paths, clients = 4) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const times = [];
  let done = false;
  void running.finally(() => (done = true));
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = client; !done; n += 1) times.push(await timedGet(agent, baseUrl, paths[n % paths.length], token));
    }),
  );
  agent.destroy();
  return times;
}
