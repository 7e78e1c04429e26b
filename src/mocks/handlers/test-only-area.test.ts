// @vitest-environment node
import { afterAll, beforeAll } from 'vitest';
import { resourceContractSuite, type ContractClient } from '../../../contract/testing/resource-suite';
import { signIn } from '../../../contract/testing/session-side';
import { WAREHOUSES, WAREHOUSE_CASE } from '../../../contract/testing/warehouses';
import { findRole } from '../db/auth';
import { resetMockDb } from '../db';
import { server } from '../node';
import { mockSide as side } from '../testing/contract-side';
import { warehouses } from '../testing/warehouses';
import { resourceHandlers, seedResource } from './resource';

/**
 * The test-only area on the mock (src/mocks/testing/warehouses.ts); the same shared suite runs on
 * the server (server/test/test-only-area.test.ts).
 */
let clients: { admin: ContractClient; viewer: ContractClient };

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.use(...resourceHandlers(warehouses));
  resetMockDb();
  seedResource(warehouses);
  // What the catalogue's sync does for a new area on the server: Master holds its permissions.
  findRole(1)!.permissions.push(...(Object.values(WAREHOUSES.permission) as never[]));
  clients = { admin: (await signIn(side, 'admin')).client, viewer: (await signIn(side, 'viewer')).client };
});
afterAll(() => server.close());

resourceContractSuite(() => clients, [WAREHOUSE_CASE]);
