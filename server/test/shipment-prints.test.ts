import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_BATCH_MAX } from '../../contract/delivery-notes';
import { fieldsOf } from './api';
import { createDeliveryTestApp, deliveryApiOf } from './delivery-helpers';
import { errorCodeOf, type SignedIn, type TestApp } from './harness';

/** Print records of the surat jalan: all or nothing, and "changed since it was printed". */
let t: TestApp;
let api: ReturnType<typeof deliveryApiOf>;
let admin: SignedIn;
let suratJalan: SignedIn;
let viewer: SignedIn;
beforeAll(async () => {
  t = await createDeliveryTestApp();
  api = deliveryApiOf(t);
  admin = await t.login('admin');
  suratJalan = await t.login('admin.suratjalan');
  viewer = await t.login('viewer');
});
afterAll(async () => {
  await t?.close();
});

const printLogs = (id: number) => api.count(`select count(*) from change_logs where entity = 'shipment' and entity_id = ${id} and after ? 'printCount'`);

async function newShipment(quantities = [6, 4], ordered = [10, 4]) {
  const order = await api.createOrder(admin, ordered);
  const response = await api.createShipment(admin, [api.allocationOf(order, quantities)]);
  expect(response.statusCode).toBe(201);
  return { order, shipment: response.json().data as { id: number; version: number; updatedAt: string } };
}

describe('POST /api/shipments/:id/prints', () => {
  it('records who, when and how many copies on the change log; bumps neither version nor updatedAt', async () => {
    const { shipment } = await newShipment();
    const response = await api.post(`/api/shipments/${shipment.id}/prints`, suratJalan, { copies: 3 });
    expect(response.statusCode).toBe(200);
    const printed = response.json().data;
    expect(printed).toMatchObject({ version: shipment.version, updatedAt: shipment.updatedAt, print: { count: 1, changedSincePrint: false, lastPrintedBy: { name: expect.any(String) } } });
    expect(Date.parse(printed.print.lastPrintedAt)).toBeGreaterThan(Date.parse(shipment.updatedAt) - 1);
    const [log] = await api.rows<{ actor_id: number; before: unknown; after: unknown }>(
      `select actor_id, before, after from change_logs where entity = 'shipment' and entity_id = ${shipment.id} order by id desc limit 1`,
    );
    expect(log).toMatchObject({ before: { printCount: 0 }, after: { printCount: 1, printCopies: 3 } });
    expect(Number(log!.actor_id)).toBe(printed.print.lastPrintedBy.id);
    const second = (await api.post(`/api/shipments/${shipment.id}/prints`, admin, { copies: 1 })).json().data;
    expect(second.print).toMatchObject({ count: 2, lastPrintedBy: { id: expect.any(Number) } });
    expect(second.print.lastPrintedBy.id).not.toBe(printed.print.lastPrintedBy.id);
    expect(await printLogs(shipment.id)).toBe(2);
  });

  it('needs read-shipment (403 for the viewer, nothing recorded); 404 for an unknown shipment', async () => {
    const { shipment } = await newShipment();
    const forbidden = await api.post(`/api/shipments/${shipment.id}/prints`, viewer, { copies: 1 });
    expect([forbidden.statusCode, errorCodeOf(forbidden)]).toEqual([403, 'FORBIDDEN']);
    const unknown = await api.post('/api/shipments/999999/prints', admin, { copies: 1 });
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([404, 'NOT_FOUND']);
    expect(await printLogs(shipment.id)).toBe(0);
  });

  it('refuses copies of 0, 6, abc, none and extra fields with field codes', async () => {
    const { shipment } = await newShipment();
    const cases: [unknown, Record<string, string>][] = [
      [{ copies: 0 }, { copies: 'TOO_SMALL' }],
      [{ copies: 6 }, { copies: 'TOO_BIG' }],
      [{ copies: 'abc' }, { copies: 'INVALID_TYPE' }],
      [{}, { copies: 'REQUIRED' }],
    ];
    for (const [body, fields] of cases) {
      const response = await api.post(`/api/shipments/${shipment.id}/prints`, admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(response), JSON.stringify(body)).toEqual(fields);
    }
    expect(await printLogs(shipment.id)).toBe(0);
  });

  it('refuses a shipment with no DO (422) and records nothing', async () => {
    const empty = (await api.post('/api/shipments', admin, { mode: 'ANTAR', fleetId: await api.activeFleetId() })).json().data;
    const response = await api.post(`/api/shipments/${empty.id}/prints`, admin, { copies: 1 });
    expect([response.statusCode, errorCodeOf(response)]).toEqual([422, 'SHIPMENT_WITHOUT_DELIVERY_ORDERS']);
    expect((await api.get(`/api/shipments/${empty.id}`, admin)).json().data.print.count).toBe(0);
    expect(await printLogs(empty.id)).toBe(0);
  });
});

describe('changedSincePrint', () => {
  it('flips after an allocation change, and on a later note when an earlier shipment changes what remains', async () => {
    const { order, shipment } = await newShipment([6, 4], [10, 4]);
    await api.post(`/api/shipments/${shipment.id}/prints`, admin, { copies: 1 });
    // A later shipment of the same DO leaves this note as it was.
    const later = (await api.createShipment(admin, [api.allocationOf(order, [2])])).json().data;
    expect((await api.get(`/api/shipments/${shipment.id}`, admin)).json().data.print.changedSincePrint).toBe(false);
    expect(later.deliveryOrders[0].lines[0]).toMatchObject({ quantity: 2, ordered: 10, remaining: 2 });
    const moved = await api.put(`/api/shipments/${shipment.id}/delivery-orders`, admin, { version: shipment.version, deliveryOrders: [api.allocationOf(order, [5, 4])] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.print).toMatchObject({ count: 1, changedSincePrint: true });
    // The later note's remaining quantity changed too (the earlier shipment took less).
    await api.post(`/api/shipments/${later.id}/prints`, admin, { copies: 1 });
    const back = await api.put(`/api/shipments/${shipment.id}/delivery-orders`, admin, { version: moved.json().data.version, deliveryOrders: [api.allocationOf(order, [6, 4])] });
    // Back to what was printed: the note is the printed one again.
    expect(back.json().data.print.changedSincePrint).toBe(false);
    expect((await api.get(`/api/shipments/${later.id}`, admin)).json().data.print.changedSincePrint).toBe(true);
    const reprinted = (await api.post(`/api/shipments/${later.id}/prints`, admin, { copies: 1 })).json().data;
    expect(reprinted.print).toMatchObject({ count: 2, changedSincePrint: false });
  });

  it('flips when the vehicle or the notes change', async () => {
    const { shipment } = await newShipment();
    await api.post(`/api/shipments/${shipment.id}/prints`, admin, { copies: 1 });
    const edited = await api.patch(`/api/shipments/${shipment.id}`, admin, { version: shipment.version, notes: 'Titip di pos satpam' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.print.changedSincePrint).toBe(true);
  });
});

describe('POST /api/shipments/prints (batch)', () => {
  it('records every shipment in one go, answering in the order asked', async () => {
    const first = await newShipment();
    const second = await newShipment([1], [3]);
    const response = await api.post('/api/shipments/prints', suratJalan, { shipmentIds: [second.shipment.id, first.shipment.id], copies: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((entry: { id: number; print: { count: number } }) => [entry.id, entry.print.count])).toEqual([
      [second.shipment.id, 1],
      [first.shipment.id, 1],
    ]);
  });

  it(`refuses more than ${PRINT_BATCH_MAX} (422 with a message), duplicates and an empty list`, async () => {
    const tooMany = await api.post('/api/shipments/prints', admin, { shipmentIds: Array.from({ length: 1000 }, (_, index) => index + 1), copies: 1 });
    expect([tooMany.statusCode, errorCodeOf(tooMany), fieldsOf(tooMany)]).toEqual([422, 'PRINT_BATCH_TOO_LARGE', { shipmentIds: 'TOO_BIG' }]);
    expect(tooMany.json().error.message).toMatch(/100/);
    const twice = await api.post('/api/shipments/prints', admin, { shipmentIds: [1, 1], copies: 1 });
    expect([twice.statusCode, fieldsOf(twice)]).toEqual([400, { 'shipmentIds.1': 'DUPLICATE' }]);
    const none = await api.post('/api/shipments/prints', admin, { shipmentIds: [], copies: 1 });
    expect(none.statusCode).toBe(400);
  });

  it('reads the batch in one list request: ?ids= (at most 100), malformed ids refused', async () => {
    const first = await newShipment();
    const second = await newShipment([1], [3]);
    const listed = await api.get(`/api/shipments?ids=${second.shipment.id},${first.shipment.id},999999&size=100`, admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((entry: { id: number }) => entry.id).sort()).toEqual([first.shipment.id, second.shipment.id].sort());
    for (const ids of ['abc', '1,,2', '0', Array.from({ length: 101 }, (_, index) => index + 1).join(',')]) {
      expect((await api.get(`/api/shipments?ids=${ids}`, admin)).statusCode, ids.slice(0, 20)).toBe(400);
    }
  });

  it('records nothing when one shipment has no DO or does not exist', async () => {
    const { shipment } = await newShipment();
    const empty = (await api.post('/api/shipments', admin, { mode: 'ANTAR', fleetId: await api.activeFleetId() })).json().data;
    const refused = await api.post('/api/shipments/prints', admin, { shipmentIds: [shipment.id, empty.id], copies: 1 });
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([422, 'SHIPMENT_WITHOUT_DELIVERY_ORDERS']);
    const unknown = await api.post('/api/shipments/prints', admin, { shipmentIds: [shipment.id, 999999], copies: 1 });
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([404, 'NOT_FOUND']);
    expect(await printLogs(shipment.id)).toBe(0);
    expect((await api.get(`/api/shipments/${shipment.id}`, admin)).json().data.print.count).toBe(0);
  });
});
