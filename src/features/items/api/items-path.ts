/** Every item endpoint starts here; every SWR key of the area too (lib/resource/api.ts). */
export const ITEMS_PATH = '/api/items';
