// @vitest-environment node
import { afterAll, beforeAll } from 'vitest';
import { bulkContractSuite } from '../../../contract/testing/bulk-suite';
import type { ContractClient } from '../../../contract/testing/resource-suite';
import { signIn } from '../../../contract/testing/session-side';
import { resetMockDb } from '../db';
import { server } from '../node';
import { mockSide as side } from '../testing/contract-side';

/** Bulk actions on the MSW mock: the shared contract suite (also run on the server). */
let clients: { admin: ContractClient; warehouse: ContractClient; viewer: ContractClient };

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  clients = { admin: (await signIn(side, 'admin')).client, warehouse: (await signIn(side, 'admin.gudang')).client, viewer: (await signIn(side, 'viewer')).client };
});
afterAll(() => server.close());

bulkContractSuite(() => clients);
