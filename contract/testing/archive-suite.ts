import { describe, expect, it } from 'vitest';
import type { ContractClient } from './resource-suite';

/**
 * Customers and items can be retired as fleets are (decision 330), as one suite run against the
 * MSW mock (src/mocks/handlers/master-data.test.ts) and the real server (server/test/master-data.test.ts):
 * the flag and its change-log row, the status filter, and what a new or an old DO may hold.
 */
type Named = { id: number; version: number; active: boolean; name: string };
type Order = { id: number; version: number; customerId: number; lines: { itemId: number; quantity: number }[] };

export function archiveContractSuite(clients: () => { admin: ContractClient; viewer: ContractClient }) {
  describe('archive of customers and items (shared contract)', () => {
    const first = async (path: string) => ((await clients().admin.get(path)).body.data as Named[])[0]!;
    const setActive = async (base: string, record: Named, active: boolean) => {
      const answer = await clients().admin.patch(`${base}/${record.id}`, { version: record.version, active });
      expect(answer.status).toBe(200);
      return answer.body.data as Named;
    };

    it('retires and restores a customer with a change-log row each; the status filter lists it; the viewer may not', async () => {
      const { admin, viewer } = clients();
      const created = (await admin.post('/api/customers', { name: 'Toko Arsip Uji' }, { 'idempotency-key': 'archive-customer-1' })).body.data as Named;
      expect(created.active).toBe(true);
      expect((await viewer.patch(`/api/customers/${created.id}`, { version: created.version, active: false })).status).toBe(403);
      const retired = await setActive('/api/customers', created, false);
      expect([retired.active, retired.version]).toEqual([false, created.version + 1]);
      const inactive = (await admin.get('/api/customers?status=inactive&size=100')).body;
      expect((inactive.data as Named[]).map((customer) => customer.id)).toContain(created.id);
      expect((inactive.data as Named[]).every((customer) => !customer.active)).toBe(true);
      expect(inactive.paging?.totalItems).toBe((inactive.data as Named[]).length);
      const active = (await admin.get('/api/customers?status=active&q=Arsip')).body.data as Named[];
      expect(active.map((customer) => customer.id)).not.toContain(created.id);
      expect(((await admin.get('/api/customers?q=Arsip')).body.data as Named[]).map((customer) => customer.id)).toContain(created.id);
      const unknown = await admin.get('/api/customers?status=archived');
      expect([unknown.status, unknown.body.error?.fields]).toEqual([400, { status: 'INVALID_VALUE' }]);
      const restored = await setActive('/api/customers', retired, true);
      expect(restored.active).toBe(true);
      const log = (await admin.get(`/api/customers/logs?id=${created.id}`)).body.data as { action: string; before: { status?: string } | null; after: { status?: string } }[];
      expect(log.map((row) => [row.action, row.before?.status ?? null, row.after.status])).toEqual([
        ['UPDATE', 'inactive', 'active'],
        ['UPDATE', 'active', 'inactive'],
        ['CREATE', null, 'active'],
      ]);
    });

    it('refuses a retired customer or item on a new DO with 422 RECORD_INACTIVE, and keeps them on the DOs that have them', async () => {
      const { admin } = clients();
      const customer = (await admin.post('/api/customers', { name: 'Toko Pensiun Uji' }, { 'idempotency-key': 'archive-customer-2' })).body.data as Named;
      const item = (await admin.post('/api/items', { name: 'Barang Pensiun Uji', unit: 'DUS' }, { 'idempotency-key': 'archive-item-1' })).body.data as Named;
      const other = await first('/api/items?status=active&sort=name&size=1');
      const order = (await admin.post('/api/delivery-orders', { customerId: customer.id, lines: [{ itemId: item.id, quantity: 3 }] })).body.data as Order;
      expect(order.customerId).toBe(customer.id);
      await setActive('/api/customers', customer, false);
      const retiredItem = await setActive('/api/items', item, false);
      expect(retiredItem.active).toBe(false);

      const refused = await admin.post('/api/delivery-orders', { customerId: customer.id, lines: [{ itemId: other.id, quantity: 1 }] });
      expect([refused.status, refused.body.error?.code, refused.body.error?.fields]).toEqual([422, 'RECORD_INACTIVE', { customerId: 'INACTIVE' }]);
      const otherCustomer = await first('/api/customers?status=active&sort=name&size=1');
      const refusedLine = await admin.post('/api/delivery-orders', { customerId: otherCustomer.id, lines: [{ itemId: other.id, quantity: 1 }, { itemId: item.id, quantity: 1 }] });
      expect([refusedLine.status, refusedLine.body.error?.code, refusedLine.body.error?.fields]).toEqual([422, 'RECORD_INACTIVE', { 'lines.1.itemId': 'INACTIVE' }]);
      const another = (await admin.post('/api/delivery-orders', { customerId: otherCustomer.id, lines: [{ itemId: other.id, quantity: 1 }] })).body.data as Order;
      const moved = await admin.patch(`/api/delivery-orders/${another.id}`, { version: another.version, customerId: customer.id });
      expect([moved.status, moved.body.error?.fields]).toEqual([422, { customerId: 'INACTIVE' }]);

      // The DO that has them keeps them: its notes and quantities change, its lines stay.
      const kept = await admin.patch(`/api/delivery-orders/${order.id}`, { version: order.version, notes: 'Tetap jalan', lines: [{ itemId: item.id, quantity: 5 }] });
      const keptOrder = kept.body.data as Order;
      expect([kept.status, keptOrder.customerId, keptOrder.lines.map((line) => [line.itemId, line.quantity])]).toEqual([
        200,
        customer.id,
        [[item.id, 5]],
      ]);
      const added = await admin.patch(`/api/delivery-orders/${order.id}`, { version: order.version + 1, lines: [{ itemId: item.id, quantity: 5 }, { itemId: other.id, quantity: 2 }] });
      expect(added.status).toBe(200);
      expect(((await admin.get(`/api/delivery-orders?customerId=${customer.id}`)).body.data as Order[]).map((entry) => entry.id)).toContain(order.id);
    });
  });
}
