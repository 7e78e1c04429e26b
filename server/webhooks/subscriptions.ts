import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Paging } from '../../contract/api';
import type { createWebhookSchema, updateWebhookSchema, Webhook, WebhookDelivery, WebhookDeliveryState, WebhookEvent, WebhookWithSecret } from '../../contract/webhooks';
import { WEBHOOK_TARGET_REFUSED_FIELD } from '../../contract/webhooks-targets';
import type { AuthContext } from '../auth/auth-cache';
import { rowsOf, type Queryable } from '../db/client';
import { ApiError, notFound, versionConflict } from '../errors';
import { writeSettingChangeLog } from '../services/change-log';
import type { ServiceContext } from '../services/context';
import { offsetOf, pagingOf } from '../services/lists';
import { refusedAtSave } from './address';
import { newWebhookSecret, webhookSecretBox } from './signing';
import { WAKE_CHANNEL } from './worker';

/**
 * Webhook subscriptions (docs/decisions/348-webhooks.md), managed with manage-webhooks: the
 * secret is generated here, answered once and kept sealed; every change is a change-log row of
 * the entity `webhook` in its own transaction, as the other settings' are.
 */
const ENTITY = 'webhook';

interface Row {
  id: number;
  name: string;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  secret_hint: string;
  version: number;
  created_at: string | Date;
  updated_at: string | Date;
  pending: number;
  failed: number;
  last_delivery_at: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

const toWebhook = (row: Row): Webhook => ({
  id: Number(row.id),
  name: row.name,
  url: row.url,
  events: row.events,
  active: row.active,
  secretHint: row.secret_hint,
  pending: Number(row.pending),
  failed: Number(row.failed),
  lastDeliveryAt: row.last_delivery_at === null ? null : iso(row.last_delivery_at),
  version: Number(row.version),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

const selectWebhooks = (where: ReturnType<typeof sql>, page?: { size: number; offset: number }) => sql`
  select s.id, s.name, s.url, s.events, s.active, s.secret_hint, s.version, s.created_at, s.updated_at,
    (select count(*) from webhook_deliveries d where d.subscription_id = s.id and d.state = 'pending')::int as pending,
    (select count(*) from webhook_deliveries d where d.subscription_id = s.id and d.state = 'failed')::int as failed,
    (select max(d.finished_at) from webhook_deliveries d where d.subscription_id = s.id and d.state = 'delivered') as last_delivery_at
  from webhook_subscriptions s where ${where} order by s.id
  ${page ? sql`limit ${page.size} offset ${page.offset}` : sql``}`;

async function webhookOf(db: Queryable, id: number): Promise<Webhook> {
  const [row] = rowsOf<Row>(await db.execute(selectWebhooks(sql`s.id = ${id}`)));
  if (!row) throw notFound('Webhook');
  return toWebhook(row);
}

const snapshotOf = (webhook: Pick<Webhook, 'name' | 'url' | 'events' | 'active'>) => ({ name: webhook.name, url: webhook.url, events: webhook.events, active: webhook.active });

const writeLog = (tx: Queryable, auth: AuthContext, id: number, action: 'CREATE' | 'UPDATE' | 'DELETE', before: unknown, after: unknown) =>
  writeSettingChangeLog(tx, { entity: ENTITY, entityId: id, action, actorId: auth.userId, before, after });

/** 422 WEBHOOK_TARGET_REFUSED for a target the address check refuses (server/webhooks/address.ts). */
async function assertTarget(ctx: ServiceContext, url: string): Promise<void> {
  const refused = await refusedAtSave(url, ctx.config.webhooks.allow);
  if (refused !== null) {
    throw new ApiError(422, 'WEBHOOK_TARGET_REFUSED', 'Webhooks may not be sent to this address', { fields: { url: WEBHOOK_TARGET_REFUSED_FIELD } });
  }
}

const sealed = (ctx: ServiceContext, secret: string) => ({ secretSealed: webhookSecretBox(ctx).seal(secret), secretHint: secret.slice(-4) });

/** `GET /api/webhooks`. */
export async function listWebhooks(ctx: ServiceContext, page: { page: number; size: number }): Promise<{ data: Webhook[]; paging: Paging }> {
  const db = ctx.database.db;
  const [rows, [count]] = await Promise.all([
    db.execute(selectWebhooks(sql`true`, { size: page.size, offset: offsetOf(page) })),
    db.execute(sql`select count(*)::int as total from webhook_subscriptions`).then((result) => rowsOf<{ total: number }>(result)),
  ]);
  return { data: rowsOf<Row>(rows).map(toWebhook), paging: pagingOf(page, Number(count?.total ?? 0)) };
}

/** `POST /api/webhooks` (201): the secret is in this answer and nowhere else. */
export async function createWebhook(ctx: ServiceContext, auth: AuthContext, input: z.output<typeof createWebhookSchema>): Promise<WebhookWithSecret> {
  await assertTarget(ctx, input.url);
  const secret = newWebhookSecret();
  const { secretSealed, secretHint } = sealed(ctx, secret);
  return ctx.database.db.transaction(async (tx) => {
    const [created] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into webhook_subscriptions (name, url, events, active, secret_sealed, secret_hint, created_by)
        values (${input.name}, ${input.url}, ${`{${input.events.join(',')}}`}::text[], ${input.active}, ${secretSealed}, ${secretHint}, ${auth.userId})
        returning id`),
    );
    const webhook = await webhookOf(tx, Number(created!.id));
    await writeLog(tx, auth, webhook.id, 'CREATE', null, snapshotOf(webhook));
    return { data: webhook, secret };
  });
}

/** `PATCH /api/webhooks/:id` at the version read; a PATCH that changes nothing writes nothing. */
export async function updateWebhook(ctx: ServiceContext, auth: AuthContext, id: number, input: z.output<typeof updateWebhookSchema>): Promise<Webhook> {
  const db = ctx.database.db;
  const current = await webhookOf(db, id);
  if (current.version !== input.version) throw versionConflict(current);
  const next = { name: input.name ?? current.name, url: input.url ?? current.url, events: input.events ?? current.events, active: input.active ?? current.active };
  if (JSON.stringify(snapshotOf(next)) === JSON.stringify(snapshotOf(current))) return current;
  if (next.url !== current.url) await assertTarget(ctx, next.url);
  const saved = await db.transaction(async (tx) => {
    const updated = rowsOf(
      await tx.execute(sql`
        update webhook_subscriptions
        set name = ${next.name}, url = ${next.url}, events = ${`{${next.events.join(',')}}`}::text[], active = ${next.active},
            version = version + 1, updated_at = now()
        where id = ${id} and version = ${input.version}
        returning id`),
    );
    if (updated.length === 0) return null;
    const webhook = await webhookOf(tx, id);
    await writeLog(tx, auth, id, 'UPDATE', snapshotOf(current), snapshotOf(webhook));
    return webhook;
  });
  // Saved or deleted by someone else between the read and the write.
  if (!saved) throw versionConflict(await webhookOf(db, id));
  return saved;
}

/** `POST /api/webhooks/:id/secret`: a new secret, answered once; the old one signs nothing more. */
export async function rotateWebhookSecret(ctx: ServiceContext, auth: AuthContext, id: number): Promise<WebhookWithSecret> {
  const secret = newWebhookSecret();
  const { secretSealed, secretHint } = sealed(ctx, secret);
  return ctx.database.db.transaction(async (tx) => {
    const updated = rowsOf(
      await tx.execute(sql`
        update webhook_subscriptions set secret_sealed = ${secretSealed}, secret_hint = ${secretHint}, version = version + 1, updated_at = now()
        where id = ${id} returning id`),
    );
    if (updated.length === 0) throw notFound('Webhook');
    const webhook = await webhookOf(tx, id);
    await writeLog(tx, auth, id, 'UPDATE', snapshotOf(webhook), { ...snapshotOf(webhook), secretRotated: true });
    return { data: webhook, secret };
  });
}

/** `DELETE /api/webhooks/:id`: with its deliveries and their log. */
export async function deleteWebhook(ctx: ServiceContext, auth: AuthContext, id: number): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const current = await webhookOf(tx, id);
    await tx.execute(sql`delete from webhook_subscriptions where id = ${id}`);
    await writeLog(tx, auth, id, 'DELETE', snapshotOf(current), null);
  });
}

interface DeliveryRow {
  id: number;
  event: WebhookEvent;
  record_kind: 'delivery-order' | 'shipment';
  record_id: number;
  record_number: string;
  state: WebhookDeliveryState;
  attempts: number;
  next_attempt_at: string | Date;
  created_at: string | Date;
  at: string | Date | null;
  status: number | null;
  duration_ms: number | null;
  excerpt: string | null;
}

const selectDeliveries = (where: ReturnType<typeof sql>, page?: { size: number; offset: number }) => sql`
  select d.id, ev.event, ev.record_kind, ev.record_id, ev.record_number, d.state, d.attempts, d.next_attempt_at, d.created_at,
         a.at, a.status, a.duration_ms, a.excerpt
  from webhook_deliveries d
  join webhook_events ev on ev.id = d.event_id
  left join lateral (select at, status, duration_ms, excerpt from webhook_attempts where delivery_id = d.id order by id desc limit 1) a on true
  where ${where} order by d.id desc
  ${page ? sql`limit ${page.size} offset ${page.offset}` : sql``}`;

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: Number(row.id),
  event: row.event,
  record: { kind: row.record_kind, id: Number(row.record_id), number: row.record_number },
  state: row.state,
  attempts: Number(row.attempts),
  nextAttemptAt: row.state === 'pending' ? iso(row.next_attempt_at) : null,
  createdAt: iso(row.created_at),
  lastAttempt:
    row.at === null ? null : { at: iso(row.at), status: row.status === null ? null : Number(row.status), durationMs: Number(row.duration_ms), excerpt: row.excerpt ?? '' },
});

/** `GET /api/webhooks/:id/deliveries`: newest first, of one state or all. */
export async function listDeliveries(
  ctx: ServiceContext,
  id: number,
  query: { page: number; size: number; state?: WebhookDeliveryState | undefined },
): Promise<{ data: WebhookDelivery[]; paging: Paging }> {
  const db = ctx.database.db;
  await webhookOf(db, id);
  const where = sql`d.subscription_id = ${id}${query.state ? sql` and d.state = ${query.state}` : sql``}`;
  const [rows, [count]] = await Promise.all([
    db.execute(selectDeliveries(where, { size: query.size, offset: offsetOf(query) })),
    db.execute(sql`select count(*)::int as total from webhook_deliveries d where ${where}`).then((result) => rowsOf<{ total: number }>(result)),
  ]);
  return { data: rowsOf<DeliveryRow>(rows).map(toDelivery), paging: pagingOf(query, Number(count?.total ?? 0)) };
}

/**
 * `POST /api/webhooks/deliveries/:id/redeliver`: one more try now, with a new retry window. A
 * delivery still pending keeps its claim, if a try is in flight; its receiver may hear it twice,
 * which `LAJU-Delivery` lets it recognise. Sending a record's data out again is a change-log row
 * of its webhook (who, which delivery), as a rotated secret is: the webhook itself is unchanged.
 */
export async function redeliver(ctx: ServiceContext, auth: AuthContext, id: number): Promise<WebhookDelivery> {
  return ctx.database.db.transaction(async (tx) => {
    const [updated] = rowsOf<{ subscription_id: number }>(
      await tx.execute(sql`
        update webhook_deliveries
        set next_attempt_at = now(), finished_at = null,
            window_started_at = case when state = 'pending' then window_started_at else now() end,
            lease_until = case when state = 'pending' then lease_until end,
            claim = case when state = 'pending' then claim end,
            state = 'pending'
        where id = ${id} returning subscription_id`),
    );
    if (!updated) throw notFound('Delivery');
    await tx.execute(sql`select pg_notify(${WAKE_CHANNEL}, '')`);
    const [row] = rowsOf<DeliveryRow>(await tx.execute(selectDeliveries(sql`d.id = ${id}`)));
    const delivery = toDelivery(row!);
    const webhookId = Number(updated.subscription_id);
    const webhook = snapshotOf(await webhookOf(tx, webhookId));
    await writeLog(tx, auth, webhookId, 'UPDATE', webhook, { ...webhook, redelivered: { delivery: id, event: delivery.event, record: delivery.record.number } });
    return delivery;
  });
}
