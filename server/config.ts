import { isIP } from 'node:net';
import path from 'node:path';
import { webhookSettingsFrom, type WebhookSettings } from './webhooks/settings';

/** scrypt cost parameters; stored inside every hash so they can change without breaking logins. */
export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17 (128 MiB), r=8, p=1. */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  /** A PostgreSQL server instead of the embedded PGlite. */
  readonly databaseUrl: string | undefined;
  /**
   * The server's own backups (docs/decisions/342-backups.md): the folder (LAJU_BACKUP_DIR; unset,
   * none are made), one every `backupHours` (LAJU_BACKUP_HOURS), the newest `backupKeep` kept
   * (LAJU_BACKUP_KEEP).
   */
  readonly backupDir: string | undefined;
  readonly backupHours: number;
  readonly backupKeep: number;
  readonly adminPassword: string | undefined;
  readonly demo: boolean;
  /** Resolved at start: the environment's, or the one generated once and kept in the database. */
  readonly tokenSecret: string | undefined;
  readonly timeZone: string;
  readonly corsOrigins: readonly string[];
  /**
   * The API origin the served SPA was built to call (VITE_API_BASE_URL, the build's variable),
   * allowed by the CSP's connect-src; undefined when the SPA calls its own origin.
   */
  readonly apiOrigin: string | undefined;
  /**
   * Which proxies' X-Forwarded-* to honour: false (none), a number of hops in front of the server,
   * or the proxies' addresses and CIDR ranges. Only the entries those proxies appended are read, so
   * a client cannot choose its own address by sending the header itself.
   */
  readonly trustProxy: TrustProxy;
  readonly logLevel: string;
  /** The built SPA to serve; null serves the API only (tests). */
  readonly staticDir: string | null;
  readonly scrypt: ScryptParams;
  readonly accessTokenTtlSeconds: number;
  readonly rememberSessionTtlSeconds: number;
  /** Server-side lifetime of a session without "Ingat saya" (its cookie lasts the browser session). */
  readonly browserSessionTtlSeconds: number;
  /**
   * Sign-in failures allowed per window: per username and address, and per address over all
   * usernames; the same window limits current-password guesses per user (decision 150).
   */
  readonly loginRateLimit: { readonly maxFailures: number; readonly maxFailuresPerIp: number; readonly windowSeconds: number };
  /**
   * Seconds in which the refresh token just rotated away answers with the same successor instead
   * of counting as reuse (two tabs refreshing with one cookie; decision 151).
   */
  readonly refreshGraceSeconds: number;
  /** Password hashes computed at once; each scrypt at OWASP cost holds 128 MiB. */
  readonly maxConcurrentHashes: number;
  /**
   * The key second-factor secrets are sealed with (LAJU_SECOND_FACTOR_KEY, at least 32
   * characters); undefined derives it from the token secret (docs/decisions/291-second-factor.md).
   */
  readonly secondFactorKey: string | undefined;
  /**
   * Whether roles that hold update-permissions or create-user must use a second factor
   * (LAJU_REQUIRE_SECOND_FACTOR=0 turns the requirement off; anyone may still turn it on).
   */
  readonly secondFactorRequired: boolean;
  /**
   * The bearer token `GET /metrics` answers to (LAJU_METRICS_TOKEN, at least 32 characters); unset,
   * the metrics are not served at all.
   */
  readonly metricsToken: string | undefined;
  /**
   * Days a printed note's receipt link works after loading, or after its print when printed later
   * (LAJU_RECEIPT_LINK_DAYS, 1–365; docs/decisions/339-receipts.md).
   */
  readonly receiptLinkDays: number;
  /** How webhooks are delivered (server/webhooks/settings.ts, docs/decisions/348-webhooks.md). */
  readonly webhooks: WebhookSettings;
}

export type TrustProxy = false | number | readonly string[];

/**
 * LAJU_TRUST_PROXY: empty or 0 trusts no proxy; a whole number is how many proxies stand in front
 * (1: one nginx; 2: a cloud load balancer, then nginx); otherwise a comma-separated list of the
 * proxies' addresses or CIDR ranges. `true` (trust every hop) is not offered: it lets the client
 * write its own address into X-Forwarded-For.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('LAJU_TRUST_PROXY must be at most 10 hops');
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new Error(
        `LAJU_TRUST_PROXY "${entry}" is neither a number of proxies nor a proxy's address or CIDR range (for example 1, or 10.0.0.5,10.0.1.0/24)`,
      );
    }
  }
  return entries;
}

const toInt = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer`);
  return parsed;
};

/** Every setting comes from the environment and none is required (docs/product/running.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = toInt(env.PORT, 3000, 'PORT');
  if (port > 65535) throw new Error('PORT must be at most 65535');
  const tokenSecret = env.LAJU_TOKEN_SECRET?.trim() || undefined;
  if (tokenSecret !== undefined && tokenSecret.length < 32) {
    throw new Error('LAJU_TOKEN_SECRET must be at least 32 characters');
  }
  const metricsToken = env.LAJU_METRICS_TOKEN?.trim() || undefined;
  if (metricsToken !== undefined && metricsToken.length < 32) throw new Error('LAJU_METRICS_TOKEN must be at least 32 characters');
  const receiptLinkDays = toInt(env.LAJU_RECEIPT_LINK_DAYS, 14, 'LAJU_RECEIPT_LINK_DAYS');
  if (receiptLinkDays < 1 || receiptLinkDays > 365) throw new Error('LAJU_RECEIPT_LINK_DAYS must be between 1 and 365');
  const secondFactorKey = env.LAJU_SECOND_FACTOR_KEY?.trim() || undefined;
  if (secondFactorKey !== undefined && secondFactorKey.length < 32) {
    throw new Error('LAJU_SECOND_FACTOR_KEY must be at least 32 characters');
  }
  const timeZone = env.LAJU_TIME_ZONE?.trim() || 'Asia/Jakarta';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new Error(`LAJU_TIME_ZONE "${timeZone}" is not a known time zone`);
  }
  const backupDirSetting = env.LAJU_BACKUP_DIR?.trim();
  const backupHours = Number(env.LAJU_BACKUP_HOURS?.trim() || 6);
  if (!Number.isFinite(backupHours) || backupHours <= 0 || backupHours > 24 * 366) throw new Error('LAJU_BACKUP_HOURS must be a number of hours above 0 (for example 6, or 0.5)');
  const backupKeep = toInt(env.LAJU_BACKUP_KEEP, 7, 'LAJU_BACKUP_KEEP');
  if (backupKeep < 1) throw new Error('LAJU_BACKUP_KEEP must be at least 1');
  const apiBase = env.VITE_API_BASE_URL?.trim();
  let apiOrigin: string | undefined;
  if (apiBase && !apiBase.startsWith('/')) {
    // A path ('/api-gateway') is the same origin; anything else must be an absolute URL.
    try {
      const origin = new URL(apiBase).origin;
      if (!/^https?:$/.test(new URL(apiBase).protocol)) throw new Error('not http(s)');
      apiOrigin = origin;
    } catch {
      throw new Error(`VITE_API_BASE_URL "${apiBase}" is not an absolute http(s) URL`);
    }
  }
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    dataDir: path.resolve(cwd, env.LAJU_DATA_DIR?.trim() || './data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    backupDir: backupDirSetting ? path.resolve(cwd, backupDirSetting) : undefined,
    backupHours,
    backupKeep,
    adminPassword: env.LAJU_ADMIN_PASSWORD || undefined,
    demo: env.LAJU_DEMO !== '0',
    tokenSecret,
    timeZone,
    corsOrigins: (env.LAJU_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    apiOrigin,
    trustProxy: parseTrustProxy(env.LAJU_TRUST_PROXY),
    logLevel: env.LAJU_LOG_LEVEL?.trim() || 'info',
    staticDir: path.resolve(cwd, 'dist'),
    scrypt: OWASP_SCRYPT,
    accessTokenTtlSeconds: 15 * 60,
    rememberSessionTtlSeconds: 30 * 24 * 60 * 60,
    browserSessionTtlSeconds: 12 * 60 * 60,
    loginRateLimit: { maxFailures: 5, maxFailuresPerIp: 10, windowSeconds: 15 * 60 },
    refreshGraceSeconds: 10,
    maxConcurrentHashes: 2,
    secondFactorKey,
    secondFactorRequired: env.LAJU_REQUIRE_SECOND_FACTOR !== '0',
    metricsToken,
    receiptLinkDays,
    webhooks: webhookSettingsFrom(env),
  };
}
