import { afterAll, beforeAll } from 'vitest';
import { archiveContractSuite } from '../../contract/testing/archive-suite';
import type { ContractClient } from '../../contract/testing/resource-suite';
import { signIn } from '../../contract/testing/session-side';
import { sideOf } from './contract-side';
import { createTestApp, type TestApp } from './harness';

/** Customers and items retired and restored on the server: the shared suite (also run on the mock). */
let t: TestApp;
let clients: { admin: ContractClient; viewer: ContractClient };
beforeAll(async () => {
  t = await createTestApp();
  const side = sideOf(() => t);
  clients = { admin: (await signIn(side, 'admin')).client, viewer: (await signIn(side, 'viewer')).client };
});
afterAll(async () => {
  await t?.close();
});

archiveContractSuite(() => clients);
