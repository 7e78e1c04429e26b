import { http, HttpResponse } from 'msw';
import { idParamsSchema, pageQuerySchema } from '../../../contract/api';
import { INTEGRATIONS } from '../../../contract/areas';
import { hostOf, refusedLiteralTarget, WEBHOOK_TARGET_REFUSED_FIELD } from '../../../contract/webhooks-targets';
import { createWebhookSchema, updateWebhookSchema, webhookDeliveriesQuerySchema, type Webhook, type WebhookDelivery } from '../../../contract/webhooks';
import { nextTime } from '../db/logs';
import { authorize, jsonOf, paginate, parse, queryOf } from './helpers';
import { apiError, ok } from './respond';
import { nextWebhookId, nextWebhookSecret, webhookDb, type MockWebhook, type MockWebhookDelivery } from './webhooks-store';

/**
 * Webhook subscriptions and their delivery logs on the mock (contract/webhooks.ts): the contract's
 * schemas, the version of every change (409 VERSION_CONFLICT with the record as it is), the secret
 * answered once at a create or a rotation. Where a target may point is the server's check after
 * name resolution; the mock resolves nothing, so it refuses what the URL itself names, with the
 * server's own literal check (contract/webhooks-targets.ts), and the names only a private network
 * resolves (`.local`, `.internal`), enough for the screen to show the refusal.
 */
const API = '/api/webhooks';
const MANAGE = INTEGRATIONS.permission.webhooks;

const notFound = () => apiError(404, 'NOT_FOUND', 'Webhook not found');
const refused = () => apiError(422, 'WEBHOOK_TARGET_REFUSED', 'The target URL points to an address webhooks may not reach', { fields: { url: WEBHOOK_TARGET_REFUSED_FIELD } });

// Names only a private network resolves: the server refuses them after resolving, the mock by name.
const PRIVATE_NAMES = /(^|\.)(local|internal|localdomain)$/;

/** True when the URL names a place a webhook may not reach (the URL has passed the contract's schema). */
export function isRefusedWebhookTarget(value: string) {
  const url = new URL(value);
  return refusedLiteralTarget(url) !== null || PRIVATE_NAMES.test(hostOf(url));
}

const secretHint = (secret: string) => secret.slice(-4);

function toWebhook(row: MockWebhook): Webhook {
  const deliveries = webhookDb().deliveries.filter((delivery) => delivery.webhookId === row.id);
  const tried = deliveries.map((delivery) => delivery.lastAttempt?.at).filter((value): value is string => !!value);
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: [...row.events],
    active: row.active,
    secretHint: secretHint(row.secret),
    pending: deliveries.filter((delivery) => delivery.state === 'pending').length,
    failed: deliveries.filter((delivery) => delivery.state === 'failed').length,
    lastDeliveryAt: tried.sort().at(-1) ?? null,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const toDelivery = ({ webhookId: _webhookId, ...delivery }: MockWebhookDelivery): WebhookDelivery => ({ ...delivery, record: { ...delivery.record } });

function findWebhook(rawId: unknown): MockWebhook | Response {
  const params = parse(idParamsSchema, { id: rawId });
  if (!params.ok) return params.response;
  return webhookDb().webhooks.find((row) => row.id === params.data.id) ?? notFound();
}

export const webhooksHandlers = () => [
  http.get(`*${API}`, ({ request }) => {
    const user = authorize(request, MANAGE);
    if (user instanceof Response) return user;
    const query = parse(pageQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    const rows = [...webhookDb().webhooks].sort((a, b) => a.id - b.id).map(toWebhook);
    return HttpResponse.json(paginate(rows, query.data.page, query.data.size));
  }),

  http.post(`*${API}`, async ({ request }) => {
    const user = authorize(request, MANAGE);
    if (user instanceof Response) return user;
    const body = parse(createWebhookSchema, await jsonOf(request));
    if (!body.ok) return body.response;
    const input = body.data;
    if (isRefusedWebhookTarget(input.url)) return refused();
    const now = nextTime();
    const row: MockWebhook = { id: nextWebhookId(), name: input.name, url: input.url, events: input.events, active: input.active, secret: nextWebhookSecret(), version: 1, createdAt: now, updatedAt: now };
    webhookDb().webhooks.push(row);
    const answer = { data: toWebhook(row), secret: row.secret };
    return HttpResponse.json(answer, { status: 201 });
  }),

  http.patch(`*${API}/:id`, async ({ request, params }) => {
    const user = authorize(request, MANAGE);
    if (user instanceof Response) return user;
    const row = findWebhook(params.id);
    if (row instanceof Response) return row;
    const body = parse(updateWebhookSchema, await jsonOf(request));
    if (!body.ok) return body.response;
    const { version, ...changes } = body.data;
    if (version !== row.version) return apiError(409, 'VERSION_CONFLICT', 'The record was changed by someone else', { current: toWebhook(row) });
    if (changes.url !== undefined && isRefusedWebhookTarget(changes.url)) return refused();
    const next = { ...row, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) };
    const changed = next.name !== row.name || next.url !== row.url || next.active !== row.active || next.events.join() !== row.events.join();
    if (changed) Object.assign(row, next, { version: row.version + 1, updatedAt: nextTime() });
    return ok(toWebhook(row));
  }),

  http.delete(`*${API}/:id`, ({ request, params }) => {
    const user = authorize(request, MANAGE);
    if (user instanceof Response) return user;
    const row = findWebhook(params.id);
    if (row instanceof Response) return row;
    const db = webhookDb();
    db.webhooks = db.webhooks.filter((other) => other !== row);
    db.deliveries = db.deliveries.filter((delivery) => delivery.webhookId !== row.id);
    return ok('Ok');
  }),

  http.post(`*${API}/:id/secret`, ({ request, params }) => {
    const user = authorize(request, MANAGE);
    if (user instanceof Response) return user;
    const row = findWebhook(params.id);
    if (row instanceof Response) return row;
    Object.assign(row, { secret: nextWebhookSecret(), version: row.version + 1, updatedAt: nextTime() });
    return HttpResponse.json({ data: toWebhook(row), secret: row.secret });
  }),

  http.get(`*${API}/:id/deliveries`, ({ request, params }) => {
    const user = authorize(request, MANAGE);
    if (user instanceof Response) return user;
    const row = findWebhook(params.id);
    if (row instanceof Response) return row;
    const query = parse(webhookDeliveriesQuerySchema, queryOf(request));
    if (!query.ok) return query.response;
    const { page, size, state } = query.data;
    const rows = webhookDb()
      .deliveries.filter((delivery) => delivery.webhookId === row.id && (state === undefined || delivery.state === state))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .map(toDelivery);
    return HttpResponse.json(paginate(rows, page, size));
  }),

  http.post(`*${API}/deliveries/:id/redeliver`, ({ request, params }) => {
    const user = authorize(request, MANAGE);
    if (user instanceof Response) return user;
    const id = parse(idParamsSchema, { id: params.id });
    if (!id.ok) return id.response;
    const delivery = webhookDb().deliveries.find((row) => row.id === id.data.id);
    if (!delivery) return apiError(404, 'NOT_FOUND', 'Delivery not found');
    // Queued for a try now; the mock sends nothing, so it stays waiting.
    Object.assign(delivery, { state: 'pending', nextAttemptAt: nextTime() });
    return ok(toDelivery(delivery));
  }),
];
