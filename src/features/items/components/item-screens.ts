import type { ITEM_SORT_FIELDS, UNIT_SUGGESTIONS } from '../../../../contract/items';

/**
 * What the items screens share: the namespace, their paths (SPEC §3), and the contract's sort
 * fields and unit suggestions written out, so list chunks do not load zod.
 */
export const NS = 'items';
export const LIST_PATH = '/items/data';
export const NEW_PATH = '/items/new';
export const LOGS_PATH = '/items/logs';
const idOf = (item: { id: number } | number) => (typeof item === 'number' ? item : item.id);
export const detailPath = (item: { id: number } | number) => `/items/${idOf(item)}/detail`;
export const editPath = (item: { id: number } | number) => `/items/${idOf(item)}/edit`;
export const SORT_FIELDS = ['name', 'code', 'unit', 'createdAt', 'updatedAt'] as const satisfies readonly (typeof ITEM_SORT_FIELDS)[number][];
export const UNITS = ['KG', 'PCS', 'KARUNG', 'DUS', 'LITER'] as const satisfies readonly (typeof UNIT_SUGGESTIONS)[number][];
