import type { UpdateCustomer, Customer } from '../../../../contract/customers';
import type { ApiClient } from '../../../lib/api/client';
import { updateRecord, useUpdate } from '../../../lib/resource/api';
import { CUSTOMERS_PATH } from './customers-path';

/** `PATCH /api/customers/:id` with the loaded version (409 VERSION_CONFLICT when stale). */
export const updateCustomer = (api: ApiClient, id: number, body: UpdateCustomer) => updateRecord<Customer>(api, CUSTOMERS_PATH, id, body);
export const useUpdateCustomer = () => useUpdate<Customer, UpdateCustomer>(CUSTOMERS_PATH);
