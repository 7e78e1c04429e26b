import { FLEETS } from '../../../contract/areas';
import { createFleetSchema, fleetListQuerySchema, fleetSnapshot, updateFleetSchema } from '../../../contract/fleets';
import { fleetStore } from '../db/resources';
import { mockResource } from '../handlers/resource';

/** Fleets on the mock kit: the declaration says the rest (contract/areas/fleets.ts). */
export const resources = [
  mockResource({
    declaration: FLEETS,
    store: fleetStore,
    schemas: { listQuery: fleetListQuerySchema, create: createFleetSchema, update: updateFleetSchema },
    snapshot: fleetSnapshot,
    filter: (fleet, query) => query.status === 'all' || (query.status === 'active') === fleet.active,
    defaults: { capacityKg: null, active: true },
  }),
];
