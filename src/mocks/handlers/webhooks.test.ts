// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Session } from '../../../contract/testing/session-side';
import { webhooksSuite } from '../../../contract/testing/webhooks-suite';
import { webhookDeliveryListSchema, webhookListSchema, webhookSchema, webhookWithSecretSchema } from '../../../contract/webhooks';
import { resetMockDb } from '../db';
import { server } from '../node';
import { mockSide as side } from '../testing/contract-side';
import { isRefusedWebhookTarget } from './webhooks';

/** Webhooks on the MSW mock: the shared contract suite (also run on the server), then the seeded log and redelivery the suite leaves out. */
let admin: Session;
let viewer: Session;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  [admin, viewer] = (await Promise.all(['admin', 'viewer'].map((name) => signIn(side, name)))) as [Session, Session];
});
afterAll(() => server.close());

webhooksSuite(() => ({ admin, other: viewer }));

const body = { name: 'Gudang mitra', url: 'https://mitra.example.com/laju', events: ['shipment.loaded', 'delivery-order.created'] };

describe('webhooks on the mock', () => {
  it('lists the seeded subscriptions with their counts, to manage-webhooks only', async () => {
    const answer = await admin.client.get('/api/webhooks');
    expect(answer.status).toBe(200);
    const list = webhookListSchema.parse(answer.body);
    // The seed comes first: the suite above adds its own after it.
    expect(list.data.slice(0, 2).map((webhook) => [webhook.name, webhook.pending, webhook.failed])).toEqual([
      ['Toko daring', 2, 1],
      ['Akuntansi', 0, 0],
    ]);
    expect(list.data[0]!.secretHint).toHaveLength(4);
    expect((await viewer.client.get('/api/webhooks')).status).toBe(403);
    expect((await viewer.client.post('/api/webhooks', body)).status).toBe(403);
  });

  it('creates with the secret shown once, events in the contract’s order; the list shows its last four only', async () => {
    const answer = await admin.client.post('/api/webhooks', body);
    expect(answer.status).toBe(201);
    const created = webhookWithSecretSchema.parse(answer.body);
    expect(created.data).toMatchObject({ name: 'Gudang mitra', active: true, version: 1, events: ['delivery-order.created', 'shipment.loaded'] });
    expect(created.secret).toMatch(/^whsec_[a-z0-9]{32}$/);
    expect(created.data.secretHint).toBe(created.secret.slice(-4));
    const listed = JSON.stringify((await admin.client.get('/api/webhooks')).body);
    expect(listed).not.toContain(created.secret);

    const rotated = webhookWithSecretSchema.parse((await admin.client.post(`/api/webhooks/${created.data.id}/secret`, undefined)).body);
    expect(rotated.secret).not.toBe(created.secret);
    expect(rotated.data.version).toBe(2);
  });

  it('refuses private, loopback, link-local and metadata targets, other schemes and unknown events, each with its code', async () => {
    for (const url of ['http://169.254.169.254/', 'http://10.0.0.1/', 'http://localhost:1/', 'http://192.168.1.5/x', 'http://[::1]/', 'http://gudang.internal/']) {
      const answer = await admin.client.post('/api/webhooks', { ...body, url });
      expect(answer.status, url).toBe(422);
      expect(answer.body).toMatchObject({ error: { code: 'WEBHOOK_TARGET_REFUSED', fields: { url: 'REFUSED' } } });
    }
    const file = await admin.client.post('/api/webhooks', { ...body, url: 'file:///etc/passwd' });
    expect(file.status).toBe(400);
    expect(file.body).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { url: 'INVALID_URL' } } });
    const unknown = await admin.client.post('/api/webhooks', { ...body, events: ['shipment.exploded'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { 'events.0': 'INVALID_VALUE' } } });
    expect(isRefusedWebhookTarget('https://hooks.example.com/')).toBe(false);
    expect(isRefusedWebhookTarget('http://172.32.0.1/')).toBe(false);
  });

  it('changes with the version read, answers 409 with the record as it is, and deletes', async () => {
    const first = webhookListSchema.parse((await admin.client.get('/api/webhooks')).body).data[0]!;
    const changed = await admin.client.patch(`/api/webhooks/${first.id}`, { version: first.version, active: false });
    expect(changed.status).toBe(200);
    expect(webhookSchema.parse((changed.body as { data: unknown }).data)).toMatchObject({ active: false, version: first.version + 1 });
    const stale = await admin.client.patch(`/api/webhooks/${first.id}`, { version: first.version, name: 'Lama' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'VERSION_CONFLICT', current: { active: false, version: first.version + 1 } } });
    const refused = await admin.client.patch(`/api/webhooks/${first.id}`, { version: first.version + 1, url: 'http://127.0.0.1:8080/' });
    expect(refused.status).toBe(422);
    expect((await admin.client.delete(`/api/webhooks/${first.id}`)).status).toBe(200);
    expect((await admin.client.get(`/api/webhooks/${first.id}/deliveries`)).status).toBe(404);
  });

  it('pages a delivery log by state, newest first, and redelivers one', async () => {
    const second = webhookListSchema.parse((await admin.client.get('/api/webhooks')).body).data.find((webhook) => webhook.name === 'Akuntansi')!;
    const log = webhookDeliveryListSchema.parse((await admin.client.get(`/api/webhooks/${second.id}/deliveries?page=1&size=10`)).body);
    expect(log.paging).toEqual({ page: 1, size: 10, totalItems: 1, totalPages: 1 });
    const failedOnly = webhookDeliveryListSchema.parse((await admin.client.get(`/api/webhooks/${second.id}/deliveries?state=failed`)).body);
    expect(failedOnly.data).toEqual([]);
    expect((await admin.client.get(`/api/webhooks/${second.id}/deliveries?state=lost`)).status).toBe(400);
    const again = await admin.client.post(`/api/webhooks/deliveries/${log.data[0]!.id}/redeliver`, undefined);
    expect(again.status).toBe(200);
    expect((again.body as { data: { state: string } }).data.state).toBe('pending');
    expect((await admin.client.post('/api/webhooks/deliveries/9999/redeliver', undefined)).status).toBe(404);
  });
});
