import { z } from 'zod';
import { freeTextSchema, plateSchema, quantitySchema, requiredNameSchema, versionShape } from './resource';
import { eachOnce } from './validation';
import { DESTINATION_TYPES, SHIPMENT_CANCEL_REASON_MAX, SHIPMENT_DELIVERY_ORDERS_MAX, SHIPMENT_MODES, type ShipmentMode } from './shipments-values';

/**
 * What a shipment's forms send (docs/product/business-rules.md): the vehicle, the allocation of
 * DO lines, a cancellation. Kept apart from the record and list schemas in shipments.ts, which
 * re-exports these, so that a form's chunk carries the rules it checks and not the shapes of the
 * records, receipts and delivery notes it never parses.
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
