import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { START_ARGS } from '../../scripts/start-command.mjs';

// The server as `npm start` runs it (its command line from package.json: the heap flags, then
// scripts/start.mjs loading the server's bundle, which global-setup.ts builds), without the SPA
// build step, in its own process, for the tests of what a process does: start, stop, crash,
// several instances.

/** Added to a started server's environment: the SPA's build is not what these tests start. */
export const SERVER_ENV = { LAJU_SKIP_BUILD: '1' } as const;

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly baseUrl: string;
  /** What it printed so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  readonly exited: Promise<number | string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const running = new Set<ChildProcess>();

/** Kills every server a test file started and left running (afterAll). */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Spawns the server; `env` is added to the test's environment (DATABASE_URL unset unless given). */
export async function spawnServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const full: NodeJS.ProcessEnv = { ...process.env, ...SERVER_ENV, HOST: '127.0.0.1', LAJU_LOG_LEVEL: 'warn', LAJU_DEMO: '0', LAJU_REQUIRE_SECOND_FACTOR: '0', ...env, PORT: String(port) };
  if (!env.DATABASE_URL) delete full.DATABASE_URL;
  const child = spawn(process.execPath, START_ARGS, { env: full, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => text, exited };
}

/** Spawns the server and waits for its banner; throws with its output when it exits first. */
export async function startServer(env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ServerProcess> {
  const server = await spawnServer(env);
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | string | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (!/LAJU is running at[\s\S]*\n\n/.test(server.output())) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}: ${server.output()}`);
    if (Date.now() > deadline) {
      server.child.kill('SIGKILL');
      throw new Error(`no banner within ${timeoutMs} ms: ${server.output()}`);
    }
    await sleep(50);
  }
  return server;
}

/** SIGTERM and the exit code. */
export async function stopServer(server: ServerProcess): Promise<number | string> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

/** A PGlite data dir holding a copy of the test template (migrated and seeded; TEST_PASSWORD). */
export async function pgliteDataDirFromTemplate(templateFile: string, dataDir: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: path.join(dataDir, 'pgdata'),
    loadDataDir: new Blob([fs.readFileSync(templateFile)]),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  await client.close();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns true or the deadline passes; returns whether it did. */
export async function within(ms: number, check: () => Promise<boolean>, intervalMs = 50): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return true;
    } catch {
      // not yet (a refused connection while restarting, …)
    }
    if (Date.now() > deadline) return false;
    await sleep(intervalMs);
  }
}

/** A command as root (CI's `bash .ci/run` does the same: itself when root, else `sudo -n`). */
export function asRoot(command: string, args: string[]): void {
  if (process.getuid?.() === 0) execFileSync(command, args, { stdio: 'pipe' });
  else execFileSync('sudo', ['-n', command, ...args], { stdio: 'pipe' });
}

/** The fields these tests read from answers. */
export interface ApiBody {
  readonly data?: {
    readonly accessToken?: string;
    readonly userId?: number;
    readonly roleId?: number;
    readonly id?: number;
    readonly version?: number;
    readonly name?: string;
    readonly permissions?: readonly { readonly name: string; readonly granted?: boolean }[];
  } & Record<string, unknown>;
  readonly error?: { readonly code: string; readonly message: string };
  readonly status?: string;
  readonly live?: boolean;
  readonly ready?: boolean;
}

export interface Api {
  (method: string, url: string, options?: { token?: string; body?: unknown; cookie?: string }): Promise<{
    status: number;
    body: ApiBody;
    refreshToken: string | undefined;
  }>;
}

/** fetch against one server, JSON in and out. */
export const apiOf =
  (baseUrl: string): Api =>
  async (method, url, options = {}) => {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = `refreshToken=${options.cookie}`;
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('refreshToken='));
    const refreshToken = cookie ? cookie.split(';')[0]!.slice('refreshToken='.length) || undefined : undefined;
    return { status: response.status, body: text ? JSON.parse(text) : {}, refreshToken };
  };
