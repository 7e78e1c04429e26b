import { sql } from 'drizzle-orm';
import { createFleetSchema, fleetListQuerySchema, fleetSchema, updateFleetSchema, type Fleet, fleetSnapshot } from '../../contract/fleets';
import { fleets } from '../db/schema';
import { FLEETS } from '../../contract/areas';
import { resourceArea } from '../routes/resources';
import { defineResource, isoOf, statusFilter } from '../services/resource';

type Row = typeof fleets.$inferSelect;

/** Fleets on the resource kit: the normalised plate is unique; active/inactive filter. */
export const fleetDefinition = defineResource<Row, Fleet, typeof FLEETS>(FLEETS, {
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
  orders: {
    plate: (direction) => sql.raw(`plate ${direction}`),
    model: (direction) => sql.raw(`lower(model) ${direction}`),
    capacityKg: (direction, nulls) => sql.raw(`capacity_kg ${direction} nulls ${nulls}`),
    createdAt: (direction) => sql.raw(`created_at ${direction}`),
    updatedAt: (direction) => sql.raw(`updated_at ${direction}`),
  },
  filters: (query) => [statusFilter(fleets.active, query.status)],
  // Totals per active flag in list_counts (migration 0006), as the filter above selects them.
  countBucket: (query) => (query.status === 'active' ? 'true' : query.status === 'inactive' ? 'false' : null),
});

export const fleetRoutes = resourceArea({
  declaration: FLEETS,
  definition: fleetDefinition,
  schemas: { record: fleetSchema, listQuery: fleetListQuerySchema, create: createFleetSchema, update: updateFleetSchema },
});
