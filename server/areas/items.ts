import { sql } from 'drizzle-orm';
import { createItemSchema, itemListQuerySchema, itemSchema, updateItemSchema, type Item, itemSnapshot } from '../../contract/items';
import { items } from '../db/schema';
import type { ResourceRoutes } from '../routes/resources';
import { isoOf, type ResourceDefinition } from '../services/resource';

type Row = typeof items.$inferSelect;

/** Items on the resource kit: name and code unique ignoring case; filter by unit. */
export const itemDefinition: ResourceDefinition<Row, Item> = {
  entity: 'item',
  noun: 'Item',
  table: items,
  toRecord: (row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    unit: row.unit,
    weightKg: row.weightKg === null ? null : Number(row.weightKg),
    notes: row.notes,
    version: row.version,
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  }),
  snapshot: itemSnapshot,
  uniques: [
    {
      field: 'name',
      constraint: 'items_name_lower_key',
      matches: (value) => sql`lower(${items.name}) = lower(${value})`,
      message: 'Item name already in use',
    },
    {
      field: 'code',
      constraint: 'items_code_lower_key',
      matches: (value) => sql`lower(${items.code}) = lower(${value})`,
      message: 'Item code already in use',
    },
  ],
  orders: {
    name: (direction) => sql.raw(`lower(name) ${direction}`),
    code: (direction, nulls) => sql.raw(`lower(code) ${direction} nulls ${nulls}`),
    unit: (direction) => sql.raw(`unit ${direction}, lower(name) ${direction}`),
    createdAt: (direction) => sql.raw(`created_at ${direction}`),
    updatedAt: (direction) => sql.raw(`updated_at ${direction}`),
  },
  filters: (query) => [typeof query.unit === 'string' && query.unit !== '' ? sql`${items.unit} = ${query.unit}` : undefined],
  // Totals per unit in list_counts (migration 0006), as the filter above selects them.
  countBucket: (query) => (typeof query.unit === 'string' && query.unit !== '' ? query.unit : null),
  label: sql`(select name from items where id = c.entity_id)`,
};

export const itemRoutes: ResourceRoutes<Item> = {
  base: '/api/items',
  definition: itemDefinition as ResourceRoutes<Item>['definition'],
  permissions: { list: 'read-items', logs: 'read-items-logs', read: 'read-item', create: 'create-item', update: 'update-item' },
  schemas: { record: itemSchema, listQuery: itemListQuerySchema, create: createItemSchema, update: updateItemSchema },
};
