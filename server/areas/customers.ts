import { sql } from 'drizzle-orm';
import { customerListQuerySchema, customerSchema, createCustomerSchema, updateCustomerSchema, type Customer, customerSnapshot } from '../../contract/customers';
import { customers } from '../db/schema';
import { CUSTOMERS } from '../../contract/areas';
import { resourceArea } from '../routes/resources';
import { defineResource, isoOf, statusFilter } from '../services/resource';

type Row = typeof customers.$inferSelect;

/** Customers on the resource kit (contract/areas/customers.ts). */
export const customerDefinition = defineResource<Row, Customer, typeof CUSTOMERS>(CUSTOMERS, {
  table: customers,
  toRecord: (row) => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    notes: row.notes,
    active: row.active,
    version: row.version,
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  }),
  snapshot: customerSnapshot,
  orders: {
    name: (direction) => sql.raw(`lower(name) ${direction}`),
    createdAt: (direction) => sql.raw(`created_at ${direction}`),
    updatedAt: (direction) => sql.raw(`updated_at ${direction}`),
  },
  filters: (query) => [statusFilter(customers.active, query.status)],
  // All customers are one bucket of list_counts (migration 0006); a status is counted, and held
  // until the next write of customers, as a search's total is.
  countBucket: (query) => (query.status === 'all' ? null : undefined),
  holdsTotal: (query) => query.q !== undefined || query.status !== 'all',
});

export const customerRoutes = resourceArea({
  declaration: CUSTOMERS,
  definition: customerDefinition,
  schemas: { record: customerSchema, listQuery: customerListQuerySchema, create: createCustomerSchema, update: updateCustomerSchema },
});
