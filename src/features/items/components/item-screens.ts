import type { ITEM_SORT_FIELDS, UNIT_SUGGESTIONS } from '../../../../contract/items';
import type { ListStateConfig } from '../../../lib/list-state/list-state';

/**
 * What the items screens share: the namespace, and the contract's sort
 * fields and unit suggestions written out, so list chunks do not load zod.
 */
export const NS = 'items';
export const SORT_FIELDS = ['name', 'code', 'unit', 'createdAt', 'updatedAt'] as const satisfies readonly (typeof ITEM_SORT_FIELDS)[number][];
export const UNITS = ['KG', 'PCS', 'KARUNG', 'DUS', 'LITER'] as const satisfies readonly (typeof UNIT_SUGGESTIONS)[number][];

/** The list's URL state (useListState), shared with its first request (decision 143). */
export const LIST_CONFIG = {
  sortFields: SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  filters: { unit: { kind: 'string', maxLength: 20 } },
} as const satisfies ListStateConfig;
