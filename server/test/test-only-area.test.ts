import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_DECLARATIONS, assertDeclarations } from '../../contract/areas';
import { resourceContractSuite, type ContractAnswer, type ContractClient } from '../../contract/testing/resource-suite';
import { WAREHOUSES, WAREHOUSE_CASE } from '../../contract/testing/warehouses';
import { RESOURCE_AREAS } from '../areas';
import { installWarehouses, warehouseArea } from './fixtures/warehouses';
import { createTestApp, type SignedIn, type TestApp } from './harness';

/**
 * A new simple area, proven: the test-only "warehouses" is declared as a real area is
 * (docs/adding-an-area.md) and passes the shared resource suite here and on the mock
 * (src/mocks/handlers/test-only-area.test.ts).
 */
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
  t = await createTestApp({}, { areas: [...RESOURCE_AREAS, warehouseArea], prepare: installWarehouses });
  clients = { admin: clientOf(await t.login('admin')), viewer: clientOf(await t.login('viewer')) };
});
afterAll(async () => {
  await t?.close();
});

describe('the test-only area beside the declared ones', () => {
  it('fits the list of declarations: no base path, id prefix or permission of another area', () => {
    expect(() => assertDeclarations([...AREA_DECLARATIONS, WAREHOUSES])).not.toThrow();
  });
});

resourceContractSuite(() => clients, [WAREHOUSE_CASE]);
