import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { dataEnvelope } from '../../contract/api';
import { SHIPMENTS } from '../../contract/areas';
import { fieldErrorsFromIssues } from '../../contract/validation';
import { PROOF_MAX_BYTES, shipmentSchema, shipmentSnapshot, type Shipment, type ShipmentDeliveryOrder } from '../../contract/shipments';
import { RECEIPT_PICTURES, receiptInputSchema, receiptSnapshot, SIGNATURE_MAX_BYTES, type ReceiptSource } from '../../contract/receipts';
import { rowsOf, type Db } from '../db/client';
import { ApiError, loggableError, notFound } from '../errors';
import { authOf } from '../http/route';
import { registerUploads, uploadedForm } from '../http/upload';
import { RequestValidationError } from '../http/zod';
import { writeChangeLog } from '../services/change-log';
import { recordEvent } from '../webhooks/outbox';
import type { ServiceContext } from '../services/context';
import { exact, lockDeliveryOrders, recomputeStatuses } from '../services/delivery';
import { processImage, processLogo, readImage, removeImages, signatures, storeImage } from '../services/proof-images';
import { getResource } from '../services/resource';
import { shipmentDefinition } from './shipments';

/**
 * Receipts (docs/decisions/339-receipts.md): what the customer received of one DO on a loaded
 * shipment (a note), with a signature and/or a photo. Staff with receive-shipment enter it from
 * the returned paper; the receiver's own entry from the note's QR code goes through the same
 * `recordReceipt`. One receipt per note, and nothing is stored when anything is refused.
 */
const getShipment = (db: Db, id: number) => getResource<Shipment>(db, shipmentDefinition as never, id);

const receiptParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647), deliveryOrderId: z.coerce.number().int().positive().max(2_147_483_647) });
const pictureParamsSchema = receiptParamsSchema.extend({ picture: z.enum(RECEIPT_PICTURES) });

const alreadyReceived = () => new ApiError(409, 'RECEIPT_EXISTS', 'This delivery note has already been received');

/** The note a receipt is for, refused before a byte of the form is read. */
export function noteToReceive(shipment: Shipment, deliveryOrderId: number): ShipmentDeliveryOrder {
  const note = shipment.deliveryOrders.find((entry) => entry.deliveryOrderId === deliveryOrderId);
  if (!note) throw notFound('Delivery note');
  if (shipment.status !== 'SELESAI') throw new ApiError(409, 'SHIPMENT_NOT_COMPLETED', 'The shipment has not been loaded yet');
  if (note.receipt) throw alreadyReceived();
  return note;
}

/** The receipt part as JSON through its schema (400), then its lines against the note (422). */
export function readReceipt(text: string | undefined, note: ShipmentDeliveryOrder) {
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', 'The receipt part is missing or not JSON');
  }
  const parsed = receiptInputSchema.safeParse(json, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError(fieldErrorsFromIssues(parsed.error.issues), 'body');
  const input = parsed.data;
  const shipped = new Map(note.lines.map((line) => [line.deliveryOrderLineId, line.quantity]));
  const problems: Record<string, string> = {};
  input.lines.forEach((line, index) => {
    const quantity = shipped.get(line.deliveryOrderLineId);
    if (quantity === undefined) problems[`lines.${index}.deliveryOrderLineId`] = 'NOT_FOUND';
    else if (line.received > quantity) problems[`lines.${index}.received`] = 'TOO_BIG';
    else if (line.received < quantity && !line.reason) problems[`lines.${index}.reason`] = 'REQUIRED';
    else if (line.received === quantity && line.reason) problems[`lines.${index}.reason`] = 'NOT_ALLOWED';
  });
  if (Object.keys(problems).length > 0) throw new ApiError(422, 'RECEIPT_LINES_INVALID', 'A line does not fit what was shipped', { fields: problems });
  return input;
}

const RECEIPT_FORM = {
  fields: ['receipt'],
  fieldMaxBytes: 64 * 1024,
  files: {
    signature: { maxBytes: SIGNATURE_MAX_BYTES, tooLarge: 'The signature is larger than 1 MB' },
    photo: { maxBytes: PROOF_MAX_BYTES, tooLarge: 'The photo is larger than 10 MB' },
  },
} as const;

interface ReceiptFiles {
  signature: string | null;
  photo: { fileName: string; thumbnailName: string } | null;
}

/**
 * Reads the form, checks it, stores its pictures and writes the receipt; the pictures are removed
 * again when the write fails. Answers the shipment as it now is.
 */
export async function recordReceipt(
  ctx: ServiceContext,
  request: FastifyRequest,
  target: { shipment: Shipment; note: ShipmentDeliveryOrder },
  by: { source: ReceiptSource; userId: number | null },
): Promise<Shipment> {
  const form = await uploadedForm(request, RECEIPT_FORM);
  const input = readReceipt(form.fields.receipt, target.note);
  // An empty file part is a picker left empty: not sent.
  const sent = (bytes: Buffer | undefined) => (bytes && bytes.length > 0 ? bytes : undefined);
  const signatureBytes = sent(form.files.signature);
  const photoBytes = sent(form.files.photo);
  if (!signatureBytes && !photoBytes) throw new ApiError(422, 'RECEIPT_EVIDENCE_MISSING', 'A signature or a photo is needed', { fields: { signature: 'REQUIRED' } });
  const [signature, photo] = await Promise.all([
    signatureBytes ? processLogo(signatureBytes) : null,
    photoBytes ? processImage(photoBytes) : null,
  ]);
  const store = ctx.files;
  const files: ReceiptFiles = { signature: null, photo: null };
  try {
    if (signature) files.signature = await signatures.store(store, signature.png);
    if (photo) files.photo = await storeImage(store, photo);
    const shipment = await writeReceipt(ctx.database.db, target.shipment.id, target.note.deliveryOrderId, input, files, by);
    // The DO's status may change: its held totals are stale (decision 289).
    await ctx.masterDataCounts.changed();
    return shipment;
  } catch (error) {
    await Promise.all([
      signatures.remove(store, [files.signature]),
      removeImages(store, files.photo ? [files.photo.fileName, files.photo.thumbnailName] : []),
    ]).catch((cleanup: unknown) => request.log.warn({ err: loggableError(cleanup) }, 'receipt pictures not removed'));
    throw error;
  }
}

/** In one transaction, in the lock order of decision 180: the shipment row, then its DO rows. */
function writeReceipt(db: Db, shipmentId: number, deliveryOrderId: number, input: z.output<typeof receiptInputSchema>, files: ReceiptFiles, by: { source: ReceiptSource; userId: number | null }) {
  return db.transaction(async (tx) => {
    const locked = rowsOf(await tx.execute(sql`select id from shipments where id = ${shipmentId} for update`));
    if (locked.length === 0) throw notFound('Shipment');
    const before = await getResource<Shipment>(tx, shipmentDefinition as never, shipmentId);
    // Checked again under the shipment's lock: the other phone's receipt may have committed since.
    const note = noteToReceive(before, deliveryOrderId);
    const [entry] = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from shipment_delivery_orders where shipment_id = ${shipmentId} and delivery_order_id = ${deliveryOrderId}`),
    );
    const sent = new Map(input.lines.map((line) => [line.deliveryOrderLineId, line]));
    const inserted = rowsOf(
      await tx.execute(sql`
        insert into shipment_receipts (shipment_delivery_order_id, shipment_id, delivery_order_id, receiver_name, received_at, note, source, entered_by, signature_file, photo_file)
        values (${exact(entry!.id)}, ${shipmentId}, ${deliveryOrderId}, ${input.receiverName}, ${(by.source === 'STAFF' && input.receivedAt) || new Date().toISOString()}, ${input.note ?? ''},
                ${by.source}, ${by.userId}, ${files.signature}, ${files.photo?.fileName ?? null})
        on conflict do nothing
        returning shipment_id`),
    );
    if (inserted.length === 0) throw alreadyReceived();
    for (const line of note.lines) {
      const given = sent.get(line.deliveryOrderLineId);
      await tx.execute(sql`
        update shipment_lines set received = ${given?.received ?? line.quantity}, shortfall_reason = ${given && given.received < line.quantity ? given.reason! : null}
        where shipment_id = ${shipmentId} and delivery_order_line_id = ${line.deliveryOrderLineId}`);
    }
    await tx.execute(sql`update shipments set version = version + 1, updated_at = now() where id = ${shipmentId}`);
    await lockDeliveryOrders(tx, [deliveryOrderId]);
    await recomputeStatuses(tx, [deliveryOrderId], { actorId: by.userId });
    const after = await getResource<Shipment>(tx, shipmentDefinition as never, shipmentId);
    const receipt = after.deliveryOrders.find((order) => order.deliveryOrderId === deliveryOrderId)!.receipt!;
    await writeChangeLog(tx, {
      entity: SHIPMENTS.changeEntity,
      entityId: shipmentId,
      action: 'UPDATE',
      actorId: by.userId,
      before: shipmentSnapshot(before),
      after: { ...shipmentSnapshot(after), ...receiptSnapshot(note.number, receipt) },
    });
    await recordEvent(tx, 'shipment.received', after, { deliveryOrder: { id: deliveryOrderId, number: note.number } });
    return after;
  });
}

/** Where a receipt's pictures are: the signature's PNG, the photo's JPEG. */
async function receiptFiles(db: Db, shipmentId: number, deliveryOrderId: number) {
  const [row] = rowsOf<{ signature_file: string | null; photo_file: string | null }>(
    await db.execute(sql`select signature_file, photo_file from shipment_receipts where shipment_id = ${shipmentId} and delivery_order_id = ${deliveryOrderId}`),
  );
  return row;
}

/**
 * `POST /api/shipments/:id/receipts/:deliveryOrderId` (multipart: `receipt`, `signature`, `photo`;
 * receive-shipment) and `GET …/receipts/:deliveryOrderId/signature|photo` (read-shipment).
 */
export function receiptRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const db = ctx.database.db;
  registerUploads(app, (uploads) => {
    uploads.route({
      method: 'POST',
      url: '/api/shipments/:id/receipts/:deliveryOrderId',
      config: { access: [SHIPMENTS.permission.receive] },
      schema: { params: receiptParamsSchema, response: { 201: dataEnvelope(shipmentSchema) } },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const { id, deliveryOrderId } = request.params as z.output<typeof receiptParamsSchema>;
        const shipment = await getShipment(db, id);
        const note = noteToReceive(shipment, deliveryOrderId);
        const recorded = await recordReceipt(ctx, request, { shipment, note }, { source: 'STAFF', userId: authOf(request).userId });
        return reply.code(201).send({ data: recorded });
      },
    });
  });

  app.route({
    method: 'GET',
    url: '/api/shipments/:id/receipts/:deliveryOrderId/:picture',
    config: { access: [SHIPMENTS.permission.read] },
    schema: { params: pictureParamsSchema },
    handler: async (request, reply) => {
      const { id, deliveryOrderId, picture } = request.params as z.output<typeof pictureParamsSchema>;
      const files = await receiptFiles(db, id, deliveryOrderId);
      const name = picture === 'signature' ? files?.signature_file : files?.photo_file;
      if (!name) throw notFound(picture === 'signature' ? 'Signature' : 'Receipt photo');
      const bytes = await (picture === 'signature' ? signatures.read(ctx.files, name) : readImage(ctx.files, name));
      if (!bytes) throw notFound('Receipt picture');
      // A receipt never changes, so its pictures never do.
      return reply
        .type(picture === 'signature' ? 'image/png' : 'image/jpeg')
        .header('cache-control', 'private, max-age=86400')
        .send(bytes);
    },
  });
}
