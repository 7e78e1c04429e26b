// The plain values of the shipments contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/shipments.ts` re-exports them beside its schemas.
import { SHIPMENTS } from './areas/shipments';

export const SHIPMENT_MODES = ['ANTAR', 'JEMPUT'] as const;
export type ShipmentMode = (typeof SHIPMENT_MODES)[number];
/** BATAL: a PENDING shipment cancelled with a reason; what it carried is released. */
export const SHIPMENT_STATUSES = ['PENDING', 'SELESAI', 'BATAL'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const DESTINATION_TYPES = ['RUMAH', 'KANTOR', 'GUDANG', 'EKSPEDISI', 'LAINNYA'] as const;
export type DestinationType = (typeof DESTINATION_TYPES)[number];
export const SHIPMENT_SORT_FIELDS = SHIPMENTS.list.sort;
/** The longest reason a shipment's cancel takes. */
export const SHIPMENT_CANCEL_REASON_MAX = 500;
/** The most DOs one shipment carries: its allocation, and a new shipment opened from chosen DOs. */
export const SHIPMENT_DELIVERY_ORDERS_MAX = 50;
/** A proof photo of at most 10 MB (docs/product/business-rules.md). */
export const PROOF_MAX_BYTES = 10 * 1024 * 1024;

/** `S-000045` */
export const shipmentNumber = (id: number) => `S-${String(id).padStart(6, '0')}`;
