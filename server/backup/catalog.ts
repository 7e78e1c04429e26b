import type { SqlSession } from './session';

/**
 * What a backup and a restore read from PostgreSQL's catalogue: LAJU's tables in schema public
 * with their stored columns (generated ones are computed again on restore), the sequences, and
 * the foreign keys, indexes and triggers a restore sets aside while it loads rows.
 */
export interface TableShape {
  readonly name: string;
  readonly columns: readonly { readonly name: string; readonly type: string }[];
}

/** Every table with its stored columns in order, by name. */
export async function tablesOf(session: SqlSession): Promise<TableShape[]> {
  const rows = await session.query<{ table_name: string; column_name: string; column_type: string }>(
    `SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS column_type
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.relname, a.attnum`,
  );
  const tables = new Map<string, { name: string; type: string }[]>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push({ name: row.column_name, type: row.column_type });
    tables.set(row.table_name, columns);
  }
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

export interface SequenceValue {
  readonly name: string;
  readonly lastValue: string;
  readonly isCalled: boolean;
}

export async function sequenceNamesOf(session: SqlSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

/** The migrations recorded as applied, in order; empty on a database LAJU never migrated. */
export async function appliedMigrationsOf(session: SqlSession): Promise<{ version: number; name: string }[]> {
  const [found] = await session.query<{ present: boolean }>(`SELECT to_regclass('public.schema_migrations') IS NOT NULL AS present`);
  if (!found?.present) return [];
  const rows = await session.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
  return rows.map((row) => ({ version: Number(row.version), name: row.name }));
}

/** Relations in schema public: none on an empty database. */
export async function relationCountOf(session: SqlSession): Promise<number> {
  const [row] = await session.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')`,
  );
  return Number(row?.count ?? 0);
}

/** pg_trigger.tgenabled back to the ENABLE clause that sets it ('O', the usual, needs none). */
const ENABLED_AS: Record<string, string> = { A: 'ALWAYS ', R: 'REPLICA ' };

export interface SetAside {
  /** Statements that drop the foreign keys and plain indexes and switch the triggers off. */
  readonly before: string[];
  /** Statements that bring them back (a foreign key checks every row as it comes back). */
  readonly after: string[];
}

/**
 * What slows or blocks loading rows table by table: foreign keys (a row may come before the row it
 * names), indexes that are no constraint's (built once at the end instead of row by row), and
 * triggers (the rows already hold what the triggers wrote when they were first made).
 */
export async function setAsideForLoad(session: SqlSession): Promise<SetAside> {
  const keys = await session.query<{ table_name: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS table_name, quote_ident(c.conname) AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = 'public' AND c.contype = 'f' ORDER BY 1, 2`,
  );
  const indexes = await session.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid) ORDER BY 1`,
  );
  const triggers = await session.query<{ table_name: string; name: string; enabled: string }>(
    `SELECT t.tgrelid::regclass::text AS table_name, quote_ident(t.tgname) AS name, t.tgenabled::text AS enabled
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND NOT t.tgisinternal AND t.tgenabled <> 'D' ORDER BY 1, 2`,
  );
  return {
    before: [
      ...keys.map((key) => `ALTER TABLE ${key.table_name} DROP CONSTRAINT ${key.name}`),
      ...indexes.map((index) => `DROP INDEX ${index.name}`),
      ...triggers.map((trigger) => `ALTER TABLE ${trigger.table_name} DISABLE TRIGGER ${trigger.name}`),
    ],
    after: [
      ...triggers.map((trigger) => `ALTER TABLE ${trigger.table_name} ENABLE ${ENABLED_AS[trigger.enabled] ?? ''}TRIGGER ${trigger.name}`),
      ...indexes.map((index) => index.definition),
      ...keys.map((key) => `ALTER TABLE ${key.table_name} ADD CONSTRAINT ${key.name} ${key.definition}`),
    ],
  };
}
