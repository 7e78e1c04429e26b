import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractClient } from '../../contract/testing/resource-suite';
import { signIn } from '../../contract/testing/session-side';
import { shipmentCancelContractSuite } from '../../contract/testing/shipment-cancel-suite';
import { fieldsOf } from './api';
import { sideOf } from './contract-side';
import { createDeliveryTestApp, deliveryApiOf, type DeliveryOrderBody } from './delivery-helpers';
import { errorCodeOf, type SignedIn, type TestApp } from './harness';

/**
 * A shipment always carries at least one DO, and a PENDING one can be cancelled with a reason. Checked
 * here: the empty allocation, a proof on an empty or cancelled shipment, the cancel and
 * everything it refuses, and where a cancelled shipment shows (lists, the DO's timeline, the report).
 */
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

const side = sideOf(() => t);
let clients: { admin: ContractClient; viewer: ContractClient };
beforeAll(async () => {
  clients = { admin: (await signIn(side, 'admin')).client, viewer: (await signIn(side, 'viewer')).client };
});
shipmentCancelContractSuite(() => clients);

interface ShipmentData {
  id: number;
  version: number;
  status: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  deliveryOrders: unknown[];
}

const shipmentOf = async (order: DeliveryOrderBody, quantities: number[]) => {
  const response = await api.createShipment(admin, [api.allocationOf(order, quantities)]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as ShipmentData;
};
const getShipment = async (id: number) => (await api.get(`/api/shipments/${id}`, admin)).json().data as ShipmentData;
const cancel = (id: number, body: Record<string, unknown>, session = admin) => api.post(`/api/shipments/${id}/cancel`, session, body);
/** What a refused write must leave as it was: the shipments, their lines, the DOs and the change log. */
const state = async () =>
  JSON.stringify(
    await api.rows(`select
      (select md5(string_agg(concat_ws('|', id, status, version, cancelled_at, cancel_reason), ',' order by id)) from shipments) as shipments,
      (select md5(coalesce(string_agg(concat_ws('|', shipment_id, delivery_order_line_id, quantity), ',' order by id), '')) from shipment_lines) as lines,
      (select md5(string_agg(concat_ws('|', id, status, version), ',' order by id)) from delivery_orders) as orders,
      (select count(*) from change_logs) as changes`),
  );

describe('a shipment carries at least one DO', () => {
  it('refuses to save its DOs as an empty list (400, NO_DELIVERY_ORDERS on deliveryOrders), changing nothing', async () => {
    const order = await api.createOrder(admin, [5]);
    const shipment = await shipmentOf(order, [5]);
    const before = await state();
    const emptied = await api.put(`/api/shipments/${shipment.id}/delivery-orders`, admin, { version: shipment.version, deliveryOrders: [] });
    expect([emptied.statusCode, errorCodeOf(emptied), fieldsOf(emptied)]).toEqual([400, 'VALIDATION_FAILED', { deliveryOrders: 'NO_DELIVERY_ORDERS' }]);
    const created = await api.post('/api/shipments', admin, { mode: 'ANTAR', fleetId: await api.activeFleetId(), deliveryOrders: [] });
    expect([created.statusCode, fieldsOf(created)]).toEqual([400, { deliveryOrders: 'NO_DELIVERY_ORDERS' }]);
    expect(await state()).toBe(before);
    expect((await getShipment(shipment.id)).deliveryOrders).toHaveLength(1);
  });

  it('refuses a proof photo on a shipment without DOs (409), which stays PENDING', async () => {
    const booked = (await api.createShipment(admin, [])).json().data as ShipmentData;
    const before = await state();
    const upload = await api.uploadProof(admin, booked.id);
    expect([upload.statusCode, errorCodeOf(upload)]).toEqual([409, 'SHIPMENT_WITHOUT_DELIVERY_ORDERS']);
    expect(await state()).toBe(before);
    expect((await getShipment(booked.id)).status).toBe('PENDING');
  });
});

describe('POST /api/shipments/:id/cancel', () => {
  it('cancels a PENDING shipment: BATAL with its reason, its lines back to pending, DO statuses recomputed and logged', async () => {
    const order = await api.createOrder(admin, [10, 4]);
    const shipment = await shipmentOf(order, [6, 4]);
    expect((await api.getOrder(admin, order.id)).status).toBe('PROSES');
    const response = await cancel(shipment.id, { version: shipment.version, reason: '  Salah   armada ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'BATAL', version: shipment.version + 1, cancelReason: 'Salah armada', cancelledAt: expect.any(String), completedAt: null });
    // It keeps what it carried, for its history.
    expect(response.json().data.deliveryOrders).toHaveLength(1);
    const after = await api.getOrder(admin, order.id);
    expect(after.status).toBe('PENDING');
    expect(after.lines.map((line) => [line.allocated, line.pending])).toEqual([[0, 10], [0, 4]]);
    const shipmentLog = (await api.get(`/api/shipments/logs?id=${shipment.id}&action=CANCEL`, admin)).json().data;
    expect(shipmentLog[0].changes).toEqual(
      expect.arrayContaining([{ field: 'status', before: 'PENDING', after: 'BATAL' }, expect.objectContaining({ field: 'cancelReason', after: 'Salah armada' })]),
    );
    const orderLog = (await api.get(`/api/delivery-orders/logs?id=${order.id}&action=UPDATE`, admin)).json().data;
    expect(orderLog[0].changes).toEqual([{ field: 'status', before: 'PROSES', after: 'PENDING' }]);
    // Released: another shipment may now take all of it.
    expect((await api.createShipment(admin, [api.allocationOf(order, [10, 4])])).statusCode).toBe(201);
  });

  it('shows a cancelled shipment as BATAL in the list and its filter, and on the DO’s timeline with nothing held', async () => {
    const order = await api.createOrder(admin, [3]);
    const shipment = await shipmentOf(order, [3]);
    await cancel(shipment.id, { version: shipment.version, reason: 'Dobel input' });
    const listed = (await api.get('/api/shipments?status=BATAL&size=100', admin)).json();
    expect(listed.data.map((entry: { id: number }) => entry.id)).toContain(shipment.id);
    expect((await api.get(`/api/shipments?status=PENDING&deliveryOrderId=${order.id}`, admin)).json().data).toEqual([]);
    const detail = (await api.get(`/api/delivery-orders/${order.id}`, admin)).json().data;
    expect(detail.shipments).toEqual([expect.objectContaining({ id: shipment.id, status: 'BATAL', quantities: [{ unit: expect.any(String), quantity: 3 }] })]);
  });

  it('leaves a cancelled shipment’s quantities out of the outgoing-items report', async () => {
    const order = await api.createOrder(admin, [20]);
    const kept = await shipmentOf(order, [5]);
    const dropped = await shipmentOf(order, [7]);
    await cancel(dropped.id, { version: dropped.version, reason: 'Batal muat' });
    expect((await api.uploadProof(admin, kept.id)).statusCode).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const itemId = (await api.getOrder(admin, order.id)).lines[0]!.itemId;
    const report = (await api.get(`/api/reports/outgoing-items?startDate=${today}&endDate=${today}&itemId=${itemId}`, admin)).json().data;
    expect(report.groups[0].rows).toEqual([expect.objectContaining({ itemId, quantity: 5 })]);
    expect((await api.getOrder(admin, order.id)).lines[0]).toMatchObject({ allocated: 5, delivered: 5, pending: 15 });
  });

  it('refuses a missing or blank reason (400), a stale version, a cancelled and a completed shipment (409 with the current record), changing nothing', async () => {
    const order = await api.createOrder(admin, [4, 4]);
    const shipment = await shipmentOf(order, [1, 1]);
    const before = await state();
    const missing = await cancel(shipment.id, { version: shipment.version });
    expect([missing.statusCode, errorCodeOf(missing), fieldsOf(missing)]).toEqual([400, 'VALIDATION_FAILED', { reason: 'REQUIRED' }]);
    const blank = await cancel(shipment.id, { version: shipment.version, reason: '   ' });
    expect([blank.statusCode, Object.keys(fieldsOf(blank) ?? {})]).toEqual([400, ['reason']]);
    // Saved by someone else since the page was opened.
    const moved = await api.put(`/api/shipments/${shipment.id}/delivery-orders`, admin, { version: shipment.version, deliveryOrders: [api.allocationOf(order, [2, 1])] });
    expect(moved.statusCode).toBe(200);
    const afterMove = await state();
    expect(afterMove).not.toBe(before);
    const stale = await cancel(shipment.id, { version: shipment.version, reason: 'Salah' });
    expect([stale.statusCode, errorCodeOf(stale)]).toEqual([409, 'VERSION_CONFLICT']);
    expect(stale.json().error.current).toMatchObject({ id: shipment.id, version: shipment.version + 1, status: 'PENDING' });
    expect(await state()).toBe(afterMove);

    const done = await cancel(shipment.id, { version: shipment.version + 1, reason: 'Salah' });
    expect(done.statusCode).toBe(200);
    const again = await cancel(shipment.id, { version: shipment.version + 2, reason: 'Lagi' });
    expect([again.statusCode, errorCodeOf(again)]).toEqual([409, 'SHIPMENT_CANCELLED']);
    expect(again.json().error.current).toMatchObject({ id: shipment.id, status: 'BATAL', cancelReason: 'Salah' });

    const completed = await shipmentOf(order, [1, 1]);
    expect((await api.uploadProof(admin, completed.id)).statusCode).toBe(200);
    const finished = await getShipment(completed.id);
    const beforeCompleted = await state();
    const refused = await cancel(completed.id, { version: finished.version, reason: 'Terlambat' });
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([409, 'SHIPMENT_COMPLETED']);
    expect(refused.json().error.current).toMatchObject({ id: completed.id, status: 'SELESAI' });
    expect(await state()).toBe(beforeCompleted);
  });

  it('makes a cancelled shipment read-only: no edit, no DOs, no proof photo (409 SHIPMENT_CANCELLED)', async () => {
    const order = await api.createOrder(admin, [2]);
    const shipment = await shipmentOf(order, [2]);
    const version = (await cancel(shipment.id, { version: shipment.version, reason: 'Tidak jadi' })).json().data.version as number;
    const before = await state();
    const patched = await api.patch(`/api/shipments/${shipment.id}`, admin, { version, notes: 'lagi' });
    const put = await api.put(`/api/shipments/${shipment.id}/delivery-orders`, admin, { version, deliveryOrders: [api.allocationOf(order, [1])] });
    const upload = await api.uploadProof(admin, shipment.id);
    expect([patched, put, upload].map((response) => [response.statusCode, errorCodeOf(response)])).toEqual([
      [409, 'SHIPMENT_CANCELLED'],
      [409, 'SHIPMENT_CANCELLED'],
      [409, 'SHIPMENT_CANCELLED'],
    ]);
    expect(await state()).toBe(before);
  });

  it('lets a DO drop a line only a cancelled shipment held', async () => {
    const order = await api.createOrder(admin, [3, 3]);
    const shipment = await shipmentOf(order, [3, 0]);
    await cancel(shipment.id, { version: shipment.version, reason: 'Ganti barang' });
    const edited = await api.patch(`/api/delivery-orders/${order.id}`, admin, { version: order.version, lines: [{ itemId: order.lines[1]!.itemId, quantity: 3 }] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await getShipment(shipment.id)).status).toBe('BATAL');
  });

  it('needs update-shipment: 403 for a user without it, 404 for an unknown shipment', async () => {
    const order = await api.createOrder(admin, [1]);
    const shipment = await shipmentOf(order, [1]);
    const refused = await cancel(shipment.id, { version: shipment.version, reason: 'x' }, viewer);
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'FORBIDDEN']);
    const suratJalan = await t.login('admin.suratjalan');
    expect((await cancel(shipment.id, { version: shipment.version, reason: 'x' }, suratJalan)).statusCode).toBe(403);
    expect(errorCodeOf(await cancel(999999, { version: 1, reason: 'x' }))).toBe('NOT_FOUND');
    expect((await getShipment(shipment.id)).status).toBe('PENDING');
  });
});
