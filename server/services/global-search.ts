import { sql, type SQL } from 'drizzle-orm';
import {
  numberTerms,
  SEARCH_GROUP_SIZE,
  SEARCH_KIND_PERMISSIONS,
  SEARCH_KINDS,
  searchesText,
  type GlobalSearchResult,
  type SearchKind,
  type SearchRecord,
} from '../../contract/search';
import { rowsOf, type Db } from '../db/client';
import { containsPattern } from './lists';

/** `[id, label, secondary]`, as each kind's subquery aggregates its rows. */
type Found = [number, string, string | null];

/**
 * A kind's records as one JSON array: `rows` (columns id, label, secondary, rank, k) aggregated in
 * `order`, so the answer keeps each group's order without a second query.
 */
const aggregated = (rows: SQL, order: string) =>
  sql`(select coalesce(json_agg(json_build_array(x.id, x.label, x.secondary) order by ${sql.raw(order)}), '[]'::json) from (${rows}) x)`;

const doLabel = sql`'DO-' || lpad(d.id::text, greatest(6, length(d.id::text)), '0')`;
const shipmentLabel = sql`'S-' || lpad(s.id::text, greatest(6, length(s.id::text)), '0')`;

const NOTHING = sql`'[]'::json`;

/**
 * Each kind's subquery for `term`. Every branch reads one trigram index (the kind's `search`
 * column, migrations 0010 and 0013) or a key, and stops at the group's size:
 *  - DOs: a number term ("DO-000123", "000123") the DO of that number first, then the newest DOs
 *    holding the digits in their number or address; other text the address. A DO is not found
 *    through its customer's name: the customer's own group shows the customer, and a name held by
 *    thousands of DOs would read all of them (decision 333).
 *  - Shipments: a number term the shipment of that number first, then the newest holding the
 *    digits; other text the number, outside plate or driver, and the shipments of matching fleets,
 *    each half on its own index and limit (as one OR, the planner walked every shipment backwards).
 *  - Customers, items, fleets and active users: their list's search, in their list's name order.
 * Text shorter than SEARCH_TEXT_MIN letters and digits looks nothing up: no index could help.
 */
function subqueries(term: string): Record<SearchKind, SQL> {
  const pattern = containsPattern(term);
  const text = searchesText(term);
  const { deliveryOrder, shipment } = numberTerms(term);
  const limit = SEARCH_GROUP_SIZE;
  /** The exact record (rank 0), then `others` (rank 1) without it. */
  const exactFirst = (exact: SQL | undefined, others: SQL | undefined) =>
    exact && others ? sql`${exact} union all ${others}` : (exact ?? others);

  const doColumns = sql`d.id, ${doLabel} as label, nullif(d.customer_name, '') as secondary`;
  const doMatch = deliveryOrder ? (deliveryOrder.digits ? containsPattern(deliveryOrder.digits) : undefined) : text ? pattern : undefined;
  const deliveryOrders = exactFirst(
    deliveryOrder?.id === undefined ? undefined : sql`(select ${doColumns}, 0 as rank from delivery_orders d where d.id = ${deliveryOrder.id})`,
    doMatch === undefined
      ? undefined
      : sql`(select ${doColumns}, 1 as rank from delivery_orders d where d.search like ${doMatch} and d.id <> ${deliveryOrder?.id ?? 0} order by d.id desc limit ${limit})`,
  );

  const shipmentColumns = sql`s.id, ${shipmentLabel} as label, nullif(concat_ws(' · ', coalesce(f.plate, nullif(s.plate, '')), nullif(s.driver_name, '')), '') as secondary`;
  const shipmentIds = shipment
    ? shipment.digits
      ? sql`select s.id from shipments s where s.search like ${containsPattern(shipment.digits)} order by s.id desc limit ${limit}`
      : undefined
    : text
      ? sql`(select s.id from shipments s where s.search like ${pattern} order by s.id desc limit ${limit})
            union
            (select s.id from fleets v join shipments s on s.fleet_id = v.id
             where v.search like ${pattern} and lower(v.plate) like ${pattern} order by s.id desc limit ${limit})`
      : undefined;
  const shipments = exactFirst(
    shipment?.id === undefined
      ? undefined
      : sql`(select ${shipmentColumns}, 0 as rank from shipments s left join fleets f on f.id = s.fleet_id where s.id = ${shipment.id})`,
    shipmentIds === undefined
      ? undefined
      : sql`(select ${shipmentColumns}, 1 as rank from (select id from (${shipmentIds}) found where found.id <> ${shipment?.id ?? 0} order by found.id desc limit ${limit}) found
             join shipments s on s.id = found.id left join fleets f on f.id = s.fleet_id)`,
  );

  const textual = (rows: SQL) => (text ? aggregated(rows, 'x.k, x.id') : NOTHING);
  return {
    deliveryOrders: deliveryOrders ? aggregated(deliveryOrders, 'x.rank, x.id desc') : NOTHING,
    shipments: shipments ? aggregated(shipments, 'x.rank, x.id desc') : NOTHING,
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
  if (term === undefined || kinds.length === 0) return { groups: kinds.map((kind) => ({ kind, records: [] })) };
  const all = subqueries(term);
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
