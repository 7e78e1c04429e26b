import { z } from 'zod';
import { DELIVERY_ORDER_STATUSES, deliveryOrderNumber, userRefSchema } from './delivery-orders';
import { RECEIPT_STATES, receiptSchema } from './receipts';
import { SHIPMENTS } from './areas/shipments';
import { areaListQuerySchema, checkDateRange, dateRangeShape, idFilterSchema, searchParamSchema } from './lists';
import { recordMetaShape } from './resource';
import { DESTINATION_TYPES, SHIPMENT_MODES, SHIPMENT_STATUSES } from './shipments-values';

export {
  DESTINATION_TYPES,
  PROOF_MAX_BYTES,
  SHIPMENT_CANCEL_REASON_MAX,
  SHIPMENT_DELIVERY_ORDERS_MAX,
  SHIPMENT_MODES,
  SHIPMENT_SORT_FIELDS,
  SHIPMENT_STATUSES,
  shipmentNumber,
  type DestinationType,
  type ShipmentMode,
  type ShipmentStatus,
} from './shipments-values';

/**
 * Shipments (docs/product/data.md, business-rules.md): a company fleet delivers (ANTAR) or an
 * outside vehicle picks the goods up (JEMPUT: its plate in the Indonesian format and the driver's
 * name). A shipment carries parts of one or more DOs, each with a destination type and address and
 * a quantity per DO line. It is PENDING until its proof-of-loading photo is uploaded, then SELESAI
 * and read-only.
 */
export * from './shipments-input';

/**
 * A DO line on a shipment: `quantity` on this shipment, `ordered`, and `available` = what this
 * shipment may hold at most (ordered − what other shipments took), the editor's upper bound.
 */
export const shipmentLineSchema = z.object({
  deliveryOrderLineId: z.number().int().positive(),
  itemId: z.number().int().positive(),
  itemName: z.string(),
  itemCode: z.string().nullable(),
  unit: z.string(),
  weightKg: z.number().nullable(),
  quantity: z.number().int(),
  ordered: z.number().int(),
  available: z.number().int(),
  /**
   * What the DO still awaits after this shipment: ordered − what this shipment and the shipments
   * created before it hold (as the printed note says; a later shipment does not change an earlier note).
   */
  remaining: z.number().int(),
});

export const shipmentDeliveryOrderSchema = z.object({
  deliveryOrderId: z.number().int().positive(),
  number: z.string(),
  customerId: z.number().int().positive(),
  customerName: z.string(),
  status: z.enum(DELIVERY_ORDER_STATUSES),
  destinationType: z.enum(DESTINATION_TYPES),
  address: z.string(),
  lines: z.array(shipmentLineSchema),
  /** What the customer received of this note (docs/decisions/339-receipts.md); null until then. */
  receipt: receiptSchema.nullable(),
  receiptState: z.enum(RECEIPT_STATES),
});
export type ShipmentDeliveryOrder = z.infer<typeof shipmentDeliveryOrderSchema>;

export const shipmentProofSchema = z.object({
  uploadedAt: z.string(),
  uploadedBy: userRefSchema.nullable(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

/**
 * The printed surat jalan: how often, when and by whom it was last printed, and
 * whether the notes printed then differ from what they would show now (decision 211).
 */
export const shipmentPrintInfoSchema = z.object({
  count: z.number().int().min(0),
  lastPrintedAt: z.string().nullable(),
  lastPrintedBy: userRefSchema.nullable(),
  changedSincePrint: z.boolean(),
});
export type ShipmentPrintInfo = z.infer<typeof shipmentPrintInfoSchema>;

export const shipmentSchema = z.object({
  ...recordMetaShape,
  number: z.string(),
  mode: z.enum(SHIPMENT_MODES),
  fleetId: z.number().int().positive().nullable(),
  fleetModel: z.string().nullable(),
  fleetCapacityKg: z.number().int().nullable(),
  /** The fleet's plate (ANTAR) or the outside vehicle's (JEMPUT). */
  plate: z.string(),
  driverName: z.string().nullable(),
  notes: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  proof: shipmentProofSchema.nullable(),
  deliveryOrders: z.array(shipmentDeliveryOrderSchema),
  /**
   * Every unit added together (a ranking figure for the report's checks, never shown: screens
   * show the lines per unit with quantitiesPerUnit).
   */
  totalQuantity: z.number().int(),
  /** The load in kg when every item on it has a weight, else null. */
  loadKg: z.number().nullable(),
  createdBy: userRefSchema.nullable(),
  print: shipmentPrintInfoSchema,
});
export type Shipment = z.infer<typeof shipmentSchema>;

/**
 * `ids=3,1,2`: only these shipments (at most 100: a page), e.g. a batch print's shipments in one
 * read; the answer is in the list's sort order, the caller orders it.
 */
const shipmentIdsFilterSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,99}$/)
  .transform((value) => value.split(',').map(Number))
  .optional();

/**
 * `GET /api/shipments`: `q` over the number, plate and driver; mode, status, `plate` (contains,
 * the fleet's or the outside one), `deliveryOrderId`, `customerId` (a DO of that customer on it),
 * creation day range; newest first.
 */
export const shipmentListQuerySchema = areaListQuerySchema(SHIPMENTS.list, {
  mode: z.enum(SHIPMENT_MODES).optional(),
  status: z.enum(SHIPMENT_STATUSES).optional(),
  plate: searchParamSchema,
  deliveryOrderId: idFilterSchema,
  customerId: idFilterSchema,
  ids: shipmentIdsFilterSchema,
  ...dateRangeShape,
}).superRefine(checkDateRange);
export type ShipmentListQuery = z.input<typeof shipmentListQuerySchema>;

/**
 * A shipment as its change log records it: the vehicle, notes, status, the photo's upload time,
 * and per DO its destination and one key per line (`deliveryOrders.DO-000123.lines.Bawang Putih`),
 * so a reallocation reads per line.
 */
export const shipmentSnapshot = (shipment: Pick<Shipment, 'mode' | 'plate' | 'driverName' | 'notes' | 'status' | 'proof' | 'deliveryOrders'> & { cancelReason?: string | null }) => ({
  mode: shipment.mode,
  plate: shipment.plate,
  driverName: shipment.driverName,
  notes: shipment.notes,
  status: shipment.status,
  ...(shipment.cancelReason ? { cancelReason: shipment.cancelReason } : {}),
  proofUploadedAt: shipment.proof?.uploadedAt ?? null,
  ...Object.fromEntries(
    shipment.deliveryOrders.flatMap((order) => {
      const key = `deliveryOrders.${deliveryOrderNumber(order.deliveryOrderId)}`;
      return [
        [`${key}.destinationType`, order.destinationType],
        [`${key}.address`, order.address],
        ...order.lines.map((line) => [`${key}.lines.${line.itemName}`, line.quantity]),
      ];
    }),
  ),
});
