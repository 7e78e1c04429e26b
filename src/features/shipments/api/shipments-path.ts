/** Every shipment endpoint starts here; every SWR key of the area too (lib/resource/api.ts). */
export const SHIPMENTS_PATH = '/api/shipments';
