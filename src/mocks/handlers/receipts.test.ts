// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptLinksContractSuite } from '../../../contract/testing/receipt-links-suite';
import { receiptsContractSuite, type ReceiptSessions } from '../../../contract/testing/receipts-suite';
import { dataOf, rowsOf, signIn } from '../../../contract/testing/session-side';
import { resetMockDb } from '../db';
import { server } from '../node';
import { deliveryScenarios } from '../scenarios/delivery';
import { mockPictures, mockSide as side } from '../testing/contract-side';

/** Receipts and write-offs on the MSW mock: the shared contract suite (also run on the server), then the mock's own seed and scenario. */
let sessions: ReceiptSessions;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  const [admin, warehouse, orders, viewer] = await Promise.all(['admin', 'admin.gudang', 'admin.suratjalan', 'viewer'].map((name) => signIn(side, name)));
  sessions = { admin: admin!, warehouse: warehouse!, orders: orders!, viewer: viewer! };
});
afterAll(() => server.close());

receiptsContractSuite(() => sessions, mockPictures);
receiptLinksContractSuite(() => sessions.admin, mockPictures);

describe('the mock seed and its receipt scenario', () => {
  type Note = { deliveryOrderId: number; receiptState: string; receipt: { receiverName: string; signature: boolean; enteredBy: { name: string } | null; lines: { shipped: number; received: number; reason: string | null }[] } | null };
  type Order = { status: string; lines: { shortfall: number; pending: number }[]; shipments: { id: number; receiptState: string }[] };

  it('seeds no receipts: every note reads BELUM', async () => {
    resetMockDb();
    const admin = await signIn(side, 'admin');
    const shipments = rowsOf<{ deliveryOrders: Note[] }>(await admin.client.get('/api/shipments?size=100'));
    const notes = shipments.flatMap((shipment) => shipment.deliveryOrders);
    expect(notes.length).toBeGreaterThan(0);
    expect(new Set(notes.map((note) => [note.receiptState, note.receipt].join()))).toEqual(new Set(['BELUM,']));
  });

  it('receiveNote gives a completed demo shipment note a receipt, in full or short', async () => {
    resetMockDb();
    const admin = await signIn(side, 'admin');
    const [first, second] = dataOf<{ deliveryOrders: Note[] }>(await admin.client.get('/api/shipments/1')).deliveryOrders;
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: first!.deliveryOrderId });
    deliveryScenarios.receiveNote({ shipmentId: 1, deliveryOrderId: second!.deliveryOrderId, short: { lineIndex: 0, received: 1, reason: 'DITOLAK' } });
    const notes = dataOf<{ deliveryOrders: Note[] }>(await admin.client.get('/api/shipments/1')).deliveryOrders;
    expect(notes.map((note) => note.receiptState)).toEqual(['DITERIMA', 'SEBAGIAN']);
    expect(notes[1]!.receipt).toMatchObject({ receiverName: 'Ibu Sari Wulandari', signature: true, enteredBy: { name: 'Admin Gudang' }, lines: [expect.objectContaining({ received: 1, reason: 'DITOLAK' }), expect.objectContaining({ reason: null })] });
    const short = dataOf<Order>(await admin.client.get(`/api/delivery-orders/${second!.deliveryOrderId}`));
    const shipped = notes[1]!.receipt!.lines[0]!.shipped;
    expect([short.status, short.lines[0]!.shortfall, short.lines[0]!.pending, short.shipments]).toEqual(['PROSES', shipped - 1, shipped - 1, [expect.objectContaining({ id: 1, receiptState: 'SEBAGIAN' })]]);
    expect(dataOf<Order>(await admin.client.get(`/api/delivery-orders/${first!.deliveryOrderId}`)).status).toBe('SELESAI');
  });
});
