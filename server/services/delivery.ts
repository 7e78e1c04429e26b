import { sql, type SQL } from 'drizzle-orm';
import { deriveDeliveryOrderStatus, type DeliveryOrderStatus } from '../../contract/delivery-orders';
import { rowsOf, type Queryable, type Tx } from '../db/client';
import { writeChangeLog } from './change-log';
import { recordEvent } from '../webhooks/outbox';

/**
 * What delivery orders and shipments share on the server: quantities per DO line as
 * exact numbers, the lock order every allocating write follows, and the status recomputation.
 *
 * Lock order (decision 180), the same in every transaction so two writes never wait on each other
 * in a circle: the shipment row → the DO rows (by id) → the DO lines (by id).
 */

/** `'{1,2,3}'::int[]`: one parameter however many ids, and an empty list works too. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * A count or sum from PostgreSQL as a number. SUM over integer columns is bigint, which the
 * drivers return as text ("10"); compared as text "9" >= "10" holds, which is how the original's
 * statuses went wrong (original-system §2). Every quantity passes through here.
 */
export const exact = (value: unknown): number => {
  const number = typeof value === 'bigint' ? Number(value) : Number(value ?? 0);
  if (!Number.isSafeInteger(number)) throw new Error(`Not a whole quantity: ${String(value)}`);
  return number;
};

export interface LineQuantities {
  readonly id: number;
  readonly deliveryOrderId: number;
  readonly itemId: number;
  readonly itemName: string;
  readonly itemCode: string | null;
  readonly unit: string;
  readonly weightKg: number | null;
  readonly quantity: number;
  /** On any shipment. */
  readonly allocated: number;
  /** On completed shipments (proof uploaded). */
  readonly delivered: number;
  /** What receipts found short of what was shipped. */
  readonly shortfall: number;
  /** What was closed without shipping it again. */
  readonly writtenOff: number;
  /** What shipments (not cancelled) carried, whatever arrived: such a line stays on its DO. */
  readonly carried: number;
}

/** A row of `delivery_line_quantities` (migration 0009), from a result set or from its JSON. */
export interface LineRow {
  id: number;
  delivery_order_id: number;
  item_id: number;
  item_name: string;
  item_code: string | null;
  unit: string;
  weight_kg: string | number | null;
  quantity: number;
  allocated: unknown;
  delivered: unknown;
  shortfall: unknown;
  written_off: unknown;
  carried: unknown;
}

/** Every line of the given DOs with what shipments took and delivered, in line order. */
export async function lineQuantities(db: Queryable, deliveryOrderIds: readonly number[]): Promise<LineQuantities[]> {
  if (deliveryOrderIds.length === 0) return [];
  const rows = rowsOf<LineRow>(
    // Every line joined with items and what shipments (and completed shipments) hold of it, as a
    // function whose plan PostgreSQL keeps (migration 0009, decision 220).
    await db.execute(sql`select * from delivery_line_quantities(${intArray(deliveryOrderIds)}) order by delivery_order_id, id`),
  );
  return lineQuantitiesOf(rows);
}

/** Rows of `delivery_line_quantities` as exact numbers. */
export function lineQuantitiesOf(rows: readonly LineRow[]): LineQuantities[] {
  return rows.map((row) => ({
    id: exact(row.id),
    deliveryOrderId: exact(row.delivery_order_id),
    itemId: exact(row.item_id),
    itemName: row.item_name,
    itemCode: row.item_code,
    unit: row.unit,
    weightKg: row.weight_kg === null ? null : Number(row.weight_kg),
    quantity: exact(row.quantity),
    allocated: exact(row.allocated),
    delivered: exact(row.delivered),
    shortfall: exact(row.shortfall),
    writtenOff: exact(row.written_off),
    carried: exact(row.carried),
  }));
}

/** Locks the DO rows (by id) for the rest of the transaction; returns those that exist. */
export async function lockDeliveryOrders(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return rowsOf<{ id: number; status: DeliveryOrderStatus; address: string }>(
    await tx.execute(sql`
      select id, status, address from delivery_orders where id = any(${intArray(ids)}) order by id for update`),
  ).map((row) => ({ ...row, id: exact(row.id) }));
}

/**
 * Locks the lines of the given DOs (by id, after their DO rows) so what shipments took of them
 * cannot change until this transaction ends (`SELECT … FOR UPDATE`;
 * docs/product/business-rules.md).
 */
export async function lockLines(tx: Tx, deliveryOrderIds: readonly number[]) {
  if (deliveryOrderIds.length === 0) return [];
  return rowsOf<{ id: number; delivery_order_id: number; item_id: number; quantity: number }>(
    await tx.execute(sql`
      select id, delivery_order_id, item_id, quantity from delivery_order_lines
      where delivery_order_id = any(${intArray(deliveryOrderIds)}) order by id for update`),
  ).map((row) => ({ id: exact(row.id), deliveryOrderId: exact(row.delivery_order_id), itemId: exact(row.item_id), quantity: exact(row.quantity) }));
}

/**
 * What is closed to a shipment of each line: what shipments other than `exceptShipmentId` hold (a
 * cancelled one nothing, a received note what arrived) and what was written off.
 */
export async function allocatedElsewhere(tx: Tx, lineIds: readonly number[], exceptShipmentId: number | null): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = rowsOf<{ line: number; total: unknown }>(
    await tx.execute(sql`
      select line, sum(total) as total from (
        select sl.delivery_order_line_id as line, coalesce(sl.received, sl.quantity) as total
        from shipment_lines sl join shipments s on s.id = sl.shipment_id
        where sl.delivery_order_line_id = any(${intArray(lineIds)}) and s.status <> 'BATAL'
          ${exceptShipmentId === null ? sql`` : sql`and sl.shipment_id <> ${exceptShipmentId}`}
        union all
        select delivery_order_line_id, quantity from delivery_order_write_offs where delivery_order_line_id = any(${intArray(lineIds)})
      ) closed
      group by line`),
  );
  return new Map(rows.map((row) => [exact(row.line), exact(row.total)]));
}

/**
 * Recomputes the status of the given DOs from their lines (docs/product/data.md) in the caller's
 * transaction, writes those that changed, and, when `log` names an actor, one change-log row each
 * (the DO's timeline: taken by a shipment, delivered). Returns the DOs whose status changed.
 */
export async function recomputeStatuses(tx: Tx, deliveryOrderIds: readonly number[], log?: { actorId: number | null }): Promise<Map<number, DeliveryOrderStatus>> {
  const changed = new Map<number, DeliveryOrderStatus>();
  if (deliveryOrderIds.length === 0) return changed;
  // The DOs and their lines in one statement (a round trip costs more than either read, decision 220).
  const ids = intArray(deliveryOrderIds);
  const [read] = rowsOf<{ orders: { id: number; status: DeliveryOrderStatus; cancelled: boolean }[] | null; lines: LineRow[] | null }>(
    await tx.execute(sql`
      select (select json_agg(o order by o.id) from (select id, status, cancelled_at is not null as cancelled from delivery_orders where id = any(${ids})) o) as orders,
             (select json_agg(q order by q.delivery_order_id, q.id) from delivery_line_quantities(${ids}) q) as lines`),
  );
  const orders = read?.orders ?? [];
  const lines = lineQuantitiesOf(read?.lines ?? []);
  const before = new Map<number, DeliveryOrderStatus>();
  for (const order of orders) {
    const id = exact(order.id);
    const status = deriveDeliveryOrderStatus(order.cancelled, lines.filter((line) => line.deliveryOrderId === id));
    if (status === order.status) continue;
    changed.set(id, status);
    before.set(id, order.status);
  }
  if (changed.size === 0) return changed;
  // One statement for all of them (the callers hold the DO rows' locks already): one pass of
  // the list_counts trigger, which writes its bucket rows in one order (migration 0009).
  const changedIds = [...changed.keys()];
  await tx.execute(sql`
    update delivery_orders d
    set status = v.status, completed_at = case when v.status = 'SELESAI' then now() end
    from unnest(${intArray(changedIds)}, ${`{${changedIds.map((id) => changed.get(id)).join(',')}}`}::text[]) as v(id, status)
    where d.id = v.id`);
  // Where a DO completes, however it came to (a proof, a receipt, a write-off): its event is here.
  for (const [id, status] of changed) if (status === 'SELESAI') await recordEvent(tx, 'delivery-order.completed', { id, status });
  if (log) {
    for (const [id, status] of changed) {
      await writeChangeLog(tx, { entity: 'delivery-order', entityId: id, action: 'UPDATE', actorId: log.actorId, before: { status: before.get(id) }, after: { status } });
    }
  }
  return changed;
}
