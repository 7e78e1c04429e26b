import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { schema } from '../db/schema';
import { openTestDatabase } from './harness';

/**
 * server/db/schema.ts mirrors the SQL migrations by hand (the SQL is the source of truth). This
 * fails when the two disagree: a table or column in one and not the other, another type, another
 * nullability or a default only one of them knows about.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** In the database only, on purpose (each says why where it is created). */
const DATABASE_ONLY = new Set([
  'schema_migrations', // the migration runner's own table
  'users.search', // 0002: a generated column only searched, never read or written by the app
  'user_counts', // 0002: kept by a trigger, read by raw SQL for the users list's totals
  'customers.search', // 0004: generated search columns, as users.search
  'items.search',
  'fleets.search',
  'delivery_orders.search', // 0005: generated search columns, as users.search
  'shipments.search',
  'delivery_orders.item_ids', // 0010: kept by a trigger on the lines, only filtered on (the item filter's index)
  'stored_files', // 0020: the pictures' bytes, read and written by raw SQL in services/file-store.ts only
]);

/** drizzle's column types → PostgreSQL's `udt_name`. */
const UDT: Record<string, string> = {
  PgSerial: 'int4',
  PgInteger: 'int4',
  PgSmallInt: 'int2',
  PgBigSerial53: 'int8',
  PgBigSerial64: 'int8',
  PgBigInt53: 'int8',
  PgText: 'text',
  PgBoolean: 'bool',
  PgTimestamp: 'timestamptz',
  PgUUID: 'uuid',
  PgJsonb: 'jsonb',
  PgArray: '_text',
  PgNumeric: 'numeric',
  PgNumericNumber: 'numeric',
  PgDateString: 'date',
};

interface DbColumn {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

describe('server/db/schema.ts against the migrations', () => {
  it('has every table and column the migrations create, with the same type, nullability and defaults', async () => {
    const columns = rowsOf<DbColumn>(
      await database.db.execute(sql`
        select table_name, column_name, udt_name, is_nullable, column_default
        from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`),
    );
    const inDatabase = new Map(columns.map((column) => [`${column.table_name}.${column.column_name}`, column]));
    const problems: string[] = [];
    const declared = new Set<string>();
    for (const table of Object.values(schema) as PgTable[]) {
      const config = getTableConfig(table);
      declared.add(config.name);
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        declared.add(key);
        const actual = inDatabase.get(key);
        if (!actual) {
          problems.push(`${key}: in schema.ts, not in the migrations`);
          continue;
        }
        const expectedType = UDT[column.columnType];
        if (!expectedType) problems.push(`${key}: drizzle type ${column.columnType} has no mapping in this test`);
        else if (expectedType !== actual.udt_name) problems.push(`${key}: schema.ts ${expectedType}, migrations ${actual.udt_name}`);
        if (column.notNull !== (actual.is_nullable === 'NO')) {
          problems.push(`${key}: schema.ts ${column.notNull ? 'not null' : 'nullable'}, migrations ${actual.is_nullable === 'NO' ? 'not null' : 'nullable'}`);
        }
        // A serial's default is its sequence; otherwise both sides must agree on having one.
        const serial = /Serial/.test(column.columnType);
        if (!serial && column.hasDefault !== (actual.column_default !== null)) {
          problems.push(`${key}: default in ${column.hasDefault ? 'schema.ts only' : 'the migrations only'}`);
        }
      }
    }
    for (const column of columns) {
      const key = `${column.table_name}.${column.column_name}`;
      if (DATABASE_ONLY.has(column.table_name) || DATABASE_ONLY.has(key)) continue;
      if (!declared.has(column.table_name)) problems.push(`${column.table_name}: table in the migrations, not in schema.ts`);
      else if (!declared.has(key)) problems.push(`${key}: in the migrations, not in schema.ts`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
