import http from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listExportContractSuite, type ExportClient } from '../../contract/testing/list-export-suite';
import { createTestApp, heldExportQueue, type SignedIn, type TestApp } from './harness';

/** List exports on the real server: the shared contract suite (also run on the mock). */
let t: TestApp;
let admin: SignedIn;
let clients: { admin: ExportClient; spv: ExportClient; warehouse: ExportClient; viewer: ExportClient };
const header = (response: LightMyRequestResponse) => (name: string) => response.headers[name.toLowerCase()] as string | undefined;
const clientOf = (session: SignedIn): ExportClient => ({
  get: async (url) => {
    const response = await t.app.inject({ url, headers: session.headers });
    return { status: response.statusCode, body: response.json(), header: header(response) };
  },
  post: async (url, payload) => {
    const response = await t.app.inject({ method: 'POST', url, headers: session.headers, payload: payload as object });
    return { status: response.statusCode, body: response.json(), header: header(response) };
  },
  download: async (url, payload) => {
    const response = await t.app.inject({ method: 'POST', url, headers: session.headers, payload: payload as object });
    return { status: response.statusCode, header: header(response), bytes: new Uint8Array(response.rawPayload) };
  },
});
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  clients = {
    admin: clientOf(admin),
    spv: clientOf(await t.login('spv')),
    warehouse: clientOf(await t.login('kepala.gudang')),
    viewer: clientOf(await t.login('viewer')),
  };
});
afterAll(async () => {
  await t?.close();
});

listExportContractSuite(() => clients);

it('gives up an export whose client went away while it waited its turn: it leaves the queue, is not recorded, and the next one works', async () => {
  // Two long exports hold the queue, so the request below waits its turn when its client leaves.
  const { port, queue, cancelledBefore, release } = await heldExportQueue(t);
  const exports = async () => ((await clients.admin.get('/api/users/my/activities?size=100')).body.data as { type: string }[]).filter((activity) => activity.type === 'LIST_EXPORTED').length;
  const recordedBefore = await exports();
  const body = JSON.stringify({ format: 'csv', query: { sort: 'name' }, title: 'Kustomer', columns: [{ field: 'name', header: 'Nama' }] });
  const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/customers/export', headers: { ...admin.headers, 'content-type': 'application/json' } });
  request.on('error', () => undefined);
  request.end(body);
  await expect.poll(() => queue.active, { timeout: 5000 }).toBe(3);
  request.destroy();
  await expect.poll(() => queue.active, { timeout: 5000 }).toBe(2);
  expect(queue.cancelled).toBe(cancelledBefore + 1);
  await release();
  expect(await exports()).toBe(recordedBefore);
  const after = await clients.admin.download('/api/customers/export', JSON.parse(body));
  expect(after.status).toBe(200);
  expect(await exports()).toBe(recordedBefore + 1);
});
