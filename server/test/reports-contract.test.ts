import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { reportsContractSuite, type ReportsClient } from '../../contract/testing/reports-suite';
import { createTestApp, type SignedIn, type TestApp } from './harness';

/** The report, its export and the dashboard on the real server: the shared contract suite (also run on the mock). */
let t: TestApp;
let clients: { admin: ReportsClient; viewer: ReportsClient };
const header = (response: LightMyRequestResponse) => (name: string) => response.headers[name.toLowerCase()] as string | undefined;
const clientOf = (session: SignedIn): ReportsClient => ({
  get: async (url) => {
    const response = await t.app.inject({ url, headers: session.headers });
    return { status: response.statusCode, body: response.json(), header: header(response) };
  },
  download: async (url) => {
    const response = await t.app.inject({ url, headers: session.headers });
    return { status: response.statusCode, header: header(response), bytes: new Uint8Array(response.rawPayload) };
  },
});
beforeAll(async () => {
  t = await createTestApp();
  clients = { admin: clientOf(await t.login('admin')), viewer: clientOf(await t.login('viewer')) };
});
afterAll(async () => {
  await t?.close();
});

reportsContractSuite(() => clients);
