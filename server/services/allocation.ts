import { sql } from 'drizzle-orm';
import { OPEN_DELIVERY_ORDER_STATUSES } from '../../contract/delivery-orders';
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
  const refusals: Record<string, string> = {};
  let missing = false;
  orders.forEach((order, index) => {
    const found = locked.get(order.deliveryOrderId);
    if (!found) {
      missing = true;
      refusals[`deliveryOrders.${index}.deliveryOrderId`] = 'NOT_FOUND';
    } else if (!previous.includes(order.deliveryOrderId) && !OPEN_DELIVERY_ORDER_STATUSES.includes(found.status)) {
      refusals[`deliveryOrders.${index}.deliveryOrderId`] = 'CLOSED';
    }
  });
  if (missing) throw new ApiError(422, 'UNKNOWN_REFERENCE', 'A delivery order does not exist', { fields: refusals });
  if (Object.keys(refusals).length > 0) {
    throw new ApiError(422, 'DELIVERY_ORDER_CLOSED', 'A cancelled or completed delivery order cannot be shipped', { fields: refusals });
  }

  const lines = new Map((await lockLines(tx, wanted)).map((line) => [line.id, line]));
  const foreign: Record<string, string> = {};
  const requested = new Map<number, number>();
  orders.forEach((order, index) =>
    order.lines.forEach((line, lineIndex) => {
      if (lines.get(line.deliveryOrderLineId)?.deliveryOrderId !== order.deliveryOrderId) {
        foreign[`deliveryOrders.${index}.lines.${lineIndex}.deliveryOrderLineId`] = 'NOT_IN_DELIVERY_ORDER';
      }
      requested.set(line.deliveryOrderLineId, (requested.get(line.deliveryOrderLineId) ?? 0) + line.quantity);
    }),
  );
  if (Object.keys(foreign).length > 0) {
    throw new ApiError(422, 'LINE_NOT_IN_DELIVERY_ORDER', 'A line does not belong to the delivery order it is listed under', { fields: foreign });
  }

  const elsewhere = await allocatedElsewhere(tx, [...requested.keys()], shipmentId);
  const above: Record<string, string> = {};
  orders.forEach((order, index) =>
    order.lines.forEach((line, lineIndex) => {
      const ordered = lines.get(line.deliveryOrderLineId)!.quantity;
      const pending = ordered - (elsewhere.get(line.deliveryOrderLineId) ?? 0);
      if (requested.get(line.deliveryOrderLineId)! > pending) above[`deliveryOrders.${index}.lines.${lineIndex}.quantity`] = 'ABOVE_PENDING';
    }),
  );
  if (Object.keys(above).length > 0) {
    throw new ApiError(422, 'QUANTITY_ABOVE_PENDING', 'More than the pending quantity of a line', { fields: above });
  }

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
