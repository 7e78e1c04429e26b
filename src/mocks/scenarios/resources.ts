import { delay, http, HttpResponse } from 'msw';
import type { SeededRoleName } from '../../../contract/permissions';
import { customerSnapshot, type Customer } from '../../../contract/customers';
import { fleetSnapshot, type Fleet } from '../../../contract/fleets';
import { itemSnapshot, type Item } from '../../../contract/items';
import { customerStore, fleetStore, itemStore } from '../db/resources';
import { nextTime, recordChange } from '../db/logs';
import { answerAfter, apiError } from '../handlers/respond';
import { storySessionOf } from './account';

/**
 * Named scenarios for the resource areas' screens (customers, items, fleets): handlers to put in
 * front of the defaults (`msw.use(...resourceScenarios('customers').empty('list'))`), and changes
 * to the mock db the way another person would make them.
 */
export type ResourceArea = 'customers' | 'items' | 'fleets' | 'delivery-orders' | 'shipments';
export type ResourceEndpoint = 'list' | 'logs' | 'one';

const pathOf = (area: ResourceArea, endpoint: ResourceEndpoint) =>
  endpoint === 'list' ? `*/api/${area}` : endpoint === 'logs' ? `*/api/${area}/logs` : `*/api/${area}/:id`;

export const resourceScenarios = (area: ResourceArea) => ({
  /** A list endpoint answers an empty page. */
  empty: (endpoint: Exclude<ResourceEndpoint, 'one'> = 'list') => [
    http.get(pathOf(area, endpoint), () => HttpResponse.json({ data: [], paging: { page: 1, size: 10, totalItems: 0, totalPages: 0 } })),
  ],
  /** An endpoint answers 500 the first `times` calls (Infinity: always), then as usual. */
  error(endpoint: ResourceEndpoint = 'list', times = Number.POSITIVE_INFINITY) {
    let left = times;
    return [
      http.get(pathOf(area, endpoint), () => {
        if (left <= 0) return undefined;
        left -= 1;
        return apiError(500, 'INTERNAL', 'Internal server error');
      }),
    ];
  },
  /** An endpoint answers 403 (the permission was taken away after the menu was drawn). */
  forbidden: (endpoint: ResourceEndpoint = 'list') => [http.get(pathOf(area, endpoint), () => apiError(403, 'FORBIDDEN', 'Missing permission'))],
  /** An endpoint waits this long first; a Loading story uses a long but finite delay. */
  slow: (endpoint: ResourceEndpoint = 'list', ms = 60_000) => [
    http.get(pathOf(area, endpoint), answerAfter(ms)),
  ],
  /** Every save waits this long (submit disabled while saving). */
  slowSave: (ms = 800) => [
    http.all(`*/api/${area}*`, async ({ request }) => {
      if (request.method !== 'GET') await delay(ms);
      return undefined;
    }),
  ],
});

type Snapshot<T> = (record: T) => Record<string, unknown>;
function changeElsewhere<T extends { id: number; version: number; updatedAt: string }>(
  entity: string,
  store: { find(id: number): T | undefined },
  snapshot: Snapshot<T>,
  id: number,
  changes: Partial<T>,
) {
  const record = store.find(id);
  if (!record) throw new Error(`No ${entity} ${id}`);
  const before = snapshot(record);
  Object.assign(record, changes, { version: record.version + 1, updatedAt: nextTime() });
  recordChange({ entity, entityId: id, action: 'UPDATE', actorId: 2, before, after: snapshot(record) });
  return record;
}

/** Someone else (the Spv's demo user) saves a record: the next save from an older form is a 409. */
export const changedElsewhere = {
  customer: (id: number, changes: Partial<Customer>) => changeElsewhere('customer', customerStore, customerSnapshot, id, changes),
  item: (id: number, changes: Partial<Item>) => changeElsewhere('item', itemStore, itemSnapshot, id, changes),
  fleet: (id: number, changes: Partial<Fleet>) => changeElsewhere('fleet', fleetStore, fleetSnapshot, id, changes),
};

const LONG = 'Perusahaan Dagang Sumber Makmur Sentosa Abadi Jaya Sejahtera Bersama Nusantara Raya Indonesia Timur';

/** Records whose texts are as long as the API allows, with HTML that must show as text. */
export function addLongRecords() {
  const now = nextTime();
  const meta = { version: 1, createdAt: now, updatedAt: now };
  const customer: Customer = {
    ...meta,
    id: customerStore.nextId(),
    name: LONG.slice(0, 100),
    phone: '+62 (022) 7788-9900',
    email: `${'penagihan.kantor.pusat.'.repeat(4)}@contoh-perusahaan.co.id`,
    address: `${'Jl. Soekarno-Hatta Kav. 17 Blok C-12, Kawasan Industri Gedebage, '.repeat(4)}Bandung`.slice(0, 500),
    notes: '<b>Bongkar</b> <script>alert(1)</script> hanya pagi hari.',
    active: true,
  };
  customerStore.rows.push(customer);
  const item: Item = { ...meta, id: itemStore.nextId(), name: LONG.slice(0, 100), code: 'SKU/2025/PANJANG-SEKALI_000000001', unit: 'KARUNG', weightKg: 99999.999, notes: '<i>miring</i>', active: true };
  itemStore.rows.push(item);
  const fleet: Fleet = { ...meta, id: fleetStore.nextId(), plate: 'AB 1234 CDE', model: LONG.slice(0, 100), capacityKg: 100000, active: false };
  fleetStore.rows.push(fleet);
  recordChange({ entity: 'customer', entityId: customer.id, action: 'CREATE', actorId: 1, before: null, after: customerSnapshot(customer), createdAt: now });
  recordChange({ entity: 'item', entityId: item.id, action: 'CREATE', actorId: 1, before: null, after: itemSnapshot(item), createdAt: now });
  recordChange({ entity: 'fleet', entityId: fleet.id, action: 'CREATE', actorId: 1, before: null, after: fleetSnapshot(fleet), createdAt: now });
  return { customer, item, fleet };
}

/** A story's session: the role's demo user, with the role's permissions or a narrower set. */
export const storySession = (role: SeededRoleName = 'Master', permissions?: string[]) => () => ({
  ...storySessionOf(role),
  ...(permissions ? { permissions } : {}),
});
