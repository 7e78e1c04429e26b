// The plain values of the webhooks' contract (contract/webhooks.ts): constants and pure helpers
// with no zod, so a screen that only shows them never downloads the validation library.

/**
 * What another system can hear about (docs/decisions/348-webhooks.md), named `<record>.<what>`:
 * a DO created, changed, cancelled or completed (every line delivered or written off); a shipment
 * created, loaded (its proof photo taken), received (its receipt recorded) or cancelled.
 */
export const WEBHOOK_EVENTS = [
  'delivery-order.created',
  'delivery-order.updated',
  'delivery-order.cancelled',
  'delivery-order.completed',
  'shipment.created',
  'shipment.loaded',
  'shipment.received',
  'shipment.cancelled',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const isWebhookEvent = (value: string): value is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(value);

/**
 * Where one event stands for one subscription: waiting for its first try or a retry, delivered
 * (the receiver answered 2xx), or failed for good (no 2xx within the retry window).
 */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const WEBHOOK_NAME_MAX = 60;
export const WEBHOOK_URL_MAX = 2_000;

/** The headers every delivery carries; a receiver verifies `LAJU-Signature` (docs/webhooks.md). */
export const WEBHOOK_HEADERS = {
  event: 'LAJU-Event',
  delivery: 'LAJU-Delivery',
  signature: 'LAJU-Signature',
} as const;
