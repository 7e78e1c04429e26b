import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../../contract/testing/session-side';
import { viewsContractSuite, type ViewSessions } from '../../contract/testing/views-suite';
import { changeLogs, savedViews } from '../db/schema';
import { sideOf } from './contract-side';
import { createTestApp, type TestApp } from './harness';

/** Saved views on the real server: the shared contract suite (also run on the mock). */
let t: TestApp;
let sessions: ViewSessions;
const side = sideOf(() => t);

beforeAll(async () => {
  t = await createTestApp();
  const [admin, spv, kepala, gudang, viewer] = await Promise.all(['admin', 'spv', 'kepala.gudang', 'admin.gudang', 'viewer'].map((name) => signIn(side, name)));
  sessions = { admin: admin!, spv: spv!, kepala: kepala!, gudang: gudang!, viewer: viewer! };
});
afterAll(async () => {
  await t?.close();
});

viewsContractSuite(() => sessions);

it('writes a change-log row with every write, in its transaction', async () => {
  const rows = await t.database.db.select().from(changeLogs).where(eq(changeLogs.entity, 'saved-view'));
  expect(new Set(rows.map((row) => row.action))).toEqual(new Set(['CREATE', 'UPDATE', 'DELETE']));
  const created = rows.find((row) => row.action === 'CREATE' && (row.after as { name?: string }).name === 'Armada aktif');
  expect(created?.after).toEqual({ list: 'fleets', name: 'Armada aktif', search: 'status=active&sort=-plate', sharedWith: null });
  expect(created?.actorId).toBe(sessions.admin.userId);
});

it('keeps two saves of one name apart by the unique index when both pass the check at once', async () => {
  const { admin } = sessions;
  const body = { list: 'roles', name: 'Bersamaan' };
  const answers = await Promise.all([admin.client.post('/api/views', body), admin.client.post('/api/views', body)]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  const rows = await t.database.db.select().from(savedViews).where(and(eq(savedViews.ownerId, admin.userId), eq(savedViews.list, 'roles')));
  expect(rows).toHaveLength(1);
});
