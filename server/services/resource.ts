import { and, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Paging } from '../../contract/api';
import type { ResourceDeclaration, SortFieldOf } from '../../contract/area';
import type { ChangeEntity } from '../../contract/change-log';
import { parseSort } from '../../contract/lists';
import type { AuthContext } from '../auth/auth-cache';
import { rowsOf, type Queryable, type Tx } from '../db/client';
import { ApiError, isUniqueViolation, notFound, versionConflict } from '../errors';
import { writeChangeLog } from './change-log';
import { recordEvent } from '../webhooks/outbox';
import type { ServiceContext } from './context';
import { idempotentCreate, withIdempotency, type IdempotencyClaim } from './idempotency';
import { containsPattern, offsetOf, pagingOf } from './lists';
import type { SearchCounts } from './search-counts';

/**
 * The server half of the resource kit: one list query, one create, one versioned update
 * and one change-log shape for every master-data area. An area declares its table, how a row
 * reads as a record and as a change-log snapshot, its unique fields, sorts and filters; the rules
 * (docs/product/api.md) live here once:
 *  - lists: allow-listed sort (from the contract), `q` over the table's generated `search` column
 *    (trigram index), filters, page plus a separate count;
 *  - create: Idempotency-Key, uniqueness checked first (409 CONFLICT `fields.<field> = TAKEN`, every
 *    taken field in one answer),
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
  readonly entity: ChangeEntity;
  readonly noun: string;
  readonly table: ResourceTable;
  readonly toRecord: (row: Row) => Rec;
  /** What the change log records: what a reader recognises, no ids, versions or times. */
  readonly snapshot: (record: Rec) => Record<string, unknown>;
  readonly uniques: readonly UniqueField[];
  /**
   * ORDER BY per sort field of the contract's allow-list (constants, never request input). A
   * nullable sort key places its nulls as `nulls` says: `last` for the list itself, `first` when a
   * page near the end is read in exactly the reverse order (decision 155). A sort by a column of
   * the row a record refers to (a user's role, by its name) is a `ReferencedOrder`.
   */
  readonly orders: Readonly<Record<string, OrderBy | ReferencedOrder>>;
  /**
   * Values of related rows read with each row, under the keys `toRecord` reads them by (a user's
   * role name): scalar subqueries over the area's table, in the list's one statement and in every
   * read of one record, instead of a query per page in `expand`.
   */
  readonly related?: Readonly<Record<string, SQL>>;
  /** The record's current name in a change log's `entityLabel` (a constant subquery on `c.entity_id`). */
  readonly label: SQL;
  /** The area's own filters of a list query. */
  readonly filters?: (query: Record<string, unknown>, settings: { readonly timeZone: string }) => (SQL | undefined)[];
  /**
   * Totals kept by triggers in `list_counts` (migration 0006, decision 155): the bucket a query
   * without `q` selects (an item's unit), or the buckets it adds up (a DO's OPEN = PENDING and
   * PROSES, decision 220), `null` for all of them, or undefined when its filters need a real
   * count. Without it every total is a `count(*)`.
   */
  readonly countBucket?: (query: Record<string, unknown>) => string | readonly string[] | null | undefined;
  /**
   * Totals kept by the area's own triggers in a table of its own (users per role and status,
   * migration 0002), as `countBucket` reads `list_counts`: the scalar subquery of a query without
   * `q`, or undefined when its filters need a real count.
   */
  readonly keptCount?: (query: Record<string, unknown>) => SQL | undefined;
  /**
   * The cache that holds the area's totals and its searches' orders, emptied by the area's writes.
   * Default: the master data's (`masterDataCounts`). Users keep theirs in `searchCounts`, which
   * their writes outside the kit (a deactivation, the own profile) empty as well.
   */
  readonly counts?: (ctx: ServiceContext) => SearchCounts;
  /**
   * Whether the total of a query (a real count, or the kept counts it adds up) may be held until
   * the area's next write (decisions 220, 289): true when every write that can move a row in or out
   * of the query's filters empties the held totals after its commit (the kit's create and update
   * of this area or of the master data do; an area's own writes call `changed()` of its `counts`).
   * Default: a search of an area with `countBucket` (decision 155).
   */
  readonly holdsTotal?: (query: Record<string, unknown>) => boolean;
  /**
   * Whether the query has a filter whose own index finds its rows (a customer's DOs, an item's):
   * when the held total says they are few, they are read through that index and sorted whole,
   * as a search's are (decisions 240, 289), instead of walking the sort's index past every row
   * of other customers or items.
   */
  readonly indexedFilter?: (query: Record<string, unknown>) => boolean;
  /** What `q` matches (default: the table's `search` column), given the escaped `%term%`. */
  readonly search?: (pattern: string, term: string) => SQL;
  /**
   * Records that are more than their row (delivery orders with lines and quantities): reads the
   * related rows of a whole page in a few queries instead of `toRecord` per row.
   */
  readonly expand?: (db: Queryable, rows: Row[]) => Promise<Rec[]>;
  /**
   * What a list export reads of a batch when the list's columns need less than the record: every
   * column the declaration's list exports, read without the rest `expand` builds (a DO's lines
   * counted, not its quantities and shipments). Without it an export reads the records.
   */
  readonly exportRecords?: (db: Queryable, rows: Row[]) => Promise<Record<string, unknown>[]>;
  /** Areas with child rows and rules checked under row locks (delivery orders, shipments). */
  readonly writes?: WriteHooks<Rec>;
}

type OrderBy = (direction: 'asc' | 'desc', nulls: 'first' | 'last') => SQL;

/**
 * A sort by a column of the row each record refers to (users by their role's name). A join
 * ordered by that column sorts every row of the area for one page; instead each referenced row
 * gives its first records in `within` order, as many as the page needs, read from an index on
 * (the reference, `within`), and only those are sorted: a few rows per referenced row, so for a
 * small referenced table (roles), not one with thousands of rows. Ties fall by the referenced
 * row's id, then `within`, then the id.
 */
export interface ReferencedOrder {
  /** The referenced table (roles). */
  readonly references: PgTable & { id: PgColumn };
  /** The area's column holding the referenced id (users.role_id). */
  readonly reference: PgColumn;
  /** The referenced row's sort key, over its own columns (`lower(roles.name)`). */
  readonly key: SQL;
  /** The order of one referenced row's records (`lower(username)`). */
  readonly within: OrderBy;
}

const isReferenced = (order: OrderBy | ReferencedOrder): order is ReferencedOrder => typeof order !== 'function';

/**
 * What an area's server code holds beyond its declaration (contract/areas): the table mapping
 * and its business hooks. The entity, the noun, the unique fields and the change log's label
 * come from the declaration; the ORDER BY of every declared sort field must be here.
 */
export type AreaDefinition<Row extends Record<string, unknown>, Rec extends { id: number; version: number }, D extends ResourceDeclaration> = Omit<
  ResourceDefinition<Row, Rec>,
  'entity' | 'noun' | 'uniques' | 'orders' | 'label'
> & {
  readonly orders: { readonly [F in SortFieldOf<D>]: OrderBy | ReferencedOrder };
  /** The change log's label where it is not the declared label field's column (a DO's number). */
  readonly label?: SQL;
};

/**
 * An area's resource definition from its declaration and its table. A declaration that does not
 * fit the table (a sort without an ORDER BY, a unique or label field the table lacks) stops the
 * server as it starts, with a sentence naming the area and the field.
 */
export function defineResource<Row extends Record<string, unknown>, Rec extends { id: number; version: number }, const D extends ResourceDeclaration>(
  declaration: D,
  input: AreaDefinition<Row, Rec, D>,
): ResourceDefinition<Row, Rec> {
  const { key, list } = declaration;
  const table = input.table;
  const tableName = getTableName(table);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const columnOf = (field: string, what: string) => {
    const column = columns[field];
    if (!column) throw new Error(`Area ${key}: its ${what} "${field}" is not a column of the table ${tableName}.`);
    return column;
  };
  const orders = input.orders as Readonly<Record<string, OrderBy | ReferencedOrder | undefined>>;
  for (const field of list.sort) {
    if (orders[field] === undefined) throw new Error(`Area ${key}: the sort field "${field}" has no ORDER BY in its server definition.`);
  }
  for (const field of Object.keys(orders)) {
    if (!list.sort.includes(field)) throw new Error(`Area ${key}: the server orders by "${field}", which is not one of its declared sort fields.`);
  }
  const uniques = Object.entries(list.unique ?? {}).map(([field, rule]): UniqueField => {
    const column = columnOf(field, 'unique field');
    const lower = rule.compare === 'lower';
    return {
      field,
      constraint: `${tableName}_${column.name}${lower ? '_lower' : ''}_key`,
      matches: (value) => (lower ? sql`lower(${column}) = lower(${value})` : sql`${column} = ${value}`),
      message: rule.message,
    };
  });
  const label = input.label ?? sql.raw(`(select ${columnOf(list.label ?? 'id', 'label field').name} from ${tableName} where id = c.entity_id)`);
  return { ...input, entity: declaration.changeEntity as ChangeEntity, noun: declaration.noun, uniques, orders: orders as ResourceDefinition<Row, Rec>['orders'], label };
}

/**
 * An area's part of a create or update, run inside the kit's transaction so its checks, child
 * rows, derived state and the change-log row commit together.
 */
export interface WriteHooks<Rec> {
  /**
   * Refuses an update in the record's current state (a completed shipment, a cancelled DO, a
   * deactivated user). Asked on the first read, after the row is
   * written, and again when a lost race is answered, so a stale save hears what a fresh one would.
   */
  readonly editable?: (current: Rec) => void;
  /**
   * Update only: refuses a caller who may not change this record (a user whose role outranks
   * theirs). Asked once, on the first read, before the version; outside any transaction.
   */
  readonly authorize?: (current: Rec, auth: AuthContext) => Promise<void>;
  /** The record as its input fields, so an unchanged PATCH is recognised (lines by item). */
  readonly inputOf?: (current: Rec) => Record<string, unknown>;
  /**
   * Outside any transaction, before the unique fields are compared: the area's refusals of the
   * new values or changed fields (a user's role must exist); `current` is null on create.
   */
  readonly check?: (changes: Record<string, unknown>, current: Rec | null, auth: AuthContext) => Promise<void>;
  /**
   * After every check, before the transaction: slow work that must not hold a connection (a
   * password's hash); gives what `columns` (or the row) receives. `current` is null on create.
   */
  readonly prepare?: (changes: Record<string, unknown>, current: Rec | null, auth: AuthContext) => Promise<Record<string, unknown>>;
  /** Checks the input and gives the row's column values; `current` is null on create. Default: the input. */
  readonly columns?: (tx: Tx, input: Record<string, unknown>, current: Rec | null, auth: AuthContext) => Promise<Record<string, unknown>>;
  /** After the row is written (and locked): child rows, their rules, the derived status. */
  readonly children?: (tx: Tx, id: number, input: Record<string, unknown>, current: Rec | null, auth: AuthContext) => Promise<void>;
  /** Facts of an update the record cannot show, added to the log's `after` (decision 118: a new password). */
  readonly loggedFacts?: (changes: Record<string, unknown>) => Record<string, unknown>;
  /** Facts of a create the record cannot show, added to the CREATE row's `after` (a new role holds no permissions). */
  readonly createdFacts?: () => Record<string, unknown>;
}

type AnyDefinition<Rec extends { id: number; version: number }> = ResourceDefinition<Record<string, unknown>, Rec>;

interface ListQuery {
  readonly page: number;
  readonly size: number;
  readonly q?: string | undefined;
  readonly sort: string;
}

/** A term with a run of three letters or digits: the trigram index can answer `like '%term%'`. */
const TRIGRAM_TERM = /[\p{L}\p{N}]{3}/u;
/**
 * Up to this many matches, a searched page sorts them all rather than walk the sort's index
 * (about 1–3 ms on PGlite for a thousand; decision 240).
 */
const SORTED_MATCHES_MAX = 1_500;

/**
 * A table's columns as the select list of its list query (`"items"."weight_kg" as "weightKg"`),
 * built once per table: the rows read as drizzle's `select()` names them, without its per-request
 * query building and row mapping (a third of a list request's server CPU, decision 290). Values
 * come as the driver gives them: `toRecord` and `expand` take timestamps as text or Date (isoOf)
 * and numbers as text or number.
 */
const selectLists = new WeakMap<object, SQL>();
function selectListOf(definition: { table: ResourceTable; related?: Readonly<Record<string, SQL>> }): SQL {
  const held = definition.related ?? definition.table;
  let list = selectLists.get(held);
  if (!list) {
    const name = getTableName(definition.table);
    const own = sql.raw(
      Object.entries(getTableColumns(definition.table))
        .map(([key, column]) => `"${name}"."${column.name}" as "${key}"`)
        .join(', '),
    );
    const related = Object.entries(definition.related ?? {}).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`);
    list = related.length === 0 ? own : sql.join([own, ...related], sql`, `);
    selectLists.set(held, list);
  }
  return list;
}

/** The cache of the area's held totals and search orders. */
const countsOf = (ctx: ServiceContext, definition: { counts?: (ctx: ServiceContext) => SearchCounts }) =>
  definition.counts?.(ctx) ?? ctx.masterDataCounts;

/** The total the area's triggers keep for a query without `q`, as a scalar subquery, or undefined. */
function keptTotalOf(definition: AnyDefinition<{ id: number; version: number }>, query: Record<string, unknown>): SQL | undefined {
  if (definition.keptCount) return definition.keptCount(query);
  const bucket = definition.countBucket?.(query);
  if (bucket === undefined) return undefined;
  const buckets =
    bucket === null ? sql`` : typeof bucket === 'string' ? sql` and bucket = ${bucket}` : sql` and bucket in (${sql.join(bucket.map((one) => sql`${one}`), sql`, `)})`;
  return sql`(select coalesce(sum(n), 0)::int from list_counts where entity = ${definition.entity}${buckets})`;
}

/** `GET /api/{area}`: a page of records and the total. */
export async function listResource<Rec extends { id: number; version: number }>(
  ctx: ServiceContext,
  definition: AnyDefinition<Rec>,
  query: ListQuery & Record<string, unknown>,
): Promise<{ data: Rec[]; paging: Paging }> {
  const db = ctx.database.db;
  const table = definition.table;
  const counts = countsOf(ctx, definition);
  const where = and(
    query.q === undefined
      ? undefined
      : (definition.search?.(containsPattern(query.q), query.q) ?? sql`search like ${containsPattern(query.q)}`),
    ...(definition.filters?.(query, { timeZone: ctx.config.timeZone }) ?? []),
  );
  const { field, descending } = parseSort(query.sort);
  const order = definition.orders[field];
  if (!order) throw new Error(`${definition.entity}: no order for sort field ${field}`);
  const referenced = isReferenced(order) ? order : undefined;
  /** The list's order, or exactly its reverse (nulls first where the list has them last). */
  const orderBy = (reversed: boolean) => {
    const direction = descending !== reversed ? 'desc' : 'asc';
    const nulls = reversed ? 'first' : 'last';
    const byId = sql`${table.id} ${sql.raw(direction)}`;
    if (!referenced) return [(order as OrderBy)(direction, nulls), byId];
    const down = sql.raw(direction);
    return [sql`sort_ref.sort_key ${down}`, sql`sort_ref.sort_id ${down}`, referenced.within(direction, nulls), byId];
  };
  // Without a search the total is a lookup in the triggers' counts (decision 155). A search's
  // total reads every match (every row for a one- or two-letter term, which no trigram answers):
  // in the areas with kept counts it is counted once and then held until their next write, as
  // the users list does (decision 116).
  const kept = query.q === undefined ? keptTotalOf(definition as never, query) : undefined;
  const { page: _page, size: _size, sort: _sort, ...filters } = query;
  const keepsCounts = definition.countBucket !== undefined || definition.keptCount !== undefined;
  const holds = definition.holdsTotal ? definition.holdsTotal(query) : kept === undefined && query.q !== undefined && keepsCounts;
  const heldKey = holds ? JSON.stringify([definition.entity, filters]) : undefined;
  const countSql = kept ?? sql`(select count(*)::int from ${table} where ${where ?? sql`true`})`;
  const countOf = async () => Number(rowsOf<{ total: number }>(await db.execute(sql`select ${countSql} as total`))[0]?.total ?? 0);
  // A held search's total is counted before its page when it is not held yet: once for all the
  // requests asking for it at the same moment (decision 287), and so that the page's plan can be
  // chosen from the number of matches (decision 240).
  const ownIndex = (query.q !== undefined && TRIGRAM_TERM.test(query.q)) || definition.indexedFilter?.(query) === true;
  const known = heldKey === undefined ? undefined : await counts.total(heldKey, countOf);
  // Few matches are read through the trigram index (or the filter's own) and sorted, behind an
  // OFFSET 0 fence the planner cannot see through: otherwise it assumes they are spread evenly
  // over the sort's index and walks it, which reads the whole table when they sit together at its
  // far end (every item named "Beras …" when reading the name order from Z, the last page;
  // decision 240), and checks thousands of other DOs for one item's lines (decision 289). Not for
  // a referenced order: a referenced row's change (a role renamed) moves records in it without a
  // write of this area, so their order is not held.
  const fenced = ownIndex && kept === undefined && known !== undefined && known <= SORTED_MATCHES_MAX && !referenced;
  const columns = selectListOf(definition);
  const offset = offsetOf(query);
  if (fenced) {
    // The matches in the list's order, read once and held with their total until the area's next
    // write (decision 290): every page of the search, either way, and the picker's next keystroke
    // on the same term are then a read of their rows by id. The first read costs what one page did
    // (every match is read and sorted for a page anyway).
    const ids = await counts.held(JSON.stringify([definition.entity, filters, query.sort]), async () =>
      rowsOf<{ id: number }>(
        await db.execute(
          sql`select id from (select * from ${table} where ${where} offset 0) as ${table} order by ${sql.join(orderBy(false), sql`, `)}`,
        ),
      ).map((row) => Number(row.id)),
    );
    const pageIds = ids.slice(offset, offset + query.size);
    const byId = new Map<number, Record<string, unknown>>(
      pageIds.length === 0
        ? []
        : rowsOf<Record<string, unknown>>(
            await db.execute(sql`select ${columns} from ${table} where ${table.id} = any(${`{${pageIds.join(',')}}`}::int[])`),
          ).map((row): [number, Record<string, unknown>] => [Number(row.id), row]),
    );
    // A row gone since the order was read (a write outside the app, within the hold) is left out.
    const rows = pageIds.map((id) => byId.get(id)).filter((row) => row !== undefined);
    return { data: await recordsOf(db, definition, rows), paging: pagingOf(query, ids.length) };
  }
  /** Where a page's rows come from: the table, or for a referenced order each referenced row's first `rows`. */
  const source = (reversed: boolean, rows: number) => {
    if (!referenced) return where ? sql`${table} where ${where}` : sql`${table}`;
    const { references, reference, key } = referenced;
    const [, , within, byId] = orderBy(reversed);
    return sql`(select ${references.id} as sort_id, ${key} as sort_key from ${references}) as sort_ref
      cross join lateral (select * from ${table} where ${reference} = sort_ref.sort_id${where ? sql` and ${where}` : sql``}
        order by ${within}, ${byId} limit ${rows}) as ${table}`;
  };
  /** A page's rows in the list's order (or its exact reverse): `limit` of them after the first `skip`. */
  const pageOf = async (reversed: boolean, limit: number, skip: number, total?: SQL) => {
    const listTotal = total ? sql`, ${total} as "listTotal"` : sql``;
    const ordered = sql.join(orderBy(reversed), sql`, `);
    const paging = sql`order by ${ordered} limit ${limit}${skip > 0 ? sql` offset ${skip}` : sql``}`;
    const from = source(reversed, skip + limit);
    // Past an OFFSET, related values are read for the page's rows only: in the page's own SELECT
    // they would be read for every row it skips as well. A first page reads them for its own rows
    // (and the planner keeps them past a sort with a LIMIT), in the simpler statement.
    const statement = definition.related && skip > 0
      ? sql`select ${columns}${listTotal} from (select ${table}.*, row_number() over (order by ${ordered}) as list_row from ${from} ${paging}) as ${table} order by list_row`
      : sql`select ${columns}${listTotal} from ${from} ${paging}`;
    return rowsOf<Record<string, unknown>>(await db.execute(statement));
  };
  // A known total needs no query (a round trip costs more than the page's own work, decision 220).
  const total = known !== undefined ? sql`${known}::int` : countSql;
  const totalOf = async () => known ?? (await countOf());
  let rows: Record<string, unknown>[];
  let totalItems: number;
  if (offset === 0) {
    // The first page carries its total as an uncorrelated subquery (run once): one round trip
    // and one plan, since CPU per request is what sets the latency at 20 concurrent requests.
    const page = await pageOf(false, query.size, 0, total);
    rows = page.map(({ listTotal: _total, ...row }) => row);
    totalItems = page.length > 0 ? Number(page[0]!.listTotal) : await totalOf();
  } else {
    // A page nearer the end than the start (the pager's "last") is read from the end, in the
    // reverse order, so no page skips more than half the list (an offset scan reads every row it
    // skips). A page past the end needs no query.
    totalItems = await totalOf();
    const end = Math.min(offset + query.size, totalItems);
    rows =
      end <= offset
        ? []
        : totalItems - end < offset
          ? (await pageOf(true, end - offset, totalItems - end)).reverse()
          : await pageOf(false, query.size, offset);
  }
  return { data: await recordsOf(db, definition, rows), paging: pagingOf(query, totalItems) };
}

/**
 * Every id a list query finds, in the list's order (ties by id), or of `only` those ids: what an
 * export or a bulk action walks through, a batch of records at a time (exportRecordsByIds). A hundred
 * thousand ids are a few hundred kilobytes; the records themselves are never all held at once.
 */
export async function orderedIds(
  ctx: ServiceContext,
  definition: AnyDefinition<{ id: number; version: number }>,
  query: { q?: string | undefined; sort: string } & Record<string, unknown>,
  only?: readonly number[],
): Promise<number[]> {
  const table = definition.table;
  const where = and(
    query.q === undefined
      ? undefined
      : (definition.search?.(containsPattern(query.q), query.q) ?? sql`search like ${containsPattern(query.q)}`),
    ...(definition.filters?.(query, { timeZone: ctx.config.timeZone }) ?? []),
    only === undefined ? undefined : sql`${table.id} = any(${`{${only.join(',')}}`}::int[])`,
  );
  const { field, descending } = parseSort(query.sort);
  const order = definition.orders[field];
  if (!order) throw new Error(`${definition.entity}: no order for sort field ${field}`);
  const direction = descending ? 'desc' : 'asc';
  const byId = sql`${table.id} ${sql.raw(direction)}`;
  const ordered = isReferenced(order)
    ? [sql`(select ${order.key} from ${order.references} where ${order.references.id} = ${order.reference}) ${sql.raw(direction)}`, order.within(direction, 'last'), byId]
    : [order(direction, 'last'), byId];
  const rows = rowsOf<{ id: number }>(
    await ctx.database.db.execute(sql`select ${table.id} as id from ${table}${where ? sql` where ${where}` : sql``} order by ${sql.join(ordered, sql`, `)}`),
  );
  return rows.map((row) => Number(row.id));
}

/** The rows of `ids`, in that order (an id gone since it was read is left out). */
async function rowsByIds(db: Queryable, definition: { readonly table: ResourceTable; readonly related?: Readonly<Record<string, SQL>> }, ids: readonly number[]): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const table = definition.table;
  const byId = new Map(
    rowsOf<Record<string, unknown>>(
      await db.execute(sql`select ${selectListOf(definition)} from ${table} where ${table.id} = any(${`{${ids.join(',')}}`}::int[])`),
    ).map((row): [number, Record<string, unknown>] => [Number(row.id), row]),
  );
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/** What a list export writes of `ids`, in that order: the definition's `exportRecords`, else the records. */
export async function exportRecordsByIds(db: Queryable, definition: AnyDefinition<{ id: number; version: number }>, ids: readonly number[]): Promise<Record<string, unknown>[]> {
  const rows = await rowsByIds(db, definition, ids);
  return definition.exportRecords ? definition.exportRecords(db, rows) : recordsOf(db, definition, rows);
}

const recordsOf = <Rec extends { id: number; version: number }>(db: Queryable, definition: AnyDefinition<Rec>, rows: Record<string, unknown>[]) =>
  definition.expand ? definition.expand(db, rows) : Promise.resolve(rows.map(definition.toRecord));

/** Whether the area's list may hold totals that its writes must empty. */
const heldTotals = (definition: { countBucket?: unknown; keptCount?: unknown; holdsTotal?: unknown }) =>
  definition.countBucket !== undefined || definition.keptCount !== undefined || definition.holdsTotal !== undefined;

/**
 * After a write outside the kit's create and update (an import): the area's held totals are
 * stale, here and, through NOTIFY, on other instances.
 */
export async function changedHeldTotals(ctx: ServiceContext, definition: AnyDefinition<{ id: number; version: number }>): Promise<void> {
  if (heldTotals(definition)) await countsOf(ctx, definition).changed();
}

/** `GET /api/{area}/:id`, or 404. */
export async function getResource<Rec extends { id: number; version: number }>(
  db: Queryable,
  definition: AnyDefinition<Rec>,
  id: number,
): Promise<Rec> {
  const fields = definition.related ? { ...getTableColumns(definition.table), ...definition.related } : undefined;
  const [row] = await (fields ? db.select(fields) : db.select()).from(definition.table).where(eq(definition.table.id, id));
  if (!row) throw notFound(definition.noun);
  const [record] = await recordsOf(db, definition, [row as Record<string, unknown>]);
  return record!;
}

type Uniques = { readonly table: ResourceTable; readonly uniques: readonly UniqueField[] };

/** One 409 naming every taken field, so the form shows them all at once; a message said once. */
const taken = (clashes: readonly UniqueField[]) =>
  new ApiError(
    409,
    'CONFLICT',
    [...new Set(clashes.map((unique) => unique.message))].join('; '),
    { fields: Object.fromEntries(clashes.map((unique) => [unique.field, 'TAKEN'])) },
  );

async function assertAvailable(db: Queryable, definition: Uniques, values: Record<string, unknown>, exceptId?: number) {
  const clashes: UniqueField[] = [];
  for (const unique of definition.uniques) {
    const value = values[unique.field];
    if (value === undefined || value === null) continue;
    const clash = await db
      .select({ id: definition.table.id })
      .from(definition.table)
      .where(and(unique.matches(value), exceptId === undefined ? undefined : sql`${definition.table.id} <> ${exceptId}`))
      .limit(1);
    if (clash.length > 0) clashes.push(unique);
  }
  if (clashes.length > 0) throw taken(clashes);
}

/**
 * A unique violation of a race, as the 409 the pre-check would have answered: checked again (the
 * winner has committed) so every field it took is named, else the violated index's field.
 */
async function answerUniqueViolation(db: Queryable, definition: Uniques, error: unknown, values: Record<string, unknown>, exceptId?: number): Promise<never> {
  if (isUniqueViolation(error)) {
    await assertAvailable(db, definition, values, exceptId);
    const cause = ((error as { cause?: unknown }).cause ?? error) as { constraint?: string };
    const unique = definition.uniques.find((entry) => entry.constraint === cause.constraint) ?? definition.uniques[0];
    if (unique) throw taken([unique]);
  }
  throw error;
}

/**
 * A new record written in `tx`: its columns and children as the area's hooks make them from the
 * input (`values` as sent, `prepared` as the `prepare` hook left it), and its CREATE change-log
 * row, marked with the import that wrote it.
 */
export async function insertRecord<Rec extends { id: number; version: number }>(
  tx: Tx,
  definition: AnyDefinition<Rec>,
  auth: AuthContext,
  { values, prepared }: { values: Record<string, unknown>; prepared: Record<string, unknown> },
  importId?: number,
): Promise<Rec> {
  const hooks = definition.writes;
  const columns = hooks?.columns ? await hooks.columns(tx, prepared, null, auth) : prepared;
  const [row] = await tx.insert(definition.table).values(columns).returning();
  let record = definition.toRecord(row as Record<string, unknown>);
  if (hooks) {
    await hooks.children?.(tx, record.id, values, null, auth);
    record = await getResource(tx, definition, record.id);
  }
  await writeChangeLog(tx, {
    entity: definition.entity,
    entityId: record.id,
    action: 'CREATE',
    actorId: auth.userId,
    before: null,
    after: { ...definition.snapshot(record), ...hooks?.createdFacts?.() },
    ...(importId === undefined ? {} : { importId }),
  });
  await recordEvent(tx, `${definition.entity}.created`, record);
  return record;
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
  const hooks = definition.writes;
  const result = await withIdempotency(db, claim, async () => {
    await hooks?.check?.(values, null, auth);
    await assertAvailable(db, definition, values);
    const prepared = hooks?.prepare ? await hooks.prepare(values, null, auth) : values;
    try {
      return await idempotentCreate(db, claim, (tx) => insertRecord(tx, definition, auth, { values, prepared }));
    } catch (error) {
      return answerUniqueViolation(db, definition, error, values);
    }
  });
  // Held search totals of the area are stale now (here and, through NOTIFY, on other instances).
  if (!result.replayed && heldTotals(definition)) await countsOf(ctx, definition).changed();
  return result;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The one concurrency method of every area (decision 154): the row's UPDATE names the version the
 * write was decided on, bumps it and `updatedAt`, and takes the row's lock, so writes to one record
 * queue here and no lock is held while a request decides. No row: someone saved in between (or
 * the row is gone), a `VERSION_CONFLICT` without a record that `answerConflict` completes.
 */
export async function versionedUpdate(
  tx: Tx,
  table: ResourceTable,
  id: number,
  version: number,
  columns: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const [row] = await tx
    .update(table)
    .set({ ...columns, version: sql`${table.version} + 1`, updatedAt: new Date() })
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning();
  if (!row) throw versionConflict(null);
  return row as Record<string, unknown>;
}

/**
 * Runs a versioned write; a conflict found inside it (`versionedUpdate`) is answered with the
 * record as it is now, after `recheck` had its say on that record (an area's state rules first).
 */
export async function answerConflict<T, Current>(
  write: () => Promise<T>,
  current: () => Promise<Current>,
  recheck?: (now: Current) => void | Promise<void>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'VERSION_CONFLICT')) throw error;
    const now = await current();
    await recheck?.(now);
    throw versionConflict(now);
  }
}

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
  const hooks = definition.writes;
  hooks?.editable?.(current);
  await hooks?.authorize?.(current, auth);
  if (current.version !== input.version) throw versionConflict(current);
  const { version, ...fields } = input;
  const comparable = (hooks?.inputOf?.(current) ?? current) as Record<string, unknown>;
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([field, value]) => value !== undefined && !same(value, comparable[field])),
  );
  if (Object.keys(changes).length === 0) return current;
  await hooks?.check?.(changes, current, auth);
  await assertAvailable(db, definition, changes, id);
  const prepared = hooks?.prepare ? await hooks.prepare(changes, current, auth) : changes;
  try {
    const saved = await answerConflict(
      () =>
        db.transaction(async (tx) => {
          const columns = hooks?.columns ? await hooks.columns(tx, prepared, current, auth) : prepared;
          const row = await versionedUpdate(tx, definition.table, id, version, columns);
          if (hooks) {
            // The state may have changed since the read above (a proof uploaded meanwhile).
            const locked = await getResource(tx, definition, id);
            hooks.editable?.(locked);
            await hooks.children?.(tx, id, changes, current, auth);
          }
          const updated = hooks ? await getResource(tx, definition, id) : definition.toRecord(row);
          await writeChangeLog(tx, {
            entity: definition.entity,
            entityId: id,
            action: 'UPDATE',
            actorId: auth.userId,
            before: definition.snapshot(current),
            after: { ...definition.snapshot(updated), ...hooks?.loggedFacts?.(changes) },
          });
          await recordEvent(tx, `${definition.entity}.updated`, updated);
          return updated;
        }),
      () => getResource(db, definition, id),
      (now) => hooks?.editable?.(now),
    );
    if (heldTotals(definition)) await countsOf(ctx, definition).changed();
    return saved;
  } catch (error) {
    return answerUniqueViolation(db, definition, error, changes, id);
  }
}

/**
 * The status filter of an area whose records can be retired (`status`, contract/lists-values.ts):
 * its active flag, or nothing for all.
 */
export const statusFilter = (active: PgColumn, status: unknown): SQL | undefined =>
  status === 'active' ? sql`${active}` : status === 'inactive' ? sql`not ${active}` : undefined;

/** ISO text of a timestamp column (Date from drizzle, string from raw SQL). */
export const isoOf = (value: unknown): string => new Date(value as string | Date).toISOString();
