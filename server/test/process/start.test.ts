import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { START_ARGS } from '../../../scripts/start-command.mjs';
import { freePort, SERVER_ENV } from '../server-process';

/**
 * The server as `npm start` runs it (server-process.ts: PGlite under LAJU_DATA_DIR), in its own
 * process: what it prints on the first start and on the next. PGlite only:
 * the process owns its data dir, whatever engine the rest of the suite runs on.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-start-'));
const children = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server, waits for the banner's blank last line, and returns what it printed. */
async function start(port: number): Promise<{ output: string; stop(): Promise<void> }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', LAJU_DATA_DIR: dataDir, LAJU_LOG_LEVEL: 'warn', LAJU_DEMO: '1' };
  delete env.LAJU_ADMIN_PASSWORD;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, START_ARGS, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner within 60 s; stderr: ${errors}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/LAJU is running at[\s\S]*\n\n$/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}; stderr: ${errors}`));
    });
  });
  return {
    output,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          children.delete(child);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

describe('npm start (server/main.ts)', () => {
  it('prints its URL and, on the first start only, the demo users and a generated password that signs in', async () => {
    const port = await freePort();
    const first = await start(port);
    try {
      expect(first.output).toContain(`LAJU is running at http://127.0.0.1:${port}  (database: pglite)`);
      expect(first.output).toContain('First start: created these users');
      const users = /users: +(.+)/.exec(first.output)?.[1]?.split(', ') ?? [];
      expect(users).toContain('admin');
      expect(users.length).toBeGreaterThan(1);
      const password = /password: +(\S+)/.exec(first.output)?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(12);
      const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await first.stop();
    }

    const again = await start(port);
    try {
      expect(again.output).toContain(`LAJU is running at http://127.0.0.1:${port}`);
      expect(again.output).not.toContain('First start');
      expect(again.output).not.toMatch(/password:/);
    } finally {
      await again.stop();
    }
  }, 120_000);
});
