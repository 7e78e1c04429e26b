import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * One process per PGlite data dir (two would corrupt it), with a lock the operating system
 * releases when its holder dies, however it dies (decision 124): a listening
 * Unix socket. On Linux it lives in the abstract namespace (no file; the kernel frees the name
 * with the process); elsewhere it is a socket file, and one that refuses connections is a dead
 * holder's, removed and taken over. A connection to the socket answers the holder's pid, so the
 * message names a process that really is a LAJU server. `server.pid` is still written, for
 * people and scripts, but nothing trusts it.
 */
export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | null,
  ) {
    super(`Another LAJU server${holderPid ? ` (pid ${holderPid})` : ''} uses ${dataDir}; stop it or set LAJU_DATA_DIR`);
    this.name = 'DataDirLockedError';
  }
}

function socketPath(dataDir: string): string {
  const key = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0laju-data-dir-${key}`;
  const inDir = path.join(dataDir, 'server.sock');
  // sun_path holds about 100 bytes; a deep data dir falls back to the temp dir, keyed by its path.
  return Buffer.byteLength(inDir) < 100 ? inDir : path.join(os.tmpdir(), `laju-${key}.sock`);
}

const listen = (server: net.Server, where: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: where, exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });

/** The holder's pid as it answers on the socket, or null when nobody answers (a dead holder). */
const askHolder = (where: string) =>
  new Promise<number | null>((resolve) => {
    let answer = '';
    const socket = net.connect({ path: where });
    const done = (pid: number | null) => {
      socket.destroy();
      resolve(pid);
    };
    socket.setTimeout(2000, () => done(0));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => done(Number(/^LAJU (\d+)/.exec(answer)?.[1] ?? 0)));
    socket.on('error', (error: NodeJS.ErrnoException) => done(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? null : 0));
  });

/** Takes the data dir's lock or throws DataDirLockedError. The data dir must exist. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const where = socketPath(dataDir);
  const server = net.createServer((socket) => socket.end(`LAJU ${process.pid}\n`));
  try {
    await listen(server, where);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const holder = await askHolder(where);
    if (holder !== null || where.startsWith('\0')) throw new DataDirLockedError(dataDir, holder || null);
    // A socket file left by a holder that died: nobody listens on it.
    fs.rmSync(where, { force: true });
    try {
      await listen(server, where);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new DataDirLockedError(dataDir, null);
      throw again;
    }
  }
  server.unref();
  const pidFile = path.join(dataDir, 'server.pid');
  fs.writeFileSync(pidFile, String(process.pid));
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      server.close();
      fs.rmSync(pidFile, { force: true });
    },
  };
}
