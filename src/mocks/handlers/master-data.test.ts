// @vitest-environment node
import { afterAll, beforeAll } from 'vitest';
import { archiveContractSuite } from '../../../contract/testing/archive-suite';
import { deliveryContractSuite } from '../../../contract/testing/delivery-suite';
import { resourceContractSuite, type ContractClient } from '../../../contract/testing/resource-suite';
import { signIn } from '../../../contract/testing/session-side';
import { resetMockDb } from '../db';
import { server } from '../node';
import { mockSide as side } from '../testing/contract-side';

/** Customers, items, fleets, delivery orders and shipments on the MSW mock: the shared contract suite (also run on the server). */
let clients: { admin: ContractClient; viewer: ContractClient };

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  clients = { admin: (await signIn(side, 'admin')).client, viewer: (await signIn(side, 'viewer')).client };
});
afterAll(() => server.close());

resourceContractSuite(() => clients);
deliveryContractSuite(() => clients);
archiveContractSuite(() => clients);
