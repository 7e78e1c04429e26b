// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractAnswer, ContractClient } from '../../../contract/testing/resource-suite';
import { shipmentCancelContractSuite } from '../../../contract/testing/shipment-cancel-suite';
import { resetMockDb } from '../db';
import { shipmentStore } from '../db/delivery';
import { server } from '../node';

/** Shipment cancel and the one-DO rule on the MSW mock: the shared suite (also run on the server), and the proof refusals. */
const base = 'http://laju.test';
let clients: { admin: ContractClient; viewer: ContractClient };
let adminToken = '';

const answer = async (response: Response): Promise<ContractAnswer> => ({
  status: response.status,
  body: await response.json(),
  header: (name) => response.headers.get(name),
});

async function clientOf(username: string): Promise<{ client: ContractClient; token: string }> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'Laju#2025', remember: false }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${data.accessToken}` };
  return {
    token: data.accessToken,
    client: {
      get: async (path) => answer(await fetch(`${base}${path}`, { headers })),
      post: async (path, body, extra = {}) => answer(await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) })),
      patch: async (path, body) => answer(await fetch(`${base}${path}`, { method: 'PATCH', headers, body: JSON.stringify(body) })),
      put: async (path, body) => answer(await fetch(`${base}${path}`, { method: 'PUT', headers, body: JSON.stringify(body) })),
    },
  };
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  const admin = await clientOf('admin');
  adminToken = admin.token;
  clients = { admin: admin.client, viewer: (await clientOf('viewer')).client };
});
afterAll(() => server.close());

shipmentCancelContractSuite(() => clients);

describe('POST /api/shipments/:id/proof on the mock', () => {
  const upload = async (id: number) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])], 'bukti.jpg', { type: 'image/jpeg' }));
    return answer(await fetch(`${base}/api/shipments/${id}/proof`, { method: 'POST', headers: { Authorization: `Bearer ${adminToken}` }, body: form }));
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
