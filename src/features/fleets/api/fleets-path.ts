/** Every fleet endpoint starts here; every SWR key of the area too (lib/resource/api.ts). */
export const FLEETS_PATH = '/api/fleets';
