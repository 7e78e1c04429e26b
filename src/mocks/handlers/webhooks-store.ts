import type { WebhookDelivery, WebhookDeliveryState, WebhookEvent } from '../../../contract/webhooks';
import { mockTime } from '../db/auth';
import { mockDbGeneration } from '../db/generation';
import { sequenceText } from '../db/sequence';

/** A subscription as the server keeps it: the secret whole (the API shows it once, then its last four). */
export interface MockWebhook {
  id: number;
  name: string;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  secret: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface MockWebhookDelivery extends Omit<WebhookDelivery, 'state'> {
  webhookId: number;
  state: WebhookDeliveryState;
}

const SECRET_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
let secretCounter = 0;
/** A secret shaped as the server's (`whsec_` and 32 characters), from the mock's sequence (db/sequence.ts). */
export function nextWebhookSecret() {
  secretCounter += 1;
  return `whsec_${sequenceText(secretCounter, 32, SECRET_ALPHABET)}`;
}

/** Minutes after the mock's epoch: before the mock's "now" (src/mocks/db/logs.ts), after the seeded records. */
const at = (minutes: number) => mockTime(60 * 24 * 399 + minutes);

function seedWebhooks(): MockWebhook[] {
  secretCounter = 0;
  return [
    {
      id: 1,
      name: 'Toko daring',
      url: 'https://toko.example.com/hooks/laju',
      events: ['delivery-order.created', 'delivery-order.completed', 'shipment.loaded', 'shipment.received'],
      active: true,
      secret: nextWebhookSecret(),
      version: 1,
      createdAt: at(0),
      updatedAt: at(0),
    },
    {
      id: 2,
      name: 'Akuntansi',
      url: 'https://akuntansi.example.co.id/webhook',
      events: ['delivery-order.completed', 'shipment.cancelled'],
      active: false,
      secret: nextWebhookSecret(),
      version: 3,
      createdAt: at(10),
      updatedAt: at(30),
    },
  ];
}

const attempt = (minutes: number, status: number | null, durationMs: number, excerpt: string) => ({ at: at(minutes), status, durationMs, excerpt });

function seedDeliveries(): MockWebhookDelivery[] {
  const rows: Omit<MockWebhookDelivery, 'id'>[] = [
    {
      webhookId: 1,
      event: 'delivery-order.created',
      record: { kind: 'delivery-order', id: 1, number: 'DO-000001' },
      state: 'delivered',
      attempts: 1,
      nextAttemptAt: null,
      createdAt: at(100),
      lastAttempt: attempt(100, 200, 142, '{"ok":true}'),
    },
    {
      webhookId: 1,
      event: 'shipment.loaded',
      record: { kind: 'shipment', id: 2, number: 'SHP-000002' },
      state: 'failed',
      attempts: 8,
      nextAttemptAt: null,
      createdAt: at(110),
      lastAttempt: attempt(900, 500, 1_204, '<html><body><h1>500 Internal Server Error</h1></body></html>'),
    },
    {
      webhookId: 1,
      event: 'shipment.received',
      record: { kind: 'shipment', id: 3, number: 'SHP-000003' },
      state: 'pending',
      attempts: 2,
      nextAttemptAt: at(960),
      createdAt: at(120),
      lastAttempt: attempt(930, null, 10_000, 'Timed out after 10 s'),
    },
    {
      webhookId: 1,
      event: 'delivery-order.completed',
      record: { kind: 'delivery-order', id: 4, number: 'DO-000004' },
      state: 'pending',
      attempts: 0,
      nextAttemptAt: at(940),
      createdAt: at(940),
      lastAttempt: null,
    },
    {
      webhookId: 2,
      event: 'delivery-order.completed',
      record: { kind: 'delivery-order', id: 5, number: 'DO-000005' },
      state: 'delivered',
      attempts: 1,
      nextAttemptAt: null,
      createdAt: at(20),
      lastAttempt: attempt(20, 204, 88, ''),
    },
  ];
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}

let seededFor = -1;
const state = { webhooks: [] as MockWebhook[], deliveries: [] as MockWebhookDelivery[] };

/**
 * The webhooks of the mock db, seeded again whenever the db is (`resetMockDb` starts a new
 * generation): the subscriptions and their deliveries live here rather than in src/mocks/db, so
 * every read goes through `webhookDb()`, which notices a new generation.
 */
export function webhookDb() {
  if (seededFor !== mockDbGeneration()) {
    seededFor = mockDbGeneration();
    state.webhooks = seedWebhooks();
    state.deliveries = seedDeliveries();
  }
  return state;
}

export const nextWebhookId = () => Math.max(0, ...webhookDb().webhooks.map((row) => row.id)) + 1;
export const nextDeliveryId = () => Math.max(0, ...webhookDb().deliveries.map((row) => row.id)) + 1;

/** Stories: no subscription at all, as a new install has it. */
export function emptyWebhooks() {
  const db = webhookDb();
  db.webhooks = [];
  db.deliveries = [];
}

/** Stories: a subscription of one's own, with `deliveries` failed ones of it (the newest first in the log). */
export function addWebhook(webhook: Partial<MockWebhook> & Pick<MockWebhook, 'name' | 'url'>, deliveries = 0): MockWebhook {
  const db = webhookDb();
  const row: MockWebhook = {
    id: nextWebhookId(),
    events: ['delivery-order.created'],
    active: true,
    secret: nextWebhookSecret(),
    version: 1,
    createdAt: at(50),
    updatedAt: at(50),
    ...webhook,
  };
  db.webhooks.push(row);
  for (let index = 0; index < deliveries; index += 1) {
    db.deliveries.push({
      id: nextDeliveryId(),
      webhookId: row.id,
      event: row.events[0] ?? 'delivery-order.created',
      record: { kind: 'delivery-order', id: index + 1, number: `DO-${String(index + 1).padStart(6, '0')}` },
      state: 'failed',
      attempts: 8,
      nextAttemptAt: null,
      createdAt: at(200 + index),
      lastAttempt: attempt(200 + index, 503, 321, 'Service Unavailable'),
    });
  }
  return row;
}
