import type { Customer, CUSTOMER_SORT_FIELDS } from '../../../../contract/customers';

/**
 * What the customers screens share: the namespace, their paths (SPEC §3) and the list's sort
 * fields (contract/customers.ts CUSTOMER_SORT_FIELDS, written out so list chunks do not load zod).
 */
export const NS = 'customers';
export const LIST_PATH = '/customers/data';
export const NEW_PATH = '/customers/new';
export const LOGS_PATH = '/customers/logs';
export const detailPath = (customer: Pick<Customer, 'id'> | number) => `/customers/${typeof customer === 'number' ? customer : customer.id}/detail`;
export const editPath = (customer: Pick<Customer, 'id'> | number) => `/customers/${typeof customer === 'number' ? customer : customer.id}/edit`;
export const SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const satisfies readonly (typeof CUSTOMER_SORT_FIELDS)[number][];
