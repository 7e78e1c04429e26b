import { z } from 'zod';
import { DELIVERY_ORDERS } from './areas/delivery-orders';
import { areaListQuerySchema, checkDateRange, dateRangeShape, idFilterSchema } from './lists';
import { DELIVERY_ORDER_LINES_MAX, DELIVERY_ORDER_STATUSES, type DeliveryOrderStatus } from './delivery-orders-values';
import { freeTextSchema, quantitySchema, recordMetaShape, versionShape } from './resource';
import { SHIPMENT_MODES, SHIPMENT_STATUSES } from './shipments-values';
import { RECEIPT_STATES } from './receipts-values';
import { eachOnce } from './validation';

/**
 * Delivery orders (docs/product/data.md, business-rules.md): a customer's order of items in whole
 * quantities, one line per item. The status is derived from what shipments took and delivered,
 * never typed: PENDING (nothing allocated), PROSES (something allocated, not all delivered),
 * SELESAI (every line fully delivered), BATAL (cancelled while nothing was allocated).
 */
export {
  DELIVERY_ORDER_LINES_MAX,
  DELIVERY_ORDER_SORT_FIELDS,
  DELIVERY_ORDER_STATUSES,
  deliveryOrderNumber,
  deliveryOrderNumberDigits,
  QUANTITY_MAX,
  quantitiesPerUnit,
  type DeliveryOrderStatus,
  type UnitQuantity,
} from './delivery-orders-values';
export { quantitySchema } from './resource';

/** DOs a shipment may still take from. */
export const OPEN_DELIVERY_ORDER_STATUSES: readonly DeliveryOrderStatus[] = ['PENDING', 'PROSES'];

export const DELIVERY_ORDER_ADDRESS_MAX = 500;
export const DELIVERY_ORDER_NOTES_MAX = 1000;

const positiveIdSchema = z.number().int().positive().max(2_147_483_647);

export const deliveryOrderLineInputSchema = z.strictObject({
  itemId: positiveIdSchema,
  quantity: quantitySchema,
});

/** One line per item (DUPLICATE on the second line's itemId). */
const linesSchema = z
  .array(deliveryOrderLineInputSchema)
  .min(1)
  .max(DELIVERY_ORDER_LINES_MAX)
  .superRefine(eachOnce('itemId'));

/** `POST /api/delivery-orders` (201, Idempotency-Key): the address defaults to the customer's. */
export const createDeliveryOrderSchema = z.strictObject({
  customerId: positiveIdSchema,
  address: freeTextSchema(DELIVERY_ORDER_ADDRESS_MAX).optional(),
  notes: freeTextSchema(DELIVERY_ORDER_NOTES_MAX).optional(),
  lines: linesSchema,
});
export type CreateDeliveryOrder = z.input<typeof createDeliveryOrderSchema>;

/**
 * `PATCH /api/delivery-orders/:id` with `version`. `lines` replaces the whole list, matched by
 * item: a line may not go below what shipments took (422 QUANTITY_BELOW_ALLOCATED); the customer
 * may change only while nothing is allocated (409 DELIVERY_ORDER_ALLOCATED).
 */
export const updateDeliveryOrderSchema = z.strictObject({
  ...versionShape,
  customerId: positiveIdSchema.optional(),
  address: freeTextSchema(DELIVERY_ORDER_ADDRESS_MAX).optional(),
  notes: freeTextSchema(DELIVERY_ORDER_NOTES_MAX).optional(),
  lines: linesSchema.optional(),
});
export type UpdateDeliveryOrder = z.input<typeof updateDeliveryOrderSchema>;

/** `POST /api/delivery-orders/:id/cancel` with `version`: only while nothing is allocated. */
export const cancelDeliveryOrderSchema = z.strictObject({ ...versionShape });

/**
 * A line with its quantities, all exact whole numbers: `allocated` = inProcess + delivered (on
 * shipments without / with their proof photo; a received note counts what arrived, not what was
 * shipped), `shortfall` = what receipts found short, `writtenOff` = what of it was closed without
 * shipping again, `pending` = quantity − allocated − writtenOff (what a shipment may still take),
 * `remaining` = quantity − delivered − writtenOff (docs/decisions/339-receipts.md).
 */
export const deliveryOrderLineSchema = z.object({
  id: z.number().int().positive(),
  itemId: z.number().int().positive(),
  itemName: z.string(),
  itemCode: z.string().nullable(),
  unit: z.string(),
  weightKg: z.number().nullable(),
  quantity: z.number().int(),
  allocated: z.number().int(),
  inProcess: z.number().int(),
  delivered: z.number().int(),
  shortfall: z.number().int(),
  writtenOff: z.number().int(),
  pending: z.number().int(),
  remaining: z.number().int(),
});
export type DeliveryOrderLine = z.infer<typeof deliveryOrderLineSchema>;

export const unitQuantitySchema = z.object({ unit: z.string(), quantity: z.number().int() });

/** A shipment carrying part of the DO, as the DO's detail lists it. */
export const deliveryOrderShipmentSchema = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  mode: z.enum(SHIPMENT_MODES),
  /** BATAL: cancelled; it stays on the DO's timeline but holds nothing of it. */
  status: z.enum(SHIPMENT_STATUSES),
  plate: z.string(),
  /** What it carries of this DO, per unit (quantitiesPerUnit): units are never added together. */
  quantities: z.array(unitQuantitySchema),
  /** When the DO joined the shipment, and when the shipment's proof completed it or it was cancelled (the timeline). */
  allocatedAt: z.string(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** What the customer received of this DO on that shipment (BELUM until its receipt). */
  receiptState: z.enum(RECEIPT_STATES),
});

export const userRefSchema = z.object({ id: z.number().int().positive(), name: z.string() });

export const deliveryOrderSchema = z.object({
  ...recordMetaShape,
  number: z.string(),
  customerId: z.number().int().positive(),
  customerName: z.string(),
  address: z.string(),
  notes: z.string(),
  status: z.enum(DELIVERY_ORDER_STATUSES),
  lines: z.array(deliveryOrderLineSchema),
  shipments: z.array(deliveryOrderShipmentSchema),
  cancelledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdBy: userRefSchema.nullable(),
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

/**
 * `GET /api/delivery-orders`: `q` over the number (`DO-000123`, `123`), the address and the
 * customer's name; `status` (or OPEN = PENDING and PROSES, for the shipment's DO picker),
 * `customerId`, `itemId` (DOs with a line of that item), creation day range; newest first.
 */
export const deliveryOrderListQuerySchema = areaListQuerySchema(DELIVERY_ORDERS.list, {
  status: z.enum([...DELIVERY_ORDER_STATUSES, 'OPEN']).optional(),
  customerId: idFilterSchema,
  itemId: idFilterSchema,
  ...dateRangeShape,
}).superRefine(checkDateRange);
export type DeliveryOrderListQuery = z.input<typeof deliveryOrderListQuerySchema>;

/**
 * A DO as its change log records it: one key per line (`lines.Bawang Putih`: 50), so the
 * field-by-field diff reads per line ("Jumlah Bawang Putih: 50 → 40"); status included, since
 * cancel and every allocation change it.
 */
export const deliveryOrderSnapshot = (order: Pick<DeliveryOrder, 'customerName' | 'address' | 'notes' | 'status' | 'lines'>) => ({
  customer: order.customerName,
  address: order.address,
  notes: order.notes,
  status: order.status,
  ...Object.fromEntries(order.lines.map((line) => [`lines.${line.itemName}`, line.quantity])),
  ...Object.fromEntries(order.lines.filter((line) => line.writtenOff > 0).map((line) => [`writtenOff.${line.itemName}`, line.writtenOff])),
});

/**
 * The status a DO's lines give (docs/product/data.md), on exact numbers: SELESAI when every line is
 * delivered or written off in full, PROSES when anything is allocated or written off, else
 * PENDING; BATAL stays BATAL.
 */
export function deriveDeliveryOrderStatus(
  cancelled: boolean,
  lines: readonly { quantity: number; allocated: number; delivered: number; writtenOff?: number }[],
): DeliveryOrderStatus {
  if (cancelled) return 'BATAL';
  if (lines.length > 0 && lines.every((line) => line.delivered + (line.writtenOff ?? 0) >= line.quantity)) return 'SELESAI';
  return lines.some((line) => line.allocated > 0 || (line.writtenOff ?? 0) > 0) ? 'PROSES' : 'PENDING';
}
