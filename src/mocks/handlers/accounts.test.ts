// @vitest-environment node
import { afterAll, beforeAll, describe } from 'vitest';
import { authContractSuite } from '../../../contract/testing/auth-suite';
import { rolesContractSuite } from '../../../contract/testing/roles-suite';
import { usersContractSuite } from '../../../contract/testing/users-suite';
import { resetMockDb } from '../db';
import { refreshCookie } from '../db/auth';
import { server } from '../node';
import { mockSide as side } from '../testing/contract-side';

/**
 * Users, roles, signing in and the own account on the MSW mock: the shared contract suites (also
 * run on the server, server/test/accounts-contract.test.ts), each on a freshly seeded mock db.
 */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  server.close();
  refreshCookie.clear();
});

for (const [name, suite] of [
  ['users', usersContractSuite],
  ['roles', rolesContractSuite],
  ['auth and the own account', authContractSuite],
] as const) {
  describe(`${name} on the mock`, () => {
    beforeAll(() => {
      resetMockDb();
    });
    suite(() => side);
  });
}
