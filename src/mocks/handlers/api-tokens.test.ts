// @vitest-environment node
import { afterAll, beforeAll } from 'vitest';
import { apiTokensContractSuite, type ApiTokenSessions } from '../../../contract/testing/api-tokens-suite';
import { signIn } from '../../../contract/testing/session-side';
import { resetMockDb } from '../db';
import { server } from '../node';
import { mockSide as side } from '../testing/contract-side';

/** API tokens on the MSW mock: the shared contract suite (also run on the server). */
let sessions: ApiTokenSessions;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  const [admin, viewer] = await Promise.all(['admin', 'viewer'].map((name) => signIn(side, name)));
  sessions = { admin: admin!, viewer: viewer! };
});
afterAll(() => server.close());

apiTokensContractSuite(() => sessions);
