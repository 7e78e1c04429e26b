// The plain values of the fleets contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/fleets.ts` re-exports them beside its schemas.
import { FLEETS } from './areas/fleets';

export const FLEET_SORT_FIELDS = FLEETS.list.sort;
