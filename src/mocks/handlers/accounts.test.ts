// @vitest-environment node
import { afterAll, beforeAll, describe } from 'vitest';
import { authContractSuite } from '../../../contract/testing/auth-suite';
import type { ContractAnswer } from '../../../contract/testing/resource-suite';
import { rolesContractSuite } from '../../../contract/testing/roles-suite';
import type { ContractSide } from '../../../contract/testing/session-side';
import { usersContractSuite } from '../../../contract/testing/users-suite';
import { resetMockDb } from '../db';
import { DEMO_PASSWORD, refreshCookie, type RefreshCookie } from '../db/auth';
import { server } from '../node';

/**
 * Users, roles, signing in and the own account on the MSW mock: the shared contract suites (also
 * run on the server, server/test/accounts-contract.test.ts), each on a freshly seeded mock db.
 */
const base = 'http://laju.test';

const answer = async (response: Response): Promise<ContractAnswer> => {
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : JSON.parse(text), header: (name) => response.headers.get(name) };
};

/**
 * A browser: the mock keeps its refresh "cookie" in the page's Web Storage (memory in Node), which
 * every real browser has for itself; a browser here puts its own back before each call and keeps
 * what the call left there.
 */
const side: ContractSide = {
  password: DEMO_PASSWORD,
  browser: () => {
    let cookie: RefreshCookie | null = null;
    return {
      call: async (method, path, options = {}) => {
        if (cookie) refreshCookie.write(cookie.userId, cookie.remember, cookie.session ?? undefined);
        else refreshCookie.clear();
        const response = await fetch(`${base}${path}`, {
          method,
          headers: {
            ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
            ...options.headers,
          },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        });
        cookie = refreshCookie.read();
        return answer(response);
      },
    };
  },
};

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
