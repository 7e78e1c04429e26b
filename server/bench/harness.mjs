// Helpers for bench/server-*.mjs: start `node scripts/start.mjs` on a throw-away data dir or
// database, wait for /api/health, sign in, and read the process's peak memory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';

export const ADMIN_PASSWORD = 'Bench-Sandi-2025!';

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
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
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
