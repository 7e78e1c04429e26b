import { z } from 'zod';
import { PRINT_COPIES_MAX, PRINT_COPIES_MIN } from './delivery-notes-values';
import type { Shipment } from './shipments';
import { eachOnce } from './validation';

/**
 * The printed surat jalan: one note per DO on a shipment, printed in 1–5 copies
 * (Asli, Salinan 1…), each print recorded on the shipment (decisions 210–212).
 */
export { deliveryNoteNumber, PRINT_BATCH_MAX, PRINT_COPIES_MAX, PRINT_COPIES_MIN } from './delivery-notes-values';

/**
 * What the batch request's body may hold at all (ids beyond PRINT_BATCH_MAX are read, counted and
 * refused with a message; beyond this the body is not worth reading).
 */
export const PRINT_BATCH_BODY_MAX = 10_000;

const copiesSchema = z.number().int().min(PRINT_COPIES_MIN).max(PRINT_COPIES_MAX);
const shipmentIdSchema = z.number().int().positive().max(2_147_483_647);

/** `POST /api/shipments/:id/prints` (permission read-shipment). */
export const printShipmentSchema = z.strictObject({ copies: copiesSchema });
export type PrintShipment = z.input<typeof printShipmentSchema>;

/** `POST /api/shipments/prints`: the shipments in the order printed (a shipment at most once). */
export const printShipmentsSchema = z.strictObject({
  shipmentIds: z
    .array(shipmentIdSchema)
    .min(1)
    .max(PRINT_BATCH_BODY_MAX)
    .superRefine(eachOnce()),
  copies: copiesSchema,
});
export type PrintShipments = z.input<typeof printShipmentsSchema>;

/** cyrb53: a 53-bit string hash, small and good enough to notice a change (not a secret). */
export function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The fingerprint of everything the printed notes show (vehicle, notes, and per DO the customer,
 * destination and lines with ordered and remaining quantities): the server stores it with each
 * print; the shipment reads "changed since it was printed" when it differs now (decision 211).
 * The status and the proof photo are not on the paper, so completing a shipment changes nothing.
 */
export const printFingerprint = (shipment: Pick<Shipment, 'mode' | 'plate' | 'fleetModel' | 'driverName' | 'notes' | 'deliveryOrders'>) =>
  hash53(
    JSON.stringify([
      shipment.mode,
      shipment.plate,
      shipment.fleetModel,
      shipment.driverName,
      shipment.notes,
      shipment.deliveryOrders.map((order) => [
        order.deliveryOrderId,
        order.customerName,
        order.destinationType,
        order.address,
        order.lines.map((line) => [line.deliveryOrderLineId, line.itemName, line.itemCode, line.unit, line.quantity, line.ordered, line.remaining]),
      ]),
    ]),
  );
