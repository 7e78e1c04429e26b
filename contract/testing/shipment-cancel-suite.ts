import { describe, expect, it } from 'vitest';
import type { ContractClient } from './resource-suite';

/**
 * A shipment carries at least one DO and a PENDING one can be cancelled (decision 296), as one
 * suite run against the MSW mock (src/mocks/handlers/shipment-cancel.test.ts) and the real server
 * (server/test/shipment-cancel.test.ts): statuses, codes, fields and what each write leaves.
 */
type Order = { id: number; lines: { id: number; allocated: number; pending: number }[]; status: string; shipments: { id: number; status: string; quantities: { unit: string; quantity: number }[] }[] };
type Shipment = { id: number; version: number; status: string; cancelReason: string | null };

export function shipmentCancelContractSuite(clients: () => { admin: ContractClient; viewer: ContractClient }) {
  describe('shipment cancel and the one-DO rule (shared contract)', () => {
    const ids = async (path: string) => ((await clients().admin.get(path)).body.data as { id: number }[]).map((entry) => entry.id);
    const newShipment = async (quantities: number[]) => {
      const { admin } = clients();
      const [customerId] = await ids('/api/customers?size=1');
      const items = await ids(`/api/items?size=${quantities.length}`);
      const order = (await admin.post('/api/delivery-orders', { customerId, lines: quantities.map((quantity, index) => ({ itemId: items[index], quantity })) })).body.data as Order;
      const [fleetId] = await ids('/api/fleets?status=active&size=1');
      const created = await admin.post('/api/shipments', {
        mode: 'ANTAR',
        fleetId,
        deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'GUDANG', lines: order.lines.map((line, index) => ({ deliveryOrderLineId: line.id, quantity: quantities[index] })) }],
      });
      expect(created.status).toBe(201);
      return { order, shipment: created.body.data as Shipment };
    };
    const orderOf = async (id: number) => (await clients().admin.get(`/api/delivery-orders/${id}`)).body.data as Order;

    it('refuses an empty allocation with 400 NO_DELIVERY_ORDERS', async () => {
      const { shipment } = await newShipment([2]);
      const emptied = await clients().admin.put(`/api/shipments/${shipment.id}/delivery-orders`, { version: shipment.version, deliveryOrders: [] });
      expect([emptied.status, emptied.body.error?.code, emptied.body.error?.fields]).toEqual([400, 'VALIDATION_FAILED', { deliveryOrders: 'NO_DELIVERY_ORDERS' }]);
    });

    it('cancels a PENDING shipment: BATAL, its DO pending again, BATAL on the DO; refusals carry the current record', async () => {
      const { admin, viewer } = clients();
      const { order, shipment } = await newShipment([4]);
      const path = `/api/shipments/${shipment.id}/cancel`;
      expect((await viewer.post(path, { version: shipment.version, reason: 'x' })).status).toBe(403);
      const missing = await admin.post(path, { version: shipment.version });
      expect([missing.status, missing.body.error?.fields]).toEqual([400, { reason: 'REQUIRED' }]);
      const stale = await admin.post(path, { version: shipment.version + 5, reason: 'Salah' });
      expect([stale.status, stale.body.error?.code]).toEqual([409, 'VERSION_CONFLICT']);
      expect(stale.body.error?.current).toMatchObject({ id: shipment.id, version: shipment.version, status: 'PENDING' });
      const done = await admin.post(path, { version: shipment.version, reason: 'Salah armada' });
      expect([done.status, done.body.data]).toEqual([200, expect.objectContaining({ status: 'BATAL', version: shipment.version + 1, cancelReason: 'Salah armada' })]);
      const again = await admin.post(path, { version: shipment.version + 1, reason: 'Lagi' });
      expect([again.status, again.body.error?.code]).toEqual([409, 'SHIPMENT_CANCELLED']);
      expect(again.body.error?.current).toMatchObject({ status: 'BATAL' });
      const after = await orderOf(order.id);
      expect([after.status, after.lines[0]!.allocated, after.lines[0]!.pending]).toEqual(['PENDING', 0, 4]);
      expect(after.shipments).toEqual([expect.objectContaining({ id: shipment.id, status: 'BATAL', quantities: [{ unit: expect.any(String), quantity: 4 }] })]);
      expect((await ids('/api/shipments?status=BATAL&size=100'))).toContain(shipment.id);
      const put = await admin.put(`/api/shipments/${shipment.id}/delivery-orders`, {
        version: shipment.version + 1,
        deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'GUDANG', lines: [{ deliveryOrderLineId: order.lines[0]!.id, quantity: 1 }] }],
      });
      expect([put.status, put.body.error?.code]).toEqual([409, 'SHIPMENT_CANCELLED']);
      const logs = (await admin.get(`/api/shipments/logs?id=${shipment.id}&action=CANCEL`)).body.data as { changes: { field: string; after: unknown }[] }[];
      expect(logs[0]!.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'status', after: 'BATAL' })]));
    });

    it('refuses to cancel a completed shipment (409 SHIPMENT_COMPLETED)', async () => {
      const [completed] = await ids('/api/shipments?status=SELESAI&size=1');
      const shipment = (await clients().admin.get(`/api/shipments/${completed}`)).body.data as Shipment;
      const refused = await clients().admin.post(`/api/shipments/${shipment.id}/cancel`, { version: shipment.version, reason: 'Terlambat' });
      expect([refused.status, refused.body.error?.code]).toEqual([409, 'SHIPMENT_COMPLETED']);
      expect(refused.body.error?.current).toMatchObject({ id: shipment.id, status: 'SELESAI' });
    });
  });
}
