// @vitest-environment node
import { afterAll, beforeAll } from 'vitest';
import { deliveryContractSuite } from '../../../contract/testing/delivery-suite';
import { resourceContractSuite, type ContractAnswer, type ContractClient } from '../../../contract/testing/resource-suite';
import { resetMockDb } from '../db';
import { server } from '../node';

/** Customers, items, fleets, delivery orders and shipments on the MSW mock: the shared contract suite (also run on the server). */
const base = 'http://laju.test';
let clients: { admin: ContractClient; viewer: ContractClient };

const answer = async (response: Response): Promise<ContractAnswer> => ({
  status: response.status,
  body: await response.json(),
  header: (name) => response.headers.get(name),
});

async function clientOf(username: string): Promise<ContractClient> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'Laju#2025', remember: false }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${data.accessToken}` };
  return {
    get: async (path) => answer(await fetch(`${base}${path}`, { headers })),
    post: async (path, body, extra = {}) => answer(await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) })),
    patch: async (path, body) => answer(await fetch(`${base}${path}`, { method: 'PATCH', headers, body: JSON.stringify(body) })),
    put: async (path, body) => answer(await fetch(`${base}${path}`, { method: 'PUT', headers, body: JSON.stringify(body) })),
  };
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  clients = { admin: await clientOf('admin'), viewer: await clientOf('viewer') };
});
afterAll(() => server.close());

resourceContractSuite(() => clients);
deliveryContractSuite(() => clients);
