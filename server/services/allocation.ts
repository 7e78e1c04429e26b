import { sql } from 'drizzle-orm';
import { deliveryOrderRefusal, lineRefusal, quantityRefusal, type AllocationRefusal } from '../../contract/allocation';
import type { DestinationType } from '../../contract/shipments';
import { rowsOf, type Tx } from '../db/client';
import { shipmentDeliveryOrders, shipmentLines } from '../db/schema';
import { ApiError } from '../errors';
import { allocatedElsewhere, exact, lockDeliveryOrders, lockLines, recomputeStatuses } from './delivery';

export interface AllocationOrder {
  readonly deliveryOrderId: number;
  readonly destinationType: DestinationType;
  readonly address?: string | undefined;
  readonly lines: readonly { readonly deliveryOrderLineId: number; readonly quantity: number }[];
}

/**
 * Replaces a shipment's whole allocation (docs/product/business-rules.md) in the caller's
 * transaction, which already holds the shipment row's lock (its versioned UPDATE):
 *  1. the DO rows, old and new, locked by id; a new DO must exist and be open (PENDING/PROSES);
 *  2. the lines of the new DOs locked by id (`FOR UPDATE`): from here until commit no other
 *     shipment can take or give back units of them;
 *  3. per line, the request's total (the same line twice counts twice) against ordered minus
 *     what OTHER shipments hold, summed now, under the locks, as exact numbers;
 *  4. the rows replaced, and every touched DO's status recomputed (a DO removed from the
 *     shipment too: the original forgot those).
 * A refusal throws, and the transaction rolls back with nothing written.
 */
export async function replaceAllocation(tx: Tx, shipmentId: number, orders: readonly AllocationOrder[], actorId: number): Promise<void> {
  const previousRows = rowsOf<{ delivery_order_id: number; allocated_at: string | Date }>(
    await tx.execute(sql`select delivery_order_id, allocated_at from shipment_delivery_orders where shipment_id = ${shipmentId}`),
  );
  const previous = previousRows.map((row) => exact(row.delivery_order_id));
  // A DO that stays on the shipment keeps the time it joined it (the DO's timeline).
  const joinedAt = new Map(previousRows.map((row) => [exact(row.delivery_order_id), new Date(row.allocated_at)]));
  const wanted = orders.map((order) => order.deliveryOrderId);
  const touched = [...new Set([...previous, ...wanted])].sort((a, b) => a - b);

  const locked = new Map((await lockDeliveryOrders(tx, touched)).map((order) => [order.id, order]));
  refuseWith(deliveryOrderRefusal(orders, previous, (id) => locked.get(id)?.status));
  const lines = new Map((await lockLines(tx, wanted)).map((line) => [line.id, line]));
  refuseWith(lineRefusal(orders, (id) => lines.get(id)?.deliveryOrderId));
  const elsewhere = await allocatedElsewhere(tx, orders.flatMap((order) => order.lines.map((line) => line.deliveryOrderLineId)), shipmentId);
  refuseWith(quantityRefusal(orders, (id) => lines.get(id)!.quantity - (elsewhere.get(id) ?? 0)));

  // The rows replaced in three statements whatever the number of DOs and lines (decision 220).
  await tx.execute(sql`delete from shipment_delivery_orders where shipment_id = ${shipmentId}`);
  if (orders.length > 0) {
    const now = new Date();
    const inserted = await tx
      .insert(shipmentDeliveryOrders)
      .values(
        orders.map((order, position) => ({
          shipmentId,
          deliveryOrderId: order.deliveryOrderId,
          destinationType: order.destinationType,
          // "Use the DO's address" is the default.
          address: order.address ? order.address : (locked.get(order.deliveryOrderId)?.address ?? ''),
          position,
          allocatedAt: joinedAt.get(order.deliveryOrderId) ?? now,
        })),
      )
      .returning({ id: shipmentDeliveryOrders.id, deliveryOrderId: shipmentDeliveryOrders.deliveryOrderId });
    // A DO is on a shipment once (shipment_delivery_orders_key), so its id names its entry.
    const entryOf = new Map(inserted.map((row) => [row.deliveryOrderId, row.id]));
    const lineRows = orders.flatMap((order) =>
      order.lines.map((line) => ({ shipmentDeliveryOrderId: entryOf.get(order.deliveryOrderId)!, shipmentId, deliveryOrderLineId: line.deliveryOrderLineId, quantity: line.quantity })),
    );
    if (lineRows.length > 0) await tx.insert(shipmentLines).values(lineRows);
  }
  await recomputeStatuses(tx, touched, { actorId });
}

/** Throws a refusal of the allocation as its 422; the caller's transaction rolls back. */
function refuseWith(refusal: AllocationRefusal | null): void {
  if (refusal) throw new ApiError(422, refusal.code, refusal.message, { fields: refusal.fields });
}
