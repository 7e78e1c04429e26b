// @vitest-environment node
import { afterAll, beforeAll } from 'vitest';
import { searchContractSuite } from '../../../contract/testing/search-suite';
import { resetMockDb } from '../db';
import { server } from '../node';
import { mockSide } from '../testing/contract-side';

/** "Find anything" on the MSW mock: the shared contract suite (also run on the server). */
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
});
afterAll(() => server.close());

searchContractSuite(() => mockSide);
