import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from '../template';

export interface FreshDatabase {
  readonly name: string;
  readonly url: string;
  drop(): Promise<void>;
}

const adminUrl = () => {
  const url = process.env.LAJU_TEST_DATABASE_URL;
  if (!url) throw new Error('server/test/instances needs LAJU_TEST_DATABASE_URL (the PostgreSQL run)');
  return url;
};

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on the test PostgreSQL: a copy of the migrated, seeded template (admin's
 * password TEST_PASSWORD), or empty with `{ empty: true }`. Dropped by `drop`.
 */
export async function freshDatabase(options: { empty?: boolean } = {}): Promise<FreshDatabase> {
  const name = `laju_i_${randomBytes(6).toString('hex')}`;
  const create = `CREATE DATABASE ${name}${options.empty ? '' : ` TEMPLATE ${inject('postgresTemplate')}`}`;
  // Two files copying the template at the same instant can collide; one retry settles it.
  await adminQuery(create).catch(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 500));
    await adminQuery(create);
  });
  return {
    name,
    url: withDatabase(adminUrl(), name),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
