import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryOrderNumber } from '../delivery-orders-values';
import { SEARCH_GROUP_SIZE, SEARCH_KINDS, type GlobalSearchResult, type SearchKind } from '../search-values';
import { shipmentNumber } from '../shipments-values';
import { dataOf, pagingOf, signIn, UNAUTHENTICATED, validation, type ContractSide, type SessionClient } from './session-side';

/**
 * "Find anything" (`GET /api/search`, decision 333) as one suite run against the MSW mock
 * (src/mocks/handlers/search.test.ts) and the real server (server/test/global-search.test.ts): a
 * group per kind the caller may list and no other, the exact number first, grouping and order, and
 * bad input that finds nothing or is refused in the API's shape, changing nothing.
 */
type Created = { id: number; version: number };
const pad = (id: number) => String(id).padStart(6, '0');

export function searchContractSuite(side: () => ContractSide) {
  describe('/api/search (shared contract)', () => {
    let admin: SessionClient;
    let warehouse: SessionClient;
    let viewer: SessionClient;
    let customer: Created;
    let item: Created;
    let fleet: Created;
    let order: Created;
    let newerOrder: Created;
    let shipment: Created;
    let newerShipment: Created;

    const search = async (client: SessionClient, q: string) => {
      const answer = await client.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(answer.status, `${q}: ${JSON.stringify(answer.body)}`).toBe(200);
      return dataOf<GlobalSearchResult>(answer);
    };
    const groupOf = (result: GlobalSearchResult, kind: SearchKind) => result.groups.find((group) => group.kind === kind)?.records ?? [];
    const created = async (path: string, body: unknown) => {
      const answer = await admin.post(path, body);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201);
      return dataOf<Created>(answer);
    };

    beforeAll(async () => {
      admin = (await signIn(side(), 'admin')).client;
      warehouse = (await signIn(side(), 'admin.gudang')).client;
      viewer = (await signIn(side(), 'viewer')).client;
      customer = await created('/api/customers', { name: 'Kafé Carisemua Uji', phone: '0811777001', address: 'Jl. Melati Carisembunyi 1' });
      await created('/api/customers', { name: 'Toko 100% Carisemua', address: 'Jl. Persen 2' });
      item = await created('/api/items', { name: 'Barang Carisemua', code: 'CRS-0001', unit: 'DUS' });
      fleet = await created('/api/fleets', { plate: 'B 7771 CRS', model: 'Truk Carisemua', capacityKg: 1000, active: true });
      order = await created('/api/delivery-orders', { customerId: customer.id, lines: [{ itemId: item.id, quantity: 5 }] });
      // A newer DO holding the first one's number in its address: a newest-first search would list it first.
      newerOrder = await created('/api/delivery-orders', { customerId: customer.id, address: `Gudang ${pad(order.id)}`, lines: [{ itemId: item.id, quantity: 1 }] });
      shipment = await created('/api/shipments', { mode: 'ANTAR', fleetId: fleet.id });
      newerShipment = await created('/api/shipments', { mode: 'JEMPUT', plate: 'D 1 CRS', driverName: `Sopir ${pad(shipment.id)}` });
    });

    it('needs a signed-in user', async () => {
      const answer = await side().browser().call('GET', '/api/search?q=carisemua');
      expect([answer.status, answer.body]).toEqual([401, UNAUTHENTICATED]);
    });

    it('answers a group for every kind the caller may list, in one order, and no other', async () => {
      expect((await search(admin, 'carisemua')).groups.map((group) => group.kind)).toEqual([...SEARCH_KINDS]);
      // Admin Gudang reads DOs, shipments, items and fleets; not customers, not users.
      const narrow = await search(warehouse, 'carisemua');
      expect(narrow.groups.map((group) => group.kind)).toEqual(['deliveryOrders', 'shipments', 'items', 'fleets']);
      expect(groupOf(narrow, 'items').map((record) => record.id)).toEqual([item.id]);
      // A role that lists nothing is answered, with nothing in it.
      expect(await search(viewer, 'carisemua')).toEqual({ groups: [] });
    });

    it('groups what it finds by kind, each with its label and second line, at most a few per group', async () => {
      const result = await search(admin, 'carisemua');
      expect(groupOf(result, 'customers').map((record) => record.label)).toEqual(['Kafé Carisemua Uji', 'Toko 100% Carisemua']);
      expect(groupOf(result, 'customers')[0]).toEqual({ id: customer.id, label: 'Kafé Carisemua Uji', secondary: '0811777001 · Jl. Melati Carisembunyi 1' });
      expect(groupOf(result, 'items')).toEqual([{ id: item.id, label: 'Barang Carisemua', secondary: 'CRS-0001 · DUS' }]);
      expect(groupOf(result, 'fleets')).toEqual([{ id: fleet.id, label: 'B 7771 CRS', secondary: 'Truk Carisemua' }]);
      // Words find no DO or shipment: not through a customer's name, an address, a plate or a driver (decision 333).
      for (const words of ['carisemua', 'melati carisembunyi', 'b 7771 crs', 'sopir']) {
        const found = await search(admin, words);
        expect([...groupOf(found, 'deliveryOrders'), ...groupOf(found, 'shipments')], words).toEqual([]);
      }
      expect(groupOf(result, 'users')).toEqual([]);
      // A plate finds the fleet; accents and case do not matter.
      expect(groupOf(await search(admin, 'b 7771 crs'), 'fleets').map((record) => record.id)).toEqual([fleet.id]);
      expect(groupOf(await search(admin, 'KAFE carisemua'), 'customers').map((record) => record.id)).toEqual([customer.id]);
      expect(groupOf(await search(admin, 'administrator'), 'users')).toEqual([{ id: 1, label: 'Administrator', secondary: 'admin' }]);
      const many = await search(admin, 'toko');
      for (const group of many.groups) expect(group.records.length, group.kind).toBeLessThanOrEqual(SEARCH_GROUP_SIZE);
      expect(groupOf(many, 'customers').length).toBe(SEARCH_GROUP_SIZE);
      // Under three letters or digits no text is looked up (no index could help); a number still is.
      expect((await search(admin, 'to')).groups.every((group) => group.records.length === 0)).toBe(true);
      expect(groupOf(await search(admin, String(order.id)), 'deliveryOrders')[0]?.id).toBe(order.id);
    });

    it('puts the DO or shipment of a typed number first, however it is typed', async () => {
      for (const term of [deliveryOrderNumber(order.id), pad(order.id), `do ${pad(order.id)}`]) {
        const records = groupOf(await search(admin, term), 'deliveryOrders');
        expect(records[0], term).toEqual({ id: order.id, label: deliveryOrderNumber(order.id), secondary: 'Kafé Carisemua Uji' });
        expect(records.map((record) => record.id), term).toContain(newerOrder.id);
      }
      for (const term of [shipmentNumber(shipment.id), `s-${pad(shipment.id)}`, pad(shipment.id)]) {
        const records = groupOf(await search(admin, term), 'shipments');
        expect(records[0], term).toEqual({ id: shipment.id, label: shipmentNumber(shipment.id), secondary: 'B 7771 CRS' });
        expect(records.map((record) => record.id), term).toContain(newerShipment.id);
      }
      // A short number names its record only.
      expect(groupOf(await search(admin, `do ${order.id}`), 'deliveryOrders')[0]?.id).toBe(order.id);
      expect(groupOf(await search(admin, `s${shipment.id}`), 'shipments')[0]?.id).toBe(shipment.id);
      // A number no record has finds no exact record, and nothing fails.
      expect(groupOf(await search(admin, 'DO-9999999'), 'deliveryOrders')).toEqual([]);
      expect(groupOf(await search(admin, '99999999999999'), 'deliveryOrders')).toEqual([]);
    });

    it('finds nothing for an empty term, takes % _ and quotes as themselves, and refuses a term over 100 characters', async () => {
      const totals = async () => [pagingOf(await admin.get('/api/customers?size=1')).totalItems, pagingOf(await admin.get('/api/delivery-orders?size=1')).totalItems];
      const before = await totals();
      for (const q of ['', '   ']) expect((await search(admin, q)).groups.every((group) => group.records.length === 0), JSON.stringify(q)).toBe(true);
      expect(groupOf(await search(admin, '100%'), 'customers').map((record) => record.label)).toEqual(['Toko 100% Carisemua']);
      for (const q of ['%', '_', '%carisemua', 'c_risemua']) {
        const labels = groupOf(await search(admin, q), 'customers').map((record) => record.label);
        expect(labels, q).not.toContain('Kafé Carisemua Uji');
      }
      for (const q of ["'", "carisemua'; drop table customers; --", '😀', '🚚 carisemua']) {
        const result = await search(admin, q);
        expect(result.groups.map((group) => group.kind), q).toEqual([...SEARCH_KINDS]);
        expect(result.groups.every((group) => group.records.length === 0), q).toBe(true);
      }
      for (const q of ['x'.repeat(101), 'carisemua '.repeat(100)]) {
        const answer = await admin.get(`/api/search?q=${encodeURIComponent(q)}`);
        expect([answer.status, answer.body]).toEqual([400, validation({ q: 'TOO_LONG' })]);
      }
      // 100 characters after trimming are a search.
      expect((await admin.get(`/api/search?q=${encodeURIComponent(`  ${'y'.repeat(100)}  `)}`)).status).toBe(200);
      const unknown = await admin.get('/api/search?q=a&kind=customers');
      expect([unknown.status, unknown.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(await totals()).toEqual(before);
    });
  });
}
