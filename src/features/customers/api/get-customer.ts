import type { Customer } from '../../../../contract/customers';
import type { ApiClient } from '../../../lib/api/client';
import { getRecord, recordKey, useRecord } from '../../../lib/resource/api';
import { CUSTOMERS_PATH } from './customers-path';

/** `GET /api/customers/:id`. */
export const getCustomer = (api: ApiClient, id: number) => getRecord<Customer>(api, CUSTOMERS_PATH, id);
export const customerKey = (id: number) => recordKey(CUSTOMERS_PATH, id);
export const useCustomer = (id: number | null, options?: { revalidateOnFocus?: boolean }) => useRecord<Customer>(CUSTOMERS_PATH, id, options);
