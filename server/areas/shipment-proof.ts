import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { dataEnvelope, idParamsSchema } from '../../contract/api';
import { PROOF_MAX_BYTES, shipmentSchema, shipmentSnapshot, type Shipment } from '../../contract/shipments';
import { rowsOf, type Db } from '../db/client';
import { ApiError, loggableError, notFound } from '../errors';
import { authOf } from '../http/route';
import { registerUploads, uploadedPicture, type UploadLimit } from '../http/upload';
import { writeChangeLog } from '../services/change-log';
import { recordEvent } from '../webhooks/outbox';
import type { ServiceContext } from '../services/context';
import { exact, lockDeliveryOrders, recomputeStatuses } from '../services/delivery';
import { claimInTransaction, idempotencyClaimOf, keepAnswer, storedAnswer, type IdempotencyClaim } from '../services/idempotency';
import { processImage, readImage, removeImages, storeImage, type ProcessedImage } from '../services/proof-images';
import { getResource } from '../services/resource';
import { shipmentCancelled, shipmentDefinition } from './shipments';
import { SHIPMENTS } from '../../contract/areas';

const proofQuerySchema = z.strictObject({ size: z.enum(['full', 'thumbnail']).default('full') });

const getShipment = (db: Db, id: number) => getResource<Shipment>(db, shipmentDefinition as never, id);

/**
 * A proof completes the shipment: a cancelled one cannot be completed, and an empty one has
 * nothing to complete (a shipment always carries at least one DO); both 409.
 */
function assertCompletable(shipment: Shipment) {
  if (shipment.status === 'BATAL') throw shipmentCancelled();
  if (shipment.deliveryOrders.length === 0) {
    throw new ApiError(409, 'SHIPMENT_WITHOUT_DELIVERY_ORDERS', 'A shipment without delivery orders cannot be completed');
  }
}

/**
 * Stores the proof's metadata, completes the shipment and recomputes its DOs' statuses in one
 * transaction, in the lock order of decision 180 (shipment row, then DO rows). Returns the
 * record and the files of a replaced photo, deleted by the caller once this commits.
 */
async function completeWithProof(db: Db, id: number, files: { fileName: string; thumbnailName: string }, image: ProcessedImage, actorId: number, claim: IdempotencyClaim | undefined) {
  return db.transaction(async (tx) => {
    if (claim) {
      // The same photo sent again under its key (its first answer was lost): the first answer.
      const first = await claimInTransaction<Shipment>(tx, claim);
      if (first !== undefined) return { record: first, replaced: [] as string[], replayed: true };
    }
    const locked = rowsOf(await tx.execute(sql`select id from shipments where id = ${id} for update`));
    if (locked.length === 0) throw notFound('Shipment');
    const before = await getResource<Shipment>(tx, shipmentDefinition as never, id);
    // Checked again under the row's lock: a cancel or an emptying save may have landed since.
    assertCompletable(before);
    await tx.execute(sql`
      update shipments
      set status = 'SELESAI', completed_at = coalesce(completed_at, now()), version = version + 1, updated_at = now()
      where id = ${id}`);
    const orderIds = rowsOf<{ delivery_order_id: number }>(
      await tx.execute(sql`select delivery_order_id from shipment_delivery_orders where shipment_id = ${id} order by delivery_order_id`),
    ).map((row) => exact(row.delivery_order_id));
    await lockDeliveryOrders(tx, orderIds);
    const replaced = rowsOf<{ file_name: string; thumbnail_name: string }>(
      await tx.execute(sql`select file_name, thumbnail_name from shipment_proofs where shipment_id = ${id}`),
    );
    await tx.execute(sql`
      insert into shipment_proofs (shipment_id, file_name, thumbnail_name, width, height, bytes, uploaded_by, uploaded_at)
      values (${id}, ${files.fileName}, ${files.thumbnailName}, ${image.width}, ${image.height}, ${image.full.length}, ${actorId}, now())
      on conflict (shipment_id) do update set
        file_name = excluded.file_name, thumbnail_name = excluded.thumbnail_name, width = excluded.width,
        height = excluded.height, bytes = excluded.bytes, uploaded_by = excluded.uploaded_by, uploaded_at = excluded.uploaded_at`);
    await recomputeStatuses(tx, orderIds, { actorId });
    const after = await getResource<Shipment>(tx, shipmentDefinition as never, id);
    await writeChangeLog(tx, { entity: 'shipment', entityId: id, action: 'UPDATE', actorId, before: shipmentSnapshot(before), after: shipmentSnapshot(after) });
    // Loaded once: a photo replaced later changes the proof, not the shipment's state.
    if (before.status !== 'SELESAI') await recordEvent(tx, 'shipment.loaded', after);
    if (claim) await keepAnswer(tx, claim, 200, after);
    return { record: after, replaced: replaced.flatMap((row) => [row.file_name, row.thumbnail_name]), replayed: false };
  });
}

/** A proof photo: at most PROOF_MAX_BYTES (contract/shipments.ts). */
const PROOF_UPLOAD: UploadLimit = { maxBytes: PROOF_MAX_BYTES, tooLarge: 'The photo is larger than 10 MB' };

/**
 * `POST /api/shipments/:id/proof` (multipart, one file) and `GET /api/shipments/:id/proof`
 * (`?size=thumbnail`). The permission is checked in onRequest, before a byte of the body is read
 * (plugins/access.ts); the shipment must exist before the body is read too. Nothing is left in
 * the store when anything fails, and a replaced photo is removed once the new one commits.
 */
export function proofRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const db = ctx.database.db;
  registerUploads(app, (uploads) => {
    uploads.route({
      method: 'POST',
      url: '/api/shipments/:id/proof',
      config: { access: [SHIPMENTS.permission.uploadProof] },
      schema: { params: idParamsSchema, response: { 200: dataEnvelope(shipmentSchema) } },
      handler: async (request, reply) => uploadProof(request, reply),
    });
  });

  async function uploadProof(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: number };
    const auth = authOf(request);
    // Refused before a byte of the photo is read or stored.
    assertCompletable(await getShipment(db, id));
    const buffer = await uploadedPicture(request, PROOF_UPLOAD);
    // A phone sends a photo again when the connection dropped before its answer came: under the
    // same Idempotency-Key it is answered from the first upload and stored once.
    const claim = idempotencyClaimOf(request, auth.userId, { shipmentId: id, photo: createHash('sha256').update(buffer).digest('hex') });
    const replay = await storedAnswer<Shipment>(db, claim);
    if (replay !== undefined) return reply.code(200).header('idempotency-replayed', 'true').send({ data: replay });
    const image = await processImage(buffer);
    const files = await storeImage(ctx.files, image);
    const stored = [files.fileName, files.thumbnailName];
    // A removal that fails (the store gone meanwhile) leaves photos no row names: logged, never
    // served, and the request answers what went wrong first.
    const removeUnnamed = (names: readonly string[], what: string) =>
      removeImages(ctx.files, names).catch((error: unknown) => request.log.warn({ err: loggableError(error) }, what));
    let result: Awaited<ReturnType<typeof completeWithProof>>;
    try {
      result = await completeWithProof(db, id, files, image, auth.userId, claim);
    } catch (error) {
      await removeUnnamed(stored, 'proof photo of a failed upload not removed');
      throw error;
    }
    if (result.replayed) {
      await removeUnnamed(stored, 'proof photo sent again not removed');
      return reply.code(200).header('idempotency-replayed', 'true').send({ data: result.record });
    }
    // The shipment and its DOs changed status: their held totals are stale (decision 289).
    await ctx.masterDataCounts.changed();
    await removeUnnamed(result.replaced, 'replaced proof photo not removed');
    return reply.code(200).send({ data: result.record });
  }

  app.route({
    method: 'GET',
    url: '/api/shipments/:id/proof',
    config: { access: [SHIPMENTS.permission.showProof] },
    schema: { params: idParamsSchema, querystring: proofQuerySchema },
    handler: async (request, reply) => {
      const { id } = request.params as { id: number };
      const { size } = request.query as z.output<typeof proofQuerySchema>;
      const [proof] = rowsOf<{ file_name: string; thumbnail_name: string }>(
        await db.execute(sql`select file_name, thumbnail_name from shipment_proofs where shipment_id = ${id}`),
      );
      if (!proof) throw notFound('Proof photo');
      const thumbnail = size === 'thumbnail';
      const bytes = await readImage(ctx.files, thumbnail ? proof.thumbnail_name : proof.file_name);
      if (!bytes) throw notFound('Proof photo');
      // The name changes with every upload, so a cached copy is never stale for long.
      return reply
        .type(thumbnail ? 'image/webp' : 'image/jpeg')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `inline; filename="proof-${id}${thumbnail ? '-thumb.webp' : '.jpg'}"`)
        .send(bytes);
    },
  });
}
