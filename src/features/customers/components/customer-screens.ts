import type { CUSTOMER_SORT_FIELDS } from '../../../../contract/customers';
import type { ListStateConfig } from '../../../lib/list-state/list-state';

/**
 * What the customers screens share: the namespace and the list's sort
 * fields (contract/customers.ts CUSTOMER_SORT_FIELDS, written out so list chunks do not load zod).
 */
export const NS = 'customers';
export const SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const satisfies readonly (typeof CUSTOMER_SORT_FIELDS)[number][];

/** The list's URL state (useListState), shared with its first request (decision 143). */
export const LIST_CONFIG = { sortFields: SORT_FIELDS, defaultSort: { field: 'name', direction: 'asc' } } as const satisfies ListStateConfig;
