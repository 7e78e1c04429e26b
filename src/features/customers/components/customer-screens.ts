import { CUSTOMER_SORT_FIELDS } from '../../../../contract/customers-values';
import type { ListStateConfig } from '../../../lib/list-state/list-state';

/** What the customers screens share: the namespace and the list's URL state. */
export const NS = 'customers';

/** The list's URL state (useListState), shared with its first request (decision 143). */
export const LIST_CONFIG = { sortFields: CUSTOMER_SORT_FIELDS, defaultSort: { field: 'name', direction: 'asc' } } as const satisfies ListStateConfig;
