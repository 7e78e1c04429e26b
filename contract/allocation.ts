import { OPEN_DELIVERY_ORDER_STATUSES, type DeliveryOrderStatus } from './delivery-orders';

/**
 * What refuses a shipment's allocation (docs/product/business-rules.md), checked in this order by
 * the server under its row locks and by the mock API on its stores: the refusal's code, message
 * and one field per DO or line at fault, which both answer as a 422.
 */
export interface AllocationRefusal {
  readonly code: 'UNKNOWN_REFERENCE' | 'DELIVERY_ORDER_CLOSED' | 'LINE_NOT_IN_DELIVERY_ORDER' | 'QUANTITY_ABOVE_PENDING';
  readonly message: string;
  readonly fields: Record<string, string>;
}

type Orders = readonly { readonly deliveryOrderId: number; readonly lines: readonly { readonly deliveryOrderLineId: number; readonly quantity: number }[] }[];

const refusal = (code: AllocationRefusal['code'], message: string, fields: Record<string, string>): AllocationRefusal | null =>
  Object.keys(fields).length > 0 ? { code, message, fields } : null;

/**
 * Every DO exists, and a DO new to the shipment is open (PENDING or PROSES); one already on it may
 * stay whatever its status. `statusOf` answers undefined for a DO that does not exist.
 */
export function deliveryOrderRefusal(orders: Orders, previous: readonly number[], statusOf: (deliveryOrderId: number) => DeliveryOrderStatus | undefined) {
  const fields: Record<string, string> = {};
  let missing = false;
  orders.forEach(({ deliveryOrderId }, index) => {
    const status = statusOf(deliveryOrderId);
    if (status === undefined) {
      missing = true;
      fields[`deliveryOrders.${index}.deliveryOrderId`] = 'NOT_FOUND';
    } else if (!previous.includes(deliveryOrderId) && !OPEN_DELIVERY_ORDER_STATUSES.includes(status)) fields[`deliveryOrders.${index}.deliveryOrderId`] = 'CLOSED';
  });
  // A missing DO is the answer's code; the closed ones beside it are named in the same answer.
  return missing
    ? refusal('UNKNOWN_REFERENCE', 'A delivery order does not exist', fields)
    : refusal('DELIVERY_ORDER_CLOSED', 'A cancelled or completed delivery order cannot be shipped', fields);
}

/** Each line belongs to the DO it is listed under; `orderOfLine` answers a line's DO. */
export function lineRefusal(orders: Orders, orderOfLine: (deliveryOrderLineId: number) => number | undefined) {
  const foreign: Record<string, string> = {};
  orders.forEach((order, index) =>
    order.lines.forEach((line, lineIndex) => {
      if (orderOfLine(line.deliveryOrderLineId) !== order.deliveryOrderId) foreign[`deliveryOrders.${index}.lines.${lineIndex}.deliveryOrderLineId`] = 'NOT_IN_DELIVERY_ORDER';
    }),
  );
  return refusal('LINE_NOT_IN_DELIVERY_ORDER', 'A line does not belong to the delivery order it is listed under', foreign);
}

/**
 * Per line, the request's total (a line listed twice counts twice) within what the line still
 * awaits: `pendingOf` answers ordered minus what other shipments hold and what was written off.
 */
export function quantityRefusal(orders: Orders, pendingOf: (deliveryOrderLineId: number) => number) {
  const requested = new Map<number, number>();
  for (const order of orders) for (const line of order.lines) requested.set(line.deliveryOrderLineId, (requested.get(line.deliveryOrderLineId) ?? 0) + line.quantity);
  const above: Record<string, string> = {};
  orders.forEach((order, index) =>
    order.lines.forEach((line, lineIndex) => {
      if (requested.get(line.deliveryOrderLineId)! > pendingOf(line.deliveryOrderLineId)) above[`deliveryOrders.${index}.lines.${lineIndex}.quantity`] = 'ABOVE_PENDING';
    }),
  );
  return refusal('QUANTITY_ABOVE_PENDING', 'More than the pending quantity of a line', above);
}
