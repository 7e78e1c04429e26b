// @vitest-environment node
import { afterAll, beforeAll } from 'vitest';
import { resourceContractSuite, type ContractAnswer, type ContractClient } from '../../../contract/testing/resource-suite';
import { WAREHOUSES, WAREHOUSE_CASE } from '../../../contract/testing/warehouses';
import { findRole } from '../db/auth';
import { resetMockDb } from '../db';
import { server } from '../node';
import { warehouses } from '../testing/warehouses';
import { resourceHandlers, seedResource } from './resource';

/**
 * The test-only area on the mock (src/mocks/testing/warehouses.ts); the same shared suite runs on
 * the server (server/test/test-only-area.test.ts).
 */
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
  server.use(...resourceHandlers(warehouses));
  resetMockDb();
  seedResource(warehouses);
  // What the catalogue's sync does for a new area on the server: Master holds its permissions.
  findRole(1)!.permissions.push(...(Object.values(WAREHOUSES.permission) as never[]));
  clients = { admin: await clientOf('admin'), viewer: await clientOf('viewer') };
});
afterAll(() => server.close());

resourceContractSuite(() => clients, [WAREHOUSE_CASE]);
