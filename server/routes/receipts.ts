import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { receiptLinkExpiresAt, receiverNoteFingerprint, receiverNoteOf, receiverNoteSchema } from '../../contract/receipts';
import type { Shipment, ShipmentDeliveryOrder } from '../../contract/shipments';
import { shipmentDefinition } from '../areas/shipments';
import { noteToReceive, recordReceipt } from '../areas/shipment-receipts';
import { rowsOf } from '../db/client';
import { ApiError } from '../errors';
import { registerUploads } from '../http/upload';
import { getCompanyProfile } from '../services/company-profile';
import type { ServiceContext } from '../services/context';
import { exact } from '../services/delivery';
import { getResource, isoOf } from '../services/resource';
import { reserveAttempt, type Reservation } from '../services/throttle';

/**
 * The receiver's own entry from a printed note's QR code (docs/decisions/339-receipts.md), without
 * a session: `GET /api/receipts/:token` reads the note, `POST` sends its receipt. A token is looked
 * up by its SHA-256 in one indexed read whatever it is (even one of the wrong shape), and an
 * unknown, expired or used link is answered from that read alone, each counted against the
 * address and the link: their answers take the same work, so their times do not tell them apart.
 */
const tokenParamsSchema = z.strictObject({ token: z.string().max(200) });

/** Wrong links an address (or a link) may try per throttle window before 429. */
const ADDRESS_LIMIT = 20;
const LINK_LIMIT = 10;

interface LinkRow {
  shipment_id: number;
  delivery_order_id: number;
  fingerprint: string;
  status: string;
  completed_at: string | null;
  created_at: string;
  received_at: string | null;
  receiver_name: string | null;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

async function lookUp(ctx: ServiceContext, request: FastifyRequest): Promise<{ link: LinkRow; attempt: Reservation }> {
  const { token } = request.params as z.output<typeof tokenParamsSchema>;
  const hash = tokenHash(token);
  const attempt = await reserveAttempt(
    ctx,
    [
      { key: `receipt-address:${request.ip}`, max: ADDRESS_LIMIT },
      { key: `receipt-link:${hash}`, max: LINK_LIMIT },
    ],
    'Too many tries with receipt links; wait a few minutes',
  );
  try {
    const [link] = rowsOf<LinkRow>(
      await ctx.database.db.execute(sql`
        select l.shipment_id, l.delivery_order_id, l.fingerprint, l.created_at, s.status, s.completed_at, r.received_at, r.receiver_name
        from receipt_links l
        join shipments s on s.id = l.shipment_id
        left join shipment_delivery_orders e on e.shipment_id = l.shipment_id and e.delivery_order_id = l.delivery_order_id
        left join shipment_receipts r on r.shipment_delivery_order_id = e.id
        where l.token_hash = ${hash}`),
    );
    const expired = link?.completed_at != null && Date.parse(receiptLinkExpiresAt(isoOf(link.completed_at), isoOf(link.created_at), ctx.config.receiptLinkDays)) < Date.now();
    if (!link) throw new ApiError(404, 'RECEIPT_LINK_UNKNOWN', 'This receipt link is not known');
    if (link.received_at !== null) {
      throw new ApiError(409, 'RECEIPT_EXISTS', 'This delivery note has already been received', { params: { receivedAt: isoOf(link.received_at), receiverName: link.receiver_name ?? '' } });
    }
    if (expired) throw new ApiError(410, 'RECEIPT_LINK_EXPIRED', 'This receipt link has expired');
    return { link, attempt };
  } catch (error) {
    await attempt.settle('failure');
    throw error;
  }
}

/** The note behind a live link, as it is now; refused when it no longer reads as printed. */
async function liveNote(ctx: ServiceContext, link: LinkRow): Promise<{ shipment: Shipment; note: ShipmentDeliveryOrder }> {
  const shipment = await getResource<Shipment>(ctx.database.db, shipmentDefinition as never, exact(link.shipment_id));
  const note = shipment.deliveryOrders.find((entry) => entry.deliveryOrderId === exact(link.delivery_order_id));
  if (shipment.status === 'BATAL' || !note || receiverNoteFingerprint(shipment, note) !== link.fingerprint) {
    throw new ApiError(409, 'RECEIPT_LINK_OUTDATED', 'The delivery note has changed since it was printed');
  }
  noteToReceive(shipment, note.deliveryOrderId);
  return { shipment, note };
}

const receiverNote = async (ctx: ServiceContext, link: LinkRow, shipment: Shipment, note: ShipmentDeliveryOrder) =>
  receiverNoteOf(shipment, note, await getCompanyProfile(ctx), { printedAt: isoOf(link.created_at), linkDays: ctx.config.receiptLinkDays });

export function receiptLinkRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const answer = z.object({ data: receiverNoteSchema });
  app.route({
    method: 'GET',
    url: '/api/receipts/:token',
    config: { access: 'public' },
    schema: { params: tokenParamsSchema, response: { 200: answer } },
    handler: async (request, reply) => {
      const { link, attempt } = await lookUp(ctx, request);
      try {
        const { shipment, note } = await liveNote(ctx, link);
        const data = await receiverNote(ctx, link, shipment, note);
        return reply.header('cache-control', 'no-store').send({ data });
      } finally {
        await attempt.settle('success');
      }
    },
  });
  registerUploads(app, (uploads) => {
    uploads.route({
      method: 'POST',
      url: '/api/receipts/:token',
      config: { access: 'public' },
      schema: { params: tokenParamsSchema, response: { 201: answer } },
      handler: async (request, reply) => {
        const { link, attempt } = await lookUp(ctx, request);
        try {
          const target = await liveNote(ctx, link);
          const shipment = await recordReceipt(ctx, request, target, { source: 'RECEIVER', userId: null });
          const note = shipment.deliveryOrders.find((entry) => entry.deliveryOrderId === target.note.deliveryOrderId)!;
          return reply.code(201).header('cache-control', 'no-store').send({ data: await receiverNote(ctx, link, shipment, note) });
        } finally {
          await attempt.settle('success');
        }
      },
    });
  });
}
