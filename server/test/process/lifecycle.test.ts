import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PASSWORD } from '../template';
import { apiOf, asRoot, killAll, pgliteDataDirFromTemplate, sleep, spawnServer, startServer, stopServer, within, type ServerProcess } from '../server-process';

/**
 * What the server process does on PGlite: the data-dir lock after a crash, a graceful stop, and
 * start-up failures told in one sentence.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-life-'));
const envFor = (dataDir: string): NodeJS.ProcessEnv => ({ LAJU_DATA_DIR: dataDir });

afterAll(() => {
  killAll();
  fs.rmSync(root, { recursive: true, force: true });
});

/** What a failed start printed: one line, no stack trace, and its exit code. */
async function failedStart(env: NodeJS.ProcessEnv): Promise<{ code: number | string; lines: string[] }> {
  const server = await spawnServer(env);
  const code = await server.exited;
  const lines = server.output().trim().split('\n').filter(Boolean);
  return { code, lines };
}

const expectOneSentence = ({ code, lines }: { code: number | string; lines: string[] }, pattern: RegExp) => {
  expect(code).toBe(1);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^LAJU server failed to start: /);
  expect(lines[0]).toMatch(pattern);
  expect(lines[0]).not.toMatch(/\bat .*:\d+:\d+|Error:/);
};

/** Sends a POST's headers and half its body, so the request is in flight until `finish`. */
async function halfRequest(server: ServerProcess) {
  const body = JSON.stringify({ username: 'admin', password: TEST_PASSWORD });
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    finish: async () => {
      socket.write(body.slice(10));
      await closed;
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
    },
    closed,
  };
}

/** One data dir for the lock and stop tests, a copy of the test template (no initdb, no seeding). */
const dataDir = path.join(root, 'data');
beforeAll(async () => {
  await pgliteDataDirFromTemplate(inject('pgliteTemplate'), dataDir);
});

describe('data-dir lock', () => {
  it('refuses a second server on a running one, starts right after kill -9, and ignores a pid file naming another live process', async () => {
    const first = await startServer(envFor(dataDir));
    const pid = first.child.pid!;
    expectOneSentence(await failedStart(envFor(dataDir)), new RegExp(`Another LAJU server \\(pid ${pid}\\) uses ${dataDir}`));

    first.child.kill('SIGKILL');
    await first.exited;
    // At once, with the killed process's server.pid still there.
    expect(fs.readFileSync(path.join(dataDir, 'server.pid'), 'utf8')).toBe(String(pid));
    const second = await startServer(envFor(dataDir));
    expect(second.output()).toContain('LAJU is running at');
    expect(await stopServer(second)).toBe(0);

    // A live process that is not LAJU, named by a stale pid file.
    const other = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(dataDir, 'server.pid'), String(other.pid));
      const third = await startServer(envFor(dataDir));
      expect((await apiOf(third.baseUrl)('GET', '/api/health')).status).toBe(200);
      expect(await stopServer(third)).toBe(0);
    } finally {
      other.kill('SIGKILL');
    }
  }, 120_000);
});

describe('graceful stop', () => {
  it('on SIGTERM stops accepting, answers the request in flight, and exits 0', async () => {
    const server = await startServer(envFor(dataDir));
    const inFlight = await halfRequest(server);
    // Let the server read the headers before the signal (not an assertion on time).
    await sleep(300);
    server.child.kill('SIGTERM');
    const refused = await within(5000, async () => {
      try {
        await fetch(`${server.baseUrl}/api/health/live`, { headers: { connection: 'close' } });
        return false;
      } catch {
        return true;
      }
    });
    expect(refused).toBe(true);
    expect(await inFlight.finish()).toBe(200);
    expect(await server.exited).toBe(0);
  }, 90_000);

  it('exits at once on a second signal while a request is still in flight', async () => {
    const server = await startServer(envFor(dataDir));
    const inFlight = await halfRequest(server);
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(300);
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(130);
    await inFlight.closed;
  }, 90_000);
});

describe('start-up failures on the embedded database', () => {
  it('names a data dir that is a file', async () => {
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, 'not a directory');
    expectOneSentence(await failedStart({ LAJU_DATA_DIR: file }), /The data directory .*a-file is not a directory/);
  }, 60_000);

  it('names a read-only data dir and a full disk', async () => {
    const readOnly = path.join(root, 'read-only');
    const full = path.join(root, 'full');
    fs.mkdirSync(readOnly);
    fs.mkdirSync(full);
    const mounted: string[] = [];
    try {
      asRoot('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', readOnly]);
      mounted.push(readOnly);
      expectOneSentence(await failedStart({ LAJU_DATA_DIR: readOnly }), /The data directory .*read-only is not writable \(EROFS\)/);

      asRoot('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', full]);
      mounted.push(full);
      fs.mkdirSync(path.join(full, 'data'));
      try {
        fs.writeFileSync(path.join(full, 'filler'), Buffer.alloc(2 * 1024 * 1024));
      } catch {
        // ENOSPC: the disk is full now
      }
      expectOneSentence(await failedStart({ LAJU_DATA_DIR: path.join(full, 'data') }), /The disk holding the data directory .*full\/data is full \(ENOSPC\)/);
    } finally {
      for (const dir of mounted) asRoot('umount', [dir]);
    }
  }, 60_000);
});
