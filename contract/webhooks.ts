import { z } from 'zod';
import { listEnvelope, pageQuerySchema } from './api';
import { nameTextSchema } from './text';
import { WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENTS, WEBHOOK_NAME_MAX, WEBHOOK_URL_MAX } from './webhooks-values';

export * from './webhooks-values';

/**
 * Webhooks (docs/decisions/348-webhooks.md): subscriptions that post signed events to another
 * system, managed with `manage-webhooks`. Each change that makes an event writes it to an outbox
 * in its own transaction; deliveries are tried at least once, in order per record.
 */
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);

/**
 * A target: an absolute http or https URL without credentials. Where it may point (no loopback,
 * private, link-local or metadata address unless the operator allows it) is the server's check,
 * at saving and again after name resolution (422 WEBHOOK_TARGET_REFUSED).
 */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .max(WEBHOOK_URL_MAX, 'TOO_LONG')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'INVALID_URL');

const webhookNameSchema = nameTextSchema().superRefine((value, ctx) => {
  const problem = value === '' ? 'REQUIRED' : value.length > WEBHOOK_NAME_MAX ? 'TOO_LONG' : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const eventsSchema = z
  .array(webhookEventSchema)
  .min(1, 'REQUIRED')
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));

/** `POST /api/webhooks`: the answer carries the signing secret, shown this once. */
export const createWebhookSchema = z.strictObject({
  name: webhookNameSchema,
  url: webhookUrlSchema,
  events: eventsSchema,
  active: z.boolean().default(true),
});
export type CreateWebhook = z.input<typeof createWebhookSchema>;

/** `PATCH /api/webhooks/:id`: the fields that change, with the version read (409 VERSION_CONFLICT). */
export const updateWebhookSchema = z.strictObject({
  version: z.number().int().positive(),
  name: webhookNameSchema.optional(),
  url: webhookUrlSchema.optional(),
  events: eventsSchema.optional(),
  active: z.boolean().optional(),
});
export type UpdateWebhook = z.input<typeof updateWebhookSchema>;

export const webhookSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  active: z.boolean(),
  /** The secret's last four characters, to tell which one a receiver holds. */
  secretHint: z.string(),
  /** Deliveries still waiting and failed for good, for the list's attention column. */
  pending: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  lastDeliveryAt: z.string().nullable(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer to a create or a secret rotation: the only time the secret is shown. */
export const webhookWithSecretSchema = z.object({ data: webhookSchema, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookListSchema = listEnvelope(webhookSchema);

/** One event for one subscription, with its tries. */
export const webhookDeliverySchema = z.object({
  id: z.number().int().positive(),
  event: webhookEventSchema,
  /** The record it is about, as the API names it (`DO-000123`, `SHP-000045`) and its id. */
  record: z.object({ kind: z.enum(['delivery-order', 'shipment']), id: z.number().int().positive(), number: z.string() }),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  /** The last try: when, the receiver's status (null when it could not be reached), how long, and the start of its answer or the reason it failed. */
  lastAttempt: z
    .object({
      at: z.string(),
      status: z.number().int().nullable(),
      durationMs: z.number().int().nonnegative(),
      excerpt: z.string(),
    })
    .nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** `GET /api/webhooks/:id/deliveries?state=failed`: newest first. */
export const webhookDeliveriesQuerySchema = pageQuerySchema.extend({
  state: z.enum(WEBHOOK_DELIVERY_STATES).optional(),
});
export const webhookDeliveryListSchema = listEnvelope(webhookDeliverySchema);
