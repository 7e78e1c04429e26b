import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENTS } from '../../contract/areas';
import { shipmentDefinition } from '../areas/shipments';
import { exportRecordsByIds } from '../services/resource';
import { fieldsOf } from './api';
import { createDeliveryTestApp, deliveryApiOf, exportCsvOf } from './delivery-helpers';
import { errorCodeOf, type SignedIn, type TestApp } from './harness';

/** Shipments: vehicle rules, the whole-allocation PUT, the DO status after each write. */
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

const allocationRows = () => api.count('select (select count(*) from shipment_lines) * 1000 + (select count(*) from shipment_delivery_orders)');

describe('POST /api/shipments', () => {
  it('creates an ANTAR shipment carrying parts of two DOs: quantities, available, load, DO statuses PROSES', async () => {
    const first = await api.createOrder(admin, [10, 4]);
    const second = await api.createOrder(admin, [2]);
    const response = await api.createShipment(admin, [api.allocationOf(first, [6, 4], 'RUMAH'), { ...api.allocationOf(second, [2], 'EKSPEDISI'), address: 'Agen JNE Kopo' }]);
    expect(response.statusCode).toBe(201);
    const shipment = response.json().data;
    expect(shipment).toMatchObject({ mode: 'ANTAR', status: 'PENDING', totalQuantity: 12, version: 1, proof: null, plate: expect.stringMatching(/^[A-Z]{1,2} \d+ [A-Z]+$/) });
    expect(shipment.number).toBe(`S-${String(shipment.id).padStart(6, '0')}`);
    expect(shipment.deliveryOrders).toEqual([
      expect.objectContaining({ deliveryOrderId: first.id, destinationType: 'RUMAH', address: first.address, lines: [expect.objectContaining({ quantity: 6, ordered: 10, available: 10 }), expect.objectContaining({ quantity: 4, available: 4 })] }),
      expect.objectContaining({ deliveryOrderId: second.id, destinationType: 'EKSPEDISI', address: 'Agen JNE Kopo' }),
    ]);
    expect(typeof shipment.loadKg === 'number' || shipment.loadKg === null).toBe(true);
    const firstAfter = await api.getOrder(admin, first.id);
    expect(firstAfter.status).toBe('PROSES');
    expect(firstAfter.lines[0]).toMatchObject({ allocated: 6, inProcess: 6, delivered: 0, pending: 4, remaining: 10 });
    // Fully allocated but nothing delivered yet: still PROSES, not SELESAI.
    expect((await api.getOrder(admin, second.id)).status).toBe('PROSES');
    const logs = (await api.get(`/api/delivery-orders/logs?id=${second.id}&action=UPDATE`, admin)).json().data;
    expect(logs[0].changes).toEqual([{ field: 'status', before: 'PENDING', after: 'PROSES' }]);
  });

  it('creates a JEMPUT shipment with the outside plate normalised and the driver’s name', async () => {
    const order = await api.createOrder(admin, [5]);
    const response = await api.createShipment(admin, [api.allocationOf(order, [5])], { mode: 'JEMPUT', plate: ' d1234abc ', driverName: '  Asep   Sunandar ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ mode: 'JEMPUT', fleetId: null, plate: 'D 1234 ABC', driverName: 'Asep Sunandar' });
    const found = (await api.get('/api/shipments?plate=d%201234&mode=JEMPUT', admin)).json().data;
    expect(found.map((entry: { id: number }) => entry.id)).toContain(response.json().data.id);
  });

  it('refuses a vehicle that does not fit the mode, an unknown or inactive fleet', async () => {
    const fleetId = await api.activeFleetId();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ mode: 'ANTAR', fleetId, plate: 'B 1 A' }, { plate: 'NOT_ALLOWED' }],
      [{ mode: 'ANTAR' }, { fleetId: 'REQUIRED' }],
      [{ mode: 'JEMPUT', fleetId, plate: 'B 1 A', driverName: 'Ujang' }, { fleetId: 'NOT_ALLOWED' }],
      [{ mode: 'JEMPUT', plate: 'B 1 A' }, { driverName: 'REQUIRED' }],
      [{ mode: 'JEMPUT', plate: 'B12345', driverName: 'Ujang' }, { plate: 'INVALID_FORMAT' }],
      [{ mode: 'KIRIM' }, { mode: 'INVALID_VALUE' }],
    ];
    for (const [body, fields] of cases) {
      const response = await api.post('/api/shipments', admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(response), JSON.stringify(body)).toEqual(fields);
    }
    const unknown = await api.post('/api/shipments', admin, { mode: 'ANTAR', fleetId: 999999 });
    expect([unknown.statusCode, errorCodeOf(unknown), fieldsOf(unknown)]).toEqual([422, 'UNKNOWN_REFERENCE', { fleetId: 'NOT_FOUND' }]);
    const fleet = (await api.post('/api/fleets', admin, { model: 'Truk Tua', plate: 'Z 77 TUA', active: false })).json().data;
    const inactive = await api.post('/api/shipments', admin, { mode: 'ANTAR', fleetId: fleet.id });
    expect([inactive.statusCode, errorCodeOf(inactive), fieldsOf(inactive)]).toEqual([422, 'FLEET_INACTIVE', { fleetId: 'INACTIVE' }]);
  });
});

describe('allocation rules', () => {
  it('refuses more than pending, counting other shipments, and writes nothing', async () => {
    const order = await api.createOrder(admin, [10]);
    expect((await api.createShipment(admin, [api.allocationOf(order, [7])])).statusCode).toBe(201);
    const before = [await allocationRows(), await api.count('select count(*) from shipments')];
    const above = await api.createShipment(admin, [api.allocationOf(order, [4])]);
    expect(above.statusCode).toBe(422);
    expect(errorCodeOf(above)).toBe('QUANTITY_ABOVE_PENDING');
    expect(fieldsOf(above)).toEqual({ 'deliveryOrders.0.lines.0.quantity': 'ABOVE_PENDING' });
    expect([await allocationRows(), await api.count('select count(*) from shipments')]).toEqual(before);
    expect((await api.createShipment(admin, [api.allocationOf(order, [3])])).statusCode).toBe(201);
    expect((await api.getOrder(admin, order.id)).lines[0]).toMatchObject({ pending: 0, allocated: 10 });
  });

  it('refuses the same DO or line twice (400 DUPLICATE), a line of another DO and an unknown DO (422)', async () => {
    const order = await api.createOrder(admin, [10]);
    const other = await api.createOrder(admin, [10]);
    const line = order.lines[0]!.id;
    const twiceLine = await api.createShipment(admin, [{ deliveryOrderId: order.id, destinationType: 'RUMAH', lines: [{ deliveryOrderLineId: line, quantity: 6 }, { deliveryOrderLineId: line, quantity: 6 }] }]);
    expect(fieldsOf(twiceLine)).toEqual({ 'deliveryOrders.0.lines.1.deliveryOrderLineId': 'DUPLICATE' });
    const twiceOrder = await api.createShipment(admin, [api.allocationOf(order, [6]), api.allocationOf(order, [6])]);
    expect(fieldsOf(twiceOrder)).toEqual({ 'deliveryOrders.1.deliveryOrderId': 'DUPLICATE' });
    const foreign = await api.createShipment(admin, [{ deliveryOrderId: other.id, destinationType: 'RUMAH', lines: [{ deliveryOrderLineId: line, quantity: 1 }] }]);
    expect([foreign.statusCode, errorCodeOf(foreign), fieldsOf(foreign)]).toEqual([422, 'LINE_NOT_IN_DELIVERY_ORDER', { 'deliveryOrders.0.lines.0.deliveryOrderLineId': 'NOT_IN_DELIVERY_ORDER' }]);
    const unknown = await api.createShipment(admin, [{ deliveryOrderId: 999999, destinationType: 'RUMAH', lines: [{ deliveryOrderLineId: line, quantity: 1 }] }]);
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([422, 'UNKNOWN_REFERENCE']);
    for (const quantity of [0, -1, 2.5, 1e20, 'x']) {
      const bad = await api.createShipment(admin, [api.allocationOf(order, [1]), { ...api.allocationOf(other, [1]), lines: [{ deliveryOrderLineId: other.lines[0]!.id, quantity }] }]);
      expect(bad.statusCode, String(quantity)).toBe(400);
      expect(Object.keys(fieldsOf(bad) ?? {})).toEqual(['deliveryOrders.1.lines.0.quantity']);
    }
    expect((await api.getOrder(admin, order.id)).status).toBe('PENDING');
  });
});

describe('PUT /api/shipments/:id/delivery-orders', () => {
  it('replaces the whole allocation with the version; a removed DO goes back to PENDING; the log reads per line', async () => {
    const first = await api.createOrder(admin, [10]);
    const second = await api.createOrder(admin, [8]);
    const shipment = (await api.createShipment(admin, [api.allocationOf(first, [5])])).json().data;
    const replaced = await api.put(`/api/shipments/${shipment.id}/delivery-orders`, admin, { version: 1, deliveryOrders: [api.allocationOf(second, [8], 'KANTOR')] });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ version: 2, totalQuantity: 8, deliveryOrders: [expect.objectContaining({ deliveryOrderId: second.id, destinationType: 'KANTOR' })] });
    expect((await api.getOrder(admin, first.id)).status).toBe('PENDING');
    expect((await api.getOrder(admin, second.id)).status).toBe('PROSES');
    // Its own units count as available to itself: 8 of 8 again is no over-allocation, and unchanged writes nothing.
    const same = await api.put(`/api/shipments/${shipment.id}/delivery-orders`, admin, { version: 2, deliveryOrders: [{ ...api.allocationOf(second, [8], 'KANTOR'), address: second.address }] });
    expect(same.json().data.version).toBe(2);
    const logs = (await api.get(`/api/shipments/logs?id=${shipment.id}&action=UPDATE`, admin)).json().data;
    const fields = logs[0].changes.map((change: { field: string }) => change.field);
    expect(fields).toEqual(expect.arrayContaining([`deliveryOrders.${first.number}.lines.${(await api.getOrder(admin, first.id) as unknown as { lines: { itemName: string }[] }).lines[0]!.itemName}`]));
  });

  it('keeps when a DO joined the shipment across re-allocations (the DO timeline: allocated, delivered)', async () => {
    const order = await api.createOrder(admin, [10]);
    const shipment = (await api.createShipment(admin, [api.allocationOf(order, [2])])).json().data;
    const joined = (await api.get(`/api/delivery-orders/${order.id}`, admin)).json().data.shipments;
    expect(joined).toEqual([expect.objectContaining({ id: shipment.id, quantities: [{ unit: expect.any(String), quantity: 2 }], allocatedAt: expect.any(String), completedAt: null })]);
    await api.put(`/api/shipments/${shipment.id}/delivery-orders`, admin, { version: 1, deliveryOrders: [api.allocationOf(order, [5])] });
    const after = (await api.get(`/api/delivery-orders/${order.id}`, admin)).json().data.shipments;
    expect(after).toEqual([expect.objectContaining({ quantities: [{ unit: expect.any(String), quantity: 5 }], allocatedAt: joined[0].allocatedAt })]);
  });

  it('answers a stale version with 409 and the current shipment, and changes nothing', async () => {
    const order = await api.createOrder(admin, [10]);
    const shipment = (await api.createShipment(admin, [api.allocationOf(order, [2])])).json().data;
    expect((await api.put(`/api/shipments/${shipment.id}/delivery-orders`, admin, { version: 1, deliveryOrders: [api.allocationOf(order, [3])] })).statusCode).toBe(200);
    const stale = await api.put(`/api/shipments/${shipment.id}/delivery-orders`, admin, { version: 1, deliveryOrders: [api.allocationOf(order, [9])] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'VERSION_CONFLICT', current: { id: shipment.id, version: 2, totalQuantity: 3 } });
    expect((await api.getOrder(admin, order.id)).lines[0]!.allocated).toBe(3);
  });

  it('edits the vehicle and notes with PATCH; a stale version is 409', async () => {
    const shipment = (await api.createShipment(admin, [])).json().data;
    const jemput = await api.patch(`/api/shipments/${shipment.id}`, admin, { version: 1, mode: 'JEMPUT', plate: 'F 1 XY', driverName: 'Dedi' });
    expect(jemput.json().data).toMatchObject({ mode: 'JEMPUT', fleetId: null, plate: 'F 1 XY', version: 2 });
    expect(fieldsOf(await api.patch(`/api/shipments/${shipment.id}`, admin, { version: 2, plate: 'F 2 XY' }))).toEqual({ mode: 'REQUIRED' });
    expect((await api.patch(`/api/shipments/${shipment.id}`, admin, { version: 1, notes: 'x' })).statusCode).toBe(409);
  });
});

describe('the list export', () => {
  it('writes of a batch what the full records would: the plate of the fleet or the outside vehicle, the DOs in the shipment’s order', async () => {
    const [first, second, third] = [await api.createOrder(admin, [4, 2]), await api.createOrder(admin, [3]), await api.createOrder(admin, [6])];
    const carried = await api.createShipment(admin, [api.allocationOf(second!, [3]), api.allocationOf(first!, [1, 2])]);
    const outside = await api.createShipment(admin, [api.allocationOf(third!, [6])], { mode: 'JEMPUT', plate: 'D 9 EKS', driverName: 'Pak Ekspor' });
    const empty = await api.createShipment(admin, []);
    const cancelled = await api.createShipment(admin, [api.allocationOf(first!, [1, 0])]);
    for (const response of [carried, outside, empty, cancelled]) expect(response.statusCode).toBe(201);
    const toCancel = cancelled.json().data;
    expect((await api.post(`/api/shipments/${toCancel.id}/cancel`, admin, { version: toCancel.version, reason: 'Uji ekspor' })).statusCode).toBe(200);
    const ids = [carried, outside, empty, cancelled].map((response) => response.json().data.id as number);
    const lean = await exportRecordsByIds(t.database.db, shipmentDefinition as never, [...ids, 999_999]);
    // The records as the API answers them.
    const full = await Promise.all(ids.map(async (id) => (await api.get(`/api/shipments/${id}`, admin)).json().data as Record<string, unknown>));
    expect(lean.map((record) => (record.deliveryOrders as { number: string }[]).map((order) => order.number))).toEqual([
      [second!.number, first!.number],
      [third!.number],
      [],
      [first!.number],
    ]);
    expect(exportCsvOf(SHIPMENTS.list.columns, lean)).toBe(exportCsvOf(SHIPMENTS.list.columns, full));
  });
});

describe('not found and forbidden', () => {
  it('answers 404 for an unknown shipment and 403 to a user without the permission', async () => {
    expect(errorCodeOf(await api.get('/api/shipments/999999', admin))).toBe('NOT_FOUND');
    expect((await api.patch('/api/shipments/999999', admin, { version: 1, notes: 'x' })).statusCode).toBe(404);
    const someOrder = [{ deliveryOrderId: 1, destinationType: 'GUDANG', lines: [{ deliveryOrderLineId: 1, quantity: 1 }] }];
    expect((await api.put('/api/shipments/999999/delivery-orders', admin, { version: 1, deliveryOrders: someOrder })).statusCode).toBe(404);
    const shipment = (await api.createShipment(admin, [])).json().data;
    for (const response of [
      await api.get('/api/shipments', viewer),
      await api.get('/api/shipments/logs', viewer),
      await api.get(`/api/shipments/${shipment.id}`, viewer),
      await api.post('/api/shipments', viewer, {}),
      await api.patch(`/api/shipments/${shipment.id}`, viewer, { version: 1 }),
      await api.put(`/api/shipments/${shipment.id}/delivery-orders`, viewer, { version: 1, deliveryOrders: [] }),
      await api.get(`/api/shipments/${shipment.id}/proof`, viewer),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorCodeOf(response)).toBe('FORBIDDEN');
    }
    // Admin Surat Jalan reads shipments but may not allocate (docs/product/permissions.md).
    const suratJalan = await t.login('admin.suratjalan');
    expect((await api.get(`/api/shipments/${shipment.id}`, suratJalan)).statusCode).toBe(200);
    expect((await api.put(`/api/shipments/${shipment.id}/delivery-orders`, suratJalan, { version: 1, deliveryOrders: [] })).statusCode).toBe(403);
  });
});
