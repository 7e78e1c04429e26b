// The plain values of the delivery-notes contract: constants and pure helpers with no zod, so a
// screen that only shows or prints (not a form) never downloads the validation library for them
// (decision 260). `contract/delivery-notes.ts` re-exports them beside its schemas.
/** `SJ-000045-000123`: the shipment's and the DO's numbers, so the paper finds both records. */
export const deliveryNoteNumber = (shipmentId: number, deliveryOrderId: number) =>
  `SJ-${String(shipmentId).padStart(6, '0')}-${String(deliveryOrderId).padStart(6, '0')}`;

/** A note prints in 1–5 copies (Asli, Salinan 1…). */
export const PRINT_COPIES_MIN = 1;
export const PRINT_COPIES_MAX = 5;
/** Shipments in one batch print: more are refused with 422 PRINT_BATCH_TOO_LARGE. */
export const PRINT_BATCH_MAX = 100;
