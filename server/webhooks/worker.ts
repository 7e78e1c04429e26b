import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { WEBHOOK_HEADERS } from '../../contract/webhooks-values';
import type { SecretBox } from '../auth/secret-box';
import { rowsOf, type Database } from '../db/client';
import { loggableError } from '../errors';
import { isDelivered, postWebhook, type TryResult } from './sender';
import { leaseMsOf, type WebhookSettings } from './settings';
import { signatureOf } from './signing';

/** The channel migration 0022's `webhook_record_event` (and a redelivery) notifies on commit. */
export const WAKE_CHANNEL = 'laju_webhooks';

interface Claimed {
  id: number;
  attempts: number;
  window_started_at: string | Date;
  claim: string;
  event_id: number;
  event: string;
  record_kind: string;
  record_id: number;
  record_number: string;
  data: unknown;
  occurred_at: string | Date;
  url: string;
  secret_sealed: string;
}

/** The JSON a receiver gets: the same bytes on every try of one delivery (docs/webhooks.md). */
export const bodyOf = (row: Pick<Claimed, 'event_id' | 'event' | 'occurred_at' | 'record_kind' | 'record_id' | 'record_number' | 'data'>) =>
  JSON.stringify({
    id: Number(row.event_id),
    event: row.event,
    occurredAt: new Date(row.occurred_at).toISOString(),
    record: { kind: row.record_kind, id: Number(row.record_id), number: row.record_number },
    data: row.data,
  });

/** When the next try is due, or null when the retry window is over (failed for good). */
export function nextTryAt(settings: Pick<WebhookSettings, 'backoffFirstMs' | 'backoffMaxMs' | 'retryWindowMs'>, attempts: number, windowStartedAt: Date, now: Date): Date | null {
  const delay = Math.min(settings.backoffFirstMs * 2 ** Math.max(0, attempts - 1), settings.backoffMaxMs);
  const next = new Date(now.getTime() + delay);
  return next.getTime() > windowStartedAt.getTime() + settings.retryWindowMs ? null : next;
}

/** Events removed per statement, so that no prune holds many rows' locks at once. */
const PRUNE_BATCH = 1000;

/**
 * Removes the events older than `historyMs` whose deliveries are all finished before that time,
 * with their deliveries and tries (ON DELETE CASCADE): the outbox and the delivery log keep a
 * month, not every change ever made. A pending delivery keeps its event, and so does one sent
 * again lately. Rows another instance is removing are skipped, so two instances may prune at once.
 * Answers how many events went.
 */
export async function pruneWebhookHistory(database: Pick<Database, 'db'>, historyMs: number): Promise<number> {
  const before = `${historyMs} milliseconds`;
  let removed = 0;
  for (;;) {
    const rows = rowsOf<{ id: number }>(
      await database.db.execute(sql`
        delete from webhook_events where id in (
          select e.id from webhook_events e
          where e.occurred_at < now() - ${before}::interval
            and not exists (
              select 1 from webhook_deliveries d
              where d.event_id = e.id and (d.state = 'pending' or d.finished_at >= now() - ${before}::interval))
          order by e.id
          limit ${PRUNE_BATCH}
          for update skip locked)
        returning id`),
    );
    removed += rows.length;
    if (rows.length < PRUNE_BATCH) return removed;
  }
}

/**
 * Posts the outbox's deliveries (docs/decisions/348-webhooks.md), on every instance at once:
 * each claims due deliveries with FOR UPDATE SKIP LOCKED and a lease, so two instances never
 * claim the same one and a dead instance's claims come back when their lease ends. A delivery is
 * due when its time has come and no earlier event of its record is still pending for its
 * subscription (in order per record). The database wakes it on commit (NOTIFY); a poll every
 * `pollMs` catches what a lost notification or a retry's time brings.
 */
export class WebhookWorker {
  readonly #inFlight = new Set<Promise<void>>();
  #draining = false;
  #again = false;
  #stopped = false;
  #poll: NodeJS.Timeout | undefined;
  #prune: NodeJS.Timeout | undefined;
  #pruning: Promise<void> | undefined;
  #listener: pg.Client | undefined;
  #unlisten: (() => Promise<void>) | undefined;
  readonly #owner = randomUUID();

  constructor(
    private readonly database: Database,
    private readonly settings: WebhookSettings,
    private readonly box: SecretBox,
    private readonly log: FastifyBaseLogger,
    /** PostgreSQL's URL for the LISTEN connection; without it (tests on a pool alone) the poll wakes it. */
    private readonly databaseUrl: string | undefined,
  ) {}

  async start(): Promise<void> {
    if (this.database.pglite) {
      this.#unlisten = await this.database.pglite.listen(WAKE_CHANNEL, () => this.wake());
    } else if (this.databaseUrl) {
      void this.#listen();
    }
    this.#poll = setInterval(() => {
      if (!this.#listener && this.databaseUrl && !this.database.pglite) void this.#listen();
      this.wake();
    }, this.settings.pollMs);
    this.#poll.unref();
    this.#prune = setInterval(() => this.#pruneHistory(), this.settings.pruneEveryMs);
    this.#prune.unref();
    this.#pruneHistory();
    this.wake();
  }

  #pruneHistory(): void {
    if (this.#stopped || this.#pruning) return;
    this.#pruning = pruneWebhookHistory(this.database, this.settings.historyMs)
      .then((removed) => {
        if (removed > 0) this.log.info({ removed }, 'webhook events past their history removed');
      })
      // The database is away: the next round tries again; nothing depends on it meanwhile.
      .catch((error: unknown) => this.log.warn({ err: loggableError(error) }, 'webhook history not pruned'))
      .finally(() => (this.#pruning = undefined));
  }

  /** Stops claiming, lets the tries in flight finish and record their results. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#poll);
    clearInterval(this.#prune);
    await this.#unlisten?.().catch(() => undefined);
    const listener = this.#listener;
    this.#listener = undefined;
    await listener?.end().catch(() => undefined);
    await Promise.allSettled([...this.#inFlight, this.#pruning]);
  }

  wake(): void {
    if (this.#stopped) return;
    if (this.#draining) {
      this.#again = true;
      return;
    }
    void this.#drain();
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 2000 });
    this.#listener = client;
    const lost = () => {
      if (this.#listener === client) this.#listener = undefined;
      client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.wake());
    try {
      await client.connect();
      await client.query(`LISTEN ${WAKE_CHANNEL}`);
      if (this.#stopped) await client.end();
    } catch {
      lost();
    }
  }

  async #drain(): Promise<void> {
    this.#draining = true;
    try {
      do {
        this.#again = false;
        while (!this.#stopped) {
          const free = this.settings.concurrency - this.#inFlight.size;
          if (free <= 0) break;
          const claimed = await this.#claim(free);
          for (const delivery of claimed) this.#try(delivery);
          if (claimed.length < free) break;
        }
      } while (this.#again && !this.#stopped);
    } catch (error) {
      // The database is away (a restart): the poll tries again; claims made meanwhile have leases.
      this.log.warn({ err: loggableError(error) }, 'webhook deliveries not claimed');
    } finally {
      this.#draining = false;
    }
  }

  async #claim(limit: number): Promise<Claimed[]> {
    const claim = `${this.#owner}:${randomUUID()}`;
    const leaseMs = leaseMsOf(this.settings);
    return rowsOf<Claimed>(
      await this.database.db.execute(sql`
        with due as (
          select d.id from webhook_deliveries d
          where d.state = 'pending' and d.next_attempt_at <= now() and (d.lease_until is null or d.lease_until < now())
            and exists (select 1 from webhook_subscriptions s where s.id = d.subscription_id and s.active)
            and not exists (
              select 1 from webhook_deliveries e
              where e.state = 'pending' and e.subscription_id = d.subscription_id and e.record_kind = d.record_kind
                and e.record_id = d.record_id and e.event_id < d.event_id)
          order by d.next_attempt_at, d.id
          limit ${limit}
          for update of d skip locked
        )
        update webhook_deliveries d
        set lease_until = now() + ${`${leaseMs} milliseconds`}::interval, claim = ${claim}, attempts = d.attempts + 1
        from due, webhook_events ev, webhook_subscriptions s
        where d.id = due.id and ev.id = d.event_id and s.id = d.subscription_id
        returning d.id, d.attempts, d.window_started_at, d.claim, ev.id as event_id, ev.event, ev.record_kind, ev.record_id,
                  ev.record_number, ev.data, ev.occurred_at, s.url, s.secret_sealed`),
    ).map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts), event_id: Number(row.event_id) }));
  }

  #try(delivery: Claimed): void {
    const run = (async () => {
      const secret = this.box.open(delivery.secret_sealed);
      const body = bodyOf(delivery);
      const result: TryResult =
        secret === undefined
          ? { status: null, durationMs: 0, excerpt: 'The signing secret cannot be opened with this server’s key' }
          : await postWebhook(
              delivery.url,
              body,
              {
                [WEBHOOK_HEADERS.event]: delivery.event,
                [WEBHOOK_HEADERS.delivery]: String(delivery.id),
                [WEBHOOK_HEADERS.signature]: signatureOf(secret, body, Math.floor(Date.now() / 1000)),
              },
              this.settings,
            );
      await this.#record(delivery, result);
    })()
      .catch((error: unknown) => this.log.warn({ err: loggableError(error), delivery: delivery.id }, 'webhook try not recorded'))
      .finally(() => {
        this.#inFlight.delete(run);
        // The record's next event may be due now, and a slot is free.
        this.wake();
      });
    this.#inFlight.add(run);
  }

  async #record(delivery: Claimed, result: TryResult): Promise<void> {
    const next = isDelivered(result) ? null : nextTryAt(this.settings, delivery.attempts, new Date(delivery.window_started_at), new Date());
    const state = isDelivered(result) ? 'delivered' : next === null ? 'failed' : 'pending';
    // The attempt is logged whatever happens; the delivery changes only while this claim holds it.
    await this.database.db.execute(sql`
      with attempt as (
        insert into webhook_attempts (delivery_id, status, duration_ms, excerpt)
        values (${delivery.id}, ${result.status}, ${result.durationMs}, ${result.excerpt})
      )
      update webhook_deliveries
      set state = ${state}, next_attempt_at = coalesce(${next?.toISOString() ?? null}::timestamptz, next_attempt_at),
          lease_until = null, claim = null, finished_at = case when ${state} = 'pending' then null else now() end
      where id = ${delivery.id} and claim = ${delivery.claim}`);
  }
}
