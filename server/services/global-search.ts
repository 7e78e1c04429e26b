import { sql, type SQL } from 'drizzle-orm';
import {
  numberTerms,
  SEARCH_GROUP_SIZE,
  SEARCH_KIND_PERMISSIONS,
  SEARCH_KINDS,
  searchesText,
  type GlobalSearchResult,
  type NumberTerm,
  type SearchKind,
  type SearchRecord,
} from '../../contract/search';
import { rowsOf, type Db } from '../db/client';
import { containsPattern } from './lists';

/** `[id, label, secondary]`, as each kind's subquery aggregates its rows. */
type Found = [number, string, string | null];

/**
 * A kind's records as one JSON array: `rows` (columns id, label, secondary, and rank or k) aggregated in
 * `order`, so the answer keeps each group's order without a second query.
 */
const aggregated = (rows: SQL, order: string) =>
  sql`(select coalesce(json_agg(json_build_array(x.id, x.label, x.secondary) order by ${sql.raw(order)}), '[]'::json) from (${rows}) x)`;

const NOTHING = sql`'[]'::json`;

/**
 * Each kind's subquery for `term`, each reading one trigram index (the kind's `search` column,
 * migration 0013) or a key and stopping at the group's size (decision 333):
 *  - DOs and shipments only for a term read as their number ("DO-000123", "S-45", "000123"): the
 *    record of that number first, then the newest whose `search` holds the digits. Words do not
 *    look them up: their lists search addresses, plates and drivers, and an address shared by
 *    thousands of DOs would read all of them within one keystroke's request.
 *  - Customers, items, fleets and active users: their list's search, in their list's name order.
 * Text shorter than SEARCH_TEXT_MIN letters and digits looks nothing up: no index could help.
 */
function subqueries(term: string): Record<SearchKind, SQL> {
  const pattern = containsPattern(term);
  const text = searchesText(term);
  const { deliveryOrder, shipment } = numberTerms(term);
  const limit = SEARCH_GROUP_SIZE;
  /**
   * The record of the number, then the newest others holding its digits, in one scan of the table
   * (its key or its trigram index, or both). The rows are chosen first and only the five chosen are
   * labelled: `pick` names the columns `label` and `secondary` read, `label` and `secondary` read
   * them from `r`.
   */
  const byNumber = (number: NumberTerm | undefined, table: SQL, pick: SQL, label: SQL, secondary: SQL) => {
    if (!number) return NOTHING;
    const exact = number.id === undefined ? undefined : sql`id = ${number.id}`;
    const holding = number.digits === undefined ? undefined : sql`search like ${containsPattern(number.digits)}`;
    const where = exact && holding ? sql`(${exact} or ${holding})` : (exact ?? holding);
    if (!where) return NOTHING;
    const rank = number.id === undefined ? sql`false` : sql`id <> ${number.id}`;
    return aggregated(
      sql`select r.id, ${label} as label, ${secondary} as secondary, r.rank
        from (select id, ${pick}, ${rank} as rank from ${table} where ${where} order by rank, id desc limit ${limit}) r`,
      'x.rank, x.id desc',
    );
  };
  const textual = (rows: SQL) => (text ? aggregated(rows, 'x.k, x.id') : NOTHING);
  const numbered = (prefix: string) => sql.raw(`'${prefix}' || lpad(r.id::text, greatest(6, length(r.id::text)), '0')`);
  return {
    deliveryOrders: byNumber(deliveryOrder, sql`delivery_orders`, sql`customer_name`, numbered('DO-'), sql`nullif(r.customer_name, '')`),
    shipments: byNumber(
      shipment,
      sql`shipments`,
      sql`fleet_id, plate, driver_name`,
      numbered('S-'),
      sql`nullif(concat_ws(' · ', coalesce((select f.plate from fleets f where f.id = r.fleet_id), nullif(r.plate, '')), nullif(r.driver_name, '')), '')`,
    ),
    customers: textual(
      sql`select c.id, c.name as label, nullif(concat_ws(' · ', nullif(c.phone, ''), nullif(c.address, '')), '') as secondary, lower(c.name) as k
          from customers c where c.search like ${pattern} order by lower(c.name), c.id limit ${limit}`,
    ),
    items: textual(
      sql`select i.id, i.name as label, concat_ws(' · ', nullif(i.code, ''), i.unit) as secondary, lower(i.name) as k
          from items i where i.search like ${pattern} order by lower(i.name), i.id limit ${limit}`,
    ),
    fleets: textual(
      sql`select v.id, v.plate as label, v.model as secondary, v.plate as k
          from fleets v where v.search like ${pattern} order by v.plate, v.id limit ${limit}`,
    ),
    users: textual(
      sql`select u.id, u.name as label, u.username as secondary, lower(u.name) as k
          from users u where u.deactivated_at is null and u.search like ${pattern} order by lower(u.name), u.id limit ${limit}`,
    ),
  };
}

/**
 * `GET /api/search` (decision 333): a group for every kind whose list the caller may read, in
 * SEARCH_KINDS order, each with at most SEARCH_GROUP_SIZE records; a kind the caller may not list
 * is never queried. One statement on one connection: twenty people typing at once take twenty of
 * the pool's connections' turns, not a hundred and twenty.
 */
export async function globalSearch(db: Db, permissions: ReadonlySet<string>, term: string | undefined): Promise<GlobalSearchResult> {
  const kinds = SEARCH_KINDS.filter((kind) => permissions.has(SEARCH_KIND_PERMISSIONS[kind]));
  const all = term === undefined ? undefined : subqueries(term);
  // Nothing to look up for these kinds (no term, or one too short for any index): no statement.
  if (!all || kinds.every((kind) => all[kind] === NOTHING)) return { groups: kinds.map((kind) => ({ kind, records: [] })) };
  const columns = sql.join(
    kinds.map((kind) => sql`${all[kind]} as ${sql.identifier(kind)}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<SearchKind, Found[] | string>>(await db.execute(sql`select ${columns}`));
  return {
    groups: kinds.map((kind) => {
      const value = row?.[kind] ?? [];
      // PGlite and node-postgres both parse json columns; a driver that hands over text is parsed here.
      const found = (typeof value === 'string' ? JSON.parse(value) : value) as Found[];
      return {
        kind,
        records: found.slice(0, SEARCH_GROUP_SIZE).map(([id, label, secondary]): SearchRecord => ({ id: Number(id), label, secondary: secondary ?? null })),
      };
    }),
  };
}
