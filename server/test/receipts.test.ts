import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { receiptsContractSuite, type ReceiptSessions } from '../../contract/testing/receipts-suite';
import { signIn } from '../../contract/testing/session-side';
import { rowsOf } from '../db/client';
import type { PictureFolder } from '../services/file-store';
import { picturesOf, sideOf } from './contract-side';
import { createDeliveryTestApp } from './delivery-helpers';
import type { TestApp } from './harness';

/**
 * Receipts and write-offs on the real server: the shared contract suite (also run on the mock),
 * then what only the server has: the stored pictures, one set per stored receipt and none for a
 * refused one.
 */
let t: TestApp & { dataDir: string };
let sessions: ReceiptSessions;
const side = sideOf(() => t);
const pictures = picturesOf(() => t);

beforeAll(async () => {
  t = await createDeliveryTestApp();
  const [admin, warehouse, orders, viewer] = await Promise.all(['admin', 'admin.gudang', 'admin.suratjalan', 'viewer'].map((name) => signIn(side, name)));
  sessions = { admin: admin!, warehouse: warehouse!, orders: orders!, viewer: viewer! };
});
afterAll(async () => {
  await t?.close();
});

receiptsContractSuite(() => sessions, pictures);

/** The pictures in a folder of the server's store (the database on PostgreSQL, the data dir on PGlite). */
const filesIn = (folder: PictureFolder) => t.context.files.list(folder);

it('keeps exactly the pictures of stored receipts: none of a refused or a losing receipt is left stored', async () => {
  const receipts = rowsOf<{ signature_file: string | null; photo_file: string | null }>(await t.database.db.execute(sql`select signature_file, photo_file from shipment_receipts`));
  expect(receipts.length).toBeGreaterThan(0);
  expect(await filesIn('signatures')).toEqual(receipts.flatMap((row) => (row.signature_file ? [row.signature_file] : [])).sort());
  const photos = receipts.flatMap((row) => (row.photo_file ? [row.photo_file] : []));
  const proofs = rowsOf<{ file_name: string }>(await t.database.db.execute(sql`select file_name from shipment_proofs`)).map((row) => row.file_name);
  expect((await filesIn('proofs')).filter((name) => name.endsWith('.jpg')).sort()).toEqual([...photos, ...proofs].sort());
});

it('serves the pictures of a receipt to those who read shipments, as stored', async () => {
  const [row] = rowsOf<{ shipment_id: number; delivery_order_id: number; signature_file: string }>(
    await t.database.db.execute(sql`select shipment_id, delivery_order_id, signature_file from shipment_receipts where signature_file is not null limit 1`),
  );
  const url = `/api/shipments/${row!.shipment_id}/receipts/${row!.delivery_order_id}/signature`;
  const read = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${sessions.admin.token}` } });
  expect([read.statusCode, read.headers['content-type']]).toEqual([200, 'image/png']);
  expect(read.rawPayload.equals((await t.context.files.get('signatures', row!.signature_file))!)).toBe(true);
  const photo = await t.app.inject({ method: 'GET', url: url.replace(/signature$/, 'photo'), headers: { authorization: `Bearer ${sessions.admin.token}` } });
  expect(photo.statusCode).toBe(404);
  const stranger = await t.app.inject({ method: 'GET', url });
  expect(stranger.statusCode).toBe(401);
});
