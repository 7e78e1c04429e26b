import type { Customer } from '../../../../contract/customers';
import type { ApiClient } from '../../../lib/api/client';
import { getList, listKey, useList } from '../../../lib/resource/api';
import { CUSTOMERS_PATH } from './customers-path';

/** `GET /api/customers?page&size&q&sort…` (docs/product/api.md). */
export const getCustomers = (api: ApiClient, query: string) => getList<Customer>(api, CUSTOMERS_PATH, query);
export const customersKey = (query: string) => listKey(CUSTOMERS_PATH, query);
export const useCustomers = (query: string | null) => useList<Customer>(CUSTOMERS_PATH, query);
