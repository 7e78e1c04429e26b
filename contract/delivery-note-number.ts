/**
 * `SJ-000045-000123`: the shipment's and the DO's numbers, so the paper finds both records.
 * Apart from delivery-notes.ts so the print screens need no zod.
 */
export const deliveryNoteNumber = (shipmentId: number, deliveryOrderId: number) =>
  `SJ-${String(shipmentId).padStart(6, '0')}-${String(deliveryOrderId).padStart(6, '0')}`;
