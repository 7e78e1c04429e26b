// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetMockDb } from '../db';
import { server } from '../node';

/** The mock's proof upload answers as the server's (server/test/shipment-proof.test.ts) for what it can tell without decoding. */
const base = 'http://laju.test';
let token = '';
const login = async (username: string) => {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: 'Laju#2025', remember: false }) });
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
};
const upload = (shipmentId: number, bytes: Uint8Array<ArrayBuffer>, bearer = token, key?: string) => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'foto.jpg');
  return fetch(`${base}/api/shipments/${shipmentId}/proof`, { method: 'POST', headers: { Authorization: `Bearer ${bearer}`, ...(key ? { 'Idempotency-Key': key } : {}) }, body: form });
};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  token = await login('admin');
});
afterAll(() => server.close());

describe('POST /api/shipments/:id/proof on the mock', () => {
  it('refuses by content and permission, then completes the shipment and its DO', async () => {
    const pending = 8; // a demo shipment without its proof yet, carrying half of DO-000010's first line
    const codeOf = async (response: Response) => [response.status, ((await response.json()) as { error?: { code: string } }).error?.code];
    expect(await codeOf(await upload(pending, new TextEncoder().encode('%PDF-1.4')))).toEqual([415, 'IMAGE_TYPE_UNSUPPORTED']);
    expect(await codeOf(await upload(pending, Uint8Array.from([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic')])))).toEqual([415, 'IMAGE_HEIC_UNSUPPORTED']);
    expect(await codeOf(await upload(pending, new Uint8Array(0)))).toEqual([400, 'IMAGE_MISSING']);
    expect(await codeOf(await upload(pending, Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), await login('viewer')))).toEqual([403, 'FORBIDDEN']);
    const done = await upload(pending, Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect(done.status).toBe(200);
    const shipment = ((await done.json()) as { data: { status: string; proof: unknown; deliveryOrders: { deliveryOrderId: number }[] } }).data;
    expect(shipment).toMatchObject({ status: 'SELESAI', proof: { uploadedBy: { id: 1 } } });
    const order = await fetch(`${base}/api/delivery-orders/${shipment.deliveryOrders[0]!.deliveryOrderId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await order.json()) as { data: { status: string } }).data.status).toBe('PROSES');
    const photo = await fetch(`${base}/api/shipments/${pending}/proof?size=thumbnail`, { headers: { Authorization: `Bearer ${token}` } });
    expect(photo.headers.get('content-type')).toBe('image/png');
  });

  it('answers the same photo under its Idempotency-Key from the first upload, as the server does', async () => {
    const shipmentId = 9;
    const photo = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 9, 9, 9]);
    const first = await upload(shipmentId, photo, token, 'kunci-foto-1');
    const again = await upload(shipmentId, photo, token, 'kunci-foto-1');
    expect([first.status, again.status, again.headers.get('Idempotency-Replayed')]).toEqual([200, 200, 'true']);
    const [a, b] = (await Promise.all([first.json(), again.json()])) as { data: { version: number } }[];
    expect(b).toEqual(a);
    const other = await upload(shipmentId, Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1]), token, 'kunci-foto-1');
    expect([other.status, ((await other.json()) as { error: { code: string } }).error.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
  });
});
