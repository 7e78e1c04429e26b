import { sql } from 'drizzle-orm';
import { createItemSchema, itemListQuerySchema, itemSchema, updateItemSchema, type Item, itemSnapshot } from '../../contract/items';
import { items } from '../db/schema';
import { ITEMS } from '../../contract/areas';
import { resourceArea } from '../routes/resources';
import { defineResource, isoOf, statusFilter } from '../services/resource';

type Row = typeof items.$inferSelect;

/** Items on the resource kit: name and code unique ignoring case; filter by unit. */
export const itemDefinition = defineResource<Row, Item, typeof ITEMS>(ITEMS, {
  table: items,
  toRecord: (row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    unit: row.unit,
    weightKg: row.weightKg === null ? null : Number(row.weightKg),
    notes: row.notes,
    active: row.active,
    version: row.version,
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  }),
  snapshot: itemSnapshot,
  orders: {
    name: (direction) => sql.raw(`lower(name) ${direction}`),
    code: (direction, nulls) => sql.raw(`lower(code) ${direction} nulls ${nulls}`),
    unit: (direction) => sql.raw(`unit ${direction}, lower(name) ${direction}`),
    createdAt: (direction) => sql.raw(`created_at ${direction}`),
    updatedAt: (direction) => sql.raw(`updated_at ${direction}`),
  },
  filters: (query) => [
    typeof query.unit === 'string' && query.unit !== '' ? sql`${items.unit} = ${query.unit}` : undefined,
    statusFilter(items.active, query.status),
  ],
  // Totals per unit in list_counts (migration 0006), as the unit filter selects them; a status is
  // counted, and held until the next write of items, as a search's total is.
  countBucket: (query) => (query.status !== 'all' ? undefined : typeof query.unit === 'string' && query.unit !== '' ? query.unit : null),
  holdsTotal: (query) => query.q !== undefined || query.status !== 'all',
});

export const itemRoutes = resourceArea({
  declaration: ITEMS,
  definition: itemDefinition,
  schemas: { record: itemSchema, listQuery: itemListQuerySchema, create: createItemSchema, update: updateItemSchema },
});
