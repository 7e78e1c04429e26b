import { sql } from 'drizzle-orm';
import { deliveryOrderNumber } from '../../contract/delivery-orders-values';
import { shipmentNumber } from '../../contract/shipments-values';
import { isWebhookEvent, type WebhookEvent } from '../../contract/webhooks-values';
import type { Queryable } from '../db/client';

const NUMBER_OF = { 'delivery-order': deliveryOrderNumber, shipment: shipmentNumber } as const;
type Kind = keyof typeof NUMBER_OF;

/**
 * The one way an event enters the outbox (docs/decisions/348-webhooks.md): call it with the
 * transaction that makes the change, after the record's row is locked or written, so the event
 * commits or rolls back with the change and a record's events are numbered in the order its
 * changes commit. The body tells the record's number and status (and `facts`, such as a receipt's
 * DO), not the whole record: a receiver reads that through the API. The resource kit calls it
 * for every area's create and update (`customer.created` is no event, and is dropped here).
 * Nobody subscribed: nothing is written (the SQL function checks, migration 0022).
 */
export async function recordEvent(
  tx: Queryable,
  event: WebhookEvent | `${string}.${'created' | 'updated'}`,
  record: { readonly id: number; readonly status?: unknown },
  facts: Readonly<Record<string, unknown>> = {},
): Promise<void> {
  if (!isWebhookEvent(event)) return;
  const kind = event.slice(0, event.indexOf('.')) as Kind;
  const number = NUMBER_OF[kind](record.id);
  const data = { id: record.id, number, status: record.status, ...facts };
  await tx.execute(sql`select webhook_record_event(${event}, ${kind}, ${record.id}, ${number}, ${JSON.stringify(data)}::jsonb)`);
}
