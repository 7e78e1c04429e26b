import { z } from 'zod';
import { DELIVERY_ORDER_STATUSES, deliveryOrderNumber, quantitySchema, userRefSchema } from './delivery-orders';
import { plateSchema } from './fleets';
import { RECEIPT_STATES, receiptSchema } from './receipts';
import { SHIPMENTS } from './areas/shipments';
import { areaListQuerySchema, checkDateRange, dateRangeShape, idFilterSchema, searchParamSchema } from './lists';
import { freeTextSchema, recordMetaShape, requiredNameSchema, versionShape } from './resource';
import { eachOnce } from './validation';
import {
  DESTINATION_TYPES,
  SHIPMENT_CANCEL_REASON_MAX,
  SHIPMENT_DELIVERY_ORDERS_MAX,
  SHIPMENT_MODES,
  SHIPMENT_STATUSES,
  type ShipmentMode,
} from './shipments-values';

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
export const SHIPMENT_NOTES_MAX = 1000;
export const DRIVER_NAME_MAX = 100;
export const DESTINATION_ADDRESS_MAX = 500;
const positiveIdSchema = z.number().int().positive().max(2_147_483_647);

/**
 * The whole allocation of a shipment: per DO a destination and quantities per DO line. A DO twice
 * or a line twice is DUPLICATE (the original checked each copy against the same pending quantity
 * and over-allocated); a blank address means the DO's address; no DO at all is NO_DELIVERY_ORDERS
 * on `deliveryOrders`.
 */
export const allocationSchema = z
  .array(
    z.strictObject({
      deliveryOrderId: positiveIdSchema,
      destinationType: z.enum(DESTINATION_TYPES),
      address: freeTextSchema(DESTINATION_ADDRESS_MAX).optional(),
      lines: z
        .array(z.strictObject({ deliveryOrderLineId: positiveIdSchema, quantity: quantitySchema }))
        .min(1)
        .max(100)
        .superRefine(eachOnce('deliveryOrderLineId')),
    }),
  )
  .max(SHIPMENT_DELIVERY_ORDERS_MAX)
  .superRefine((orders, ctx) => {
    // A shipment always carries at least one DO.
    if (orders.length === 0) ctx.addIssue({ code: 'custom', path: [], message: 'NO_DELIVERY_ORDERS' });
    eachOnce<{ deliveryOrderId: number }>('deliveryOrderId')(orders, ctx);
  });
export type AllocationInput = z.input<typeof allocationSchema>;

const vehicleShape = {
  mode: z.enum(SHIPMENT_MODES),
  fleetId: positiveIdSchema.nullable().optional(),
  plate: plateSchema.nullable().optional(),
  driverName: requiredNameSchema(DRIVER_NAME_MAX).nullable().optional(),
};

/**
 * The vehicle as a whole: ANTAR takes a fleet (REQUIRED) and no plate (NOT_ALLOWED); JEMPUT takes
 * a plate and the driver's name (REQUIRED) and no fleet (NOT_ALLOWED). The driver's name is
 * optional on ANTAR (the company's driver).
 */
const checkVehicle = (value: { mode?: ShipmentMode | undefined; fleetId?: number | null | undefined; plate?: string | null | undefined; driverName?: string | null | undefined }, ctx: z.RefinementCtx) => {
  const given = (field: unknown) => field !== undefined && field !== null;
  if (value.mode === undefined) {
    if (given(value.fleetId) || given(value.plate) || given(value.driverName)) ctx.addIssue({ code: 'custom', path: ['mode'], message: 'REQUIRED' });
    return;
  }
  if (value.mode === 'ANTAR') {
    if (!given(value.fleetId)) ctx.addIssue({ code: 'custom', path: ['fleetId'], message: 'REQUIRED' });
    if (given(value.plate)) ctx.addIssue({ code: 'custom', path: ['plate'], message: 'NOT_ALLOWED' });
  } else {
    if (given(value.fleetId)) ctx.addIssue({ code: 'custom', path: ['fleetId'], message: 'NOT_ALLOWED' });
    if (!given(value.plate)) ctx.addIssue({ code: 'custom', path: ['plate'], message: 'REQUIRED' });
    if (!given(value.driverName)) ctx.addIssue({ code: 'custom', path: ['driverName'], message: 'REQUIRED' });
  }
};

/**
 * `POST /api/shipments` (201, Idempotency-Key): the vehicle (an active fleet for ANTAR: 422
 * FLEET_INACTIVE otherwise), notes, and optionally the allocation (as the PUT below).
 */
export const createShipmentSchema = z
  .strictObject({
    ...vehicleShape,
    notes: freeTextSchema(SHIPMENT_NOTES_MAX).optional(),
    deliveryOrders: allocationSchema.optional(),
  })
  .superRefine(checkVehicle);
export type CreateShipment = z.input<typeof createShipmentSchema>;

/**
 * `PATCH /api/shipments/:id` with `version`: notes and the vehicle (with `mode`, the whole vehicle
 * again under the create rules). A completed shipment is 409 SHIPMENT_COMPLETED.
 */
export const updateShipmentSchema = z
  .strictObject({
    ...versionShape,
    ...vehicleShape,
    mode: vehicleShape.mode.optional(),
    notes: freeTextSchema(SHIPMENT_NOTES_MAX).optional(),
  })
  .superRefine(checkVehicle);
export type UpdateShipment = z.input<typeof updateShipmentSchema>;

/**
 * `POST /api/shipments/:id/cancel` with `version` and why: only while PENDING (409
 * SHIPMENT_COMPLETED, SHIPMENT_CANCELLED, VERSION_CONFLICT with the current record). The shipment
 * keeps what it carried for its history, but holds none of it: every line returns to pending.
 */
export const cancelShipmentSchema = z.strictObject({
  ...versionShape,
  reason: requiredNameSchema(SHIPMENT_CANCEL_REASON_MAX),
});
export type CancelShipment = z.input<typeof cancelShipmentSchema>;

/** `PUT /api/shipments/:id/delivery-orders`: the whole allocation with the shipment's version. */
export const putShipmentDeliveryOrdersSchema = z.strictObject({
  ...versionShape,
  deliveryOrders: allocationSchema,
});
export type PutShipmentDeliveryOrders = z.input<typeof putShipmentDeliveryOrdersSchema>;

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
