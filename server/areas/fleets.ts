import { sql } from 'drizzle-orm';
import { createFleetSchema, fleetListQuerySchema, fleetSchema, updateFleetSchema, type Fleet, fleetSnapshot } from '../../contract/fleets';
import { fleets } from '../db/schema';
import type { ResourceRoutes } from '../routes/resources';
import { isoOf, type ResourceDefinition } from '../services/resource';

type Row = typeof fleets.$inferSelect;

/** Fleets on the resource kit: the normalised plate is unique; active/inactive filter. */
export const fleetDefinition: ResourceDefinition<Row, Fleet> = {
  entity: 'fleet',
  noun: 'Fleet',
  table: fleets,
  toRecord: (row) => ({
    id: row.id,
    model: row.model,
    plate: row.plate,
    capacityKg: row.capacityKg,
    active: row.active,
    version: row.version,
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  }),
  snapshot: fleetSnapshot,
  uniques: [
    {
      field: 'plate',
      constraint: 'fleets_plate_key',
      matches: (value) => sql`${fleets.plate} = ${value}`,
      message: 'Licence plate already in use',
    },
  ],
  orders: {
    plate: (direction) => sql.raw(`plate ${direction}`),
    model: (direction) => sql.raw(`lower(model) ${direction}`),
    capacityKg: (direction, nulls) => sql.raw(`capacity_kg ${direction} nulls ${nulls}`),
    createdAt: (direction) => sql.raw(`created_at ${direction}`),
    updatedAt: (direction) => sql.raw(`updated_at ${direction}`),
  },
  filters: (query) => [
    query.status === 'active' ? sql`${fleets.active}` : query.status === 'inactive' ? sql`not ${fleets.active}` : undefined,
  ],
  // Totals per active flag in list_counts (migration 0006), as the filter above selects them.
  countBucket: (query) => (query.status === 'active' ? 'true' : query.status === 'inactive' ? 'false' : null),
  label: sql`(select plate from fleets where id = c.entity_id)`,
};

export const fleetRoutes: ResourceRoutes<Fleet> = {
  base: '/api/fleets',
  definition: fleetDefinition as ResourceRoutes<Fleet>['definition'],
  permissions: { list: 'read-fleets', logs: 'read-fleets-logs', read: 'read-fleet', create: 'create-fleet', update: 'update-fleet' },
  schemas: { record: fleetSchema, listQuery: fleetListQuerySchema, create: createFleetSchema, update: updateFleetSchema },
};
