import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngHeaderClaiming } from '../../contract/testing/pictures';
import { createDeliveryTestApp, deliveryApiOf } from './delivery-helpers';
import { errorCodeOf, type SignedIn, type TestApp } from './harness';

/**
 * The proof-of-loading photo: content-typed, upright, stripped, bounded,
 * stored under generated names in the server's store; it completes the shipment and moves its DOs'
 * statuses; bad uploads leave nothing stored.
 */
let t: TestApp & { dataDir: string };
let api: ReturnType<typeof deliveryApiOf>;
let admin: SignedIn;
beforeAll(async () => {
  t = await createDeliveryTestApp();
  api = deliveryApiOf(t);
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

function multipart(file: Buffer, filename = 'foto.jpg', type = 'image/jpeg') {
  const boundary = `----laju${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (shipmentId: number, session: SignedIn, file: Buffer, filename?: string, type?: string, key?: string) => {
  const body = multipart(file, filename, type);
  const headers = { ...session.headers, ...body.headers, ...(key ? { 'idempotency-key': key } : {}) };
  return t.app.inject({ method: 'POST', url: `/api/shipments/${shipmentId}/proof`, headers, payload: body.payload });
};
/** The proof photos in the server's store (the database on PostgreSQL, the data dir on PGlite). */
const storedFiles = () => t.context.files.list('proofs');
/** A landscape JPEG (40 × 20) whose EXIF says "rotate 90°" and which carries camera metadata. */
const rotatedJpeg = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#c03030' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'KameraUji', Model: 'X1' } } })
    .toBuffer();
const noiseJpeg = () =>
  sharp(Buffer.from(Array.from({ length: 300 * 300 * 3 }, (_, index) => (index * 7919) % 251)), { raw: { width: 300, height: 300, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();

async function shipmentOf(quantities: number[], order = undefined as undefined | Awaited<ReturnType<typeof api.createOrder>>) {
  const target = order ?? (await api.createOrder(admin, quantities));
  const response = await api.createShipment(admin, [api.allocationOf(target, quantities)]);
  return { order: target, shipment: response.json().data as { id: number; version: number } };
}

describe('POST /api/shipments/:id/proof', () => {
  it('stores an upright, metadata-free photo and thumbnail, completes the shipment, and makes the DO SELESAI', async () => {
    const { order, shipment } = await shipmentOf([3]);
    const response = await upload(shipment.id, admin, await rotatedJpeg(), '../../etc/passwd.jpg');
    expect(response.statusCode).toBe(200);
    const body = response.json().data;
    expect(body).toMatchObject({ status: 'SELESAI', completedAt: expect.any(String), version: shipment.version + 1, proof: { width: 20, height: 40, uploadedBy: { id: admin.userId } } });
    expect(await storedFiles()).toHaveLength(2);
    expect((await storedFiles()).every((name) => /^[0-9a-f-]{36}(-thumb)?\.(jpg|webp)$/.test(name))).toBe(true);
    const full = await t.app.inject({ url: `/api/shipments/${shipment.id}/proof`, headers: admin.headers });
    expect(full.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(full.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([20, 40, undefined, undefined]);
    const thumb = await t.app.inject({ url: `/api/shipments/${shipment.id}/proof?size=thumbnail`, headers: admin.headers });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');
    const after = await api.getOrder(admin, order.id);
    expect(after).toMatchObject({ status: 'SELESAI' });
    expect(after.lines[0]).toMatchObject({ delivered: 3, inProcess: 0, remaining: 0 });
    const logs = (await api.get(`/api/shipments/logs?id=${shipment.id}&action=UPDATE`, admin)).json().data;
    expect(logs[0].changes.map((change: { field: string }) => change.field)).toEqual(expect.arrayContaining(['status', 'proofUploadedAt']));
  });

  it('makes a completed shipment read-only (409 SHIPMENT_COMPLETED); a replaced photo leaves no orphan file', async () => {
    const { order, shipment } = await shipmentOf([1]);
    const before = await storedFiles();
    const first = await upload(shipment.id, admin, await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer(), 'a.png', 'image/png');
    expect(first.statusCode).toBe(200);
    const version = first.json().data.version;
    const patched = await api.patch(`/api/shipments/${shipment.id}`, admin, { version, notes: 'terlambat' });
    expect([patched.statusCode, errorCodeOf(patched)]).toEqual([409, 'SHIPMENT_COMPLETED']);
    const put = await api.put(`/api/shipments/${shipment.id}/delivery-orders`, admin, { version, deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'GUDANG', lines: [{ deliveryOrderLineId: order.lines[0]!.id, quantity: 1 }] }] });
    expect([put.statusCode, errorCodeOf(put)]).toEqual([409, 'SHIPMENT_COMPLETED']);
    const second = await upload(shipment.id, admin, await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).webp().toBuffer(), 'b.webp', 'image/webp');
    expect(second.statusCode).toBe(200);
    expect(second.json().data.completedAt).toBe(first.json().data.completedAt);
    expect(await storedFiles()).toHaveLength(before.length + 2);
  });

  it('answers the same photo sent again under its Idempotency-Key from the first upload: stored once, logged once', async () => {
    const { shipment } = await shipmentOf([2]);
    const before = await storedFiles();
    const photo = await noiseJpeg();
    const key = 'a7c1f0e2-0000-4000-8000-000000000001';
    const [first, again] = await Promise.all([upload(shipment.id, admin, photo, 'a.jpg', 'image/jpeg', key), upload(shipment.id, admin, photo, 'a.jpg', 'image/jpeg', key)]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().data).toEqual(first.json().data);
    const later = await upload(shipment.id, admin, photo, 'a.jpg', 'image/jpeg', key);
    expect([later.statusCode, later.headers['idempotency-replayed'], later.json().data]).toEqual([200, 'true', first.json().data]);
    expect(await storedFiles()).toHaveLength(before.length + 2);
    const logs = (await api.get(`/api/shipments/logs?id=${shipment.id}&action=UPDATE`, admin)).json().data;
    expect(logs).toHaveLength(1);
    // Another photo under the same key is another request: refused, nothing stored.
    const other = await upload(shipment.id, admin, await rotatedJpeg(), 'b.jpg', 'image/jpeg', key);
    expect([other.statusCode, errorCodeOf(other)]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await storedFiles()).toHaveLength(before.length + 2);
  });

  it('refuses a renamed PDF, HEIC, an empty file, a truncated JPEG, 10 MB + 1, too many pixels and a missing permission, storing nothing', async () => {
    const { order, shipment } = await shipmentOf([2]);
    const before = await storedFiles();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    const truncated = (await noiseJpeg()).subarray(0, 4000);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)]);
    const cases: [Buffer, string, string, number, string][] = [
      [Buffer.from('%PDF-1.4\n1 0 obj\n'), 'foto.jpg', 'image/jpeg', 415, 'IMAGE_TYPE_UNSUPPORTED'],
      [heic, 'IMG_0001.HEIC', 'image/heic', 415, 'IMAGE_HEIC_UNSUPPORTED'],
      [Buffer.alloc(0), 'kosong.jpg', 'image/jpeg', 400, 'IMAGE_MISSING'],
      [truncated, 'putus.jpg', 'image/jpeg', 422, 'IMAGE_UNREADABLE'],
      [big, 'besar.jpg', 'image/jpeg', 413, 'PAYLOAD_TOO_LARGE'],
      [Buffer.from(pngHeaderClaiming(30_000, 30_000)), 'bom.png', 'image/png', 422, 'IMAGE_TOO_LARGE'],
    ];
    for (const [file, name, type, status, code] of cases) {
      const response = await upload(shipment.id, admin, file, name, type);
      expect([response.statusCode, errorCodeOf(response)], name).toEqual([status, code]);
    }
    const viewer = await t.login('viewer');
    expect((await upload(shipment.id, viewer, await rotatedJpeg())).statusCode).toBe(403);
    const json = await api.post(`/api/shipments/${shipment.id}/proof`, admin, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect((await upload(999999, admin, await rotatedJpeg())).statusCode).toBe(404);
    expect(await storedFiles()).toEqual(before);
    expect((await api.get(`/api/shipments/${shipment.id}`, admin)).json().data).toMatchObject({ status: 'PENDING', proof: null });
    expect((await api.getOrder(admin, order.id)).status).toBe('PROSES');
    expect((await t.app.inject({ url: `/api/shipments/${shipment.id}/proof`, headers: admin.headers })).statusCode).toBe(404);
  });
});

describe('the DO status after proofs, on exact numbers', () => {
  it('9 of 10 delivered over two shipments is PROSES ("9" >= "10" as text would say SELESAI); the last unit makes it SELESAI', async () => {
    const order = await api.createOrder(admin, [10, 100]);
    const photo = await rotatedJpeg();
    const a = (await api.createShipment(admin, [api.allocationOf(order, [4, 20])])).json().data;
    const b = (await api.createShipment(admin, [api.allocationOf(order, [5, 80])])).json().data;
    expect((await upload(a.id, admin, photo)).statusCode).toBe(200);
    expect((await api.getOrder(admin, order.id)).status).toBe('PROSES');
    expect((await upload(b.id, admin, photo)).statusCode).toBe(200);
    const nearly = await api.getOrder(admin, order.id);
    expect(nearly.status).toBe('PROSES');
    expect(nearly.lines.map((line) => [line.delivered, line.remaining, line.pending])).toEqual([
      [9, 1, 1],
      [100, 0, 0],
    ]);
    expect(typeof nearly.lines[0]!.delivered).toBe('number');
    const c = (await api.createShipment(admin, [api.allocationOf(order, [1, 0])])).json().data;
    expect((await api.getOrder(admin, order.id)).status).toBe('PROSES');
    expect((await upload(c.id, admin, photo)).statusCode).toBe(200);
    const done = await api.getOrder(admin, order.id);
    expect(done).toMatchObject({ status: 'SELESAI' });
    expect((done as unknown as { completedAt: string | null }).completedAt).not.toBeNull();
    // A completed DO cannot be added to a new shipment.
    const again = await api.createShipment(admin, [api.allocationOf(order, [1, 0])]);
    expect([again.statusCode, errorCodeOf(again)]).toEqual([422, 'DELIVERY_ORDER_CLOSED']);
  });
});
