import { describe, expect, it } from 'vitest';
import { receiptStateOf, type Receipt } from '../receipts';
import type { ChangeLogEntry } from '../change-log';
import type { FormParts, PictureCalls, PictureFile } from './company-profile-suite';
import { FORBIDDEN, dataOf, rowsOf, type Session } from './session-side';
import { pdfBytes, pngOf } from './pictures';

/**
 * Receipts and write-offs (docs/decisions/339-receipts.md) as one suite run against the MSW mock
 * (src/mocks/handlers/receipts.test.ts) and the real server (server/test/receipts.test.ts): staff
 * with receive-shipment record what a note's customer received; a shortfall goes back to the DO's
 * pending until someone with update-delivery-order writes it off; bad input changes nothing.
 */
export interface ReceiptSessions {
  /** Master: everything. */
  readonly admin: Session;
  /** Admin Gudang: receive-shipment, no update-delivery-order. */
  readonly warehouse: Session;
  /** Admin Surat Jalan: update-delivery-order, no receive-shipment. */
  readonly orders: Session;
  /** Viewer: neither. */
  readonly viewer: Session;
}

type Line = { id: number; quantity: number; allocated: number; delivered: number; shortfall: number; writtenOff: number; pending: number; remaining: number };
type Order = { id: number; version: number; status: string; lines: Line[]; shipments: { id: number; receiptState: string }[] };
type NoteEntry = { deliveryOrderId: number; lines: { deliveryOrderLineId: number; quantity: number }[]; receipt: Receipt | null; receiptState: string };
type Shipment = { id: number; version: number; status: string; deliveryOrders: NoteEntry[] };

const signature = (): PictureFile => ({ bytes: pngOf(300, 120, { transparent: true }), name: 'signature.png', type: 'image/png' });
const photo = (): PictureFile => ({ bytes: pngOf(64, 48), name: 'paper.png', type: 'image/png' });

export function receiptsContractSuite(sessions: () => ReceiptSessions, pictures: PictureCalls) {
  describe('receipts and write-offs (shared contract)', () => {
    const ids = async (path: string) => rowsOf<{ id: number }>(await sessions().admin.client.get(path)).map((row) => row.id);
    const orderOf = async (id: number) => dataOf<Order>(await sessions().admin.client.get(`/api/delivery-orders/${id}`));
    const shipmentOf = async (id: number) => dataOf<Shipment>(await sessions().admin.client.get(`/api/shipments/${id}`));

    /** A new DO of `quantities` (one item each), shipped whole on a new shipment, loaded (its proof uploaded). */
    const loaded = async (quantities: number[], options: { complete?: boolean } = {}) => {
      const { admin } = sessions();
      const [customerId] = await ids('/api/customers?status=active&size=1');
      const items = await ids(`/api/items?status=active&size=${quantities.length}`);
      const created = await admin.client.post('/api/delivery-orders', { customerId, lines: quantities.map((quantity, index) => ({ itemId: items[index], quantity })) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const order = dataOf<Order>(created);
      const [fleetId] = await ids('/api/fleets?status=active&size=1');
      const shipped = await admin.client.post('/api/shipments', {
        mode: 'ANTAR',
        fleetId,
        deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'KANTOR', lines: order.lines.map((line, index) => ({ deliveryOrderLineId: line.id, quantity: quantities[index] })) }],
      });
      expect(shipped.status, JSON.stringify(shipped.body)).toBe(201);
      const shipment = dataOf<Shipment>(shipped);
      if (options.complete !== false) {
        const proof = await pictures.upload(admin, 'POST', `/api/shipments/${shipment.id}/proof`, photo());
        expect(proof.status, JSON.stringify(proof.body)).toBe(200);
      }
      return { order, shipment, lines: order.lines };
    };
    const receive = (session: Session | null, shipmentId: number, orderId: number, receipt: unknown, files: FormParts['files'] = { signature: signature() }) =>
      pictures.form(session, 'POST', `/api/shipments/${shipmentId}/receipts/${orderId}`, { fields: { receipt: JSON.stringify(receipt) }, files });

    it('records a receipt with a shortfall: the note SEBAGIAN, the shortfall pending again (PROSES) until written off, then SELESAI', async () => {
      const { warehouse, orders } = sessions();
      const { order, shipment, lines } = await loaded([50, 10]);
      expect((await orderOf(order.id)).status).toBe('SELESAI');
      const answer = await receive(warehouse, shipment.id, order.id, {
        receiverName: 'Bu Sari',
        note: 'Dua karung basah',
        lines: [{ deliveryOrderLineId: lines[0]!.id, received: 48, reason: 'RUSAK' }],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const note = dataOf<Shipment>(answer).deliveryOrders.find((entry) => entry.deliveryOrderId === order.id)!;
      expect(note.receiptState).toBe('SEBAGIAN');
      expect(note.receipt).toMatchObject({
        receiverName: 'Bu Sari',
        note: 'Dua karung basah',
        source: 'STAFF',
        enteredBy: { id: warehouse.userId },
        signature: true,
        photo: false,
        lines: [
          { deliveryOrderLineId: lines[0]!.id, shipped: 50, received: 48, reason: 'RUSAK' },
          { deliveryOrderLineId: lines[1]!.id, shipped: 10, received: 10, reason: null },
        ],
      });
      expect(receiptStateOf(note.receipt)).toBe('SEBAGIAN');

      const after = await orderOf(order.id);
      expect(after.status).toBe('PROSES');
      expect(after.lines[0]).toMatchObject({ quantity: 50, allocated: 48, delivered: 48, shortfall: 2, writtenOff: 0, pending: 2, remaining: 2 });
      expect(after.lines[1]).toMatchObject({ quantity: 10, delivered: 10, shortfall: 0, pending: 0, remaining: 0 });
      expect(after.shipments).toEqual([expect.objectContaining({ id: shipment.id, receiptState: 'SEBAGIAN' })]);

      // Written off by someone who edits DOs: closed, SELESAI.
      expect((await warehouse.client.post(`/api/delivery-orders/${order.id}/write-offs`, { version: after.version, reason: 'Rusak di jalan', lines: [{ deliveryOrderLineId: lines[0]!.id, quantity: 2 }] })).status).toBe(403);
      const tooMuch = await orders.client.post(`/api/delivery-orders/${order.id}/write-offs`, { version: after.version, reason: 'Rusak', lines: [{ deliveryOrderLineId: lines[0]!.id, quantity: 3 }] });
      expect([tooMuch.status, tooMuch.body.error?.code, tooMuch.body.error?.fields]).toEqual([422, 'WRITE_OFF_TOO_BIG', { 'lines.0.quantity': 'TOO_BIG' }]);
      const noReason = await orders.client.post(`/api/delivery-orders/${order.id}/write-offs`, { version: after.version, lines: [{ deliveryOrderLineId: lines[0]!.id, quantity: 2 }] });
      expect([noReason.status, noReason.body.error?.fields]).toEqual([400, { reason: 'REQUIRED' }]);
      const stale = await orders.client.post(`/api/delivery-orders/${order.id}/write-offs`, { version: after.version + 5, reason: 'Rusak', lines: [{ deliveryOrderLineId: lines[0]!.id, quantity: 2 }] });
      expect([stale.status, stale.body.error?.code]).toEqual([409, 'VERSION_CONFLICT']);
      expect(await orderOf(order.id)).toEqual(after);

      const written = await orders.client.post(`/api/delivery-orders/${order.id}/write-offs`, { version: after.version, reason: 'Rusak di jalan', lines: [{ deliveryOrderLineId: lines[0]!.id, quantity: 2 }] });
      expect(written.status, JSON.stringify(written.body)).toBe(200);
      expect(dataOf<Order>(written)).toMatchObject({ status: 'SELESAI', version: after.version + 1 });
      expect(dataOf<Order>(written).lines[0]).toMatchObject({ shortfall: 2, writtenOff: 2, pending: 0, remaining: 0 });

      // Both are in the change logs, per line.
      const shipmentLog = rowsOf<ChangeLogEntry>(await sessions().admin.client.get(`/api/shipments/logs?id=${shipment.id}`));
      const receiptChanges = shipmentLog.flatMap((entry) => entry.changes);
      expect(receiptChanges).toEqual(expect.arrayContaining([expect.objectContaining({ field: expect.stringMatching(/\.receipt\.receiverName$/), after: 'Bu Sari' })]));
      expect(receiptChanges).toEqual(expect.arrayContaining([expect.objectContaining({ field: expect.stringMatching(/\.receipt\.lines\..+$/), after: 48 })]));
      const orderLog = rowsOf<ChangeLogEntry>(await sessions().admin.client.get(`/api/delivery-orders/logs?id=${order.id}`));
      expect(orderLog.flatMap((entry) => entry.changes)).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: expect.stringMatching(/^writtenOff\./), after: 2 }), expect.objectContaining({ field: 'writeOffReason', after: 'Rusak di jalan' })]),
      );
    });

    it('records a receipt in full: DITERIMA, the DO stays SELESAI; one receipt per note', async () => {
      const { warehouse, admin } = sessions();
      const { order, shipment } = await loaded([5]);
      const first = await receive(warehouse, shipment.id, order.id, { receiverName: 'Pak Budi', receivedAt: '2026-12-01T09:30:00+07:00' }, { photo: photo() });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const note = dataOf<Shipment>(first).deliveryOrders[0]!;
      expect([note.receiptState, note.receipt?.photo, note.receipt?.signature, Date.parse(note.receipt!.receivedAt)]).toEqual(['DITERIMA', true, false, Date.parse('2026-12-01T02:30:00Z')]);
      expect((await orderOf(order.id)).status).toBe('SELESAI');
      const again = await receive(admin, shipment.id, order.id, { receiverName: 'Orang lain' });
      expect([again.status, again.body.error?.code]).toEqual([409, 'RECEIPT_EXISTS']);
      expect((await shipmentOf(shipment.id)).deliveryOrders[0]!.receipt?.receiverName).toBe('Pak Budi');
    });

    it('two receipts for one note at once: one is stored, the other is told it was already received', async () => {
      const { warehouse, admin } = sessions();
      const { order, shipment } = await loaded([3]);
      const answers = await Promise.all([receive(warehouse, shipment.id, order.id, { receiverName: 'Satu' }), receive(admin, shipment.id, order.id, { receiverName: 'Dua' })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.error?.code).toBe('RECEIPT_EXISTS');
    });

    it('refuses what is not a receipt and changes nothing', async () => {
      const { warehouse, orders, viewer } = sessions();
      const { order, shipment, lines } = await loaded([4]);
      const before = await shipmentOf(shipment.id);
      const line = lines[0]!.id;
      const refused = async (session: Session | null, receipt: unknown, files?: FormParts['files']) => {
        const answer = await receive(session, shipment.id, order.id, receipt, files);
        return [answer.status, answer.body.error?.code, answer.body.error?.fields];
      };
      expect(await refused(orders, { receiverName: 'X' })).toEqual([403, FORBIDDEN.error.code, undefined]);
      expect(await refused(viewer, { receiverName: 'X' })).toEqual([403, FORBIDDEN.error.code, undefined]);
      expect((await refused(null, { receiverName: 'X' }))[0]).toBe(401);
      expect(await refused(warehouse, { receiverName: '' })).toEqual([400, 'VALIDATION_FAILED', { receiverName: 'TOO_SHORT' }]);
      expect(await refused(warehouse, { lines: [] })).toEqual([400, 'VALIDATION_FAILED', { receiverName: 'REQUIRED' }]);
      expect(await refused(warehouse, { receiverName: 'X', lines: [{ deliveryOrderLineId: line, received: -1, reason: 'KURANG' }] })).toEqual([400, 'VALIDATION_FAILED', { 'lines.0.received': 'TOO_SMALL' }]);
      expect(await refused(warehouse, { receiverName: 'X', lines: [{ deliveryOrderLineId: line, received: 1.5, reason: 'KURANG' }] })).toEqual([400, 'VALIDATION_FAILED', { 'lines.0.received': 'NOT_WHOLE' }]);
      expect(await refused(warehouse, { receiverName: 'X', lines: [{ deliveryOrderLineId: line, received: 'tiga', reason: 'KURANG' }] })).toEqual([400, 'VALIDATION_FAILED', { 'lines.0.received': 'INVALID_TYPE' }]);
      expect(await refused(warehouse, { receiverName: 'X', lines: [{ deliveryOrderLineId: line, received: 5 }] })).toEqual([422, 'RECEIPT_LINES_INVALID', { 'lines.0.received': 'TOO_BIG' }]);
      expect(await refused(warehouse, { receiverName: 'X', lines: [{ deliveryOrderLineId: line, received: 3 }] })).toEqual([422, 'RECEIPT_LINES_INVALID', { 'lines.0.reason': 'REQUIRED' }]);
      expect(await refused(warehouse, { receiverName: 'X', lines: [{ deliveryOrderLineId: line, received: 4, reason: 'RUSAK' }] })).toEqual([422, 'RECEIPT_LINES_INVALID', { 'lines.0.reason': 'NOT_ALLOWED' }]);
      expect(await refused(warehouse, { receiverName: 'X', lines: [{ deliveryOrderLineId: 2_000_000_000, received: 1, reason: 'KURANG' }] })).toEqual([422, 'RECEIPT_LINES_INVALID', { 'lines.0.deliveryOrderLineId': 'NOT_FOUND' }]);
      expect(await refused(warehouse, { receiverName: 'X' }, {})).toEqual([422, 'RECEIPT_EVIDENCE_MISSING', { signature: 'REQUIRED' }]);
      expect(await refused(warehouse, { receiverName: 'X' }, { signature: { bytes: pdfBytes(), name: 'ttd.png', type: 'image/png' } })).toEqual([415, 'IMAGE_TYPE_UNSUPPORTED', undefined]);
      const oversized = new Uint8Array(1024 * 1024 + 1) as Uint8Array<ArrayBuffer>;
      oversized.set(pngOf(2, 2));
      expect((await refused(warehouse, { receiverName: 'X' }, { signature: { bytes: oversized, name: 'ttd.png', type: 'image/png' } }))[0]).toBe(413);
      const notJson = await pictures.form(warehouse, 'POST', `/api/shipments/${shipment.id}/receipts/${order.id}`, { fields: { receipt: '{not json' }, files: { signature: signature() } });
      expect([notJson.status, notJson.body.error?.code]).toEqual([400, 'BAD_REQUEST']);
      expect(await shipmentOf(shipment.id)).toEqual(before);

      // A note that does not exist, and a shipment not yet loaded.
      const other = await loaded([2], { complete: false });
      expect(await (async () => {
        const answer = await receive(warehouse, other.shipment.id, order.id, { receiverName: 'X' });
        return [answer.status, answer.body.error?.code];
      })()).toEqual([404, 'NOT_FOUND']);
      const pending = await receive(warehouse, other.shipment.id, other.order.id, { receiverName: 'X' });
      expect([pending.status, pending.body.error?.code]).toEqual([409, 'SHIPMENT_NOT_COMPLETED']);
    });

    it('a shortfall can be shipped again: the next shipment takes the pending 2 and completes the DO', async () => {
      const { warehouse, admin } = sessions();
      const { order, shipment, lines } = await loaded([6]);
      expect((await receive(warehouse, shipment.id, order.id, { receiverName: 'Ani', lines: [{ deliveryOrderLineId: lines[0]!.id, received: 4, reason: 'KURANG' }] })).status).toBe(201);
      const [fleetId] = await ids('/api/fleets?status=active&size=1');
      const tooMany = await admin.client.post('/api/shipments', { mode: 'ANTAR', fleetId, deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'KANTOR', lines: [{ deliveryOrderLineId: lines[0]!.id, quantity: 3 }] }] });
      expect(tooMany.status).toBe(422);
      const again = await admin.client.post('/api/shipments', { mode: 'ANTAR', fleetId, deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'KANTOR', lines: [{ deliveryOrderLineId: lines[0]!.id, quantity: 2 }] }] });
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      expect((await orderOf(order.id)).lines[0]).toMatchObject({ allocated: 6, pending: 0, shortfall: 2 });
      const write = await admin.client.post(`/api/delivery-orders/${order.id}/write-offs`, { version: (await orderOf(order.id)).version, reason: 'X', lines: [{ deliveryOrderLineId: lines[0]!.id, quantity: 1 }] });
      expect([write.status, write.body.error?.fields]).toEqual([422, { 'lines.0.quantity': 'TOO_BIG' }]);
      expect((await pictures.upload(admin, 'POST', `/api/shipments/${dataOf<Shipment>(again).id}/proof`, photo())).status).toBe(200);
      expect((await orderOf(order.id)).status).toBe('SELESAI');
    });
  });
}
