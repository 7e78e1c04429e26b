import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_ORDERS } from '../../contract/areas';
import { deliveryOrderDefinition } from '../areas/delivery-orders';
import { exact } from '../services/delivery';
import { exportRecordsByIds } from '../services/resource';
import { fieldsOf } from './api';
import { createDeliveryTestApp, deliveryApiOf, exportCsvOf } from './delivery-helpers';
import { errorCodeOf, type SignedIn, type TestApp } from './harness';

/** Delivery orders: every endpoint, its rules and the derived status. */
let t: TestApp;
let api: ReturnType<typeof deliveryApiOf>;
let admin: SignedIn;
let viewer: SignedIn;
beforeAll(async () => {
  t = await createDeliveryTestApp();
  api = deliveryApiOf(t);
  admin = await t.login('admin');
  viewer = await t.login('viewer');
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/delivery-orders', () => {
  it('creates a DO (201): number, PENDING, the customer’s address by default, whole quantities, a CREATE log row', async () => {
    const [first, second] = await api.itemIds(2);
    const customerId = await api.customerId();
    const customer = (await api.get(`/api/customers/${customerId}`, admin)).json().data;
    const response = await api.post('/api/delivery-orders', admin, { customerId, notes: 'Pagi', lines: [{ itemId: first, quantity: 50 }, { itemId: second, quantity: 3 }] });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(order).toMatchObject({ status: 'PENDING', address: customer.address, customerName: customer.name, notes: 'Pagi', version: 1, createdBy: { name: expect.any(String) } });
    expect(order.number).toBe(`DO-${String(order.id).padStart(6, '0')}`);
    expect(order.lines).toEqual([
      expect.objectContaining({ itemId: first, quantity: 50, allocated: 0, inProcess: 0, delivered: 0, pending: 50, remaining: 50 }),
      expect.objectContaining({ itemId: second, quantity: 3, pending: 3 }),
    ]);
    const logs = (await api.get(`/api/delivery-orders/logs?id=${order.id}`, admin)).json().data;
    expect(logs).toEqual([expect.objectContaining({ action: 'CREATE', entityLabel: order.number })]);
    expect(logs[0].after).toMatchObject({ status: 'PENDING', [`lines.${order.lines[0].itemName}`]: 50 });
  });

  it('keeps a given address, and a repeated Idempotency-Key creates one DO', async () => {
    const [item] = await api.itemIds(1);
    const body = { customerId: await api.customerId(), address: 'Gudang Cimahi', lines: [{ itemId: item, quantity: 1 }] };
    const first = await api.post('/api/delivery-orders', admin, body, { 'Idempotency-Key': 'do-satu' });
    const again = await api.post('/api/delivery-orders', admin, body, { 'Idempotency-Key': 'do-satu' });
    expect(first.json().data.address).toBe('Gudang Cimahi');
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
  });

  it('refuses bad quantities, an item twice, no lines and unknown fields with field codes, writing nothing', async () => {
    const [item, other] = await api.itemIds(2);
    const customerId = await api.customerId();
    const before = await api.count('select count(*) from delivery_orders');
    const cases: [unknown, Record<string, string>][] = [
      [0, { 'lines.0.quantity': 'TOO_SMALL' }],
      [-5, { 'lines.0.quantity': 'TOO_SMALL' }],
      [1.5, { 'lines.0.quantity': 'NOT_WHOLE' }],
      [1e20, { 'lines.0.quantity': 'TOO_BIG' }],
      ['sepuluh', { 'lines.0.quantity': 'INVALID_TYPE' }],
    ];
    for (const [quantity, fields] of cases) {
      const response = await api.post('/api/delivery-orders', admin, { customerId, lines: [{ itemId: item, quantity }] });
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(fieldsOf(response)).toEqual(fields);
    }
    const twice = await api.post('/api/delivery-orders', admin, { customerId, lines: [{ itemId: item, quantity: 1 }, { itemId: other, quantity: 1 }, { itemId: item, quantity: 2 }] });
    expect(fieldsOf(twice)).toEqual({ 'lines.2.itemId': 'DUPLICATE' });
    expect(fieldsOf(await api.post('/api/delivery-orders', admin, { customerId, lines: [] }))).toEqual({ lines: 'TOO_SHORT' });
    expect(fieldsOf(await api.post('/api/delivery-orders', admin, { customerId, lines: [{ itemId: item, quantity: 1 }], status: 'SELESAI' }))).toEqual({ status: 'UNKNOWN_FIELD' });
    expect(await api.count('select count(*) from delivery_orders')).toBe(before);
  });

  it('refuses an unknown customer or item (422 UNKNOWN_REFERENCE)', async () => {
    const [item] = await api.itemIds(1);
    const noCustomer = await api.post('/api/delivery-orders', admin, { customerId: 999999, lines: [{ itemId: item, quantity: 1 }] });
    expect(noCustomer.statusCode).toBe(422);
    expect(errorCodeOf(noCustomer)).toBe('UNKNOWN_REFERENCE');
    expect(fieldsOf(noCustomer)).toEqual({ customerId: 'NOT_FOUND' });
    const noItem = await api.post('/api/delivery-orders', admin, { customerId: await api.customerId(), lines: [{ itemId: item, quantity: 1 }, { itemId: 999999, quantity: 1 }] });
    expect(fieldsOf(noItem)).toEqual({ 'lines.1.itemId': 'NOT_FOUND' });
  });
});

describe('GET /api/delivery-orders', () => {
  it('filters by status, customer, item, number and customer name, date range; refuses a sort outside the allow-list', async () => {
    const order = await api.createOrder(admin, [7]);
    const list = (query: string) => api.get(`/api/delivery-orders?size=100&${query}`, admin);
    const ids = async (query: string) => (await list(query)).json().data.map((entry: { id: number }) => entry.id);
    expect(await ids(`q=${order.number}`)).toEqual([order.id]);
    expect(await ids(`q=${encodeURIComponent(order.number.toLowerCase())}`)).toEqual([order.id]);
    const full = await api.getOrder(admin, order.id);
    // A number as staff type it, with or without "DO", its dash or its zeros (decision 289).
    const digits = String(order.id);
    for (const term of [`do ${digits.padStart(6, '0')}`, `DO${digits}`, digits.padStart(6, '0')]) expect(await ids(`q=${encodeURIComponent(term)}`), term).toContain(order.id);
    // The address and the customer's name; not another customer's DOs, not a word no DO holds.
    const addressed = await api.post('/api/delivery-orders', admin, { customerId: await api.customerId(), address: 'Gudang Cikarang Blok Q7', lines: [{ itemId: order.lines[0]!.itemId, quantity: 1 }] });
    expect(addressed.statusCode).toBe(201);
    expect(await ids('q=cikarang%20blok')).toEqual([addressed.json().data.id]);
    expect(await ids('q=tidak-ada-yang-begini')).toEqual([]);
    const other = await api.post('/api/customers', admin, { name: 'Sinar Pelangi Abadi', address: 'Jl. Lain 1' }, { 'idempotency-key': 'q-other-customer' });
    expect(other.statusCode).toBe(201);
    const otherOrder = await api.post('/api/delivery-orders', admin, { customerId: other.json().data.id, lines: [{ itemId: order.lines[0]!.itemId, quantity: 1 }] });
    expect(await ids('q=pelangi%20abadi')).toEqual([otherOrder.json().data.id]);
    expect(await ids(`q=${encodeURIComponent((full as unknown as { customerName: string }).customerName)}`)).not.toContain(otherOrder.json().data.id);
    expect(await ids(`q=${encodeURIComponent((full as unknown as { customerName: string }).customerName.slice(0, 8))}&status=PENDING`)).toContain(order.id);
    expect(await ids(`customerId=${await api.customerId()}`)).toContain(order.id);
    expect(await ids(`itemId=${order.lines[0]!.itemId}`)).toContain(order.id);
    expect(await ids('status=OPEN')).toContain(order.id);
    expect(await ids('status=SELESAI')).not.toContain(order.id);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await ids(`startDate=${today}&endDate=${tomorrow}`)).toContain(order.id);
    expect(await ids('startDate=2001-01-01&endDate=2001-01-01')).toEqual([]);
    expect(fieldsOf(await list('sort=password'))).toEqual({ sort: 'INVALID_VALUE' });
    expect(fieldsOf(await list('status=DIKIRIM'))).toEqual({ status: 'INVALID_VALUE' });
    expect((await list('sort=-customer')).statusCode).toBe(200);
  });
});

describe('PATCH /api/delivery-orders/:id', () => {
  it('edits lines by item with the version; an unchanged PATCH writes nothing; a stale version is 409 with the current DO', async () => {
    const order = await api.createOrder(admin, [10, 5]);
    const [, , third] = await api.itemIds(3);
    const edited = await api.patch(`/api/delivery-orders/${order.id}`, admin, {
      version: 1,
      lines: [{ itemId: order.lines[0]!.itemId, quantity: 12 }, { itemId: third, quantity: 4 }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.lines.map((line: { itemId: number; quantity: number }) => [line.itemId, line.quantity])).toEqual([
      [order.lines[0]!.itemId, 12],
      [third, 4],
    ]);
    expect(edited.json().data.version).toBe(2);
    // The item filter follows the lines (kept by a trigger, migration 0010).
    const byItem = async (itemId: number) => (await api.get(`/api/delivery-orders?size=100&itemId=${itemId}`, admin)).json().data.map((entry: { id: number }) => entry.id);
    expect(await byItem(third!)).toContain(order.id);
    expect(await byItem(order.lines[1]!.itemId)).not.toContain(order.id);
    expect(await byItem(order.lines[0]!.itemId)).toContain(order.id);
    const same = await api.patch(`/api/delivery-orders/${order.id}`, admin, { version: 2, lines: [{ itemId: order.lines[0]!.itemId, quantity: 12 }, { itemId: third, quantity: 4 }] });
    expect(same.json().data.version).toBe(2);
    const stale = await api.patch(`/api/delivery-orders/${order.id}`, admin, { version: 1, notes: 'x' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'VERSION_CONFLICT', current: { id: order.id, version: 2 } });
    const logs = (await api.get(`/api/delivery-orders/logs?id=${order.id}&action=UPDATE`, admin)).json().data;
    expect(logs).toHaveLength(1);
    expect(logs[0].changes.map((change: { field: string }) => change.field)).toEqual(expect.arrayContaining([expect.stringMatching(/^lines\./)]));
  });

  it('cannot drop a line or lower it below what shipments took (422, nothing written); raising is fine', async () => {
    const order = await api.createOrder(admin, [10, 5]);
    expect((await api.createShipment(admin, [api.allocationOf(order, [6, 0])])).statusCode).toBe(201);
    const [firstItem, secondItem] = order.lines.map((line) => line.itemId);
    const lower = await api.patch(`/api/delivery-orders/${order.id}`, admin, { version: 1, lines: [{ itemId: firstItem, quantity: 5 }, { itemId: secondItem, quantity: 5 }] });
    expect(lower.statusCode).toBe(422);
    expect(errorCodeOf(lower)).toBe('QUANTITY_BELOW_ALLOCATED');
    expect(fieldsOf(lower)).toEqual({ 'lines.0.quantity': 'BELOW_ALLOCATED' });
    const dropped = await api.patch(`/api/delivery-orders/${order.id}`, admin, { version: 1, lines: [{ itemId: secondItem, quantity: 5 }] });
    expect(fieldsOf(dropped)).toEqual({ lines: 'BELOW_ALLOCATED' });
    expect((await api.getOrder(admin, order.id)).version).toBe(1);
    // Exactly what is taken is fine; dropping the untouched line too.
    const exact = await api.patch(`/api/delivery-orders/${order.id}`, admin, { version: 1, lines: [{ itemId: firstItem, quantity: 6 }] });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().data.lines).toEqual([expect.objectContaining({ quantity: 6, allocated: 6, pending: 0 })]);
    const moved = await api.patch(`/api/delivery-orders/${order.id}`, admin, { version: 2, customerId: (await api.customerId()) + 1 });
    expect(moved.statusCode).toBe(409);
    expect(errorCodeOf(moved)).toBe('DELIVERY_ORDER_ALLOCATED');
  });
});

describe('POST /api/delivery-orders/:id/cancel', () => {
  it('cancels while nothing is allocated (BATAL, CANCEL log row); then edits, cancels and new shipments are refused', async () => {
    const order = await api.createOrder(admin, [3]);
    const stale = await api.post(`/api/delivery-orders/${order.id}/cancel`, admin, { version: 9 });
    expect(stale.statusCode).toBe(409);
    expect(errorCodeOf(stale)).toBe('VERSION_CONFLICT');
    const cancelled = await api.post(`/api/delivery-orders/${order.id}/cancel`, admin, { version: 1 });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'BATAL', cancelledAt: expect.any(String), version: 2 });
    const logs = (await api.get(`/api/delivery-orders/logs?id=${order.id}&action=CANCEL`, admin)).json().data;
    expect(logs[0].changes).toEqual([{ field: 'status', before: 'PENDING', after: 'BATAL' }]);
    expect(errorCodeOf(await api.post(`/api/delivery-orders/${order.id}/cancel`, admin, { version: 2 }))).toBe('DELIVERY_ORDER_CANCELLED');
    expect(errorCodeOf(await api.patch(`/api/delivery-orders/${order.id}`, admin, { version: 2, notes: 'x' }))).toBe('DELIVERY_ORDER_CANCELLED');
    const shipped = await api.createShipment(admin, [api.allocationOf(order, [1])]);
    expect(shipped.statusCode).toBe(422);
    expect(errorCodeOf(shipped)).toBe('DELIVERY_ORDER_CLOSED');
    expect(fieldsOf(shipped)).toEqual({ 'deliveryOrders.0.deliveryOrderId': 'CLOSED' });
  });

  it('refuses to cancel once a shipment holds part of it (409 DELIVERY_ORDER_ALLOCATED), and allows it again once released', async () => {
    const order = await api.createOrder(admin, [4]);
    const shipment = (await api.createShipment(admin, [api.allocationOf(order, [1])])).json().data;
    const refused = await api.post(`/api/delivery-orders/${order.id}/cancel`, admin, { version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(errorCodeOf(refused)).toBe('DELIVERY_ORDER_ALLOCATED');
    expect((await api.getOrder(admin, order.id)).status).toBe('PROSES');
    expect((await api.post(`/api/shipments/${shipment.id}/cancel`, admin, { version: shipment.version, reason: 'Dibatalkan pelanggan' })).statusCode).toBe(200);
    expect((await api.getOrder(admin, order.id)).status).toBe('PENDING');
    expect((await api.post(`/api/delivery-orders/${order.id}/cancel`, admin, { version: 1 })).statusCode).toBe(200);
  });
});

describe('the list export', () => {
  it('writes of a batch what the full records would: every column the list exports, the lines counted', async () => {
    const orders = [await api.createOrder(admin, [5, 2, 9]), await api.createOrder(admin, [1])];
    // One partly allocated and one cancelled: what the export leaves out must not change a cell.
    const shipment = await api.createShipment(admin, [api.allocationOf(orders[0]!, [3, 0, 9])]);
    expect(shipment.statusCode).toBe(201);
    expect((await api.post(`/api/delivery-orders/${orders[1]!.id}/cancel`, admin, { version: orders[1]!.version })).statusCode).toBe(200);
    const ids = [orders[1]!.id, 999_999, orders[0]!.id];
    const fileOf = (records: readonly Record<string, unknown>[]) => exportCsvOf(DELIVERY_ORDERS.list.columns, records);
    const lean = await exportRecordsByIds(t.database.db, deliveryOrderDefinition as never, ids);
    // The records as the API answers them.
    const full = await Promise.all([orders[1]!.id, orders[0]!.id].map((id) => api.getOrder(admin, id) as unknown as Promise<Record<string, unknown>>));
    expect(lean.map((record) => record.lines)).toEqual([1, 3]);
    expect(fileOf(lean)).toBe(fileOf(full));
    // The two DOs in the order asked, the one gone since left out.
    expect(fileOf(lean).trimEnd().split('\r\n').slice(-3).map((line) => line.split(',')[0])).toEqual(['number', orders[1]!.number, orders[0]!.number]);
  });
});

describe('not found, malformed and forbidden', () => {
  it('answers 404 for an unknown DO on every endpoint and 400 for a malformed id', async () => {
    expect(errorCodeOf(await api.get('/api/delivery-orders/999999', admin))).toBe('NOT_FOUND');
    expect((await api.patch('/api/delivery-orders/999999', admin, { version: 1, notes: 'x' })).statusCode).toBe(404);
    expect((await api.post('/api/delivery-orders/999999/cancel', admin, { version: 1 })).statusCode).toBe(404);
    expect((await api.get('/api/delivery-orders/abc', admin)).statusCode).toBe(400);
  });

  it('answers 403 FORBIDDEN on every endpoint to a user without the permission, before any check', async () => {
    const order = await api.createOrder(admin, [1]);
    for (const response of [
      await api.get('/api/delivery-orders', viewer),
      await api.get('/api/delivery-orders/logs', viewer),
      await api.get(`/api/delivery-orders/${order.id}`, viewer),
      await api.post('/api/delivery-orders', viewer, {}),
      await api.patch(`/api/delivery-orders/${order.id}`, viewer, { version: 1 }),
      await api.post(`/api/delivery-orders/${order.id}/cancel`, viewer, { version: 1 }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorCodeOf(response)).toBe('FORBIDDEN');
    }
    // Admin Gudang reads DOs but may not create, edit or cancel them (docs/product/permissions.md).
    const gudang = await t.login('admin.gudang');
    expect((await api.get(`/api/delivery-orders/${order.id}`, gudang)).statusCode).toBe(200);
    expect((await api.post(`/api/delivery-orders/${order.id}/cancel`, gudang, { version: 1 })).statusCode).toBe(403);
  });
});

describe('the demo install', () => {
  it('holds DOs in every status, derived from its shipments of both modes', async () => {
    const rows = await api.rows<{ status: string; n: number }>(
      `select status, count(*)::int as n from delivery_orders where created_by = (select id from users where username = 'admin')
         and id <= 24 group by status order by status`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]))).toEqual({ BATAL: 4, PENDING: 6, PROSES: 6, SELESAI: 8 });
    const shipments = await api.rows<{ mode: string; status: string; n: number }>('select mode, status, count(*)::int as n from shipments where id <= 10 group by 1, 2 order by 1, 2');
    expect(shipments.map((row) => `${row.mode} ${row.status} ${row.n}`)).toEqual(['ANTAR PENDING 1', 'ANTAR SELESAI 4', 'JEMPUT PENDING 2', 'JEMPUT SELESAI 3']);
    expect(await api.count("select count(*) from change_logs where entity in ('delivery-order', 'shipment')")).toBeGreaterThanOrEqual(24 + 4 + 10);
  });

  it('tells in its change logs how each DO and shipment came to be as it is, in time order', async () => {
    for (const [entity, table, count] of [['delivery-order', 'delivery_orders', 24], ['shipment', 'shipments', 10]] as const) {
      const rows = await api.rows<{ id: number; status: string; completed_at: string | Date | null; entries: { action: string; after: Record<string, unknown>; at: string }[] }>(
        `select r.id, r.status, r.completed_at, json_agg(json_build_object('action', l.action, 'after', l.after, 'at', l.created_at) order by l.created_at, l.id) as entries
           from ${table} r join change_logs l on l.entity = '${entity}' and l.entity_id = r.id
          where r.id <= ${count} group by r.id, r.status, r.completed_at order by r.id`,
      );
      expect(rows).toHaveLength(count);
      for (const row of rows) {
        const name = `${entity} ${row.id}`;
        expect(row.entries.map((entry) => entry.action)[0], name).toBe('CREATE');
        // Read from the first row on, the log ends where the record is now.
        const replayed = row.entries.reduce<Record<string, unknown>>((record, entry) => ({ ...record, ...entry.after }), {});
        expect(`${name} ${String(replayed.status)}`).toBe(`${name} ${row.status}`);
        const times = row.entries.map((entry) => new Date(entry.at).getTime());
        expect(times.every((time, index) => index === 0 || time >= times[index - 1]!), name).toBe(true);
        expect(Math.max(...times), name).toBeLessThan(Date.now());
        // What completed it is written when it completed.
        if (row.status === 'SELESAI') expect(times.at(-1), name).toBe(new Date(row.completed_at!).getTime());
      }
    }
  });
});

describe('exact(): every quantity from PostgreSQL as a number', () => {
  it('turns bigint sums given as text or BigInt into numbers, and refuses anything that is not whole', () => {
    expect([exact('10'), exact(10n), exact(9), exact(null)]).toEqual([10, 10, 9, 0]);
    // The original's trap: compared as text, "9" >= "10".
    expect(exact('9') >= exact('10')).toBe(false);
    expect(() => exact('1.5')).toThrow();
    expect(() => exact('abc')).toThrow();
  });
});
