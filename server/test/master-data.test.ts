import { afterAll, beforeAll } from 'vitest';
import { archiveContractSuite } from '../../contract/testing/archive-suite';
import { deliveryContractSuite } from '../../contract/testing/delivery-suite';
import { resourceContractSuite, type ContractClient } from '../../contract/testing/resource-suite';
import { signIn } from '../../contract/testing/session-side';
import { sideOf } from './contract-side';
import { createTestApp, type TestApp } from './harness';

/** Customers, items, fleets, delivery orders and shipments on the real server: the shared contract suite (also run on the mock). */
let t: TestApp;
let clients: { admin: ContractClient; viewer: ContractClient };
const side = sideOf(() => t);
beforeAll(async () => {
  t = await createTestApp();
  clients = { admin: (await signIn(side, 'admin')).client, viewer: (await signIn(side, 'viewer')).client };
});
afterAll(async () => {
  await t?.close();
});

resourceContractSuite(() => clients);
deliveryContractSuite(() => clients);
archiveContractSuite(() => clients);
