import { CUSTOMER_UNIQUE_KEYS, createCustomerSchema, customerListQuerySchema, customerSnapshot, updateCustomerSchema } from '../../../contract/customers';
import { FLEET_UNIQUE_KEYS, createFleetSchema, fleetListQuerySchema, fleetSnapshot, updateFleetSchema } from '../../../contract/fleets';
import { ITEM_UNIQUE_KEYS, createItemSchema, itemListQuerySchema, itemSnapshot, updateItemSchema } from '../../../contract/items';
import { customerStore, fleetStore, itemStore } from '../db/resources';
import { resourceHandlers } from './resource';

/**
 * Customers, items and fleets on the mock kit: each declares only its own — schemas,
 * snapshot and unique keys from the contract, what `q` searches, sort keys, filters.
 */
export const masterDataHandlers = () => [
  ...resourceHandlers({
    base: '/api/customers',
    entity: 'customer',
    noun: 'Customer',
    store: customerStore,
    permissions: { list: 'read-customers', logs: 'read-customers-logs', read: 'read-customer', create: 'create-customer', update: 'update-customer' },
    schemas: { listQuery: customerListQuerySchema, create: createCustomerSchema, update: updateCustomerSchema },
    snapshot: customerSnapshot,
    uniqueKeys: CUSTOMER_UNIQUE_KEYS,
    uniqueMessages: { name: 'Customer name already in use' },
    searchText: (customer) => [customer.name, customer.phone, customer.email],
    sortKey: (customer, field) => (field === 'name' ? customer.name.toLowerCase() : field === 'createdAt' ? customer.createdAt : customer.updatedAt),
    defaults: { phone: null, email: null, address: '', notes: '' },
    label: (customer) => customer.name,
  }),
  ...resourceHandlers({
    base: '/api/items',
    entity: 'item',
    noun: 'Item',
    store: itemStore,
    permissions: { list: 'read-items', logs: 'read-items-logs', read: 'read-item', create: 'create-item', update: 'update-item' },
    schemas: { listQuery: itemListQuerySchema, create: createItemSchema, update: updateItemSchema },
    snapshot: itemSnapshot,
    uniqueKeys: ITEM_UNIQUE_KEYS,
    uniqueMessages: { name: 'Item name already in use', code: 'Item code already in use' },
    searchText: (item) => [item.name, item.code],
    sortKey: (item, field) =>
      field === 'name' ? item.name.toLowerCase() : field === 'code' ? (item.code?.toLowerCase() ?? null) : field === 'unit' ? `${item.unit} ${item.name.toLowerCase()}` : field === 'createdAt' ? item.createdAt : item.updatedAt,
    filter: (item, query) => !query.unit || item.unit === query.unit,
    defaults: { code: null, weightKg: null, notes: '' },
    label: (item) => item.name,
  }),
  ...resourceHandlers({
    base: '/api/fleets',
    entity: 'fleet',
    noun: 'Fleet',
    store: fleetStore,
    permissions: { list: 'read-fleets', logs: 'read-fleets-logs', read: 'read-fleet', create: 'create-fleet', update: 'update-fleet' },
    schemas: { listQuery: fleetListQuerySchema, create: createFleetSchema, update: updateFleetSchema },
    snapshot: fleetSnapshot,
    uniqueKeys: FLEET_UNIQUE_KEYS,
    uniqueMessages: { plate: 'Licence plate already in use' },
    searchText: (fleet) => [fleet.plate, fleet.model],
    sortKey: (fleet, field) =>
      field === 'plate' ? fleet.plate : field === 'model' ? fleet.model.toLowerCase() : field === 'capacityKg' ? fleet.capacityKg : field === 'createdAt' ? fleet.createdAt : fleet.updatedAt,
    filter: (fleet, query) => query.status === 'all' || (query.status === 'active') === fleet.active,
    defaults: { capacityKg: null, active: true },
    label: (fleet) => fleet.plate,
  }),
];
