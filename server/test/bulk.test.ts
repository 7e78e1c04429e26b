import { afterAll, beforeAll } from 'vitest';
import { bulkContractSuite } from '../../contract/testing/bulk-suite';
import type { ContractClient } from '../../contract/testing/resource-suite';
import { signIn } from '../../contract/testing/session-side';
import { sideOf } from './contract-side';
import { createTestApp, type TestApp } from './harness';

/** Bulk actions on the real server: the shared contract suite (also run on the mock). */
let t: TestApp;
let clients: { admin: ContractClient; warehouse: ContractClient; viewer: ContractClient };
const side = sideOf(() => t);
beforeAll(async () => {
  t = await createTestApp();
  clients = { admin: (await signIn(side, 'admin')).client, warehouse: (await signIn(side, 'admin.gudang')).client, viewer: (await signIn(side, 'viewer')).client };
});
afterAll(async () => {
  await t?.close();
});

bulkContractSuite(() => clients);
