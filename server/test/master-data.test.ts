import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { deliveryContractSuite } from '../../contract/testing/delivery-suite';
import { resourceContractSuite, type ContractAnswer, type ContractClient } from '../../contract/testing/resource-suite';
import { createTestApp, type SignedIn, type TestApp } from './harness';

/** Customers, items, fleets, delivery orders and shipments on the real server: the shared contract suite (also run on the mock). */
let t: TestApp;
let clients: { admin: ContractClient; viewer: ContractClient };
const answer = (response: LightMyRequestResponse): ContractAnswer => ({
  status: response.statusCode,
  body: response.json(),
  header: (name) => response.headers[name.toLowerCase()] as string | undefined,
});
const clientOf = (session: SignedIn): ContractClient => ({
  get: async (url) => answer(await t.app.inject({ url, headers: session.headers })),
  post: async (url, payload, headers = {}) => answer(await t.app.inject({ method: 'POST', url, headers: { ...session.headers, ...headers }, payload: payload as object })),
  patch: async (url, payload) => answer(await t.app.inject({ method: 'PATCH', url, headers: session.headers, payload: payload as object })),
  put: async (url, payload) => answer(await t.app.inject({ method: 'PUT', url, headers: session.headers, payload: payload as object })),
});
beforeAll(async () => {
  t = await createTestApp();
  clients = { admin: clientOf(await t.login('admin')), viewer: clientOf(await t.login('viewer')) };
});
afterAll(async () => {
  await t?.close();
});

resourceContractSuite(() => clients);
deliveryContractSuite(() => clients);
