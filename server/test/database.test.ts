import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, PERMISSIONS, SEEDED_ROLES } from '../../contract/permissions';
import { PasswordHasher } from '../auth/passwords';
import { namedStatement, rowsOf } from '../db/client';
import { generateUsers } from '../db/demo/users';
import { createRandom } from '../db/demo/random';
import { migrate, readMigrations } from '../db/migrate';
import { resolveTokenSecret, seed } from '../db/seed';
import { openTestDatabase } from './harness';
import { TEST_SCRYPT } from './template';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const query = async <T>(text: string) => rowsOf<T>(await database.db.execute(sql.raw(text)));

describe('named statements on the search connections', () => {
  it('answer with each call’s values, kept parsed on PostgreSQL and planned for those values; the other connections keep plans', async () => {
    const text = 'select $1::int + 1 as next';
    for (const value of [1, 41]) expect(rowsOf(await namedStatement(database.searchDb, text, [value]))).toEqual([{ next: value + 1 }]);
    if (database.kind !== 'postgres') return;
    const onSearch = async <T>(statement: string) => rowsOf<T>(await database.searchDb.execute(sql.raw(statement)));
    // The pool hands the last released connection out again, so this reads the session that ran both.
    expect(await onSearch(`select statement, custom_plans::int as plans, generic_plans::int as generic from pg_prepared_statements`)).toEqual([
      { statement: text, plans: 2, generic: 0 },
    ]);
    expect(await onSearch(`select current_setting('plan_cache_mode') as mode`)).toEqual([{ mode: 'force_custom_plan' }]);
    // The PL/pgSQL functions that read a list page's related rows keep their plans on the main pool.
    expect(await query(`select current_setting('plan_cache_mode') as mode`)).toEqual([{ mode: 'auto' }]);
  });
});

describe('migrations', () => {
  it('are recorded and not applied twice', async () => {
    const versions = (await query<{ version: number }>('select version from schema_migrations order by version')).map((row) => row.version);
    expect(versions).toEqual(readMigrations().map((migration) => migration.version));
    expect(await migrate(database)).toEqual([]);
  });

  it('roll back a failing migration completely', async () => {
    const broken = [{ version: 9999, name: 'broken', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' }];
    await expect(migrate(database, broken)).rejects.toThrow(/9999_broken/);
    expect(await query(`select 1 from pg_tables where tablename = 'half_done'`)).toHaveLength(0);
    expect(await query('select 1 from schema_migrations where version = 9999')).toHaveLength(0);
  });

  it('create the indexes lists and the rate limit rely on', async () => {
    const names = (await query<{ indexname: string }>(`select indexname from pg_indexes where schemaname = 'public'`)).map(
      (row) => row.indexname,
    );
    for (const index of ['users_username_lower_key', 'users_search_trgm_idx', 'users_role_username_idx', 'activity_logs_failures_idx', 'change_logs_entity_id_idx']) {
      expect(names).toContain(index);
    }
  });
});

describe('seed', () => {
  it('holds the catalogue, the seeded roles with their permissions and one user per role', async () => {
    expect(await query('select name from permissions')).toHaveLength(PERMISSIONS.length);
    const roleRows = await query<{ name: string; n: number }>(
      'select r.name, count(rp.permission_id)::int as n from roles r left join role_permissions rp on rp.role_id = r.id group by r.name',
    );
    for (const role of SEEDED_ROLES) expect(roleRows).toContainEqual({ name: role.name, n: role.permissions.length });
    const usernames = (await query<{ username: string }>('select username from users order by id')).map((row) => row.username);
    expect(usernames).toEqual(DEMO_USERS.map((user) => user.username));
  });

  it('gives every demo customer, item and fleet a creation row that reads as the record does', async () => {
    for (const [entity, table] of [['customer', 'customers'], ['item', 'items'], ['fleet', 'fleets']] as const) {
      const rows = await query<{ active: boolean; status: string; name: string | null }>(
        `select r.active, l.after->>'status' as status, l.after->>'${entity === 'fleet' ? 'plate' : 'name'}' as name
           from ${table} r join change_logs l on l.entity = '${entity}' and l.entity_id = r.id and l.action = 'CREATE'`,
      );
      expect(rows.length, entity).toBeGreaterThan(0);
      expect(rows.filter((row) => row.status !== (row.active ? 'active' : 'inactive') || row.name === null), entity).toEqual([]);
    }
  });

  it('generates the same users for the same seed, quickly, and keeps the list counters', async () => {
    const run = async () => {
      let usernames: string[] = [];
      await database.db
        .transaction(async (tx) => {
          const ids = await generateUsers(tx, { count: 600, roleIds: [2, 6], passwordHash: 'x', random: createRandom(7), today: new Date('2025-06-01') });
          const rows = await tx.execute(sql`select username, role_id, created_at from users where id >= ${ids[0]!} order by id`);
          usernames = rowsOf<{ username: string }>(rows).map((row) => row.username);
          const [counted] = rowsOf<{ ok: boolean }>(
            await tx.execute(sql`select (select sum(n) from user_counts) = (select count(*) from users) as ok`),
          );
          expect(counted!.ok).toBe(true);
          throw new Error('roll back');
        })
        .catch((error: Error) => expect(error.message).toBe('roll back'));
      return usernames;
    };
    const first = await run();
    expect(first).toHaveLength(600);
    expect(new Set(first).size).toBe(600);
    expect(first.every((username) => /^[a-z]+\.[a-z]+\.\d{5}$/.test(username))).toBe(true);
    expect(await run()).toEqual(first);
  });

  it('does nothing on a later start and keeps the token secret', async () => {
    const hasher = new PasswordHasher(TEST_SCRYPT, 1);
    const again = await seed(database.db, { hasher, adminPassword: undefined, demo: true });
    expect(again).toEqual({ firstStart: false, generatedAdminPassword: undefined, demoUsernames: [] });
    const secret = await resolveTokenSecret(database.db, undefined);
    expect(secret.length).toBeGreaterThanOrEqual(48);
    expect(await resolveTokenSecret(database.db, undefined)).toBe(secret);
    expect(await resolveTokenSecret(database.db, 'from-the-environment-from-the-environment')).toBe('from-the-environment-from-the-environment');
  });

  it('creates only admin without demo data, with a generated password', async () => {
    await database.db.execute(sql`truncate users, roles, role_permissions, sessions, activity_logs, change_logs cascade`);
    const result = await seed(database.db, { hasher: new PasswordHasher(TEST_SCRYPT, 1), adminPassword: undefined, demo: false });
    expect(result.firstStart).toBe(true);
    expect(result.generatedAdminPassword).toMatch(/^[\w]{4}-[\w]{4}-[\w]{4}-[\w]{4}$/);
    expect(result.demoUsernames).toEqual(['admin']);
    const [admin] = await query<{ password_hash: string }>('select password_hash from users');
    expect(admin!.password_hash).not.toContain(result.generatedAdminPassword!);
    expect(await query('select 1 from users')).toHaveLength(1);
  });
});
