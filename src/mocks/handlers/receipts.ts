import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/api';
import { SHIPMENTS } from '../../../contract/areas';
import { deliveryOrderNumber } from '../../../contract/delivery-orders';
import { openShortfall, RECEIPT_PICTURES, receiptInputSchema, receiptLinkExpiresAt, receiptSnapshot, receiverNoteFingerprint, receiverNoteOf, SIGNATURE_MAX_BYTES, type ReceiptPicture, type ReceiptReason, type ReceiptSource } from '../../../contract/receipts';
import { PROOF_MAX_BYTES, shipmentSnapshot } from '../../../contract/shipments';
import { companyProfileStore, companyProfileView } from '../db/company-profile';
import { deliveryOrderStore, lineQuantities, receiptLinkStore, receiptView, recomputeStatuses, shipmentStore, shipmentView, storeReceipt, type StoredAllocation, type StoredOrder, type StoredReceiptLink, type StoredShipment } from '../db/delivery';
import { nextTime, recordChange } from '../db/logs';
import { authorize, multipartOf, parse, pictureKindRefusal, pictureTypeOf, readInStory } from './helpers';
import { apiError, ok } from './respond';

/**
 * Receipts and write-offs on the mock (docs/decisions/339-receipts.md), answering as the server
 * does (the shared suite contract/testing/receipts-suite.ts holds both to it): staff record what a
 * note's customer received from the returned paper; a shortfall is pending again until a write-off
 * closes it.
 */
const id = idParamsSchema.shape.id;
const noteParamsSchema = z.strictObject({ id, deliveryOrderId: id });
const pictureParamsSchema = z.strictObject({ id, deliveryOrderId: id, picture: z.enum(RECEIPT_PICTURES) });
const PICTURE_MAX_BYTES: Readonly<Record<ReceiptPicture, number>> = { signature: SIGNATURE_MAX_BYTES, photo: PROOF_MAX_BYTES };

/** A note by the route's ids: 404 when the shipment is missing or does not carry the DO. */
function noteOf(rawParams: Record<string, unknown>) {
  const params = parse(noteParamsSchema, { id: rawParams.id, deliveryOrderId: rawParams.deliveryOrderId });
  if (!params.ok) return params.response;
  const shipment = shipmentStore.find(params.data.id);
  if (!shipment) return apiError(404, 'NOT_FOUND', 'Shipment not found');
  const entry = shipment.deliveryOrders.find((candidate) => candidate.deliveryOrderId === params.data.deliveryOrderId);
  if (!entry) return apiError(404, 'NOT_FOUND', 'Delivery note not found');
  return { shipment, entry, order: deliveryOrderStore.find(entry.deliveryOrderId)! };
}

/** The `receipt` part: JSON of receiptInputSchema (400 BAD_REQUEST when missing or not JSON). */
function receiptOf(form: FormData) {
  const text = form.get('receipt');
  let json: unknown;
  try {
    json = JSON.parse(typeof text === 'string' ? text : '');
  } catch {
    return apiError(400, 'BAD_REQUEST', 'The receipt part is missing or not JSON');
  }
  const input = parse(receiptInputSchema, json);
  return input.ok ? input.data : input.response;
}

type Arrived = Map<number, { received: number; reason: ReceiptReason | null }>;

/** The sent lines against the note's: each on the note, at most shipped, a reason exactly when short. */
function arrivedOf(entry: StoredAllocation, lines: readonly { deliveryOrderLineId: number; received: number; reason?: ReceiptReason | null }[]): Response | Arrived {
  const problems: Record<string, string> = {};
  lines.forEach((line, index) => {
    const shipped = entry.lines.find((candidate) => candidate.deliveryOrderLineId === line.deliveryOrderLineId)?.quantity;
    if (shipped === undefined) problems[`lines.${index}.deliveryOrderLineId`] = 'NOT_FOUND';
    else if (line.received > shipped) problems[`lines.${index}.received`] = 'TOO_BIG';
    else if (line.received < shipped && !line.reason) problems[`lines.${index}.reason`] = 'REQUIRED';
    else if (line.received === shipped && line.reason) problems[`lines.${index}.reason`] = 'NOT_ALLOWED';
  });
  if (Object.keys(problems).length > 0) return apiError(422, 'RECEIPT_LINES_INVALID', 'A line does not fit what was shipped', { fields: problems });
  return new Map(lines.map((line) => [line.deliveryOrderLineId, { received: line.received, reason: line.reason ?? null }]));
}

type Files = Record<ReceiptPicture, Blob | null>;

/**
 * The form's pictures as the server reads its parts, each past its own limit 413 before any part
 * is looked at; an empty file part is none, as a browser sends a file input left empty.
 */
function filesOf(form: FormData): Response | Files {
  const files: Files = { signature: null, photo: null };
  for (const name of RECEIPT_PICTURES) {
    const file = form.get(name);
    if (!(file instanceof Blob) || file.size === 0) continue;
    if (file.size > PICTURE_MAX_BYTES[name]) return apiError(413, 'PAYLOAD_TOO_LARGE', `The ${name} is larger than ${PICTURE_MAX_BYTES[name] / 1024 / 1024} MB`);
    files[name] = file;
  }
  return files;
}

/** The signature and the photo: at least one, each a picture by its content. */
async function picturesOf(files: Files): Promise<Response | Record<ReceiptPicture, Uint8Array<ArrayBuffer> | null>> {
  if (!files.signature && !files.photo) return apiError(422, 'RECEIPT_EVIDENCE_MISSING', 'A receipt needs a signature or a photo', { fields: { signature: 'REQUIRED' } });
  const pictures: Record<ReceiptPicture, Uint8Array<ArrayBuffer> | null> = { signature: null, photo: null };
  for (const name of RECEIPT_PICTURES) {
    const file = files[name];
    if (!file) continue;
    const bytes = new Uint8Array(await readInStory(() => file.arrayBuffer()));
    const refused = pictureKindRefusal(bytes);
    if (refused) return refused;
    pictures[name] = bytes;
  }
  return pictures;
}

const alreadyReceived = () => apiError(409, 'RECEIPT_EXISTS', 'This delivery note has already been received');

/**
 * Reads the receipt form sent for a note and stores it, answering the server's refusals in its
 * order; on success the shipment as it now is.
 */
async function takeReceipt(request: Request, note: { shipment: StoredShipment; entry: StoredAllocation; order: StoredOrder }, by: { source: ReceiptSource; actorId: number | null }): Promise<Response | StoredShipment> {
  const { shipment, entry, order } = note;
  if (shipment.status !== 'SELESAI') return apiError(409, 'SHIPMENT_NOT_COMPLETED', 'The shipment has not been loaded yet');
  if (entry.receipt) return alreadyReceived();
  const form = await multipartOf(request);
  if (form instanceof Response) return form;
  const files = filesOf(form);
  if (files instanceof Response) return files;
  const input = receiptOf(form);
  if (input instanceof Response) return input;
  const arrived = arrivedOf(entry, input.lines);
  if (arrived instanceof Response) return arrived;
  const pictures = await picturesOf(files);
  if (pictures instanceof Response) return pictures;
  // Again after every read of the body: of two receipts sent at once, the first stored wins.
  if (entry.receipt) return alreadyReceived();
  const before = shipmentSnapshot(shipmentView(shipment));
  const now = nextTime();
  const receivedAt = input.receivedAt && by.source === 'STAFF' ? new Date(input.receivedAt).toISOString() : now;
  storeReceipt(shipment, entry, { receiverName: input.receiverName, receivedAt, note: input.note ?? '', source: by.source, enteredById: by.actorId, enteredAt: now, ...pictures }, arrived);
  recomputeStatuses([order.id], by.actorId);
  const after = { ...shipmentSnapshot(shipmentView(shipment)), ...receiptSnapshot(deliveryOrderNumber(order.id), receiptView(entry, order)!) };
  recordChange({ entity: SHIPMENTS.changeEntity, entityId: shipment.id, action: 'UPDATE', actorId: by.actorId, before, after });
  return shipment;
}

/** Days a link works after loading or printing: the server's default (LAJU_RECEIPT_LINK_DAYS). */
const RECEIPT_LINK_DAYS = 14;

/**
 * A receiver's link as the server answers it: unknown 404, used 409 with who and when, expired
 * 410, a note changed or cancelled since printing 409, not loaded 409. The mock does not limit
 * tries per address.
 */
function linkedNote(token: string): Response | { shipment: StoredShipment; entry: StoredAllocation; order: StoredOrder; link: StoredReceiptLink } {
  const link = receiptLinkStore.get(token);
  const shipment = link && shipmentStore.find(link.shipmentId);
  if (!link || !shipment) return apiError(404, 'RECEIPT_LINK_UNKNOWN', 'This receipt link is not known');
  const entry = shipment.deliveryOrders.find((candidate) => candidate.deliveryOrderId === link.deliveryOrderId);
  if (entry?.receipt) {
    return apiError(409, 'RECEIPT_EXISTS', 'This delivery note has already been received', { params: { receivedAt: entry.receipt.receivedAt, receiverName: entry.receipt.receiverName } });
  }
  if (shipment.completedAt && Date.parse(receiptLinkExpiresAt(shipment.completedAt, link.printedAt, RECEIPT_LINK_DAYS)) < Date.parse(nextTime())) {
    return apiError(410, 'RECEIPT_LINK_EXPIRED', 'This receipt link has expired');
  }
  const view = shipmentView(shipment);
  const note = view.deliveryOrders.find((candidate) => candidate.deliveryOrderId === link.deliveryOrderId);
  if (shipment.status === 'BATAL' || !entry || !note || receiverNoteFingerprint(view, note) !== link.fingerprint) {
    return apiError(409, 'RECEIPT_LINK_OUTDATED', 'The delivery note has changed since it was printed');
  }
  if (shipment.status !== 'SELESAI') return apiError(409, 'SHIPMENT_NOT_COMPLETED', 'The shipment has not been loaded yet');
  return { shipment, entry, order: deliveryOrderStore.find(entry.deliveryOrderId)!, link };
}

/** The note as the receiver's page shows it, of this DO on the stored shipment. */
function receiverNote(shipment: StoredShipment, deliveryOrderId: number, link: StoredReceiptLink) {
  const view = shipmentView(shipment);
  const note = view.deliveryOrders.find((candidate) => candidate.deliveryOrderId === deliveryOrderId)!;
  return receiverNoteOf(view, note, companyProfileView(companyProfileStore.profile), { printedAt: link.printedAt, linkDays: RECEIPT_LINK_DAYS });
}

const NO_STORE_HEADERS = { headers: { 'Cache-Control': 'no-store' } };

export const receiptHandlers = () => [
  http.post(`*${SHIPMENTS.api}/:id/receipts/:deliveryOrderId`, async ({ request, params: rawParams }) => {
    const actor = authorize(request, SHIPMENTS.permission.receive);
    if (actor instanceof Response) return actor;
    const note = noteOf(rawParams);
    if (note instanceof Response) return note;
    const taken = await takeReceipt(request, note, { source: 'STAFF', actorId: actor.id });
    return taken instanceof Response ? taken : ok(shipmentView(taken), { status: 201 });
  }),

  http.get('*/api/receipts/:token', ({ params }) => {
    const note = linkedNote(String(params.token));
    return note instanceof Response ? note : ok(receiverNote(note.shipment, note.entry.deliveryOrderId, note.link), NO_STORE_HEADERS);
  }),

  http.post('*/api/receipts/:token', async ({ request, params }) => {
    const note = linkedNote(String(params.token));
    if (note instanceof Response) return note;
    const taken = await takeReceipt(request, note, { source: 'RECEIVER', actorId: null });
    return taken instanceof Response ? taken : ok(receiverNote(taken, note.entry.deliveryOrderId, note.link), { status: 201, ...NO_STORE_HEADERS });
  }),

  http.get(`*${SHIPMENTS.api}/:id/receipts/:deliveryOrderId/:picture`, ({ request, params: rawParams }) => {
    const actor = authorize(request, SHIPMENTS.permission.read);
    if (actor instanceof Response) return actor;
    const params = parse(pictureParamsSchema, { id: rawParams.id, deliveryOrderId: rawParams.deliveryOrderId, picture: rawParams.picture });
    if (!params.ok) return params.response;
    const bytes = shipmentStore.find(params.data.id)?.deliveryOrders.find((entry) => entry.deliveryOrderId === params.data.deliveryOrderId)?.receipt?.[params.data.picture];
    if (!bytes) return apiError(404, 'NOT_FOUND', 'Picture not found');
    // A receipt never changes once stored, so neither do its pictures.
    return new HttpResponse(bytes, { headers: { 'Content-Type': pictureTypeOf(bytes), 'Cache-Control': 'private, max-age=86400', 'X-Content-Type-Options': 'nosniff' } });
  }),
];

/**
 * A write-off's lines on a DO's stored lines, as the server checks them: each a line of the DO (422
 * UNKNOWN_REFERENCE), each at most what its receipts found short that is neither shipped again nor
 * written off yet (422 WRITE_OFF_TOO_BIG); else the DO's lines with the write-offs added.
 */
export function writtenOffLines(order: StoredOrder, lines: readonly { deliveryOrderLineId: number; quantity: number }[]): Response | StoredOrder['lines'] {
  const unknown = Object.fromEntries(
    lines.flatMap((line, index) => (order.lines.some((stored) => stored.id === line.deliveryOrderLineId) ? [] : [[`lines.${index}.deliveryOrderLineId`, 'NOT_FOUND']])),
  );
  if (Object.keys(unknown).length > 0) return apiError(422, 'UNKNOWN_REFERENCE', 'A referenced record does not exist', { fields: unknown });
  const tooBig = Object.fromEntries(
    lines.flatMap((line, index) => {
      return line.quantity > openShortfall(lineQuantities(order.lines.find((stored) => stored.id === line.deliveryOrderLineId)!)) ? [[`lines.${index}.quantity`, 'TOO_BIG']] : [];
    }),
  );
  if (Object.keys(tooBig).length > 0) return apiError(422, 'WRITE_OFF_TOO_BIG', 'More than the shortfall still open', { fields: tooBig });
  return order.lines.map((stored) => {
    const written = lines.find((line) => line.deliveryOrderLineId === stored.id)?.quantity ?? 0;
    return written > 0 ? { ...stored, writtenOff: (stored.writtenOff ?? 0) + written } : stored;
  });
}
