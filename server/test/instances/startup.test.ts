import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { migrate, MIGRATION_RUN_LOCK, readMigrations } from '../../db/migrate';
import { killAll, spawnServer } from '../server-process';
import { freshDatabase, type FreshDatabase } from './fresh-database';

/**
 * Start-up on PostgreSQL: start-up failures end with one plain sentence and
 * exit 1, never a half-migrated database; migrations never run twice at once.
 */
const created: FreshDatabase[] = [];
afterAll(async () => {
  killAll();
  for (const database of created) await database.drop();
});

const base = new URL(process.env.LAJU_TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres');
const urlWith = (change: (url: URL) => void) => {
  const url = new URL(base);
  change(url);
  return url.toString();
};

async function failedStart(env: NodeJS.ProcessEnv) {
  const server = await spawnServer(env);
  const code = await server.exited;
  const lines = server.output().trim().split('\n').filter(Boolean);
  expect(code).toBe(1);
  expect(lines, server.output()).toHaveLength(1);
  expect(lines[0]).toMatch(/^LAJU server failed to start: /);
  expect(lines[0]).not.toMatch(/\bat .*:\d+:\d+|Error:/);
  return lines[0]!;
}

async function tables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`);
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe('start-up failures on PostgreSQL', () => {
  it('names a DATABASE_URL that points nowhere, a wrong password and a missing database', async () => {
    const [nowhere, password, missing] = await Promise.all([
      failedStart({ DATABASE_URL: urlWith((url) => (url.port = '1')) }),
      failedStart({ DATABASE_URL: urlWith((url) => (url.password = 'not-the-password')) }),
      failedStart({ DATABASE_URL: urlWith((url) => (url.pathname = '/laju_no_such_database')) }),
    ]);
    expect(nowhere).toMatch(/Cannot reach PostgreSQL at .*:1 \(connection refused\)/);
    expect(password).toMatch(/refused the password of user "postgres"/);
    expect(password).not.toContain('not-the-password');
    expect(missing).toMatch(/The database "laju_no_such_database" does not exist/);
  }, 60_000);

  it('with LAJU_MIGRATE=0, refuses a database without the migrations and leaves it untouched', async () => {
    const empty = await freshDatabase({ empty: true });
    created.push(empty);
    expect(await failedStart({ DATABASE_URL: empty.url, LAJU_MIGRATE: '0' })).toMatch(/The database has no LAJU tables and LAJU_MIGRATE=0 forbids creating them/);
    expect(await tables(empty.url)).toEqual([]);
  }, 60_000);
});

describe('one migration runner at a time', () => {
  it('waits while another instance holds the migration lock, then applies each migration once', async () => {
    const empty = await freshDatabase({ empty: true });
    created.push(empty);
    const holder = new pg.Client({ connectionString: empty.url });
    await holder.connect();
    const [first, second] = await Promise.all([openDatabase({ url: empty.url, poolSize: 2 }), openDatabase({ url: empty.url, poolSize: 2 })]);
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_RUN_LOCK]);
      let waited = 0;
      const running = Promise.all([
        migrate(first, readMigrations(), { onWait: () => (waited += 1) }),
        migrate(second, readMigrations(), { onWait: () => (waited += 1) }),
      ]);
      // Both find the lock taken; nothing is applied while it is held.
      const deadline = Date.now() + 10_000;
      while (waited < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(waited).toBe(2);
      expect(await tables(empty.url)).toEqual([]);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_RUN_LOCK]);
      const [appliedByFirst, appliedBySecond] = await running;
      expect([...appliedByFirst, ...appliedBySecond].sort((a, b) => a - b)).toEqual(readMigrations().map((migration) => migration.version));
      const { rows } = await holder.query('select version from schema_migrations order by version');
      expect(rows.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
    } finally {
      await holder.end();
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);
});
