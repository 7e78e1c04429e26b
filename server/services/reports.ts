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
 * The outgoing-items report (issue 14, decisions 200–201) from the daily rollup `outgoing_daily`
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

export async function outgoingReport(db: Queryable, query: OutgoingItemsQuery, timeZone: string, now = new Date()): Promise<OutgoingReport> {
  const { customerName, itemName } = await filterNames(db, query);
  const byCustomer = query.groupBy === 'customer';
  // Ids and sums only, then each distinct item's and customer's names once: PGlite hands every
  // field over through JavaScript, and a name repeated on 10,000 rows is most of the answer.
  const sums = rowsOf<{ item_id: number; customer_id: number | null; quantity: unknown }>(
    await db.execute(sql`
      select r.item_id, ${byCustomer ? sql`r.customer_id` : sql`null::integer as customer_id`}, sum(r.quantity) as quantity
      from outgoing_daily r
      where r.day >= ${query.startDate}::date and r.day <= ${query.endDate}::date
        ${query.customerId === undefined ? sql`` : sql`and r.customer_id = ${query.customerId}`}
        ${query.itemId === undefined ? sql`` : sql`and r.item_id = ${query.itemId}`}
        ${query.mode === undefined ? sql`` : sql`and r.mode = ${query.mode}`}
      group by r.item_id${byCustomer ? sql`, r.customer_id` : sql``}`),
  );
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
    generatedAt: now.toISOString(),
  });
}
