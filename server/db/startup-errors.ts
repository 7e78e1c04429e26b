import type { ServerConfig } from '../config';
import { DataDirLockedError } from './data-dir-lock';

/** A start-up failure already told in one plain sentence (what `npm start` prints, exit 1). */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

function where(config: ServerConfig): { host: string; database: string; user: string } {
  try {
    const url = new URL(config.databaseUrl ?? '');
    return {
      host: `${url.hostname || 'localhost'}:${url.port || '5432'}`,
      database: decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres',
      user: decodeURIComponent(url.username) || 'postgres',
    };
  } catch {
    return { host: 'the DATABASE_URL host', database: '?', user: '?' };
  }
}

function codeOf(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    const candidate = current as { code?: unknown; errors?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') return candidate.code;
    if (Array.isArray(candidate.errors) && candidate.errors[0]) current = candidate.errors[0];
    else current = candidate.cause;
  }
  return '';
}

const plain = (message: string) => message.replace(/\s+/g, ' ').trim().replace(/\.$/, '');

/**
 * Turns what went wrong at start into one sentence naming the cause: the
 * operator reads it, no stack trace. Errors already phrased for people (migrations, the data-dir
 * lock) keep their message.
 */
export function describeStartupError(error: unknown, config: ServerConfig): string {
  if (error instanceof DataDirLockedError) return error.message;
  const code = codeOf(error);
  const message = plain(error instanceof Error ? error.message : String(error));
  if (config.databaseUrl) {
    const target = where(config);
    switch (code) {
      case 'ECONNREFUSED':
        return `Cannot reach PostgreSQL at ${target.host} (connection refused): check DATABASE_URL and that the server runs`;
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return `Cannot find the PostgreSQL host of DATABASE_URL (${target.host}): check its spelling`;
      case 'ETIMEDOUT':
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
        return `PostgreSQL at ${target.host} does not answer (${code}): check DATABASE_URL and the network`;
      case '28P01':
        return `PostgreSQL at ${target.host} refused the password of user "${target.user}": check DATABASE_URL`;
      case '28000':
        return `PostgreSQL at ${target.host} refused user "${target.user}" (${message}): check DATABASE_URL and pg_hba.conf`;
      case '3D000':
        return `The database "${target.database}" does not exist on PostgreSQL at ${target.host}: create it (createdb ${target.database}) or fix DATABASE_URL`;
      case '57P03':
        return `PostgreSQL at ${target.host} is starting up or shutting down: start LAJU again when it is ready`;
      case '53300':
        return `PostgreSQL at ${target.host} has no connection left for LAJU (too many clients): raise max_connections or lower the number of instances`;
    }
    if (/timeout exceeded when trying to connect/i.test(message)) {
      return `PostgreSQL at ${target.host} did not answer within 2 s: check DATABASE_URL and the network`;
    }
    if (message.startsWith('Migration ') || message.startsWith('The database ') || message.startsWith('Another LAJU')) return message;
    return `PostgreSQL at ${target.host} could not be used: ${message}`;
  }
  switch (code) {
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return `The data directory ${config.dataDir} is not writable (${code}): fix its permissions or set LAJU_DATA_DIR`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `The disk holding the data directory ${config.dataDir} is full (${code}): free some space and start again`;
    case 'ENOENT':
      return `The data directory ${config.dataDir} cannot be created (ENOENT): check that its parent exists and is writable, or set LAJU_DATA_DIR`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `The data directory ${config.dataDir} is not a directory (a file is in its way): set LAJU_DATA_DIR to a directory`;
  }
  if (message.startsWith('Migration ') || message.startsWith('The database ')) return message;
  return `The embedded database in ${config.dataDir} could not be opened: ${message}`;
}
