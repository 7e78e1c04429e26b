import { CUSTOMERS } from '../../../../contract/areas';
import type { CreateCustomer, Customer, UpdateCustomer } from '../../../../contract/customers';
import { resourceApi } from '../../../lib/resource/api';

/** Customers: the five endpoints of docs/product/api.md at `CUSTOMERS.api` (contract/areas/customers.ts). */
export const customersApi = resourceApi<Customer, CreateCustomer, UpdateCustomer>(CUSTOMERS);

export const {
  useList: useCustomers,
  useRecord: useCustomer,
  useLogs: useCustomerLogs,
  useCreate: useCreateCustomer,
  useUpdate: useUpdateCustomer,
} = customersApi;
