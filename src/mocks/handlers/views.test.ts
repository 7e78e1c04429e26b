// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../../../contract/testing/session-side';
import { viewsContractSuite, type ViewSessions } from '../../../contract/testing/views-suite';
import { resetMockDb } from '../db';
import { changeLog } from '../db/logs';
import { server } from '../node';
import { mockSide as side } from '../testing/contract-side';

/** Saved views on the MSW mock: the shared contract suite (also run on the server). */
let sessions: ViewSessions;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  const [admin, spv, kepala, gudang, viewer] = await Promise.all(['admin', 'spv', 'kepala.gudang', 'admin.gudang', 'viewer'].map((name) => signIn(side, name)));
  sessions = { admin: admin!, spv: spv!, kepala: kepala!, gudang: gudang!, viewer: viewer! };
});
afterAll(() => server.close());

viewsContractSuite(() => sessions);

it('writes a change-log row for every write, as the server does', () => {
  const rows = changeLog.filter((row) => row.entity === 'saved-view');
  expect(new Set(rows.map((row) => row.action))).toEqual(new Set(['CREATE', 'UPDATE', 'DELETE']));
  const created = rows.find((row) => row.action === 'CREATE' && row.after?.name === 'Armada aktif');
  expect(created?.after).toEqual({ list: 'fleets', name: 'Armada aktif', search: 'status=active&sort=-plate', sharedWith: null });
});
