import { setImmediate } from 'node:timers';
import { sql } from 'drizzle-orm';
import {
  buildOutgoingReport,
  type OutgoingItemsQuery,
  type OutgoingReport,
  type OutgoingSourceRow,
} from '../../contract/reports';
import { rowsOf, type Queryable } from '../db/client';
import { notFound } from '../errors';
import { exact, intArray } from './delivery';

/**
 * The outgoing-items report (decisions 200–201) from the daily rollup `outgoing_daily`
 * (0007): one aggregate over at most REPORT_MAX_DAYS days of rollup rows, then the names of the
 * items and customers it found. Grouping, sorting and totals per unit are the contract's, shared
 * with the mock.
 */

/** The chosen customer's and item's names; an id that does not exist is 404 NOT_FOUND. */
async function filterNames(db: Queryable, query: Pick<OutgoingItemsQuery, 'customerId' | 'itemId'>) {
  const [customerRows, itemRows] = await Promise.all([
    query.customerId === undefined ? null : db.execute(sql`select name from customers where id = ${query.customerId}`),
    query.itemId === undefined ? null : db.execute(sql`select name from items where id = ${query.itemId}`),
  ]);
  const customerName = customerRows === null ? null : (rowsOf<{ name: string }>(customerRows)[0]?.name ?? undefined);
  const itemName = itemRows === null ? null : (rowsOf<{ name: string }>(itemRows)[0]?.name ?? undefined);
  if (customerName === undefined) throw notFound('Customer');
  if (itemName === undefined) throw notFound('Item');
  return { customerName, itemName };
}

/**
 * How the report reads the rollup (decision 235). `sliceMs` > 0: in slices of whole days, each
 * meant to take about that long, with a turn of the event loop between them. PGlite runs every
 * query on Node's one thread, so one aggregate over a 90-day range at a million lines would hold
 * every other request for its whole length; in slices, other requests' queries run between two
 * of them. On PostgreSQL (0) the one aggregate runs in the database's process and the event loop
 * stays free. `signal`: an export whose client went away stops before the next slice.
 */
export interface ReportReading {
  readonly sliceMs?: number;
  readonly signal?: AbortSignal | undefined;
  readonly now?: Date;
}

/** The time a slice of the report's read aims at on PGlite (decision 235). */
export const REPORT_SLICE_MS = 15;
/** The first slice's days; later slices are sized from the time the last one took. */
const FIRST_SLICE_DAYS = 15;
const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type SumRow = { item_id: number; customer_id: number | null; quantity: number };

/** CPU milliseconds this process has used (PGlite's queries run on this thread). */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function rollupSums(db: Queryable, query: OutgoingItemsQuery, { sliceMs = 0, signal }: ReportReading): Promise<SumRow[]> {
  const byCustomer = query.groupBy === 'customer';
  // The sums come back as one text value ("item customer quantity,…"): PGlite hands every row and
  // field over through JavaScript, and 34,000 rows of three fields cost about 3× the CPU of one
  // string split here.
  const read = async (startDate: string, endDate: string): Promise<SumRow[]> => {
    const [result] = rowsOf<{ sums: string | null }>(
      await db.execute(sql`
        select string_agg(concat_ws(' ', s.item_id, s.customer_id, s.quantity), ',') as sums from (
          select r.item_id, ${byCustomer ? sql`r.customer_id` : sql`null::integer as customer_id`}, sum(r.quantity) as quantity
          from outgoing_daily r
          where r.day >= ${startDate}::date and r.day <= ${endDate}::date
            ${query.customerId === undefined ? sql`` : sql`and r.customer_id = ${query.customerId}`}
            ${query.itemId === undefined ? sql`` : sql`and r.item_id = ${query.itemId}`}
            ${query.mode === undefined ? sql`` : sql`and r.mode = ${query.mode}`}
          group by r.item_id${byCustomer ? sql`, r.customer_id` : sql``}) s`),
    );
    if (!result?.sums) return [];
    return result.sums.split(',').map((entry) => {
      const parts = entry.split(' ');
      return byCustomer
        ? { item_id: exact(parts[0]), customer_id: exact(parts[1]), quantity: exact(parts[2]) }
        : { item_id: exact(parts[0]), customer_id: null, quantity: exact(parts[1]) };
    });
  };
  // One customer or one item is a short read on its own index: no slices.
  if (sliceMs <= 0 || query.customerId !== undefined || query.itemId !== undefined) return read(query.startDate, query.endDate);
  // Slices of days follow the rollup's key (day first) and its rows' order on disk (written as
  // the days go by). An item or customer appears in several slices: summed here by key. Each
  // slice is sized from the CPU time the last one took (the slice's own cost: wall-clock time on
  // a loaded machine would shrink the slices and multiply their fixed cost).
  const sums = new Map<string, SumRow>();
  let from = query.startDate;
  let days = FIRST_SLICE_DAYS;
  while (from <= query.endDate) {
    signal?.throwIfAborted();
    const started = cpuMs();
    const to = dayAfter(from, days - 1) < query.endDate ? dayAfter(from, days - 1) : query.endDate;
    for (const row of await read(from, to)) {
      const key = `${row.item_id}:${row.customer_id}`;
      const sum = sums.get(key);
      if (sum) sum.quantity += row.quantity;
      else sums.set(key, row);
    }
    const took = cpuMs() - started;
    // The next slice as long as fits sliceMs at this one's cost: at most 4× longer or 4× shorter.
    days = Math.max(1, Math.round(days * Math.min(4, Math.max(0.25, sliceMs / Math.max(took, 0.1)))));
    from = dayAfter(to, 1);
    if (from <= query.endDate) await yieldTurn();
  }
  signal?.throwIfAborted();
  return [...sums.values()];
}

export async function outgoingReport(db: Queryable, query: OutgoingItemsQuery, timeZone: string, reading: ReportReading = {}): Promise<OutgoingReport> {
  const { customerName, itemName } = await filterNames(db, query);
  const byCustomer = query.groupBy === 'customer';
  // Ids and sums only, then each distinct item's and customer's names once: PGlite hands every
  // field over through JavaScript, and a name repeated on 10,000 rows is most of the answer.
  const sums = await rollupSums(db, query, reading);
  const itemIds = [...new Set(sums.map((row) => exact(row.item_id)))];
  const customerIds = byCustomer ? [...new Set(sums.map((row) => exact(row.customer_id)))] : [];
  const items = new Map(
    rowsOf<{ id: number; code: string | null; name: string; unit: string }>(
      await db.execute(sql`select id, code, name, unit from items where id = any(${intArray(itemIds)})`),
    ).map((row) => [exact(row.id), row]),
  );
  const customers = new Map(
    customerIds.length === 0
      ? []
      : rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, name from customers where id = any(${intArray(customerIds)})`)).map((row) => [exact(row.id), row.name]),
  );
  const source: OutgoingSourceRow[] = sums.map((row) => {
    const item = items.get(exact(row.item_id));
    const customerId = row.customer_id === null ? null : exact(row.customer_id);
    return {
      itemId: exact(row.item_id),
      itemCode: item?.code ?? null,
      itemName: item?.name ?? '',
      unit: item?.unit ?? '',
      customerId,
      customerName: customerId === null ? null : (customers.get(customerId) ?? ''),
      quantity: exact(row.quantity),
    };
  });
  return buildOutgoingReport(source, query, {
    filters: {
      customerId: query.customerId ?? null,
      customerName,
      itemId: query.itemId ?? null,
      itemName,
      mode: query.mode ?? null,
    },
    timeZone,
    generatedAt: (reading.now ?? new Date()).toISOString(),
  });
}
