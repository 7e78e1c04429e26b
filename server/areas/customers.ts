import { sql } from 'drizzle-orm';
import { customerListQuerySchema, customerSchema, createCustomerSchema, updateCustomerSchema, type Customer, customerSnapshot } from '../../contract/customers';
import { customers } from '../db/schema';
import type { ResourceRoutes } from '../routes/resources';
import { isoOf, type ResourceDefinition } from '../services/resource';

type Row = typeof customers.$inferSelect;

/** Customers on the resource kit: name unique ignoring case. */
export const customerDefinition: ResourceDefinition<Row, Customer> = {
  entity: 'customer',
  noun: 'Customer',
  table: customers,
  toRecord: (row) => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    notes: row.notes,
    version: row.version,
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  }),
  snapshot: customerSnapshot,
  uniques: [
    {
      field: 'name',
      constraint: 'customers_name_lower_key',
      matches: (value) => sql`lower(${customers.name}) = lower(${value})`,
      message: 'Customer name already in use',
    },
  ],
  orders: {
    name: (direction) => sql.raw(`lower(name) ${direction}`),
    createdAt: (direction) => sql.raw(`created_at ${direction}`),
    updatedAt: (direction) => sql.raw(`updated_at ${direction}`),
  },
  countBucket: () => null,
  label: sql`(select name from customers where id = c.entity_id)`,
};

export const customerRoutes: ResourceRoutes<Customer> = {
  base: '/api/customers',
  definition: customerDefinition as ResourceRoutes<Customer>['definition'],
  permissions: { list: 'read-customers', logs: 'read-customers-logs', read: 'read-customer', create: 'create-customer', update: 'update-customer' },
  schemas: { record: customerSchema, listQuery: customerListQuerySchema, create: createCustomerSchema, update: updateCustomerSchema },
};
