import { CUSTOMERS, FLEETS, ITEMS } from '../../../contract/areas';
import { createCustomerSchema, customerListQuerySchema, customerSnapshot, updateCustomerSchema } from '../../../contract/customers';
import { createFleetSchema, fleetListQuerySchema, fleetSnapshot, updateFleetSchema } from '../../../contract/fleets';
import { createItemSchema, itemListQuerySchema, itemSnapshot, updateItemSchema } from '../../../contract/items';
import { customerStore, fleetStore, itemStore } from '../db/resources';
import { resourceHandlers } from './resource';

/**
 * Customers, items and fleets on the mock kit: the declaration says the rest (contract/areas);
 * each area adds its schemas, snapshot, filters and the defaults of a create.
 */
export const masterDataHandlers = () => [
  ...resourceHandlers({
    declaration: CUSTOMERS,
    store: customerStore,
    schemas: { listQuery: customerListQuerySchema, create: createCustomerSchema, update: updateCustomerSchema },
    snapshot: customerSnapshot,
    defaults: { phone: null, email: null, address: '', notes: '' },
  }),
  ...resourceHandlers({
    declaration: ITEMS,
    store: itemStore,
    schemas: { listQuery: itemListQuerySchema, create: createItemSchema, update: updateItemSchema },
    snapshot: itemSnapshot,
    // As the server's ORDER BY: a unit's items by name.
    sortKeys: { unit: (item) => `${item.unit} ${item.name.toLowerCase()}` },
    filter: (item, query) => !query.unit || item.unit === query.unit,
    defaults: { code: null, weightKg: null, notes: '' },
  }),
  ...resourceHandlers({
    declaration: FLEETS,
    store: fleetStore,
    schemas: { listQuery: fleetListQuerySchema, create: createFleetSchema, update: updateFleetSchema },
    snapshot: fleetSnapshot,
    filter: (fleet, query) => query.status === 'all' || (query.status === 'active') === fleet.active,
    defaults: { capacityKg: null, active: true },
  }),
];
