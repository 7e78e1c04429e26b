import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idParamsSchema } from '../../contract/api';
import { PRINT_BATCH_MAX, printFingerprint, printShipmentSchema, printShipmentsSchema } from '../../contract/delivery-notes';
import { receiptLinkSchema, receiverNoteFingerprint, type ReceiptLink } from '../../contract/receipts';
import { shipmentNumber, shipmentSchema, type Shipment } from '../../contract/shipments';
import { rowsOf, type Db } from '../db/client';
import { receiptLinks as receiptLinksTable, shipments } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { authOf, defineRoute } from '../http/route';
import { writeChangeLog } from '../services/change-log';
import type { ServiceContext } from '../services/context';
import { exact, intArray } from '../services/delivery';
import { shipmentDefinition } from './shipments';
import { SHIPMENTS } from '../../contract/areas';

const expandAll = async (db: Parameters<NonNullable<typeof shipmentDefinition.expand>>[0], ids: readonly number[]) => {
  const rows = await db.select().from(shipments).where(inArray(shipments.id, [...ids]));
  const records = await shipmentDefinition.expand!(db, rows);
  const byId = new Map(records.map((record) => [record.id, record]));
  return ids.map((id) => byId.get(id)!);
};

/**
 * Records one print of every shipment in `ids`, all or nothing, in one
 * transaction: the shipment rows are locked in id order (decision 180's first step; printing
 * touches no DO row), every shipment must exist and carry a DO, then each gets its count, time,
 * printer and the fingerprint of what its notes show, and one change-log row (who, when, copies).
 * Printing bumps neither version nor updated_at (decision 211).
 */
async function recordPrints(db: Db, ids: readonly number[], copies: number, actorId: number): Promise<{ records: Shipment[]; receiptLinks: ReceiptLink[] }> {
  return db.transaction(async (tx) => {
    const sorted = [...ids].sort((a, b) => a - b);
    const locked = new Set(
      rowsOf<{ id: number }>(await tx.execute(sql`select id from shipments where id = any(${intArray(sorted)}) order by id for update`)).map((row) => exact(row.id)),
    );
    const missing = ids.filter((id) => !locked.has(id));
    if (missing.length > 0) throw notFound(ids.length === 1 ? 'Shipment' : `Shipment ${missing.map(shipmentNumber).join(', ')}`);
    const records = await expandAll(tx, ids);
    const empty = records.filter((record) => record.deliveryOrders.length === 0);
    if (empty.length > 0) {
      throw new ApiError(422, 'SHIPMENT_WITHOUT_DELIVERY_ORDERS', `No DO on ${empty.map((record) => record.number).join(', ')} yet: nothing to print`);
    }
    const receiptLinks: ReceiptLink[] = [];
    for (const record of records) {
      // Each note gets its receiver's link (docs/decisions/339-receipts.md): only its hash is kept.
      for (const note of record.deliveryOrders) {
        const token = randomBytes(16).toString('base64url');
        await tx.insert(receiptLinksTable).values({
          tokenHash: createHash('sha256').update(token).digest('hex'),
          shipmentId: record.id,
          deliveryOrderId: note.deliveryOrderId,
          fingerprint: receiverNoteFingerprint(record, note),
          createdBy: actorId,
        });
        receiptLinks.push({ shipmentId: record.id, deliveryOrderId: note.deliveryOrderId, token });
      }
      await tx.execute(sql`
        update shipments
        set print_count = print_count + 1, printed_at = now(), printed_by = ${actorId}, printed_fingerprint = ${printFingerprint(record)}
        where id = ${record.id}`);
      await writeChangeLog(tx, {
        entity: 'shipment',
        entityId: record.id,
        action: 'UPDATE',
        actorId,
        before: { printCount: record.print.count },
        after: { printCount: record.print.count + 1, printCopies: copies },
      });
    }
    return { records: await expandAll(tx, ids), receiptLinks };
  });
}

/**
 * `POST /api/shipments/:id/prints` and `POST /api/shipments/prints` (batch, at most
 * PRINT_BATCH_MAX): read-shipment is enough, since whoever may read a shipment may print its
 * notes (docs/product/permissions.md names no print permission; decision 210).
 */
export function printRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const db = ctx.database.db;
  defineRoute(app, {
    method: 'POST',
    url: '/api/shipments/:id/prints',
    access: [SHIPMENTS.permission.read],
    params: idParamsSchema,
    body: printShipmentSchema,
    response: z.object({ data: shipmentSchema, receiptLinks: z.array(receiptLinkSchema) }),
    handler: async ({ params, body, request }) => {
      const { records, receiptLinks } = await recordPrints(db, [params.id], body.copies, authOf(request).userId);
      return { data: records[0]!, receiptLinks };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/shipments/prints',
    access: [SHIPMENTS.permission.read],
    body: printShipmentsSchema,
    response: z.object({ data: z.array(shipmentSchema), receiptLinks: z.array(receiptLinkSchema) }),
    handler: async ({ body, request }) => {
      if (body.shipmentIds.length > PRINT_BATCH_MAX) {
        throw new ApiError(422, 'PRINT_BATCH_TOO_LARGE', `At most ${PRINT_BATCH_MAX} shipments in one print; ${body.shipmentIds.length} were sent`, {
          fields: { shipmentIds: 'TOO_BIG' },
        });
      }
      const { records, receiptLinks } = await recordPrints(db, body.shipmentIds, body.copies, authOf(request).userId);
      return { data: records, receiptLinks };
    },
  });
}
