import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_DECLARATIONS, assertDeclarations } from '../../contract/areas';
import { resourceContractSuite, type ContractClient } from '../../contract/testing/resource-suite';
import { signIn } from '../../contract/testing/session-side';
import { WAREHOUSES, WAREHOUSE_CASE } from '../../contract/testing/warehouses';
import { RESOURCE_AREAS } from '../areas';
import { installWarehouses, warehouseArea } from './fixtures/warehouses';
import { sideOf } from './contract-side';
import { createTestApp, type TestApp } from './harness';

/**
 * A new simple area, proven: the test-only "warehouses" is declared as a real area is
 * (docs/adding-an-area.md) and passes the shared resource suite here and on the mock
 * (src/mocks/handlers/test-only-area.test.ts).
 */
let t: TestApp;
let clients: { admin: ContractClient; viewer: ContractClient };
const side = sideOf(() => t);
beforeAll(async () => {
  t = await createTestApp({}, { areas: [...RESOURCE_AREAS, warehouseArea], prepare: installWarehouses });
  clients = { admin: (await signIn(side, 'admin')).client, viewer: (await signIn(side, 'viewer')).client };
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
