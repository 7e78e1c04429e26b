import { describe, expect, it } from 'vitest';
import { BULK_LIMIT } from '../bulk-values';
import type { ContractClient } from './resource-suite';

/**
 * Bulk actions (docs/decisions/332-bulk-actions.md), as one suite run against the MSW mock
 * (src/mocks/handlers/bulk.test.ts) and the real server (server/test/bulk.test.ts): each record
 * under its own rules with a per-record answer, by ids or by the list's query, who may, bad input.
 */
type Named = { id: number; version: number; active: boolean; name: string };
type Order = { id: number; number: string; status: string };

export function bulkContractSuite(clients: () => { admin: ContractClient; warehouse: ContractClient; viewer: ContractClient }) {
  describe('POST /api/{area}/bulk (shared contract)', () => {
    it('retires chosen customers one by one, reporting an unknown id, then restores them by the list’s query', async () => {
      const { admin } = clients();
      const made: Named[] = [];
      for (const [index, name] of ['Toko Massal Satu', 'Toko Massal Dua', 'Toko Massal Tiga'].entries()) {
        const created = await admin.post('/api/customers', { name }, { 'idempotency-key': `bulk-customer-${index}` });
        expect([name, created.status]).toEqual([name, 201]);
        made.push(created.body.data as Named);
      }
      const archived = await admin.post('/api/customers/bulk', { action: 'archive', ids: [made[0]!.id, 999_999, made[1]!.id, made[0]!.id] });
      expect(archived.status).toBe(200);
      expect(archived.body.data).toEqual({ action: 'archive', done: [made[0]!.id, made[1]!.id], refused: [{ id: 999_999, code: 'NOT_FOUND', message: 'Customer not found' }] });
      const inactive = (await admin.get('/api/customers?q=Massal&status=inactive&sort=name')).body.data as Named[];
      expect(inactive.map((customer) => customer.name)).toEqual(['Toko Massal Dua', 'Toko Massal Satu']);
      const log = (await admin.get(`/api/customers/logs?id=${made[0]!.id}`)).body.data as { action: string; after: { status?: string } }[];
      expect(log.map((row) => [row.action, row.after.status])).toEqual([
        ['UPDATE', 'inactive'],
        ['CREATE', 'active'],
      ]);
      const restored = await admin.post('/api/customers/bulk', { action: 'restore', query: { q: 'Massal', status: 'inactive', sort: 'name' } });
      expect(restored.body.data).toEqual({ action: 'restore', done: [made[1]!.id, made[0]!.id], refused: [] });
      expect(((await admin.get('/api/customers?q=Massal&status=inactive')).body.data as Named[]).length).toBe(0);
    });

    it('cancels chosen DOs under the one-DO rules: allocated and cancelled ones refused with their codes, the rest cancelled', async () => {
      const { admin } = clients();
      const customer = ((await admin.get('/api/customers?status=active&sort=name&size=1')).body.data as Named[])[0]!;
      const item = ((await admin.get('/api/items?status=active&sort=name&size=1')).body.data as Named[])[0]!;
      const fresh: Order[] = [];
      for (let n = 0; n < 3; n += 1) fresh.push((await admin.post('/api/delivery-orders', { customerId: customer.id, lines: [{ itemId: item.id, quantity: 2 + n }] })).body.data as Order);
      const inProgress = ((await admin.get('/api/delivery-orders?status=PROSES&size=1')).body.data as Order[])[0]!;
      const cancelled = ((await admin.get('/api/delivery-orders?status=BATAL&size=1')).body.data as Order[])[0]!;
      const ids = [fresh[0]!.id, inProgress.id, fresh[1]!.id, cancelled.id, fresh[2]!.id];
      const answer = await admin.post('/api/delivery-orders/bulk', { action: 'cancel', ids });
      expect(answer.status).toBe(200);
      const result = answer.body.data as { done: number[]; refused: { id: number; code: string }[] };
      expect(result.done).toEqual(fresh.map((order) => order.id));
      expect(result.refused.map((refusal) => [refusal.id, refusal.code])).toEqual([
        [inProgress.id, 'DELIVERY_ORDER_ALLOCATED'],
        [cancelled.id, 'DELIVERY_ORDER_CANCELLED'],
      ]);
      for (const order of fresh) expect(((await admin.get(`/api/delivery-orders/${order.id}`)).body.data as Order).status).toBe('BATAL');
      expect(((await admin.get(`/api/delivery-orders/${inProgress.id}`)).body.data as Order).status).toBe('PROSES');
      const log = (await admin.get(`/api/delivery-orders/logs?id=${fresh[0]!.id}`)).body.data as { action: string }[];
      expect(log.map((row) => row.action)).toEqual(['CANCEL', 'CREATE']);
    });

    it('needs the action’s own permission besides the list’s: 403 and nothing changed', async () => {
      const { admin, warehouse, viewer } = clients();
      const open = ((await admin.get('/api/delivery-orders?status=PENDING&size=1')).body.data as Order[])[0]!;
      // Admin Gudang lists DOs but may not cancel them; the viewer may not even list them.
      for (const client of [warehouse, viewer]) {
        const answer = await client.post('/api/delivery-orders/bulk', { action: 'cancel', ids: [open.id] });
        expect([answer.status, answer.body.error?.code]).toEqual([403, 'FORBIDDEN']);
      }
      const fleet = ((await admin.get('/api/fleets?size=1')).body.data as Named[])[0]!;
      expect((await warehouse.post('/api/fleets/bulk', { action: 'archive', ids: [fleet.id] })).status).toBe(403);
      expect(((await admin.get(`/api/delivery-orders/${open.id}`)).body.data as Order).status).toBe('PENDING');
      expect(((await admin.get(`/api/fleets/${fleet.id}`)).body.data as Named).active).toBe(fleet.active);
    });

    it('refuses more than the limit, ids and a query together, an action the area does not have, an unknown filter', async () => {
      const { admin } = clients();
      const cases: [string, unknown, Record<string, string>][] = [
        ['/api/delivery-orders/bulk', { action: 'cancel', ids: Array.from({ length: BULK_LIMIT + 1 }, (_, index) => index + 1) }, { ids: 'TOO_LONG' }],
        ['/api/delivery-orders/bulk', { action: 'cancel', ids: [1], query: {} }, { ids: 'REQUIRED' }],
        ['/api/delivery-orders/bulk', { action: 'cancel' }, { ids: 'REQUIRED' }],
        ['/api/fleets/bulk', { action: 'cancel', ids: [1] }, { action: 'INVALID_VALUE' }],
        ['/api/delivery-orders/bulk', { action: 'archive', ids: [1] }, { action: 'INVALID_VALUE' }],
        ['/api/customers/bulk', { action: 'archive', query: { warehouse: '2' } }, { 'query.warehouse': 'UNKNOWN_FIELD' }],
      ];
      for (const [path, body, fields] of cases) {
        const answer = await admin.post(path, body);
        expect([path, answer.status, answer.body.error?.code, answer.body.error?.fields]).toEqual([path, 400, 'VALIDATION_FAILED', fields]);
      }
    });
  });
}
