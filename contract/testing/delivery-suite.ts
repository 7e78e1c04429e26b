import { describe, expect, it } from 'vitest';
import type { ContractClient } from './resource-suite';

/**
 * Delivery orders and shipments as one suite run against the MSW mock
 * (src/mocks/handlers/master-data.test.ts) and the real server (server/test/master-data.test.ts):
 * the demo install, the derived status after each kind of write, the allocation rules, versions,
 * cancel rules and permissions, in statuses, codes and fields.
 */
type Data = Record<string, unknown> & { id: number; version: number };
type Order = Data & { number: string; status: string; lines: { id: number; itemId: number; quantity: number; allocated: number; pending: number }[] };

export function deliveryContractSuite(clients: () => { admin: ContractClient; viewer: ContractClient }) {
  describe('/api/delivery-orders and /api/shipments (shared contract)', () => {
    const ids = async (path: string) => ((await clients().admin.get(path)).body.data as { id: number }[]).map((entry) => entry.id);
    const newOrder = async (quantities: number[]): Promise<Order> => {
      const { admin } = clients();
      const [customerId] = await ids('/api/customers?size=1');
      const items = await ids(`/api/items?size=${quantities.length}`);
      const created = await admin.post('/api/delivery-orders', { customerId, lines: quantities.map((quantity, index) => ({ itemId: items[index], quantity })) });
      expect(created.status).toBe(201);
      return created.body.data as Order;
    };
    const orderOf = async (id: number) => (await clients().admin.get(`/api/delivery-orders/${id}`)).body.data as Order;
    const ship = async (order: Order, quantities: number[]) => {
      const [fleetId] = await ids('/api/fleets?status=active&size=1');
      return clients().admin.post('/api/shipments', {
        mode: 'ANTAR',
        fleetId,
        deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'GUDANG', lines: quantities.map((quantity, index) => ({ deliveryOrderLineId: order.lines[index]!.id, quantity })) }],
      });
    };

    it('lists the demo install: 24 DOs in every status, 10 shipments of both modes', async () => {
      const { admin } = clients();
      const count = async (path: string) => (await admin.get(path)).body.paging?.totalItems;
      expect(await count('/api/delivery-orders?size=1')).toBe(24);
      expect([await count('/api/delivery-orders?status=PENDING'), await count('/api/delivery-orders?status=PROSES'), await count('/api/delivery-orders?status=SELESAI'), await count('/api/delivery-orders?status=BATAL')]).toEqual([6, 6, 8, 4]);
      expect(await count('/api/delivery-orders?status=OPEN')).toBe(12);
      expect([await count('/api/shipments?mode=ANTAR'), await count('/api/shipments?mode=JEMPUT'), await count('/api/shipments?status=SELESAI')]).toEqual([5, 5, 7]);
      const detail = (await admin.get('/api/delivery-orders/7')).body.data as Order & { shipments: unknown[] };
      expect(detail).toMatchObject({ number: 'DO-000007', status: 'PROSES' });
      expect(detail.shipments).toHaveLength(1);
    });

    it('searches DOs by a number as staff type it, by the address and by the customer’s name (decision 289)', async () => {
      const { admin } = clients();
      const seven = (await admin.get('/api/delivery-orders/7')).body.data as Order & { customerId: number; customerName: string; address: string };
      for (const term of ['DO-000007', 'do-000007', 'do 000007', 'DO000007', '000007']) {
        expect(await ids(`/api/delivery-orders?size=100&q=${encodeURIComponent(term)}`), term).toEqual([7]);
      }
      const byCustomer = await ids(`/api/delivery-orders?size=100&sort=number&customerId=${seven.customerId}`);
      expect(await ids(`/api/delivery-orders?size=100&sort=number&q=${encodeURIComponent(seven.customerName)}`)).toEqual(byCustomer);
      expect(await ids(`/api/delivery-orders?size=100&q=${encodeURIComponent(seven.address)}`)).toContain(7);
      expect(await ids('/api/delivery-orders?size=100&q=tidak-ada-yang-begini')).toEqual([]);
      // On the way to a number, "DO-" lists every DO as it did before the digits.
      expect((await admin.get('/api/delivery-orders?size=1&q=DO-')).body.paging?.totalItems).toBe((await admin.get('/api/delivery-orders?size=1')).body.paging?.totalItems);
    });

    it('derives the DO status from allocations; refuses over-allocation, the same line twice and a stale version', async () => {
      const { admin } = clients();
      const order = await newOrder([10, 5]);
      expect(order).toMatchObject({ status: 'PENDING', version: 1 });
      const first = await ship(order, [6, 5]);
      expect(first.status).toBe(201);
      expect((await orderOf(order.id)).status).toBe('PROSES');
      expect((await orderOf(order.id)).lines.map((line) => [line.allocated, line.pending])).toEqual([[6, 4], [5, 0]]);
      const above = await ship(order, [5, 0].slice(0, 1));
      expect([above.status, above.body.error?.code, above.body.error?.fields]).toEqual([422, 'QUANTITY_ABOVE_PENDING', { 'deliveryOrders.0.lines.0.quantity': 'ABOVE_PENDING' }]);
      const twice = await admin.post('/api/shipments', {
        mode: 'JEMPUT',
        plate: 'd 1 ab',
        driverName: 'Ujang',
        deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'RUMAH', lines: [{ deliveryOrderLineId: order.lines[0]!.id, quantity: 2 }, { deliveryOrderLineId: order.lines[0]!.id, quantity: 2 }] }],
      });
      expect([twice.status, twice.body.error?.fields]).toEqual([400, { 'deliveryOrders.0.lines.1.deliveryOrderLineId': 'DUPLICATE' }]);
      const shipment = first.body.data as Data;
      const put = (version: number, quantity: number) =>
        admin.put(`/api/shipments/${shipment.id}/delivery-orders`, { version, deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'KANTOR', lines: [{ deliveryOrderLineId: order.lines[0]!.id, quantity }] }] });
      const moved = await put(1, 10);
      expect(moved.status).toBe(200);
      expect(moved.body.data).toMatchObject({ version: 2, totalQuantity: 10 });
      const stale = await put(1, 1);
      expect([stale.status, stale.body.error?.code]).toEqual([409, 'VERSION_CONFLICT']);
      expect(stale.body.error?.current).toMatchObject({ id: shipment.id, version: 2 });
      const lowered = await admin.patch(`/api/delivery-orders/${order.id}`, { version: 1, lines: [{ itemId: order.lines[0]!.itemId, quantity: 9 }] });
      expect([lowered.status, lowered.body.error?.code, lowered.body.error?.fields]).toEqual([422, 'QUANTITY_BELOW_ALLOCATED', { 'lines.0.quantity': 'BELOW_ALLOCATED' }]);
      const cancel = await admin.post(`/api/delivery-orders/${order.id}/cancel`, { version: 1 });
      expect([cancel.status, cancel.body.error?.code]).toEqual([409, 'DELIVERY_ORDER_ALLOCATED']);
      const logs = (await admin.get(`/api/shipments/logs?id=${shipment.id}&action=UPDATE`)).body.data as { changes: { field: string }[] }[];
      expect(logs[0]!.changes.map((change) => change.field)).toEqual(expect.arrayContaining([`deliveryOrders.${order.number}.destinationType`]));
    });

    it('cancels a DO nothing is allocated from, and refuses it to new shipments', async () => {
      const { admin } = clients();
      const order = await newOrder([3]);
      const cancelled = await admin.post(`/api/delivery-orders/${order.id}/cancel`, { version: 1 });
      expect(cancelled.body.data).toMatchObject({ status: 'BATAL', version: 2 });
      const again = await admin.post(`/api/delivery-orders/${order.id}/cancel`, { version: 2 });
      expect(again.body.error?.code).toBe('DELIVERY_ORDER_CANCELLED');
      const shipped = await ship(order, [1]);
      expect([shipped.status, shipped.body.error?.code]).toEqual([422, 'DELIVERY_ORDER_CLOSED']);
    });

    it('refuses a vehicle that does not fit the mode, and bad quantities', async () => {
      const { admin } = clients();
      const both = await admin.post('/api/shipments', { mode: 'ANTAR', fleetId: 1, plate: 'B 1 A' });
      expect(both.body.error?.fields).toEqual({ plate: 'NOT_ALLOWED' });
      const [customerId] = await ids('/api/customers?size=1');
      const [itemId] = await ids('/api/items?size=1');
      for (const [quantity, code] of [[0, 'TOO_SMALL'], [1.5, 'NOT_WHOLE'], [1e20, 'TOO_BIG'], ['x', 'INVALID_TYPE']] as const) {
        const bad = await admin.post('/api/delivery-orders', { customerId, lines: [{ itemId, quantity }] });
        expect(bad.body.error?.fields, String(quantity)).toEqual({ 'lines.0.quantity': code });
      }
    });

    it("edits the vehicle as a whole: the plate or driver alone is saved, the mode's other fields are kept, a switch of mode too", async () => {
      const { admin } = clients();
      const created = await admin.post('/api/shipments', { mode: 'JEMPUT', plate: 'D 1234 AB', driverName: 'Ujang' });
      expect(created.status).toBe(201);
      const shipment = created.body.data as Data;
      // The edit form sends the whole vehicle; only the plate differs from what is stored.
      const plate = await admin.patch(`/api/shipments/${shipment.id}`, { version: shipment.version, mode: 'JEMPUT', plate: 'd 9876 xy', driverName: 'Ujang' });
      expect(plate.status).toBe(200);
      expect(plate.body.data).toMatchObject({ mode: 'JEMPUT', plate: 'D 9876 XY', driverName: 'Ujang', fleetId: null });
      const driver = await admin.patch(`/api/shipments/${shipment.id}`, { version: (plate.body.data as Data).version, mode: 'JEMPUT', plate: 'D 9876 XY', driverName: 'Asep' });
      expect(driver.body.data).toMatchObject({ plate: 'D 9876 XY', driverName: 'Asep' });
      // To ANTAR: a fleet, no outside plate; the driver's name stays as given.
      const [fleetId] = await ids('/api/fleets?status=active&size=1');
      const antar = await admin.patch(`/api/shipments/${shipment.id}`, { version: (driver.body.data as Data).version, mode: 'ANTAR', fleetId, plate: null, driverName: 'Asep' });
      expect(antar.status).toBe(200);
      expect(antar.body.data).toMatchObject({ mode: 'ANTAR', fleetId, driverName: 'Asep' });
      const after = (await admin.get(`/api/shipments/${shipment.id}`)).body.data as Data;
      expect(after).toMatchObject({ mode: 'ANTAR', fleetId, driverName: 'Asep' });
    });

    it('records prints of the surat jalan: copies 1–5, no DO refused, batch limit, changed since printed', async () => {
      const { admin } = clients();
      const order = await newOrder([10, 4]);
      const shipment = (await ship(order, [6, 4])).body.data as Data & { print: unknown; deliveryOrders: { lines: { itemCode: unknown; remaining: number }[] }[] };
      expect(shipment.print).toEqual({ count: 0, lastPrintedAt: null, lastPrintedBy: null, changedSincePrint: false });
      expect(shipment.deliveryOrders[0]!.lines.map((line) => line.remaining)).toEqual([4, 0]);
      for (const [copies, code] of [[0, 'TOO_SMALL'], [6, 'TOO_BIG'], ['abc', 'INVALID_TYPE']] as const) {
        const bad = await admin.post(`/api/shipments/${shipment.id}/prints`, { copies });
        expect([bad.status, bad.body.error?.fields], String(copies)).toEqual([400, { copies: code }]);
      }
      const printed = await admin.post(`/api/shipments/${shipment.id}/prints`, { copies: 2 });
      expect(printed.status).toBe(200);
      expect(printed.body.data).toMatchObject({ id: shipment.id, version: shipment.version, print: { count: 1, lastPrintedBy: { name: expect.any(String) }, changedSincePrint: false } });
      const logs = (await admin.get(`/api/shipments/logs?id=${shipment.id}&action=UPDATE`)).body.data as { changes: { field: string; before: unknown; after: unknown }[] }[];
      expect(logs[0]!.changes).toEqual(expect.arrayContaining([{ field: 'printCount', before: 0, after: 1 }, expect.objectContaining({ field: 'printCopies', after: 2 })]));
      const moved = await admin.put(`/api/shipments/${shipment.id}/delivery-orders`, {
        version: shipment.version,
        deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'GUDANG', lines: [{ deliveryOrderLineId: order.lines[0]!.id, quantity: 5 }] }],
      });
      expect(moved.status).toBe(200);
      expect(moved.body.data).toMatchObject({ print: { count: 1, changedSincePrint: true } });
      const [fleetId] = await ids('/api/fleets?status=active&size=1');
      const empty = (await admin.post('/api/shipments', { mode: 'ANTAR', fleetId })).body.data as Data;
      const refused = await admin.post('/api/shipments/prints', { shipmentIds: [shipment.id, empty.id], copies: 1 });
      expect([refused.status, refused.body.error?.code]).toEqual([422, 'SHIPMENT_WITHOUT_DELIVERY_ORDERS']);
      expect(((await admin.get(`/api/shipments/${shipment.id}`)).body.data as { print: { count: number } }).print.count).toBe(1);
      const tooMany = await admin.post('/api/shipments/prints', { shipmentIds: Array.from({ length: 1000 }, (_, index) => index + 1), copies: 1 });
      expect([tooMany.status, tooMany.body.error?.code, tooMany.body.error?.fields]).toEqual([422, 'PRINT_BATCH_TOO_LARGE', { shipmentIds: 'TOO_BIG' }]);
      const again = await admin.post('/api/shipments/prints', { shipmentIds: [shipment.id, 1], copies: 1 });
      expect(again.status).toBe(200);
      expect((again.body.data as { id: number; print: { count: number; changedSincePrint: boolean } }[]).map((entry) => [entry.id, entry.print.changedSincePrint])).toEqual([[shipment.id, false], [1, false]]);
      expect((again.body.data as { print: { count: number } }[])[0]!.print.count).toBe(2);
    });

    it('refuses a user without the permission (403) on every endpoint', async () => {
      const { viewer } = clients();
      for (const response of [
        await viewer.get('/api/delivery-orders'),
        await viewer.get('/api/delivery-orders/1'),
        await viewer.post('/api/delivery-orders/1/cancel', { version: 1 }),
        await viewer.get('/api/shipments'),
        await viewer.get('/api/shipments/logs'),
        await viewer.put('/api/shipments/1/delivery-orders', { version: 1, deliveryOrders: [] }),
        await viewer.get('/api/shipments/1/proof'),
        await viewer.post('/api/shipments/1/prints', { copies: 1 }),
        await viewer.post('/api/shipments/prints', { shipmentIds: [1], copies: 1 }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body.error?.code).toBe('FORBIDDEN');
      }
    });
  });
}
