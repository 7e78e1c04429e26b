// The plain values of the shipments contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/shipments.ts` re-exports them beside its schemas.
export const SHIPMENT_MODES = ['ANTAR', 'JEMPUT'] as const;
export type ShipmentMode = (typeof SHIPMENT_MODES)[number];
/** BATAL: a PENDING shipment cancelled with a reason; what it carried is released. */
export const SHIPMENT_STATUSES = ['PENDING', 'SELESAI', 'BATAL'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
/** The longest reason a shipment's cancel takes. */
export const SHIPMENT_CANCEL_REASON_MAX = 500;
