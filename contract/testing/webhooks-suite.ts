import { describe, expect, it } from 'vitest';
import type { Session } from './session-side';
import { dataOf } from './session-side';

/**
 * Webhook subscriptions (docs/decisions/348-webhooks.md) as one suite run against the real server
 * (server/test/webhooks-contract.test.ts) and the MSW mock: create answers the signing secret once,
 * list, the versioned update (409 on a stale version), delete, secret rotation, the refusals that
 * change nothing (an unknown event, a URL that is no http(s), a literal loopback, private or
 * metadata address: 422 WEBHOOK_TARGET_REFUSED), and 403 without manage-webhooks. Only what a mock
 * can answer: no name resolution and no deliveries. Targets are documentation addresses
 * (203.0.113.0/24, RFC 5737), which no event in this suite is ever sent to.
 */
type Webhook = {
  id: number;
  name: string;
  url: string;
  events: string[];
  active: boolean;
  secretHint: string;
  pending: number;
  failed: number;
  lastDeliveryAt: string | null;
  version: number;
};

export interface WebhookSessions {
  /** Master: holds manage-webhooks. */
  readonly admin: Session;
  /** A user whose role lacks manage-webhooks. */
  readonly other: Session;
}

const TARGET = 'https://203.0.113.10/laju/hooks';

export function webhooksSuite(sessions: () => WebhookSessions) {
  describe('webhooks (shared contract)', () => {
    const list = async (session: Session) => {
      const answer = await session.client.get('/api/webhooks?size=100');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return dataOf<Webhook[]>(answer);
    };
    const create = async (session: Session, body: Record<string, unknown>) => {
      const answer = await session.client.post('/api/webhooks', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body as unknown as { data: Webhook; secret: string };
    };

    it('creates a subscription and answers its secret once; the list never shows it', async () => {
      const { admin } = sessions();
      const created = await create(admin, {
        name: '  Gudang   pusat ',
        url: TARGET,
        events: ['shipment.loaded', 'delivery-order.created', 'delivery-order.created'],
      });
      expect(created.secret.length).toBeGreaterThanOrEqual(32);
      expect(created.data).toMatchObject({
        name: 'Gudang pusat',
        url: TARGET,
        // The contract's order, each once.
        events: ['delivery-order.created', 'shipment.loaded'],
        active: true,
        secretHint: created.secret.slice(-4),
        pending: 0,
        failed: 0,
        lastDeliveryAt: null,
        version: 1,
      });
      const listed = await admin.client.get('/api/webhooks');
      expect(listed.status).toBe(200);
      expect(JSON.stringify(listed.body)).not.toContain(created.secret);
      expect(dataOf<Webhook[]>(listed).find((webhook) => webhook.id === created.data.id)).toEqual(created.data);
      const paged = listed.body.paging as { page: number; totalItems: number };
      expect(paged.page).toBe(1);
      expect(paged.totalItems).toBeGreaterThanOrEqual(1);
    });

    it('updates at the version read, answers 409 on a stale one, rotates the secret and deletes', async () => {
      const { admin } = sessions();
      const { data: webhook, secret } = await create(admin, { name: 'Akuntansi', url: TARGET, events: ['shipment.received'] });
      const updated = await admin.client.patch(`/api/webhooks/${webhook.id}`, { version: 1, name: 'Akuntansi baru', active: false, events: ['shipment.received', 'shipment.cancelled'] });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(dataOf<Webhook>(updated)).toMatchObject({ name: 'Akuntansi baru', active: false, events: ['shipment.received', 'shipment.cancelled'], version: 2 });
      const stale = await admin.client.patch(`/api/webhooks/${webhook.id}`, { version: 1, name: 'Kalah' });
      expect([stale.status, stale.body.error?.code]).toEqual([409, 'VERSION_CONFLICT']);

      const rotated = await admin.client.post(`/api/webhooks/${webhook.id}/secret`, {});
      expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
      const next = rotated.body as unknown as { data: Webhook; secret: string };
      expect(next.secret).not.toBe(secret);
      expect(next.secret.length).toBeGreaterThanOrEqual(32);
      expect(next.data).toMatchObject({ id: webhook.id, name: 'Akuntansi baru', secretHint: next.secret.slice(-4), version: 3 });

      const deleted = await admin.client.delete(`/api/webhooks/${webhook.id}`);
      expect([deleted.status, deleted.body]).toEqual([200, { data: 'Ok' }]);
      expect((await list(admin)).map((each) => each.id)).not.toContain(webhook.id);
      for (const answer of [
        await admin.client.delete(`/api/webhooks/${webhook.id}`),
        await admin.client.patch(`/api/webhooks/${webhook.id}`, { version: 3, name: 'Hilang' }),
        await admin.client.post(`/api/webhooks/${webhook.id}/secret`, {}),
        await admin.client.get(`/api/webhooks/${webhook.id}/deliveries`),
      ]) {
        expect([answer.status, answer.body.error?.code]).toEqual([404, 'NOT_FOUND']);
      }
    });

    it('refuses an unknown event, a URL that is no http(s) one and a loopback, private or metadata target, and changes nothing', async () => {
      const { admin } = sessions();
      const { data: kept } = await create(admin, { name: 'Tetap', url: TARGET, events: ['delivery-order.completed'] });
      const before = await list(admin);
      const body = { name: 'Ditolak', url: TARGET, events: ['delivery-order.created'] };
      const refused: [Record<string, unknown>, number, string, Record<string, string>][] = [
        [{ ...body, events: ['delivery-order.deleted'] }, 400, 'VALIDATION_FAILED', { 'events.0': 'INVALID_VALUE' }],
        [{ ...body, events: [] }, 400, 'VALIDATION_FAILED', { events: 'TOO_SHORT' }],
        [{ ...body, url: 'file:///etc/passwd' }, 400, 'VALIDATION_FAILED', { url: 'INVALID_URL' }],
        [{ ...body, url: 'https://user:sandi@203.0.113.10/' }, 400, 'VALIDATION_FAILED', { url: 'INVALID_URL' }],
        [{ ...body, url: '' }, 400, 'VALIDATION_FAILED', { url: 'TOO_SHORT' }],
        [{ ...body, name: '   ' }, 400, 'VALIDATION_FAILED', { name: 'REQUIRED' }],
        [{ ...body, secret: 'mine' }, 400, 'VALIDATION_FAILED', { secret: 'UNKNOWN_FIELD' }],
        [{ ...body, url: 'http://169.254.169.254/latest/meta-data/' }, 422, 'WEBHOOK_TARGET_REFUSED', { url: 'REFUSED' }],
        [{ ...body, url: 'http://10.0.0.1/' }, 422, 'WEBHOOK_TARGET_REFUSED', { url: 'REFUSED' }],
        [{ ...body, url: 'http://localhost:1/' }, 422, 'WEBHOOK_TARGET_REFUSED', { url: 'REFUSED' }],
        [{ ...body, url: 'http://[::1]:8080/' }, 422, 'WEBHOOK_TARGET_REFUSED', { url: 'REFUSED' }],
        [{ ...body, url: 'http://[::ffff:192.168.1.1]/' }, 422, 'WEBHOOK_TARGET_REFUSED', { url: 'REFUSED' }],
        [{ ...body, url: 'http://0.0.0.0/' }, 422, 'WEBHOOK_TARGET_REFUSED', { url: 'REFUSED' }],
      ];
      for (const [input, status, code, fields] of refused) {
        const answer = await admin.client.post('/api/webhooks', input);
        expect([answer.status, answer.body.error?.code, answer.body.error?.fields], JSON.stringify(input)).toEqual([status, code, fields]);
      }
      const patched: [Record<string, unknown>, number, Record<string, string>][] = [
        [{ version: kept.version, url: 'http://192.168.0.10/hook' }, 422, { url: 'REFUSED' }],
        [{ version: kept.version, events: ['shipment.exploded'] }, 400, { 'events.0': 'INVALID_VALUE' }],
        [{ version: kept.version, url: 'ftp://203.0.113.10/' }, 400, { url: 'INVALID_URL' }],
      ];
      for (const [input, status, fields] of patched) {
        const answer = await admin.client.patch(`/api/webhooks/${kept.id}`, input);
        expect([answer.status, answer.body.error?.fields], JSON.stringify(input)).toEqual([status, fields]);
      }
      expect(await list(admin)).toEqual(before);
    });

    it('lists a subscription’s deliveries, filtered by state, and refuses an unknown state', async () => {
      const { admin } = sessions();
      const { data: webhook } = await create(admin, { name: 'Log', url: TARGET, events: ['shipment.created'] });
      const answer = await admin.client.get(`/api/webhooks/${webhook.id}/deliveries?state=failed`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual([]);
      expect((answer.body.paging as { totalItems: number }).totalItems).toBe(0);
      const unknown = await admin.client.get(`/api/webhooks/${webhook.id}/deliveries?state=lost`);
      expect([unknown.status, unknown.body.error?.fields]).toEqual([400, { state: 'INVALID_VALUE' }]);
      const missing = await admin.client.post('/api/webhooks/deliveries/999999999/redeliver', {});
      expect([missing.status, missing.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    });

    it('answers 403 to a user without manage-webhooks, and changes nothing', async () => {
      const { admin, other } = sessions();
      const { data: webhook } = await create(admin, { name: 'Rahasia', url: TARGET, events: ['shipment.cancelled'] });
      const before = await list(admin);
      for (const answer of [
        await other.client.get('/api/webhooks'),
        await other.client.post('/api/webhooks', { name: 'Coba', url: TARGET, events: ['shipment.created'] }),
        await other.client.patch(`/api/webhooks/${webhook.id}`, { version: 1, name: 'Coba' }),
        await other.client.post(`/api/webhooks/${webhook.id}/secret`, {}),
        await other.client.get(`/api/webhooks/${webhook.id}/deliveries`),
        await other.client.post('/api/webhooks/deliveries/1/redeliver', {}),
        await other.client.delete(`/api/webhooks/${webhook.id}`),
      ]) {
        expect([answer.status, answer.body.error?.code]).toEqual([403, 'FORBIDDEN']);
      }
      expect(await list(admin)).toEqual(before);
    });
  });
}
