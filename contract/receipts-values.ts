// The plain values of the receipts contract (docs/decisions/339-receipts.md): constants and pure
// helpers with no zod, so the screens that only show a receipt's state never download the
// validation library for them. `contract/receipts.ts` re-exports them beside its schemas.

/** Why a line arrived short: less than shipped, damaged, refused by the customer, anything else. */
export const RECEIPT_REASONS = ['KURANG', 'RUSAK', 'DITOLAK', 'LAINNYA'] as const;
export type ReceiptReason = (typeof RECEIPT_REASONS)[number];

/** A note's receipt state: not received yet, received in full, received with a shortfall. */
export const RECEIPT_STATES = ['BELUM', 'DITERIMA', 'SEBAGIAN'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/**
 * Several notes' states as one, for a shipment's or a DO's row in a list: none received yet, all
 * received in full, or otherwise partly; null when no note is loaded yet.
 */
export function combinedReceiptState(states: readonly ReceiptState[]): ReceiptState | null {
  if (states.length === 0) return null;
  if (states.every((state) => state === 'BELUM')) return 'BELUM';
  return states.every((state) => state === 'DITERIMA') ? 'DITERIMA' : 'SEBAGIAN';
}

/** Who entered a receipt: staff from the returned paper, or the receiver from the note's QR code. */
export const RECEIPT_SOURCES = ['STAFF', 'RECEIVER'] as const;
export type ReceiptSource = (typeof RECEIPT_SOURCES)[number];

export const RECEIVER_NAME_MAX = 100;
export const RECEIPT_NOTE_MAX = 1000;
export const WRITE_OFF_REASON_MAX = 500;
/** A signature drawn on a screen is a small PNG; anything near this size is not one. */
export const SIGNATURE_MAX_BYTES = 1024 * 1024;

/**
 * What receipts found short of a DO line and is still open: neither shipped again nor written off,
 * min(pending, shortfall − written off). A write-off takes at most this much.
 */
export const openShortfall = (line: { readonly pending: number; readonly shortfall: number; readonly writtenOff: number }) =>
  Math.max(0, Math.min(line.pending, line.shortfall - line.writtenOff));

/** The state a note's receipt gives: none yet, every line in full, or a line short. */
export function receiptStateOf(receipt: { readonly lines: readonly { readonly shipped: number; readonly received: number }[] } | null): ReceiptState {
  if (!receipt) return 'BELUM';
  return receipt.lines.every((line) => line.received >= line.shipped) ? 'DITERIMA' : 'SEBAGIAN';
}

/**
 * The receiver's link on a printed note (`/r/<token>`): 128 random bits as 22 base64url
 * characters, made per note by every print and answered with it. It never carries the shipment's
 * id or number; anything else in its place is simply unknown.
 */
export const RECEIPT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const receiptLinkPath = (token: string) => `/r/${token}`;

/** A print's links, as the print answer lists them. */
export interface ReceiptLinkValue {
  readonly shipmentId: number;
  readonly deliveryOrderId: number;
  readonly token: string;
}
