import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PasswordHasher } from '../auth/passwords';
import type { ScryptParams } from '../config';
import { openDatabase } from '../db/client';
import { migrate, readMigrations } from '../db/migrate';
import { seed } from '../db/seed';

/** Every seeded user's password in tests. */
export const TEST_PASSWORD = 'Uji-Sandi-2025!';
/** Cheap scrypt for tests; production uses OWASP's (config.ts). */
export const TEST_SCRYPT: ScryptParams = { N: 1024, r: 8, p: 1 };

// The demo step also reads the contract's demo records and the areas' snapshots and status derivation.
const SOURCES = [
  'db/migrations',
  'db/seed.ts',
  'db/demo',
  'test/template.ts',
  '../contract/permissions.ts',
  '../contract/demo-data.ts',
  '../contract/demo-delivery.ts',
  '../contract/delivery-orders.ts',
  '../contract/delivery-orders-values.ts',
  '../contract/shipments.ts',
  '../contract/shipments-values.ts',
  'areas',
  'services/delivery.ts',
];

/** Changes whenever the migrations, the seed or the catalogue change, so stale templates are rebuilt. */
export function templateKey(): string {
  const serverDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const hash = createHash('sha256');
  const add = (file: string) => {
    const stat = fs.statSync(file);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(file).sort()) add(path.join(file, entry));
    else hash.update(file).update(fs.readFileSync(file));
  };
  for (const source of SOURCES) add(path.join(serverDir, source));
  return hash.digest('hex').slice(0, 12);
}

export const pgliteTemplatePath = () => path.resolve('node_modules/.cache/laju-server-test', `template-${templateKey()}.tar`);
export const postgresTemplateName = () => `laju_tpl_${templateKey()}`;

async function seedTemplate(database: Awaited<ReturnType<typeof openDatabase>>) {
  await migrate(database, readMigrations());
  await seed(database.db, { hasher: new PasswordHasher(TEST_SCRYPT, 4), adminPassword: TEST_PASSWORD, demo: true });
}

/** A migrated, seeded PGlite saved with dumpDataDir: each test file opens it in under a second. */
export async function buildPgliteTemplate(): Promise<string> {
  const file = pgliteTemplatePath();
  if (fs.existsSync(file)) return file;
  const database = await openDatabase({});
  try {
    await seedTemplate(database);
    const blob = await database.pglite!.dumpDataDir('none');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

export const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** How long a template of another schema version is kept after a run last used it. */
const TEMPLATE_UNUSED_MS = 24 * 60 * 60 * 1000;

/** Records when a run last used a template (or began building it), in the database's comment. */
async function markUsed(client: { query: (text: string) => Promise<unknown> }, name: string) {
  await client.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
}

/** The same template as a PostgreSQL database; test files copy it with CREATE DATABASE … TEMPLATE. */
export async function buildPostgresTemplate(url: string): Promise<string> {
  const name = postgresTemplateName();
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) {
      await markUsed(client, name);
      return name;
    }
    const building = `${name}_build_${process.pid}`;
    await client.query(`DROP DATABASE IF EXISTS ${building}`);
    await client.query(`CREATE DATABASE ${building}`);
    await markUsed(client, building);
    const database = await openDatabase({ url: withDatabase(url, building), poolSize: 2 });
    try {
      await seedTemplate(database);
    } finally {
      await database.close();
    }
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    // Templates of other schema versions go once no run has used them for a day, so they do not
    // pile up, while another checkout's run on the same server keeps the one it is using.
    const others = await client.query<{ datname: string; used: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as used from pg_database where datname like 'laju\\_tpl\\_%' and datname <> $1`,
      [name],
    );
    const stale = others.rows.filter(({ used }) => !(Date.parse(used ?? '') > Date.now() - TEMPLATE_UNUSED_MS));
    for (const row of stale) await client.query(`DROP DATABASE IF EXISTS ${row.datname}`).catch(() => undefined);
  } finally {
    await client.end();
  }
  return name;
}
