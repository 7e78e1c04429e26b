import { sql } from 'drizzle-orm';
import {
  buildOutgoingReport,
  type OutgoingItemsQuery,
  type OutgoingReport,
  type OutgoingSourceRow,
} from '../../contract/reports';
import { rowsOf, type Queryable } from '../db/client';
import { notFound } from '../errors';
import { exact } from './delivery';

/**
 * The outgoing-items report (issue 14, decisions 200–201) from the daily rollup `outgoing_daily`
 * (0007): one aggregate over at most REPORT_MAX_DAYS days of rollup rows, then the names of the
 * items and customers it found. Grouping, sorting and totals per unit are the contract's, shared
 * with the mock.
 */

interface SourceRow {
  item_id: number;
  item_code: string | null;
  item_name: string;
  unit: string;
  customer_id: number | null;
  customer_name: string | null;
  quantity: unknown;
}

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
  const rows = rowsOf<SourceRow>(
    await db.execute(sql`
      select g.item_id, i.code as item_code, i.name as item_name, i.unit, g.customer_id, c.name as customer_name, g.quantity
      from (
        select r.item_id, ${byCustomer ? sql`r.customer_id` : sql`null::integer`} as customer_id, sum(r.quantity) as quantity
        from outgoing_daily r
        where r.day >= ${query.startDate}::date and r.day <= ${query.endDate}::date
          ${query.customerId === undefined ? sql`` : sql`and r.customer_id = ${query.customerId}`}
          ${query.itemId === undefined ? sql`` : sql`and r.item_id = ${query.itemId}`}
          ${query.mode === undefined ? sql`` : sql`and r.mode = ${query.mode}`}
        group by r.item_id${byCustomer ? sql`, r.customer_id` : sql``}
      ) g
      join items i on i.id = g.item_id
      left join customers c on c.id = g.customer_id`),
  );
  const source: OutgoingSourceRow[] = rows.map((row) => ({
    itemId: exact(row.item_id),
    itemCode: row.item_code,
    itemName: row.item_name,
    unit: row.unit,
    customerId: row.customer_id === null ? null : exact(row.customer_id),
    customerName: row.customer_name,
    quantity: exact(row.quantity),
  }));
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
