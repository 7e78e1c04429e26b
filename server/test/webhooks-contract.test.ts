import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../../contract/testing/session-side';
import { webhooksSuite, type WebhookSessions } from '../../contract/testing/webhooks-suite';
import { changeLogs, webhookSubscriptions } from '../db/schema';
import { webhookSecretBox } from '../webhooks/signing';
import { sideOf } from './contract-side';
import { createTestApp, type TestApp } from './harness';

/** Webhook subscriptions on the real server: the shared contract suite (also run on the mock). */
let t: TestApp;
let sessions: WebhookSessions;
const side = sideOf(() => t);

beforeAll(async () => {
  t = await createTestApp();
  const [admin, other] = await Promise.all(['admin', 'spv'].map((name) => signIn(side, name)));
  sessions = { admin: admin!, other: other! };
});
afterAll(async () => {
  await t?.close();
});

webhooksSuite(() => sessions);

it('keeps the secret sealed, writes a change-log row with every change, and never logs the secret', async () => {
  const created = await sessions.admin.client.post('/api/webhooks', { name: 'Segel', url: 'https://203.0.113.20/h', events: ['shipment.created'] });
  const { data, secret } = created.body as unknown as { data: { id: number }; secret: string };
  const [row] = await t.database.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, data.id));
  expect(row!.secretSealed).not.toContain(secret);
  expect(webhookSecretBox(t.context).open(row!.secretSealed)).toBe(secret);
  const rotated = await sessions.admin.client.post(`/api/webhooks/${data.id}/secret`, {});
  const next = (rotated.body as unknown as { secret: string }).secret;

  const rows = await t.database.db.select().from(changeLogs).where(eq(changeLogs.entity, 'webhook'));
  expect(new Set(rows.map((each) => each.action))).toEqual(new Set(['CREATE', 'UPDATE', 'DELETE']));
  const mine = rows.filter((each) => each.entityId === data.id);
  expect(mine.map((each) => [each.action, each.actorId])).toEqual([
    ['CREATE', sessions.admin.userId],
    ['UPDATE', sessions.admin.userId],
  ]);
  expect(mine[0]!.after).toEqual({ name: 'Segel', url: 'https://203.0.113.20/h', events: ['shipment.created'], active: true });
  expect(mine[1]!.after).toMatchObject({ secretRotated: true });
  const logged = JSON.stringify(rows);
  expect(logged).not.toContain(secret);
  expect(logged).not.toContain(next);
});
