import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiverNote } from '../../contract/receipts';
import { receiptLinksContractSuite } from '../../contract/testing/receipt-links-suite';
import { pngOf } from '../../contract/testing/pictures';
import { signIn, type Session } from '../../contract/testing/session-side';
import { rowsOf } from '../db/client';
import { picturesOf, sideOf } from './contract-side';
import { createDeliveryTestApp } from './delivery-helpers';
import type { TestApp } from './harness';

/**
 * The receiver's link on a printed note (docs/decisions/339-receipts.md): made by every print, kept
 * as a hash, opened without a session; what it shows, what it takes once, and every refusal.
 */
let t: TestApp & { dataDir: string };
let admin: Session;
const side = sideOf(() => t);
const pictures = picturesOf(() => t);
let address = 0;

beforeAll(async () => {
  t = await createDeliveryTestApp();
  admin = await signIn(side, 'admin');
});
afterAll(async () => {
  await t?.close();
});

/** A stranger's phone: its own address, no session. */
const phone = () => {
  address += 1;
  const remoteAddress = `10.77.${Math.floor(address / 250)}.${address % 250}`;
  return {
    read: async (token: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/receipts/${token}`, remoteAddress });
      return { status: response.statusCode, body: response.json() as { data?: ReceiverNote; error?: { code: string; params?: Record<string, string> } } };
    },
    send: async (token: string, receipt: unknown) => {
      const boundary = '----lajuphone';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="receipt"\r\n\r\n${JSON.stringify(receipt)}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="signature"; filename="ttd.png"\r\nContent-Type: image/png\r\n\r\n`),
        Buffer.from(pngOf(200, 80, { transparent: true })),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await t.app.inject({ method: 'POST', url: `/api/receipts/${token}`, remoteAddress, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
      return { status: response.statusCode, body: response.json() as { data?: ReceiverNote; error?: { code: string } } };
    },
  };
};


const suite = receiptLinksContractSuite(() => admin, pictures);

describe('receipt links on the server', () => {
  it('keeps only the hash of each link', async () => {
    const { shipmentId, links } = await suite.printed({ load: false });
    const stored = rowsOf<{ token_hash: string }>(await t.database.db.execute(sql`select token_hash from receipt_links where shipment_id = ${shipmentId}`));
    expect(stored).toHaveLength(2);
    expect(stored.map((row) => row.token_hash).sort()).toEqual(links.map((link) => createHash('sha256').update(link.token).digest('hex')).sort());
  });

  it('refuses a link past its days after loading and printing (410), on reading and on sending', async () => {
    const { shipmentId, links } = await suite.printed();
    await t.database.db.execute(sql`update shipments set completed_at = now() - interval '15 days' where id = ${shipmentId}`);
    await t.database.db.execute(sql`update receipt_links set created_at = now() - interval '16 days' where shipment_id = ${shipmentId}`);
    const expired = await phone().read(links[0]!.token);
    expect([expired.status, expired.body.error?.code]).toEqual([410, 'RECEIPT_LINK_EXPIRED']);
    expect((await phone().send(links[0]!.token, { receiverName: 'X' })).body.error?.code).toBe('RECEIPT_LINK_EXPIRED');
  });

  it('a note printed again for a shipment loaded weeks ago carries a link that works for its days from that print', async () => {
    const { shipmentId, links } = await suite.printed();
    await t.database.db.execute(sql`update shipments set completed_at = now() - interval '20 days' where id = ${shipmentId}`);
    await t.database.db.execute(sql`update receipt_links set created_at = now() - interval '21 days' where shipment_id = ${shipmentId}`);
    expect((await phone().read(links[0]!.token)).body.error?.code).toBe('RECEIPT_LINK_EXPIRED');
    const reprint = await admin.client.post(`/api/shipments/${shipmentId}/prints`, { copies: 1 });
    const [fresh] = (reprint.body as unknown as { receiptLinks: { token: string }[] }).receiptLinks;
    const opened = await phone().read(fresh!.token);
    expect(opened.status).toBe(200);
    const daysLeft = (Date.parse(opened.body.data!.expiresAt) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(13.9);
    expect(daysLeft).toBeLessThanOrEqual(14);
    expect((await phone().send(fresh!.token, { receiverName: 'Pak Dedi' })).status).toBe(201);
  });

  it('limits wrong links per address: the 21st guess in the window is 429 with nothing revealed', async () => {
    const guesser = phone();
    const codes: number[] = [];
    for (let guess = 0; guess < 20; guess += 1) codes.push((await guesser.read(`guess${String(guess).padStart(17, '0')}`)).status);
    expect(codes.every((code) => code === 404)).toBe(true);
    const limited = await guesser.read('AAAAAAAAAAAAAAAAAAAAAA');
    expect([limited.status, limited.body.error?.code]).toEqual([429, 'RATE_LIMITED']);
    // Another address is not limited by it.
    expect((await phone().read('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
