// The plain values of the delivery-orders contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/delivery-orders.ts` re-exports them beside its schemas.
/** `DO-000123`: how staff write a DO's number (SPEC §6 prefixes). */
export const deliveryOrderNumber = (id: number) => `DO-${String(id).padStart(6, '0')}`;
