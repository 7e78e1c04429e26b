// The plain values of the items contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/items.ts` re-exports them beside its schemas.
import { ITEMS } from './areas/items';

export const ITEM_UNIT_MAX = 20;
export const UNIT_SUGGESTIONS = ['KG', 'PCS', 'KARUNG', 'DUS', 'LITER'] as const;
export const ITEM_SORT_FIELDS = ITEMS.list.sort;
