/** Every delivery-order endpoint starts here; every SWR key of the area too (lib/resource/api.ts). */
export const DELIVERY_ORDERS_PATH = '/api/delivery-orders';
