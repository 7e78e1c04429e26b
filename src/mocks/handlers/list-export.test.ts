// @vitest-environment node
import { afterAll, beforeAll } from 'vitest';
import { listExportContractSuite, type ExportClient } from '../../../contract/testing/list-export-suite';
import { resetMockDb } from '../db';
import { server } from '../node';

/** List exports on the MSW mock: the shared contract suite (also run on the server). */
const base = 'http://laju.test';
let clients: { admin: ExportClient; spv: ExportClient; warehouse: ExportClient; viewer: ExportClient };

async function clientOf(username: string): Promise<ExportClient> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'Laju#2025', remember: false }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const headers = { Authorization: `Bearer ${data.accessToken}` };
  const send = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return {
    get: async (path) => {
      const response = await fetch(`${base}${path}`, { headers });
      return { status: response.status, body: await response.json(), header: (name) => response.headers.get(name) };
    },
    post: async (path, body) => {
      const response = await send(path, body);
      return { status: response.status, body: await response.json(), header: (name) => response.headers.get(name) };
    },
    download: async (path, body) => {
      const response = await send(path, body);
      return { status: response.status, header: (name) => response.headers.get(name), bytes: new Uint8Array(await response.arrayBuffer()) };
    },
  };
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  clients = { admin: await clientOf('admin'), spv: await clientOf('spv'), warehouse: await clientOf('kepala.gudang'), viewer: await clientOf('viewer') };
});
afterAll(() => server.close());

listExportContractSuite(() => clients);
