import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { parseAllowList } from '../webhooks/address';
import { recordEvent } from '../webhooks/outbox';
import { nextTryAt, pruneWebhookHistory } from '../webhooks/worker';
import { deliveryApiOf } from './delivery-helpers';
import { createTestApp, testConfig, type SignedIn, type TestApp } from './harness';
import { startReceiver, verifies, type Received } from './webhook-receiver';
import { WEBHOOK_EVENTS } from '../../contract/webhooks-values';

/**
 * Webhooks on the real server (docs/decisions/348-webhooks.md): every event is written to the
 * outbox with its change and rolled back with it; a receiver on 127.0.0.1 (the only address the
 * tests allow) gets signed posts in order per record; a 500 is retried with backoff, a redirect is
 * not followed, a slow answer times out and a huge one is cut off; a delivery can be sent again.
 */
const BACKOFF_MS = 300;
/** Long enough for a receiver in this process while PGlite holds the thread for a request. */
const TIMEOUT_MS = 4000;
let t: TestApp;
let admin: SignedIn;
let api: ReturnType<typeof deliveryApiOf>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let hugeWritten = 0;

beforeAll(async () => {
  receiver = await startReceiver({
    '/fail-twice': (_request, response, _body, count) => response.writeHead(count <= 2 ? 500 : 200).end(count <= 2 ? 'sibuk' : 'ok'),
    '/fail-first': (request, response) => {
      const delivery = String(request.headers['laju-delivery']);
      const seen = receiver.received.filter((post) => post.path === '/fail-first' && post.delivery === delivery).length;
      response.writeHead(seen === 1 ? 500 : 200).end();
    },
    '/redirect': (_request, response) => response.writeHead(302, { location: receiver.url('/sink') }).end(),
    '/slow': () => undefined,
    '/huge': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(1024 * 1024, 'x');
      const total = 50;
      let sent = 0;
      const more = () => {
        while (sent < total) {
          sent += 1;
          hugeWritten += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end();
      };
      response.on('error', () => undefined);
      more();
    },
  });
  const webhooks = testConfig().webhooks;
  t = await createTestApp({
    webhooks: { ...webhooks, allow: parseAllowList('127.0.0.1'), timeoutMs: TIMEOUT_MS, backoffFirstMs: BACKOFF_MS, backoffMaxMs: 2 * BACKOFF_MS, pollMs: 100 },
  });
  admin = await t.login('admin');
  api = deliveryApiOf(t);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});
beforeEach(async () => {
  // Each test hears only what it subscribes to.
  await t.database.db.execute(sql`update webhook_subscriptions set active = false`);
});

const subscribe = async (path: string, events: string[]) => {
  const answer = await api.post('/api/webhooks', admin, { name: `Uji ${path}`, url: receiver.url(path), events });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { data: { id: number }; secret: string };
};

const until = async <T>(what: string, read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> => {
  for (let tries = 0; tries < 300; tries += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Never came: ${what}`);
};

type Delivery = { id: number; state: string; attempts: number; event: string; record: { id: number; number: string }; lastAttempt: { status: number | null; excerpt: string } | null };
const deliveriesOf = async (webhookId: number, query = '') => (await api.get(`/api/webhooks/${webhookId}/deliveries?size=100${query}`, admin)).json().data as Delivery[];
const attemptsOf = async (deliveryId: number) =>
  rowsOf<{ status: number | null; at: Date; excerpt: string }>(await t.database.db.execute(sql`select status, at, excerpt from webhook_attempts where delivery_id = ${deliveryId} order by id`));
const eventsOf = async (kind: string, id: number) =>
  rowsOf<{ event: string }>(await t.database.db.execute(sql`select event from webhook_events where record_kind = ${kind} and record_id = ${id} order by id`)).map((row) => row.event);
const bodyOf = (post: Received) => JSON.parse(post.body) as { id: number; event: string; record: { kind: string; id: number; number: string }; data: Record<string, unknown> };

async function receive(shipmentId: number, orderId: number, receipt: unknown) {
  const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#208040' } }).jpeg().toBuffer();
  const boundary = `----laju${Math.random().toString(16).slice(2)}`;
  return t.app.inject({
    method: 'POST',
    url: `/api/shipments/${shipmentId}/receipts/${orderId}`,
    headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="receipt"\r\n\r\n${JSON.stringify(receipt)}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

describe('the outbox', () => {
  it('writes every event with its change, and posts each signed, in order per record', async () => {
    const { data: webhook, secret } = await subscribe('/sink', [...WEBHOOK_EVENTS]);
    const order = await api.createOrder(admin, [10]);
    const patched = await api.patch(`/api/delivery-orders/${order.id}`, admin, { version: order.version, notes: 'Lewat pintu samping' });
    expect(patched.statusCode, patched.body).toBe(200);
    const shipment = await api.createShipment(admin, [api.allocationOf(order, [10])]);
    expect(shipment.statusCode, shipment.body).toBe(201);
    const shipmentId = shipment.json().data.id as number;
    expect((await api.uploadProof(admin, shipmentId)).statusCode).toBe(200);
    const short = await receive(shipmentId, order.id, { receiverName: 'Bu Sari', lines: [{ deliveryOrderLineId: order.lines[0]!.id, received: 8, reason: 'KURANG' }] });
    expect(short.statusCode, short.body).toBe(201);
    const reopened = await api.getOrder(admin, order.id);
    expect(reopened.status).toBe('PROSES');
    const writtenOff = await api.post(`/api/delivery-orders/${order.id}/write-offs`, admin, {
      version: reopened.version,
      reason: 'Rusak di jalan',
      lines: [{ deliveryOrderLineId: order.lines[0]!.id, quantity: 2 }],
    });
    expect(writtenOff.statusCode, writtenOff.body).toBe(200);

    const cancelledOrder = await api.createOrder(admin, [3]);
    expect((await api.post(`/api/delivery-orders/${cancelledOrder.id}/cancel`, admin, { version: cancelledOrder.version })).statusCode).toBe(200);
    const other = await api.createOrder(admin, [4]);
    const cancelledShipment = (await api.createShipment(admin, [api.allocationOf(other, [4])])).json().data as { id: number; version: number };
    expect((await api.post(`/api/shipments/${cancelledShipment.id}/cancel`, admin, { version: cancelledShipment.version, reason: 'Salah armada' })).statusCode).toBe(200);

    expect(await eventsOf('delivery-order', order.id)).toEqual([
      'delivery-order.created',
      'delivery-order.updated',
      'delivery-order.completed',
      'delivery-order.updated',
      'delivery-order.completed',
    ]);
    expect(await eventsOf('shipment', shipmentId)).toEqual(['shipment.created', 'shipment.loaded', 'shipment.received']);
    expect(await eventsOf('delivery-order', cancelledOrder.id)).toEqual(['delivery-order.created', 'delivery-order.cancelled']);
    expect(await eventsOf('shipment', cancelledShipment.id)).toEqual(['shipment.created', 'shipment.cancelled']);

    // At least once: a try that timed out is sent again under its id; a receiver keeps the first.
    const posts = await until('every post', () => receiver.at('/sink').filter((post, index, all) => all.findIndex((other) => other.delivery === post.delivery) === index), (list) => list.length >= 13);
    expect(posts).toHaveLength(13);
    for (const post of posts) {
      expect(verifies(secret, post.headers['laju-signature'], post.body), post.body).toBe(true);
      expect(post.headers['content-type']).toBe('application/json');
      expect(bodyOf(post).event).toBe(post.event);
    }
    expect(verifies('whsec_another', posts[0]!.headers['laju-signature'], posts[0]!.body)).toBe(false);
    const forOrder = posts.filter((post) => bodyOf(post).record.kind === 'delivery-order' && bodyOf(post).record.id === order.id);
    expect(forOrder.map((post) => post.event)).toEqual(await eventsOf('delivery-order', order.id));
    expect(bodyOf(forOrder[0]!)).toMatchObject({ record: { kind: 'delivery-order', id: order.id, number: order.number }, data: { id: order.id, number: order.number, status: 'PENDING' } });
    const received = posts.find((post) => post.event === 'shipment.received')!;
    expect(bodyOf(received).data).toMatchObject({ id: shipmentId, deliveryOrder: { id: order.id, number: order.number } });
    const listed = await until('delivered', () => deliveriesOf(webhook.id), (list) => list.length === 13 && list.every((each) => each.state === 'delivered'));
    expect(listed.map((each) => each.lastAttempt?.status)).toEqual(listed.map(() => 200));
    const [subscription] = (await api.get('/api/webhooks?size=100', admin)).json().data.filter((each: { id: number }) => each.id === webhook.id);
    expect(subscription).toMatchObject({ pending: 0, failed: 0, lastDeliveryAt: expect.any(String) });
  });

  it('rolls an event back with its change, and writes none for a refused change or an event nobody hears', async () => {
    const before = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from webhook_events`))[0]!.n;
    // Nobody subscribed (every subscription is off): a change writes no event.
    const quiet = await api.createOrder(admin, [1]);
    expect(await eventsOf('delivery-order', quiet.id)).toEqual([]);

    await subscribe('/sink', ['delivery-order.updated', 'delivery-order.cancelled']);
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordEvent(tx, 'delivery-order.updated', { id: quiet.id, status: 'PENDING' });
        throw new Error('the change fails after its event');
      }),
    ).rejects.toThrow('the change fails after its event');
    const stale = await api.patch(`/api/delivery-orders/${quiet.id}`, admin, { version: quiet.version + 5, notes: 'Basi' });
    expect(stale.statusCode).toBe(409);
    const order = await api.createOrder(admin, [5]);
    await api.createShipment(admin, [api.allocationOf(order, [2])]);
    const refused = await api.post(`/api/delivery-orders/${order.id}/cancel`, admin, { version: (await api.getOrder(admin, order.id)).version });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'DELIVERY_ORDER_ALLOCATED']);
    expect(await eventsOf('delivery-order', quiet.id)).toEqual([]);
    expect(await eventsOf('delivery-order', order.id)).toEqual([]);
    expect(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from webhook_events`))[0]!.n).toBe(before);
  });
});

describe('delivery', () => {
  it('retries a 500 with a doubling backoff until a 2xx', async () => {
    const { data: webhook } = await subscribe('/fail-twice', ['delivery-order.created']);
    const order = await api.createOrder(admin, [2]);
    const [delivery] = await until('delivered after retries', () => deliveriesOf(webhook.id), (list) => list[0]?.state === 'delivered');
    expect(delivery).toMatchObject({ event: 'delivery-order.created', record: { id: order.id }, attempts: 3, lastAttempt: { status: 200 } });
    const attempts = await attemptsOf(delivery!.id);
    expect(attempts.map((attempt) => [attempt.status, attempt.excerpt])).toEqual([
      [500, 'sibuk'],
      [500, 'sibuk'],
      [200, 'ok'],
    ]);
    const gaps = attempts.slice(1).map((attempt, index) => new Date(attempt.at).getTime() - new Date(attempts[index]!.at).getTime());
    expect(gaps[0]).toBeGreaterThanOrEqual(BACKOFF_MS);
    expect(gaps[1]).toBeGreaterThanOrEqual(2 * BACKOFF_MS);
    const posts = receiver.at('/fail-twice');
    expect(new Set(posts.map((post) => post.delivery))).toEqual(new Set([String(delivery!.id)]));
    expect(new Set(posts.map((post) => post.body)).size).toBe(1);
  });

  it('keeps a record’s events in order when an earlier one is retried', async () => {
    const { data: webhook } = await subscribe('/fail-first', ['delivery-order.created', 'delivery-order.updated']);
    let order = await api.createOrder(admin, [2]);
    for (const notes of ['satu', 'dua', 'tiga', 'empat']) {
      const answer = await api.patch(`/api/delivery-orders/${order.id}`, admin, { version: order.version, notes });
      order = answer.json().data;
    }
    await until('all delivered', () => deliveriesOf(webhook.id), (list) => list.length === 5 && list.every((each) => each.state === 'delivered'));
    const posts = receiver.at('/fail-first');
    // Each was refused once, then taken; the next event waited for the one before.
    const taken = posts.filter((post, index) => posts.findIndex((other) => other.delivery === post.delivery) !== index);
    expect(taken.map((post) => post.event)).toEqual(['delivery-order.created', 'delivery-order.updated', 'delivery-order.updated', 'delivery-order.updated', 'delivery-order.updated']);
    expect(taken.map((post) => Number(post.delivery))).toEqual([...taken.map((post) => Number(post.delivery))].sort((a, b) => a - b));
    expect(posts.map((post) => post.delivery)).toEqual(taken.flatMap((post) => [post.delivery, post.delivery]));
  });

  it('does not follow a redirect, cuts off a slow answer and reads only the start of a huge one', async () => {
    const { data: redirect } = await subscribe('/redirect', ['delivery-order.created']);
    const { data: slow } = await subscribe('/slow', ['delivery-order.created']);
    const { data: huge } = await subscribe('/huge', ['delivery-order.created']);
    await api.createOrder(admin, [1]);

    const [redirected] = await until('redirect tried', () => deliveriesOf(redirect.id), (list) => list[0]?.lastAttempt !== null && list[0] !== undefined);
    expect(redirected).toMatchObject({ state: 'pending', lastAttempt: { status: 302 } });
    expect(receiver.at('/sink').filter((post) => post.delivery === String(redirected!.id))).toEqual([]);

    const [timedOut] = await until('slow tried', () => deliveriesOf(slow.id), (list) => list[0]?.lastAttempt !== null && list[0] !== undefined);
    expect(timedOut).toMatchObject({ state: 'pending', lastAttempt: { status: null, excerpt: `Timed out after ${TIMEOUT_MS} ms` } });

    const [cut] = await until('huge tried', () => deliveriesOf(huge.id), (list) => list[0]?.lastAttempt !== null && list[0] !== undefined);
    // The status decides (a 2xx), and only the start of the answer was read.
    expect(cut).toMatchObject({ state: 'delivered', attempts: 1, lastAttempt: { status: 200 } });
    expect(cut!.lastAttempt!.excerpt.startsWith('[Answer cut off after 65536 bytes] xxx')).toBe(true);
    expect(cut!.lastAttempt!.excerpt.length).toBeLessThanOrEqual(1024);
    expect(hugeWritten).toBeLessThan(50 * 1024 * 1024);
    for (const id of [redirect.id, slow.id]) expect((await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${id}`, headers: admin.headers })).statusCode).toBe(200);
  });

  it('sends a delivery again on request, with the same id and body', async () => {
    const { data: webhook, secret } = await subscribe('/again', ['delivery-order.created']);
    await api.createOrder(admin, [1]);
    const [delivered] = await until('delivered', () => deliveriesOf(webhook.id), (list) => list[0]?.state === 'delivered');
    const answer = await api.post(`/api/webhooks/deliveries/${delivered!.id}/redeliver`, admin, {});
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ id: delivered!.id, state: 'pending', attempts: 1 });
    const posts = await until('sent again', () => receiver.at('/again'), (list) => list.length === 2);
    expect(posts.map((post) => post.delivery)).toEqual([String(delivered!.id), String(delivered!.id)]);
    expect(posts[1]!.body).toBe(posts[0]!.body);
    expect(verifies(secret, posts[1]!.headers['laju-signature'], posts[1]!.body)).toBe(true);
    await until('delivered again', () => deliveriesOf(webhook.id), (list) => list[0]?.state === 'delivered' && list[0].attempts === 2);
    // Who sent it again, and what, is on the webhook's change log.
    const logged = async () =>
      rowsOf<{ action: string; actor_id: number; after: unknown }>(
        await t.database.db.execute(sql`select action, actor_id, after from change_logs where entity = 'webhook' and entity_id = ${webhook.id} order by id`),
      );
    expect(await logged()).toEqual([
      expect.objectContaining({ action: 'CREATE' }),
      {
        action: 'UPDATE',
        actor_id: admin.userId,
        after: expect.objectContaining({ redelivered: { delivery: delivered!.id, event: 'delivery-order.created', record: delivered!.record.number } }),
      },
    ]);
    const spv = await t.login('spv');
    expect((await api.post(`/api/webhooks/deliveries/${delivered!.id}/redeliver`, spv, {})).statusCode).toBe(403);
    expect((await api.post('/api/webhooks/deliveries/999999/redeliver', admin, {})).statusCode).toBe(404);
    expect(await logged()).toHaveLength(2);
  });

  it('keeps a month of history: older events go with their deliveries and tries, unless a delivery is pending or was sent lately', async () => {
    const { data: webhook } = await subscribe('/history', ['delivery-order.created']);
    // Not delivered by the worker while the test writes its rows.
    await t.database.db.execute(sql`update webhook_subscriptions set active = false where id = ${webhook.id}`);
    const event = async (daysAgo: number, delivery?: { state: 'pending' | 'delivered'; finishedDaysAgo?: number }) => {
      const [row] = rowsOf<{ id: string }>(
        await t.database.db.execute(sql`
          insert into webhook_events (event, record_kind, record_id, record_number, data, occurred_at)
          values ('delivery-order.created', 'delivery-order', 1, 'DO-000001', '{}'::jsonb, now() - ${`${daysAgo} days`}::interval)
          returning id`),
      );
      if (delivery) {
        const finished = delivery.finishedDaysAgo === undefined ? null : `${delivery.finishedDaysAgo} days`;
        const [made] = rowsOf<{ id: string }>(
          await t.database.db.execute(sql`
            insert into webhook_deliveries (event_id, subscription_id, record_kind, record_id, state, finished_at)
            values (${row!.id}, ${webhook.id}, 'delivery-order', 1, ${delivery.state}, now() - ${finished}::interval)
            returning id`),
        );
        await t.database.db.execute(sql`insert into webhook_attempts (delivery_id, status, duration_ms, excerpt) values (${made!.id}, 200, 5, 'ok')`);
      }
      return Number(row!.id);
    };
    const old = await event(40, { state: 'delivered', finishedDaysAgo: 40 });
    const orphan = await event(40);
    const pending = await event(40, { state: 'pending' });
    const sentAgain = await event(40, { state: 'delivered', finishedDaysAgo: 1 });
    const recent = await event(1, { state: 'delivered', finishedDaysAgo: 1 });
    const mine = [old, orphan, pending, sentAgain, recent];
    const kept = async () =>
      rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from webhook_events where id = any(${`{${mine.join(',')}}`}::bigint[]) order by id`)).map((row) => Number(row.id));

    expect(await pruneWebhookHistory(t.database, 30 * 24 * 3_600_000)).toBeGreaterThanOrEqual(2);
    expect(await kept()).toEqual([pending, sentAgain, recent]);
    const orphaned = rowsOf<{ n: string }>(
      await t.database.db.execute(sql`select count(*) as n from webhook_attempts a left join webhook_deliveries d on d.id = a.delivery_id where d.id is null`),
    );
    expect(Number(orphaned[0]!.n)).toBe(0);
    expect(await pruneWebhookHistory(t.database, 30 * 24 * 3_600_000)).toBe(0);
    expect((await api.get(`/api/webhooks/${webhook.id}/deliveries?size=100`, admin)).json().data).toHaveLength(3);
  });

  it('fails a delivery for good once the next try would fall outside the retry window', () => {
    const settings = { backoffFirstMs: 10_000, backoffMaxMs: 3_600_000, retryWindowMs: 24 * 3_600_000 };
    const start = new Date('2026-01-01T00:00:00Z');
    expect(nextTryAt(settings, 1, start, start)?.toISOString()).toBe('2026-01-01T00:00:10.000Z');
    expect(nextTryAt(settings, 3, start, start)?.toISOString()).toBe('2026-01-01T00:00:40.000Z');
    expect(nextTryAt(settings, 20, start, start)?.toISOString()).toBe('2026-01-01T01:00:00.000Z');
    expect(nextTryAt(settings, 30, start, new Date('2026-01-01T23:30:00Z'))).toBeNull();
  });
});
