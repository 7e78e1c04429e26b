import { z } from 'zod';
import { receiptInputSchema, receiptLineInputSchema, RECEIPT_REASONS, type ReceiptInput, type ReceiptReason } from '../../../../contract/receipts';
import { fromDateTimeInput, toDateTimeInput } from '../../../lib/date-time-input';
import { EMPTY_SIGNATURE, isSignatureEmpty, signaturePng, type Signature } from '../../form/SignaturePad/signature';

/** A line of the note as the form shows it: the item and what was shipped of it. */
export interface ReceiptFormLine {
  deliveryOrderLineId: number;
  itemName: string;
  unit: string;
  shipped: number;
}

export interface ReceiptFormValues {
  receiverName: string;
  /** The `datetime-local` value, in the business's time zone (lib/date-time-input.ts). */
  receivedAt: string;
  note: string;
  lines: { deliveryOrderLineId: number; shipped: number; received: number | null; reason: ReceiptReason | null }[];
  /** The signature and/or the photo: at least one (RECEIPT_EVIDENCE_MISSING). */
  evidence: { signature: Signature; photo: File | null };
}

/** What the form hands over: the `receipt` part as the contract reads it, and the pictures. */
export interface ReceiptParts {
  receipt: ReceiptInput;
  /** The drawn or typed signature as a PNG (signature.ts), or null with a photo instead. */
  signature: Blob | null;
  /** Already made small for the trip (lib/images/downscale.ts). */
  photo: File | null;
}

/**
 * A line as the server checks it against the note: the contract's own field rules, then more than
 * shipped TOO_BIG and less than shipped without a reason REQUIRED, on the same fields and with the
 * same codes the server's 422 RECEIPT_LINES_INVALID names, so both read the same.
 */
const lineSchema = z
  .object({
    deliveryOrderLineId: z.number(),
    shipped: z.number(),
    received: receiptLineInputSchema.shape.received,
    reason: z.enum(RECEIPT_REASONS).nullable(),
  })
  .superRefine((line, context) => {
    // A quantity the contract refuses (a fraction, below 0) is said once, as the server's 400 says it.
    if (!receiptLineInputSchema.shape.received.safeParse(line.received).success) return;
    if (line.received > line.shipped) context.addIssue({ code: 'custom', path: ['received'], message: 'TOO_BIG' });
    else if (line.received < line.shipped && !line.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'REQUIRED' });
  });

/**
 * The form's schema, made of the contract's (receiverName, note, received): the browser says what
 * the server would, before anything is sent. The time is the control's wall clock; the evidence
 * needs a signature or a photo, said on the signature as the server says it.
 */
export const receiptFormSchema = z.object({
  receiverName: receiptInputSchema.shape.receiverName,
  receivedAt: z.string().superRefine((value, context) => {
    if (value === '') context.addIssue({ code: 'custom', message: 'REQUIRED' });
    else if (fromDateTimeInput(value) === null) context.addIssue({ code: 'custom', message: 'INVALID_FORMAT' });
  }),
  note: receiptInputSchema.shape.note,
  lines: z.array(lineSchema),
  evidence: z
    .object({ signature: z.custom<Signature>(), photo: z.custom<File>((value) => value instanceof File).nullable() })
    .superRefine((evidence, context) => {
      if (isSignatureEmpty(evidence.signature) && !evidence.photo) context.addIssue({ code: 'custom', path: ['signature'], message: 'REQUIRED' });
    }),
});

/** A fresh form: every line received in full, the time now. */
export const receiptDefaults = (lines: readonly ReceiptFormLine[], now: number = Date.now()): ReceiptFormValues => ({
  receiverName: '',
  receivedAt: toDateTimeInput(now),
  note: '',
  lines: lines.map((line) => ({ deliveryOrderLineId: line.deliveryOrderLineId, shipped: line.shipped, received: line.shipped, reason: null })),
  evidence: { signature: EMPTY_SIGNATURE, photo: null },
});

/**
 * The parsed values as the request's parts. Every line is sent, in the note's order, so the
 * server's `lines.N` names the form's line N; a reason goes with a short line only.
 */
export async function receiptPartsOf(values: z.output<typeof receiptFormSchema>, withTime: boolean): Promise<ReceiptParts> {
  const receivedAt = withTime ? fromDateTimeInput(values.receivedAt) : null;
  const receipt: ReceiptInput = {
    receiverName: values.receiverName,
    ...(receivedAt ? { receivedAt } : {}),
    ...(values.note ? { note: values.note } : {}),
    lines: values.lines.map((line) => ({
      deliveryOrderLineId: line.deliveryOrderLineId,
      received: line.received,
      reason: line.received < line.shipped ? line.reason : null,
    })),
  };
  const signature = isSignatureEmpty(values.evidence.signature) ? null : await signaturePng(values.evidence.signature);
  return { receipt, signature, photo: values.evidence.photo };
}

/** The form's field for a server field name: the pictures live under `evidence`. */
export const RECEIPT_FIELD_MAP: Readonly<Record<string, string>> = { signature: 'evidence.signature', photo: 'evidence.photo' };

/** Every field a server error may land on, for a note of `count` lines. */
export const receiptFieldNames = (count: number) => [
  'receiverName',
  'receivedAt',
  'note',
  ...Array.from({ length: count }, (_, index) => [`lines.${index}.received`, `lines.${index}.reason`]).flat(),
  'evidence.signature',
  'evidence.photo',
];
