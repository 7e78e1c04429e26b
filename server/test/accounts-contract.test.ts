import { afterAll, beforeAll, describe } from 'vitest';
import { authContractSuite } from '../../contract/testing/auth-suite';
import { rolesContractSuite } from '../../contract/testing/roles-suite';
import { usersContractSuite } from '../../contract/testing/users-suite';
import { sideOf } from './contract-side';
import { createTestApp, type TestApp } from './harness';

/**
 * Users, roles, signing in and the own account on the real server: the shared contract suites
 * (also run on the mock, src/mocks/handlers/accounts.test.ts), each on a fresh demo install.
 */
for (const [name, suite] of [
  ['users', usersContractSuite],
  ['roles', rolesContractSuite],
  ['auth and the own account', authContractSuite],
] as const) {
  describe(`${name} on the server`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });
    const side = sideOf(() => t);
    suite(() => side);
  });
}
