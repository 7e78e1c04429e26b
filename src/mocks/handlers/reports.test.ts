// @vitest-environment node
import { afterAll, beforeAll } from 'vitest';
import { reportsContractSuite, type ReportsClient } from '../../../contract/testing/reports-suite';
import { resetMockDb } from '../db';
import { server } from '../node';

/** The report, its export and the dashboard on the MSW mock: the shared contract suite (also run on the server). */
const base = 'http://laju.test';
let clients: { admin: ReportsClient; viewer: ReportsClient };

async function clientOf(username: string): Promise<ReportsClient> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'Laju#2025', remember: false }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const headers = { Authorization: `Bearer ${data.accessToken}` };
  return {
    get: async (path) => {
      const response = await fetch(`${base}${path}`, { headers });
      return { status: response.status, body: await response.json(), header: (name) => response.headers.get(name) };
    },
    download: async (path) => {
      const response = await fetch(`${base}${path}`, { headers });
      return { status: response.status, header: (name) => response.headers.get(name), bytes: new Uint8Array(await response.arrayBuffer()) };
    },
  };
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  clients = { admin: await clientOf('admin'), viewer: await clientOf('viewer') };
});
afterAll(() => server.close());

reportsContractSuite(() => clients);
