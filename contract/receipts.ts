import { z } from 'zod';
import { QUANTITY_MAX, userRefSchema } from './delivery-orders';
import { hash53 } from './delivery-notes';
import { freeTextSchema, requiredNameSchema, versionShape } from './resource';
import { RECEIPT_NOTE_MAX, RECEIPT_REASONS, RECEIPT_SOURCES, RECEIPT_TOKEN_PATTERN, RECEIVER_NAME_MAX, WRITE_OFF_REASON_MAX } from './receipts-values';
import { eachOnce } from './validation';
import { companyLogoUrl } from './company-profile-values';
import type { CompanyProfile } from './company-profile';
import type { Shipment, ShipmentDeliveryOrder } from './shipments';

export * from './receipts-values';

/**
 * Receipts (docs/decisions/339-receipts.md): what the customer received of one DO on a completed
 * shipment (a note), entered by staff from the returned paper or by the receiver from the note's
 * QR code; and write-offs, which close a shortfall that will not be shipped again.
 */
const positiveIdSchema = z.number().int().positive().max(2_147_483_647);

/** 0 … QUANTITY_MAX whole units (text INVALID_TYPE, negative TOO_SMALL, a fraction NOT_WHOLE). */
const receivedSchema = z
  .number()
  .min(0)
  .max(QUANTITY_MAX)
  .refine((value) => Number.isInteger(value), { message: 'NOT_WHOLE' });

/**
 * One line of the note: what arrived, and why less than shipped (`reason` REQUIRED then,
 * NOT_ALLOWED when all arrived). More than shipped is TOO_BIG, answered by the side that knows
 * what was shipped. A line of the note left out arrived in full.
 */
export const receiptLineInputSchema = z.strictObject({
  deliveryOrderLineId: positiveIdSchema,
  received: receivedSchema,
  reason: z.enum(RECEIPT_REASONS).nullable().optional(),
});

/**
 * `POST /api/shipments/:id/receipts/:deliveryOrderId` (staff, `receive-shipment`) and
 * `POST /api/receipts/:token` (the receiver): multipart/form-data with the part `receipt` (this, as
 * JSON) and the pictures `signature` (PNG drawn on the screen) and/or `photo` (the goods or the
 * signed paper copy); at least one of the two (RECEIPT_EVIDENCE_MISSING).
 */
export const receiptInputSchema = z.strictObject({
  receiverName: requiredNameSchema(RECEIVER_NAME_MAX),
  /** When the receiver signed (staff copying the paper); the receiver's own entry is "now". */
  receivedAt: z.iso.datetime({ offset: true }).optional(),
  note: freeTextSchema(RECEIPT_NOTE_MAX).optional(),
  lines: z
    .array(receiptLineInputSchema)
    .max(100)
    .superRefine(eachOnce('deliveryOrderLineId'))
    .default([]),
});
export type ReceiptInput = z.input<typeof receiptInputSchema>;

export const receiptLineSchema = z.object({
  deliveryOrderLineId: z.number().int().positive(),
  itemName: z.string(),
  unit: z.string(),
  shipped: z.number().int(),
  received: z.number().int(),
  reason: z.enum(RECEIPT_REASONS).nullable(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

/** A note's receipt as the shipment's detail shows it; its pictures are read by their own routes. */
export const receiptSchema = z.object({
  receiverName: z.string(),
  receivedAt: z.string(),
  note: z.string(),
  source: z.enum(RECEIPT_SOURCES),
  /** The staff member who entered it; null when the receiver did. */
  enteredBy: userRefSchema.nullable(),
  enteredAt: z.string(),
  signature: z.boolean(),
  photo: z.boolean(),
  lines: z.array(receiptLineSchema),
});
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * `POST /api/delivery-orders/:id/write-offs` with the DO's `version` (`update-delivery-order`):
 * closes what receipts found short and will not be shipped again. Each line at most what is short
 * and not yet shipped again or written off (TOO_BIG).
 */
export const writeOffInputSchema = z.strictObject({
  ...versionShape,
  reason: requiredNameSchema(WRITE_OFF_REASON_MAX),
  lines: z
    .array(z.strictObject({ deliveryOrderLineId: positiveIdSchema, quantity: receivedSchema.refine((value) => value > 0, { message: 'TOO_SMALL' }) }))
    .min(1)
    .max(100)
    .superRefine(eachOnce('deliveryOrderLineId')),
});
export type WriteOffInput = z.input<typeof writeOffInputSchema>;

/** Receipt pictures: `GET /api/shipments/:id/receipts/:deliveryOrderId/:picture`. */
export const RECEIPT_PICTURES = ['signature', 'photo'] as const;
export type ReceiptPicture = (typeof RECEIPT_PICTURES)[number];

/**
 * The change-log keys a note's receipt adds to its shipment's row, spelled as `shipmentSnapshot`
 * spells the note (`deliveryOrders.<DO number>.…`), so the server and the mock log one shape: the
 * receiver, what arrived per item and, for a short line only, why.
 */
export function receiptSnapshot(orderNumber: string, receipt: Pick<Receipt, 'receiverName' | 'lines'>): Record<string, string | number> {
  const key = `deliveryOrders.${orderNumber}.receipt`;
  return {
    [`${key}.receiverName`]: receipt.receiverName,
    ...Object.fromEntries(receipt.lines.map((line) => [`${key}.lines.${line.itemName}`, line.received])),
    ...Object.fromEntries(receipt.lines.flatMap((line) => (line.reason ? [[`${key}.reasons.${line.itemName}`, line.reason]] : []))),
  };
}

export const receiptLinkSchema = z.object({
  shipmentId: z.number().int().positive(),
  deliveryOrderId: z.number().int().positive(),
  token: z.string().regex(RECEIPT_TOKEN_PATTERN),
});
export type ReceiptLink = z.infer<typeof receiptLinkSchema>;

/**
 * `GET /api/receipts/:token` (no session): the note as printed and nothing else: the sender, the
 * DO's number, customer, address, vehicle and lines. Refusals: 404 RECEIPT_LINK_UNKNOWN, 410
 * RECEIPT_LINK_EXPIRED, 409 RECEIPT_EXISTS (with who received it and when), 409
 * RECEIPT_LINK_OUTDATED (the note changed or was cancelled since printing), 409
 * SHIPMENT_NOT_COMPLETED, 429 RATE_LIMITED. `POST` sends the receipt form and answers the note with
 * its receipt (201).
 */
export const receiverNoteSchema = z.object({
  company: z.object({ name: z.string(), address: z.string(), phone: z.string().nullable(), logoUrl: z.string().nullable() }),
  number: z.string(),
  shipmentNumber: z.string(),
  customerName: z.string(),
  address: z.string(),
  vehicle: z.object({ plate: z.string(), model: z.string().nullable(), driverName: z.string().nullable() }),
  loadedAt: z.string(),
  expiresAt: z.string(),
  lines: z.array(z.object({ deliveryOrderLineId: z.number().int().positive(), itemName: z.string(), itemCode: z.string().nullable(), unit: z.string(), quantity: z.number().int() })),
  receipt: receiptSchema.nullable(),
});
export type ReceiverNote = z.infer<typeof receiverNoteSchema>;

/**
 * Until when a receiver's link answers: `linkDays` after the shipment was loaded or the note was
 * printed, whichever came later. A note is usually printed before loading, so its link counts from
 * loading; a note printed again weeks later carries a code that works from that day.
 */
export const receiptLinkExpiresAt = (loadedAt: string, printedAt: string, linkDays: number) =>
  new Date(Math.max(Date.parse(loadedAt), Date.parse(printedAt)) + linkDays * 86_400_000).toISOString();

/**
 * What the receiver's page shows of one DO's note on a loaded shipment: the sender, the note as
 * loaded, its receipt, and until when the link it was opened by answers. The server and the mock
 * API both answer it from here.
 */
export const receiverNoteOf = (
  shipment: Pick<Shipment, 'number' | 'plate' | 'fleetModel' | 'driverName' | 'completedAt'>,
  note: Pick<ShipmentDeliveryOrder, 'number' | 'customerName' | 'address' | 'lines' | 'receipt'>,
  company: Pick<CompanyProfile, 'name' | 'address' | 'phone' | 'logo'>,
  link: { readonly printedAt: string; readonly linkDays: number },
): ReceiverNote => ({
  company: { name: company.name, address: company.address, phone: company.phone, logoUrl: company.logo ? companyLogoUrl(company.logo.name) : null },
  number: note.number,
  shipmentNumber: shipment.number,
  customerName: note.customerName,
  address: note.address,
  vehicle: { plate: shipment.plate, model: shipment.fleetModel, driverName: shipment.driverName },
  loadedAt: shipment.completedAt!,
  expiresAt: receiptLinkExpiresAt(shipment.completedAt!, link.printedAt, link.linkDays),
  lines: note.lines.map((line) => ({ deliveryOrderLineId: line.deliveryOrderLineId, itemName: line.itemName, itemCode: line.itemCode, unit: line.unit, quantity: line.quantity })),
  receipt: note.receipt,
});

/** A used link's 409 RECEIPT_EXISTS carries in `params` when and by whom the note was received. */
export const receiptExistsParamsSchema = z.object({ receivedAt: z.string(), receiverName: z.string() });

/**
 * The fingerprint of what the receiver's page shows of a note (the vehicle, the customer and
 * address, each line's item and shipped quantity), stored with its link when printed: a link whose
 * note reads differently now is refused. Receipts and other notes do not change it.
 */
export const receiverNoteFingerprint = (
  shipment: { mode: string; plate: string; fleetModel: string | null; driverName: string | null },
  note: { deliveryOrderId: number; customerName: string; destinationType: string; address: string; lines: readonly { deliveryOrderLineId: number; itemName: string; itemCode: string | null; unit: string; quantity: number }[] },
) =>
  hash53(
    JSON.stringify([
      shipment.mode,
      shipment.plate,
      shipment.fleetModel,
      shipment.driverName,
      note.deliveryOrderId,
      note.customerName,
      note.destinationType,
      note.address,
      note.lines.map((line) => [line.deliveryOrderLineId, line.itemName, line.itemCode, line.unit, line.quantity]),
    ]),
  );
