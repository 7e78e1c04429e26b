/** The shipments API (the same record keys as the shipments screens, so they share the cache). */
export const SHIPMENTS_PATH = '/api/shipments';
