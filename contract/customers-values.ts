// The plain values of the customers contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/customers.ts` re-exports them beside its schemas.
import { CUSTOMERS } from './areas/customers';

export const CUSTOMER_SORT_FIELDS = CUSTOMERS.list.sort;
