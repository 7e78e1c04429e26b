import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type BuildOptions } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { TEST_PASSWORD, TEST_SCRYPT, withDatabase } from './template';

export { TEST_PASSWORD };
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** A fresh database for one test file: the PGlite snapshot, or a copy of the PostgreSQL template. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.LAJU_TEST_ENGINE === 'postgres') {
    const url = process.env.LAJU_TEST_DATABASE_URL!;
    const name = `laju_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Two files copying the template at the same instant can collide; one retry settles it.
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`).catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 500));
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
      });
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ url: withDatabase(url, name), poolSize: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
      },
    };
  }
  return openDatabase({ loadDataDir: new TemplateBlob(pgliteTemplateBytes()) });
}

let templateBytes: { file: string; bytes: ArrayBuffer } | undefined;
/** The PGlite template's bytes, read once per worker (its modules outlive a file: isolate is off). */
function pgliteTemplateBytes(): ArrayBuffer {
  const file = inject('pgliteTemplate');
  if (templateBytes?.file !== file) {
    const read = fs.readFileSync(file);
    templateBytes = { file, bytes: read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength) };
  }
  return templateBytes.bytes;
}

/**
 * The template as PGlite reads a data dir: it asks the blob for its bytes once. Node answers a
 * Blob's `arrayBuffer()` by streaming its parts and joining them, a large share of opening each test
 * file's database for a template this size; this one answers a copy of bytes already in memory
 * (PGlite unpacks the copy into its own file system, so every file starts from the same template).
 */
class TemplateBlob extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super();
    this.#bytes = bytes;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#bytes.slice(0);
  }
}

export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig & { tokenSecret: string } => ({
  ...loadConfig({}, process.cwd()),
  staticDir: null,
  scrypt: TEST_SCRYPT,
  logLevel: 'silent',
  maxConcurrentHashes: 4,
  // The suites sign in as admin (Master) throughout; the second factor's own tests turn this on.
  secondFactorRequired: false,
  ...overrides,
  tokenSecret: overrides.tokenSecret ?? TEST_SECRET,
});

export interface TestApp extends App {
  readonly database: Database;
  close(): Promise<void>;
  /** Signs in and returns the access token and the refresh cookie's value. */
  login(username: string, options?: { password?: string; remember?: boolean; ip?: string }): Promise<SignedIn>;
}

export interface SignedIn {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly userId: number;
  readonly roleId: number;
  readonly headers: { authorization: string };
}

export async function createTestApp(overrides: Partial<ServerConfig> = {}, options: Pick<BuildOptions, 'areas'> & { prepare?: (database: Database) => Promise<void> } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await options.prepare?.(database);
  const built = await buildApp({ db: database, config: testConfig(overrides), logger: false, areas: options.areas });
  let ipCounter = 0;
  return {
    ...built,
    database,
    close: async () => {
      await built.app.close();
      await database.close();
    },
    login: async (username, options = {}) => {
      ipCounter += 1;
      const response = await built.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: options.ip ?? `10.9.0.${ipCounter % 250}`,
        payload: { username, password: options.password ?? TEST_PASSWORD, remember: options.remember ?? false },
      });
      if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
      const data = response.json().data;
      return {
        accessToken: data.accessToken,
        refreshToken: refreshCookieOf(response)!,
        userId: data.userId,
        roleId: data.roleId,
        headers: { authorization: `Bearer ${data.accessToken}` },
      };
    },
  };
}

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === 'refreshToken');
  return cookie && cookie.value !== '' ? cookie.value : undefined;
}

export const errorCodeOf = (response: LightMyRequestResponse): string | undefined =>
  (response.json() as { error?: { code?: string } }).error?.code;

/**
 * The app listening on a free port with its export queue held by two exports that wait until
 * released: an export asked for now waits its turn, so a test can leave while it waits.
 */
export async function heldExportQueue(t: TestApp) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const queue = t.context.exportQueue;
  const releases: (() => void)[] = [];
  const holders = [0, 1].map(() => queue.run(new AbortController().signal, () => new Promise<void>((resolve) => releases.push(resolve))));
  return {
    port,
    queue,
    cancelledBefore: queue.cancelled,
    async release() {
      for (const release of releases) release();
      await Promise.all(holders);
    },
  };
}
