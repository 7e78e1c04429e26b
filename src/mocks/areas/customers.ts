import { CUSTOMERS } from '../../../contract/areas';
import { createCustomerSchema, customerListQuerySchema, customerSnapshot, updateCustomerSchema } from '../../../contract/customers';
import { customerStore } from '../db/resources';
import { mockResource } from '../handlers/resource';

/** Customers on the mock kit: the declaration says the rest (contract/areas/customers.ts). */
export const resources = [
  mockResource({
    declaration: CUSTOMERS,
    store: customerStore,
    schemas: { listQuery: customerListQuerySchema, create: createCustomerSchema, update: updateCustomerSchema },
    snapshot: customerSnapshot,
    filter: (customer, query) => query.status === 'all' || (query.status === 'active') === customer.active,
    defaults: { phone: null, email: null, address: '', notes: '', active: true },
  }),
];
