import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { listExportContractSuite, type ExportClient } from '../../contract/testing/list-export-suite';
import { createTestApp, type SignedIn, type TestApp } from './harness';

/** List exports on the real server: the shared contract suite (also run on the mock). */
let t: TestApp;
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
  clients = {
    admin: clientOf(await t.login('admin')),
    spv: clientOf(await t.login('spv')),
    warehouse: clientOf(await t.login('kepala.gudang')),
    viewer: clientOf(await t.login('viewer')),
  };
});
afterAll(async () => {
  await t?.close();
});

listExportContractSuite(() => clients);
