import { ITEMS } from '../../../contract/areas';
import { createItemSchema, itemListQuerySchema, itemSnapshot, updateItemSchema } from '../../../contract/items';
import { itemStore } from '../db/resources';
import { mockResource } from '../handlers/resource';

/** Items on the mock kit: the declaration says the rest (contract/areas/items.ts). */
export const resources = [
  mockResource({
    declaration: ITEMS,
    store: itemStore,
    schemas: { listQuery: itemListQuerySchema, create: createItemSchema, update: updateItemSchema },
    snapshot: itemSnapshot,
    // As the server's ORDER BY: a unit's items by name.
    sortKeys: { unit: (item) => `${item.unit} ${item.name.toLowerCase()}` },
    filter: (item, query) => (!query.unit || item.unit === query.unit) && (query.status === 'all' || (query.status === 'active') === item.active),
    defaults: { code: null, weightKg: null, notes: '', active: true },
  }),
];
