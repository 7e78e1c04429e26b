import { parseAllowList, type AllowList } from './address';

/** How webhooks are delivered (docs/decisions/348-webhooks.md); tests shorten the times. */
export interface WebhookSettings {
  /** Targets the operator allows although they are loopback, private or link-local (LAJU_WEBHOOK_ALLOW). */
  readonly allow: AllowList;
  /** One try's whole exchange: connecting, the answer's head and as much of its body as is read (LAJU_WEBHOOK_TIMEOUT_SECONDS). */
  readonly timeoutMs: number;
  /** The most of an answer that is read; the connection is closed past it. */
  readonly responseMaxBytes: number;
  /** The start of an answer kept in the delivery log. */
  readonly excerptMaxChars: number;
  /** The first retry's delay, doubled for each try after it up to `backoffMaxMs`. */
  readonly backoffFirstMs: number;
  readonly backoffMaxMs: number;
  /** How long after its event (or a manual redelivery) a delivery is retried before it fails for good. */
  readonly retryWindowMs: number;
  /** Tries in flight at once per instance. */
  readonly concurrency: number;
  /** How often an instance looks for due deliveries besides the wake-up its database sends on commit. */
  readonly pollMs: number;
  /** How long an event is kept once none of its deliveries is pending or finished within this time (the delivery log's reach). */
  readonly historyMs: number;
  /** How often an instance removes the events older than `historyMs`. */
  readonly pruneEveryMs: number;
  /** Whether this instance delivers at all (a test of the outbox alone turns it off). */
  readonly deliver: boolean;
}

/** A claim outlives its try by this much, so only a dead instance's claims come back. */
export const leaseMsOf = (settings: Pick<WebhookSettings, 'timeoutMs'>) => 2 * settings.timeoutMs + 5_000;

export function webhookSettingsFrom(env: NodeJS.ProcessEnv): WebhookSettings {
  const timeoutText = env.LAJU_WEBHOOK_TIMEOUT_SECONDS?.trim() || '10';
  const timeoutSeconds = Number(timeoutText);
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1 || timeoutSeconds > 60) {
    throw new Error('LAJU_WEBHOOK_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 60');
  }
  return {
    allow: parseAllowList(env.LAJU_WEBHOOK_ALLOW),
    timeoutMs: timeoutSeconds * 1000,
    responseMaxBytes: 64 * 1024,
    excerptMaxChars: 1024,
    backoffFirstMs: 10_000,
    backoffMaxMs: 60 * 60 * 1000,
    retryWindowMs: 24 * 60 * 60 * 1000,
    concurrency: 16,
    pollMs: 1000,
    historyMs: 30 * 24 * 60 * 60 * 1000,
    pruneEveryMs: 60 * 60 * 1000,
    deliver: true,
  };
}
