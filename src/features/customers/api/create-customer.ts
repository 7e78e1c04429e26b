import type { CreateCustomer, Customer } from '../../../../contract/customers';
import type { ApiClient } from '../../../lib/api/client';
import { createRecord, useCreate } from '../../../lib/resource/api';
import { CUSTOMERS_PATH } from './customers-path';

/** `POST /api/customers` with an Idempotency-Key; then the area's lists and logs revalidate. */
export const createCustomer = (api: ApiClient, body: CreateCustomer, idempotencyKey: string) => createRecord<Customer>(api, CUSTOMERS_PATH, body, idempotencyKey);
export const useCreateCustomer = () => useCreate<Customer, CreateCustomer>(CUSTOMERS_PATH);
