import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { loggableError } from '../errors';
import { BackupError } from './archive';
import { copyPglite } from './snapshot';

/**
 * How `npm run backup` reaches a running server on PGlite, whose data dir only that server may
 * open (docs/decisions/342-backups.md): a Unix socket beside the data dir, readable by the data
 * dir's owner only. Asked `snapshot`, the server copies its database and holds the stored files
 * (copyPglite) and answers the copy's folder; the command writes the backup from that copy in its
 * own process and hangs up, and the server removes the copy then (or when the command dies).
 */
export function controlSocketPath(dataDir: string): string {
  const inDir = path.join(dataDir, '.backup.sock');
  if (Buffer.byteLength(inDir) < 100) return inDir;
  // sun_path holds about 100 bytes: a deep data dir's socket lives in the temp dir, keyed by its path.
  const key = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 24);
  return path.join(os.tmpdir(), `laju-backup-${key}.sock`);
}

const REQUEST = 'snapshot\n';
const MAX_REQUEST_BYTES = 64;

/** Serves snapshot requests until closed. The caller holds the data dir's lock, so a socket file left there is a dead server's. */
export async function serveBackupRequests(dataDir: string, database: Database, log: FastifyBaseLogger): Promise<{ close(): Promise<void> }> {
  const where = controlSocketPath(dataDir);
  fs.rmSync(where, { force: true });
  const open = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    let request = '';
    socket.on('data', (chunk) => {
      request += chunk.toString('utf8');
      if (request.length > MAX_REQUEST_BYTES) socket.destroy();
      else if (request.endsWith('\n')) void answer(socket, request);
    });
  });
  const answer = async (socket: net.Socket, request: string) => {
    if (request !== REQUEST) {
      socket.end('error Unknown request\n');
      return;
    }
    try {
      const copy = await copyPglite(database, { dataDir });
      // The copy lives as long as the command's connection.
      socket.once('close', () => void copy.release());
      if (socket.destroyed) await copy.release();
      else socket.write(`ok ${copy.takenAt.toISOString()} ${copy.dir}\n`);
    } catch (error) {
      log.error({ err: loggableError(error) }, 'A backup asked for by npm run backup could not copy the database');
      socket.end(`error The server could not copy its database: ${(error as Error).message.replace(/\s+/g, ' ')}\n`);
    }
  };
  // Only the data dir's owner may connect: the socket is made without permissions for anyone else.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ path: where, exclusive: true }, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(where, 0o600);
  server.unref();
  return {
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(where, { force: true });
    },
  };
}

/** A copy a running server made for `npm run backup`; `release` hangs up so the server removes it. */
export interface RequestedCopy {
  readonly dir: string;
  readonly takenAt: Date;
  release(): void;
}

/** Asks the server running on `dataDir` for a copy; null when no server answers there. */
export async function requestCopy(dataDir: string): Promise<RequestedCopy | null> {
  const where = controlSocketPath(dataDir);
  if (!fs.existsSync(where)) return null;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ path: where });
    let answer = '';
    let settled = false;
    const settle = (value: RequestedCopy | null, error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(value);
    };
    socket.on('connect', () => socket.write(REQUEST));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      const line = answer.split('\n')[0]!;
      if (!answer.includes('\n')) return;
      const copied = /^ok (\S+) (.+)$/.exec(line);
      if (copied) settle({ takenAt: new Date(copied[1]!), dir: copied[2]!, release: () => socket.end() });
      else settle(null, new BackupError(line.replace(/^error /, '')));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file nobody listens on is a server that stopped without removing it.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') settle(null);
      else settle(null, error);
    });
    socket.on('close', () => settle(null, new BackupError('The server hung up before answering the backup request')));
  });
}
