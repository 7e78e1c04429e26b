import { afterAll, beforeAll } from 'vitest';
import { searchContractSuite } from '../../contract/testing/search-suite';
import { sideOf } from './contract-side';
import { createTestApp, type TestApp } from './harness';

/** "Find anything" on the real server: the shared contract suite (also run on the mock). */
let t: TestApp;
const side = sideOf(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

searchContractSuite(() => side);
