import { ITEM_SORT_FIELDS, ITEM_UNIT_MAX } from '../../../../contract/items-values';
import type { ListStateConfig } from '../../../lib/list-state/list-state';

/** What the items screens share: the namespace and the list's URL state. */
export const NS = 'items';

/** The list's URL state (useListState), shared with its first request (decision 143). */
export const LIST_CONFIG = {
  sortFields: ITEM_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  filters: { unit: { kind: 'string', maxLength: ITEM_UNIT_MAX } },
} as const satisfies ListStateConfig;
