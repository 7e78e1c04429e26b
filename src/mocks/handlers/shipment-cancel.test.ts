// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractAnswer, ContractClient } from '../../../contract/testing/resource-suite';
import { signIn } from '../../../contract/testing/session-side';
import { shipmentCancelContractSuite } from '../../../contract/testing/shipment-cancel-suite';
import { resetMockDb } from '../db';
import { shipmentStore } from '../db/delivery';
import { server } from '../node';
import { mockSide as side } from '../testing/contract-side';

/** Shipment cancel and the one-DO rule on the MSW mock: the shared suite (also run on the server), and the proof refusals. */
const base = 'http://laju.test';
let clients: { admin: ContractClient; viewer: ContractClient };
let adminToken = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  const admin = await signIn(side, 'admin');
  adminToken = admin.token;
  clients = { admin: admin.client, viewer: (await signIn(side, 'viewer')).client };
});
afterAll(() => server.close());

shipmentCancelContractSuite(() => clients);

describe('POST /api/shipments/:id/proof on the mock', () => {
  const upload = async (id: number) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])], 'bukti.jpg', { type: 'image/jpeg' }));
    const response = await fetch(`${base}/api/shipments/${id}/proof`, { method: 'POST', headers: { Authorization: `Bearer ${adminToken}` }, body: form });
    return { status: response.status, body: (await response.json()) as ContractAnswer['body'] };
  };

  it('refuses a shipment without DOs and a cancelled one (409), as the server', async () => {
    const [fleetId] = ((await clients.admin.get('/api/fleets?status=active&size=1')).body.data as { id: number }[]).map((fleet) => fleet.id);
    const booked = (await clients.admin.post('/api/shipments', { mode: 'ANTAR', fleetId })).body.data as { id: number };
    const empty = await upload(booked.id);
    expect([empty.status, empty.body.error?.code]).toEqual([409, 'SHIPMENT_WITHOUT_DELIVERY_ORDERS']);
    const pending = shipmentStore.rows.find((shipment) => shipment.status === 'PENDING' && shipment.deliveryOrders.length > 0)!;
    const cancelled = await clients.admin.post(`/api/shipments/${pending.id}/cancel`, { version: pending.version, reason: 'Salah' });
    expect(cancelled.status).toBe(200);
    const refused = await upload(pending.id);
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'SHIPMENT_CANCELLED']);
  });
});
