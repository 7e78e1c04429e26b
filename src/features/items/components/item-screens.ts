import type { ITEM_SORT_FIELDS, UNIT_SUGGESTIONS } from '../../../../contract/items';

/**
 * What the items screens share: the namespace, and the contract's sort
 * fields and unit suggestions written out, so list chunks do not load zod.
 */
export const NS = 'items';
export const SORT_FIELDS = ['name', 'code', 'unit', 'createdAt', 'updatedAt'] as const satisfies readonly (typeof ITEM_SORT_FIELDS)[number][];
export const UNITS = ['KG', 'PCS', 'KARUNG', 'DUS', 'LITER'] as const satisfies readonly (typeof UNIT_SUGGESTIONS)[number][];
