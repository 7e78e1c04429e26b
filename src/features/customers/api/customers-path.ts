/** Every customer endpoint starts here; every SWR key of the area too (lib/resource/api.ts). */
export const CUSTOMERS_PATH = '/api/customers';
