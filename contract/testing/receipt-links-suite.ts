import { describe, expect, it } from 'vitest';
import { RECEIPT_TOKEN_PATTERN, type ReceiptLink, type ReceiverNote } from '../receipts';
import type { PictureCalls } from './company-profile-suite';
import { dataOf, rowsOf, type Session } from './session-side';
import { pngOf } from './pictures';

/**
 * The receiver's link on a printed note (docs/decisions/339-receipts.md) as one suite run against
 * the MSW mock (src/mocks/handlers/receipts.test.ts) and the real server
 * (server/test/receipt-links.test.ts): every print makes one link per note; the link opens its
 * note without a session, takes its receipt once, and refuses what no print made or what changed
 * since printing.
 */
type Order = { id: number; lines: { id: number }[]; status: string };

export interface PrintedShipment {
  readonly shipmentId: number;
  readonly orders: readonly Order[];
  readonly links: readonly ReceiptLink[];
}

const DAY_MS = 86_400_000;

const picture = () => ({ bytes: pngOf(200, 80, { transparent: true }), name: 'ttd.png', type: 'image/png' });

export function receiptLinksContractSuite(admin: () => Session, pictures: PictureCalls) {
  const ids = async (path: string) => rowsOf<{ id: number }>(await admin().client.get(path)).map((row) => row.id);
  const load = async (shipmentId: number) => expect((await pictures.upload(admin(), 'POST', `/api/shipments/${shipmentId}/proof`, { bytes: pngOf(40, 30), name: 'p.png', type: 'image/png' })).status).toBe(200);
  const read = async (token: string) => {
    const answer = await pictures.fetchFile(`/api/receipts/${token}`);
    return { status: answer.status, body: answer.json as { data?: ReceiverNote; error?: { code: string; params?: Record<string, string> } } };
  };
  const send = async (token: string, receipt: unknown) => {
    const answer = await pictures.form(null, 'POST', `/api/receipts/${token}`, { fields: { receipt: JSON.stringify(receipt) }, files: { signature: picture() } });
    return { status: answer.status, body: answer.body as { data?: ReceiverNote; error?: { code: string } } };
  };

  /** A shipment of two new DOs (50 and 7 of one item, 2 of another), printed; loaded unless told otherwise. */
  async function printed(options: { load?: boolean } = {}): Promise<PrintedShipment> {
    const [customerA, customerB] = await ids('/api/customers?status=active&size=2');
    const [itemA, itemB] = await ids('/api/items?status=active&size=2');
    const order = async (customerId: number | undefined, quantity: number) =>
      dataOf<Order>(await admin().client.post('/api/delivery-orders', { customerId, lines: [{ itemId: itemA, quantity }, { itemId: itemB, quantity: 2 }] }));
    const orders = [await order(customerA, 50), await order(customerB, 7)];
    const [fleetId] = await ids('/api/fleets?status=active&size=1');
    const created = await admin().client.post('/api/shipments', {
      mode: 'ANTAR',
      fleetId,
      deliveryOrders: orders.map((entry, index) => ({
        deliveryOrderId: entry.id,
        destinationType: 'KANTOR',
        lines: entry.lines.map((line, lineIndex) => ({ deliveryOrderLineId: line.id, quantity: lineIndex === 0 ? [50, 7][index]! : 2 })),
      })),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const shipmentId = dataOf<{ id: number }>(created).id;
    const print = await admin().client.post(`/api/shipments/${shipmentId}/prints`, { copies: 2 });
    expect(print.status, JSON.stringify(print.body)).toBe(200);
    const links = (print.body as unknown as { receiptLinks: ReceiptLink[] }).receiptLinks;
    if (options.load !== false) await load(shipmentId);
    return { shipmentId, orders, links };
  }

  describe('receipt links (shared contract)', () => {
    it('a print makes one link per note; before loading it cannot be received', async () => {
      const { shipmentId, orders, links } = await printed({ load: false });
      expect(links.map((link) => [link.shipmentId, link.deliveryOrderId])).toEqual(orders.map((order) => [shipmentId, order.id]));
      for (const link of links) expect(link.token).toMatch(RECEIPT_TOKEN_PATTERN);
      expect(new Set(links.map((link) => link.token)).size).toBe(2);
      const early = await read(links[0]!.token);
      expect([early.status, early.body.error?.code]).toEqual([409, 'SHIPMENT_NOT_COMPLETED']);
      const batch = await admin().client.post('/api/shipments/prints', { shipmentIds: [shipmentId], copies: 1 });
      expect((batch.body as unknown as { receiptLinks: ReceiptLink[] }).receiptLinks.map((link) => link.deliveryOrderId)).toEqual(orders.map((order) => order.id));
    });

    it('opens the note without a session and shows nothing of the other DO; takes its receipt once', async () => {
      const { orders, links } = await printed();
      const [first, second] = orders;
      const link = links.find((entry) => entry.deliveryOrderId === first!.id)!;
      const opened = await read(link.token);
      expect(opened.status).toBe(200);
      expect(opened.body.data).toMatchObject({ number: `DO-${String(first!.id).padStart(6, '0')}`, receipt: null, lines: [{ quantity: 50 }, { quantity: 2 }] });
      expect(Object.keys(opened.body.data!).sort()).toEqual(['address', 'company', 'customerName', 'expiresAt', 'lines', 'loadedAt', 'number', 'receipt', 'shipmentNumber', 'vehicle']);
      expect(JSON.stringify(opened.body.data)).not.toContain(`DO-${String(second!.id).padStart(6, '0')}`);

      const sent = await send(link.token, { receiverName: 'Bu Rina', receivedAt: '2020-01-01T00:00:00Z', lines: [{ deliveryOrderLineId: first!.lines[0]!.id, received: 48, reason: 'RUSAK' }] });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(sent.body.data?.receipt).toMatchObject({ receiverName: 'Bu Rina', source: 'RECEIVER', enteredBy: null, signature: true, lines: [{ received: 48, reason: 'RUSAK' }, { received: 2, reason: null }] });
      // The receiver's time is the server's, never the form's.
      expect(Date.parse(sent.body.data!.receipt!.receivedAt)).toBeGreaterThan(Date.parse('2020-01-01T00:00:00Z'));

      const again = await read(link.token);
      expect([again.status, again.body.error?.code, again.body.error?.params?.receiverName]).toEqual([409, 'RECEIPT_EXISTS', 'Bu Rina']);
      expect((await send(link.token, { receiverName: 'Lagi' })).body.error?.code).toBe('RECEIPT_EXISTS');
      const order = dataOf<{ status: string; lines: { pending: number }[] }>(await admin().client.get(`/api/delivery-orders/${first!.id}`));
      expect([order.status, order.lines[0]!.pending]).toEqual(['PROSES', 2]);
      // The other note's link still works.
      expect((await read(links[1]!.token)).status).toBe(200);
    });

    it('a link works its days from loading, or from its print when printed again after loading', async () => {
      const { shipmentId, links } = await printed();
      const before = (await read(links[0]!.token)).body.data!;
      // Printed before loading: whole days from loading (the side's LAJU_RECEIPT_LINK_DAYS).
      const days = (Date.parse(before.expiresAt) - Date.parse(before.loadedAt)) / DAY_MS;
      expect(Number.isInteger(days) && days > 0, `${days} days`).toBe(true);
      const again = (await admin().client.post(`/api/shipments/${shipmentId}/prints`, { copies: 1 })).body as unknown as { receiptLinks: ReceiptLink[] };
      const after = (await read(again.receiptLinks[0]!.token)).body.data!;
      expect(Date.parse(after.expiresAt) - Date.parse(after.loadedAt)).toBeGreaterThan(days * DAY_MS);
      // The copy printed before loading keeps its own days.
      expect((await read(links[0]!.token)).body.data!.expiresAt).toBe(before.expiresAt);
    });

    it('refuses what no print made (a shipment id or number in place of a link) and a note changed since printing', async () => {
      for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', '1', 'S-000001']) {
        const answer = await read(token);
        expect([answer.status, answer.body.error?.code]).toEqual([404, 'RECEIPT_LINK_UNKNOWN']);
      }
      const changed = await printed({ load: false });
      const current = dataOf<{ version: number; fleetId: number }>(await admin().client.get(`/api/shipments/${changed.shipmentId}`));
      const edited = await admin().client.patch(`/api/shipments/${changed.shipmentId}`, { version: current.version, mode: 'ANTAR', fleetId: current.fleetId, driverName: 'Pak Joko' });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const reprinted = (await admin().client.post(`/api/shipments/${changed.shipmentId}/prints`, { copies: 1 })).body as unknown as { receiptLinks: ReceiptLink[] };
      await load(changed.shipmentId);
      const old = await read(changed.links[0]!.token);
      expect([old.status, old.body.error?.code]).toEqual([409, 'RECEIPT_LINK_OUTDATED']);
      expect((await send(changed.links[0]!.token, { receiverName: 'X' })).body.error?.code).toBe('RECEIPT_LINK_OUTDATED');
      expect((await read(reprinted.receiptLinks[0]!.token)).body.data?.vehicle.driverName).toBe('Pak Joko');
    });
  });

  return { printed, read, send };
}
