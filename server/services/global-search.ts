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
import { namedStatement, rowsOf, type Db } from '../db/client';
import { containsPattern } from './lists';

/** `[id, label, secondary]`, as each kind's subquery aggregates its rows. */
type Found = [number, string, string | null];

/**
 * A kind's records as one JSON array: `rows` (columns id, label, secondary, and rank or k) aggregated in
 * `order`, so the answer keeps each group's order without a second query.
 */
const aggregated = (rows: string, order: string) =>
  `(select coalesce(json_agg(json_build_array(x.id, x.label, x.secondary) order by ${order}), '[]'::json) from (${rows}) x)`;

const NOTHING = `'[]'::json`;

/** Adds a value to the statement's parameters and answers its placeholder (`$1`, `$2`, …). */
type Parameter = (value: unknown) => string;

/**
 * Each kind's subquery for `term`, each reading one trigram index (the kind's `search` column,
 * migration 0013) or a key and stopping at the group's size (decision 333):
 *  - DOs and shipments only for a term read as their number ("DO-000123", "S-45", "000123"): the
 *    record of that number first, then the newest whose `search` holds the digits. Words do not
 *    look them up: their lists search addresses, plates and drivers, and an address shared by
 *    thousands of DOs would read all of them within one keystroke's request.
 *  - Customers, items, fleets and active users: their list's search, in their list's name order.
 * Text shorter than SEARCH_TEXT_MIN letters and digits looks nothing up: no index could help.
 * The text is written here rather than with the query builder: it is the same for every term of one
 * shape, so PostgreSQL keeps it parsed (`namedStatement`), and one keystroke's request builds no tree.
 */
function subqueries(term: string, kinds: readonly SearchKind[], $: Parameter): Record<SearchKind, string> {
  const wanted = new Set(kinds);
  const text = searchesText(term);
  const { deliveryOrder, shipment } = numberTerms(term);
  const limit = SEARCH_GROUP_SIZE;
  /**
   * The record of the number, then the newest others holding its digits, in one scan of the table
   * (its key or its trigram index, or both). The rows are chosen first and only the five chosen are
   * labelled: `pick` names the columns `label` and `secondary` read, `label` and `secondary` read
   * them from `r`.
   */
  const byNumber = (kind: SearchKind, number: NumberTerm | undefined, table: string, pick: string, label: string, secondary: string) => {
    if (!number || !wanted.has(kind)) return NOTHING;
    const id = number.id === undefined ? undefined : $(number.id);
    const exact = id && `id = ${id}`;
    const holding = number.digits === undefined ? undefined : `search like ${$(containsPattern(number.digits))}`;
    const where = exact && holding ? `(${exact} or ${holding})` : (exact ?? holding);
    if (!where) return NOTHING;
    const rank = id ? `id <> ${id}` : 'false';
    return aggregated(
      `select r.id, ${label} as label, ${secondary} as secondary, r.rank
        from (select id, ${pick}, ${rank} as rank from ${table} where ${where} order by rank, id desc limit ${limit}) r`,
      'x.rank, x.id desc',
    );
  };
  const pattern = text && kinds.some((kind) => kind !== 'deliveryOrders' && kind !== 'shipments') ? $(containsPattern(term)) : undefined;
  const textual = (kind: SearchKind, rows: (pattern: string) => string) => (pattern && wanted.has(kind) ? aggregated(rows(pattern), 'x.k, x.id') : NOTHING);
  const numbered = (prefix: string) => `'${prefix}' || lpad(r.id::text, greatest(6, length(r.id::text)), '0')`;
  return {
    deliveryOrders: byNumber('deliveryOrders', deliveryOrder, 'delivery_orders', 'customer_name', numbered('DO-'), `nullif(r.customer_name, '')`),
    shipments: byNumber(
      'shipments',
      shipment,
      'shipments',
      'fleet_id, plate, driver_name',
      numbered('S-'),
      `nullif(concat_ws(' · ', coalesce((select f.plate from fleets f where f.id = r.fleet_id), nullif(r.plate, '')), nullif(r.driver_name, '')), '')`,
    ),
    customers: textual(
      'customers',
      (like) => `select c.id, c.name as label, nullif(concat_ws(' · ', nullif(c.phone, ''), nullif(c.address, '')), '') as secondary, lower(c.name) as k
          from customers c where c.search like ${like} order by lower(c.name), c.id limit ${limit}`,
    ),
    items: textual(
      'items',
      (like) => `select i.id, i.name as label, concat_ws(' · ', nullif(i.code, ''), i.unit) as secondary, lower(i.name) as k
          from items i where i.search like ${like} order by lower(i.name), i.id limit ${limit}`,
    ),
    fleets: textual(
      'fleets',
      (like) => `select v.id, v.plate as label, v.model as secondary, v.plate as k
          from fleets v where v.search like ${like} order by v.plate, v.id limit ${limit}`,
    ),
    users: textual(
      'users',
      (like) => `select u.id, u.name as label, u.username as secondary, lower(u.name) as k
          from users u where u.deactivated_at is null and u.search like ${like} order by lower(u.name), u.id limit ${limit}`,
    ),
  };
}

/**
 * `GET /api/search` (decision 333): a group for every kind whose list the caller may read, in
 * SEARCH_KINDS order, each with at most SEARCH_GROUP_SIZE records; a kind the caller may not list
 * is never queried. One statement on one connection: twenty people typing at once take twenty
 * turns of the connections, not a hundred and twenty. `db` is the database's `searchDb`, whose
 * connections keep each shape parsed and plan it for each term.
 */
export async function globalSearch(db: Db, permissions: ReadonlySet<string>, term: string | undefined): Promise<GlobalSearchResult> {
  const kinds = SEARCH_KINDS.filter((kind) => permissions.has(SEARCH_KIND_PERMISSIONS[kind]));
  const values: unknown[] = [];
  const all = term === undefined ? undefined : subqueries(term, kinds, (value) => `$${values.push(value)}`);
  // Nothing to look up for these kinds (no term, or one too short for any index): no statement.
  if (!all || kinds.every((kind) => all[kind] === NOTHING)) return { groups: kinds.map((kind) => ({ kind, records: [] })) };
  const columns = kinds.map((kind) => `${all[kind]} as "${kind}"`).join(', ');
  const [row] = rowsOf<Record<SearchKind, Found[] | string>>(await namedStatement(db, `select ${columns}`, values));
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
