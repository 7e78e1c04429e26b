import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Paging } from '../../contract/api';
import { parseSort } from '../../contract/lists';
import type { AuthContext } from '../auth/auth-cache';
import type { Queryable } from '../db/client';
import { ApiError, isUniqueViolation, notFound, versionConflict } from '../errors';
import { writeChangeLog } from './change-log';
import type { ServiceContext } from './context';
import { idempotentCreate, withIdempotency, type IdempotencyClaim } from './idempotency';
import { containsPattern, offsetOf, pagingOf } from './lists';

/**
 * The server half of issue 12's resource kit: one list query, one create, one versioned update
 * and one change-log shape for every master-data area. An area declares its table, how a row
 * reads as a record and as a change-log snapshot, its unique fields, sorts and filters; the rules
 * (SPEC §5) live here once:
 *  - lists: allow-listed sort (from the contract), `q` over the table's generated `search` column
 *    (trigram index), filters, page plus a separate count;
 *  - create: Idempotency-Key, uniqueness checked first (409 CONFLICT `fields.<field> = TAKEN`),
 *    the row and its CREATE log row in one transaction, a unique violation from a race mapped
 *    to the same 409;
 *  - update: optimistic concurrency for every area, `UPDATE … WHERE id AND version` (a stale
 *    version is 409 VERSION_CONFLICT with the current record), only changed fields written, an
 *    unchanged PATCH writes nothing, the UPDATE log row in the same transaction.
 */
type ResourceTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

export interface UniqueField {
  /** The input field that gets `TAKEN`. */
  readonly field: string;
  /** The index that enforces it (a race's unique violation names it). */
  readonly constraint: string;
  /** The condition matching another row holding `value` (case rules as the index has them). */
  readonly matches: (value: unknown) => SQL;
  readonly message: string;
}

export interface ResourceDefinition<Row extends Record<string, unknown>, Rec extends { id: number; version: number }> {
  /** The change log's `entity` and the noun of messages ("Customer not found"). */
  readonly entity: string;
  readonly noun: string;
  readonly table: ResourceTable;
  readonly toRecord: (row: Row) => Rec;
  /** What the change log records: what a reader recognises, no ids, versions or times. */
  readonly snapshot: (record: Rec) => Record<string, unknown>;
  readonly uniques: readonly UniqueField[];
  /** ORDER BY per sort field of the contract's allow-list (constants, never request input). */
  readonly orders: Readonly<Record<string, (direction: 'asc' | 'desc') => SQL>>;
  /** The record's current name in a change log's `entityLabel` (a constant subquery on `c.entity_id`). */
  readonly label: SQL;
  /** The area's own filters of a list query. */
  readonly filters?: (query: Record<string, unknown>) => (SQL | undefined)[];
}

type AnyDefinition<Rec extends { id: number; version: number }> = ResourceDefinition<Record<string, unknown>, Rec>;

interface ListQuery {
  readonly page: number;
  readonly size: number;
  readonly q?: string | undefined;
  readonly sort: string;
}

/** `GET /api/{area}`: a page of records and the total. */
export async function listResource<Rec extends { id: number; version: number }>(
  ctx: ServiceContext,
  definition: AnyDefinition<Rec>,
  query: ListQuery & Record<string, unknown>,
): Promise<{ data: Rec[]; paging: Paging }> {
  const db = ctx.database.db;
  const table = definition.table;
  const where = and(
    query.q === undefined ? undefined : sql`search like ${containsPattern(query.q)}`,
    ...(definition.filters?.(query) ?? []),
  );
  const { field, descending } = parseSort(query.sort);
  const order = definition.orders[field];
  if (!order) throw new Error(`${definition.entity}: no order for sort field ${field}`);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(order(descending ? 'desc' : 'asc'), descending ? sql`${table.id} desc` : sql`${table.id} asc`)
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(table).where(where),
  ]);
  return { data: (rows as Record<string, unknown>[]).map(definition.toRecord), paging: pagingOf(query, Number(counted?.total ?? 0)) };
}

/** `GET /api/{area}/:id`, or 404. */
export async function getResource<Rec extends { id: number; version: number }>(
  db: Queryable,
  definition: AnyDefinition<Rec>,
  id: number,
): Promise<Rec> {
  const [row] = await db.select().from(definition.table).where(eq(definition.table.id, id));
  if (!row) throw notFound(definition.noun);
  return definition.toRecord(row as Record<string, unknown>);
}

type Uniques = { readonly table: ResourceTable; readonly uniques: readonly UniqueField[] };

const taken = (unique: UniqueField) => new ApiError(409, 'CONFLICT', unique.message, { fields: { [unique.field]: 'TAKEN' } });

async function assertAvailable(db: Queryable, definition: Uniques, values: Record<string, unknown>, exceptId?: number) {
  for (const unique of definition.uniques) {
    const value = values[unique.field];
    if (value === undefined || value === null) continue;
    const clash = await db
      .select({ id: definition.table.id })
      .from(definition.table)
      .where(and(unique.matches(value), exceptId === undefined ? undefined : sql`${definition.table.id} <> ${exceptId}`))
      .limit(1);
    if (clash.length > 0) throw taken(unique);
  }
}

/** A unique violation of a race, as the 409 the pre-check would have answered. */
function mapUniqueViolation(definition: Uniques, error: unknown): never {
  if (isUniqueViolation(error)) {
    const cause = ((error as { cause?: unknown }).cause ?? error) as { constraint?: string };
    const unique = definition.uniques.find((entry) => entry.constraint === cause.constraint) ?? definition.uniques[0];
    if (unique) throw taken(unique);
  }
  throw error;
}

/** `POST /api/{area}` (201): idempotent, unique, logged in the same transaction. */
export async function createResource<Rec extends { id: number; version: number }>(
  ctx: ServiceContext,
  definition: AnyDefinition<Rec>,
  auth: AuthContext,
  input: Record<string, unknown>,
  claim: IdempotencyClaim | undefined,
): Promise<{ value: Rec; replayed: boolean }> {
  const db = ctx.database.db;
  const values = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return withIdempotency(db, claim, async () => {
    await assertAvailable(db, definition, values);
    try {
      return await idempotentCreate(db, claim, async (tx) => {
        const [row] = await tx.insert(definition.table).values(values).returning();
        const record = definition.toRecord(row as Record<string, unknown>);
        await writeChangeLog(tx, {
          entity: definition.entity,
          entityId: record.id,
          action: 'CREATE',
          actorId: auth.userId,
          before: null,
          after: definition.snapshot(record),
        });
        return record;
      });
    } catch (error) {
      return mapUniqueViolation(definition, error);
    }
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** `PATCH /api/{area}/:id` with `version`: the one versioned update of every area. */
export async function updateResource<Rec extends { id: number; version: number }>(
  ctx: ServiceContext,
  definition: AnyDefinition<Rec>,
  auth: AuthContext,
  id: number,
  input: { version: number } & Record<string, unknown>,
): Promise<Rec> {
  const db = ctx.database.db;
  const current = await getResource(db, definition, id);
  if (current.version !== input.version) throw versionConflict(current);
  const { version, ...fields } = input;
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([field, value]) => value !== undefined && !same(value, (current as Record<string, unknown>)[field])),
  );
  if (Object.keys(changes).length === 0) return current;
  await assertAvailable(db, definition, changes, id);
  const table = definition.table;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(table)
        .set({ ...changes, version: sql`${table.version} + 1`, updatedAt: new Date() })
        .where(and(eq(table.id, id), eq(table.version, version)))
        .returning();
      // Someone saved between our read and this write.
      if (!row) throw versionConflict(null);
      const updated = definition.toRecord(row as Record<string, unknown>);
      await writeChangeLog(tx, {
        entity: definition.entity,
        entityId: id,
        action: 'UPDATE',
        actorId: auth.userId,
        before: definition.snapshot(current),
        after: definition.snapshot(updated),
      });
      return updated;
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') throw versionConflict(await getResource(db, definition, id));
    return mapUniqueViolation(definition, error);
  }
}

/** ISO text of a timestamp column (Date from drizzle, string from raw SQL). */
export const isoOf = (value: unknown): string => new Date(value as string | Date).toISOString();
