import { deliveryNoteNumber, PRINT_BATCH_MAX, PRINT_COPIES_MAX, PRINT_COPIES_MIN } from '../../../../contract/delivery-notes-values';
import { companyLogoUrl, formatNpwp } from '../../../../contract/company-profile-values';
import type { CompanyProfile } from '../../../../contract/company-profile';
import type { Shipment, ShipmentDeliveryOrder } from '../../../../contract/shipments';
import { BRAND } from '../../../lib/brand';

/**
 * What the printed surat jalan shows, apart from its look: one note per DO on a shipment, each in
 * every copy (Asli, Salinan 1…), in the shipments' order. Pure, so a unit test and the
 * bench read the same thing the screen prints.
 */
export const NS = 'deliveryNotes';

export interface NoteLine {
  key: number;
  position: number;
  itemName: string;
  itemCode: string | null;
  unit: string;
  quantity: number;
  ordered: number;
  remaining: number;
}

export interface Note {
  /** Unique in a document: shipment, DO and copy. */
  key: string;
  number: string;
  /** 0 = the original (Asli), n = Salinan n. */
  copy: number;
  shipment: Shipment;
  order: ShipmentDeliveryOrder;
  lines: NoteLine[];
}

export const linesOf = (order: ShipmentDeliveryOrder): NoteLine[] =>
  order.lines.map((line, index) => ({
    key: line.deliveryOrderLineId,
    position: index + 1,
    itemName: line.itemName,
    itemCode: line.itemCode,
    unit: line.unit,
    quantity: line.quantity,
    ordered: line.ordered,
    remaining: line.remaining,
  }));

/** Every note of `shipments` in `copies` copies: shipment by shipment, each DO's copies together. */
export function notesOf(shipments: readonly Shipment[], copies: number): Note[] {
  return shipments.flatMap((shipment) =>
    shipment.deliveryOrders.flatMap((order) => {
      const number = deliveryNoteNumber(shipment.id, order.deliveryOrderId);
      const lines = linesOf(order);
      return Array.from({ length: copies }, (_, copy) => ({ key: `${number}-${copy}`, number, copy, shipment, order, lines }));
    }),
  );
}

/** Who sends the goods, at the head of every note: the company profile, as printed. */
export interface NoteCompany {
  name: string;
  address: string;
  phone: string | null;
  /** As printed, with its dots and dash. */
  npwp: string | null;
  logo: { url: string; width: number; height: number } | null;
}

/** The head of a note while the company profile is not filled in: the build-time brand alone. */
export const BRAND_COMPANY: NoteCompany = { name: BRAND.name, address: '', phone: null, npwp: null, logo: null };

/** The profile as the note prints it; never filled in (no name), the brand (docs/decisions/337-company-profile.md). */
export function noteCompanyOf(profile: CompanyProfile | undefined): NoteCompany {
  if (!profile || profile.name === '') return BRAND_COMPANY;
  return {
    name: profile.name,
    address: profile.address,
    phone: profile.phone,
    npwp: profile.npwp === null ? null : formatNpwp(profile.npwp),
    logo: profile.logo === null ? null : { url: companyLogoUrl(profile.logo.name), width: profile.logo.width, height: profile.logo.height },
  };
}

/** Copies as the print screen offers them: a whole number 1–5; anything else falls back to 1. */
export const COPY_CHOICES = Array.from({ length: PRINT_COPIES_MAX - PRINT_COPIES_MIN + 1 }, (_, index) => PRINT_COPIES_MIN + index);
export function clampCopies(raw: unknown): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? ''), 10);
  if (!Number.isInteger(value)) return PRINT_COPIES_MIN;
  return Math.min(PRINT_COPIES_MAX, Math.max(PRINT_COPIES_MIN, value));
}

/** The shipment's detail page, absolute, for the QR code on the paper. */
export const shipmentUrl = (origin: string, detailPath: string) => `${origin.replace(/\/$/, '')}${detailPath}`;

/**
 * `?ids=3,1,2` in the given order, each once; `invalid` holds what is not an id. `tooMany` when
 * above PRINT_BATCH_MAX (refused before anything is read).
 */
export function batchIdsOf(raw: string | null): { ids: number[]; invalid: string[]; tooMany: boolean } {
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const part of (raw ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)) {
    if (!/^[1-9][0-9]{0,9}$/.test(part) || Number(part) > 2_147_483_647) invalid.push(part);
    else if (!ids.includes(Number(part))) ids.push(Number(part));
  }
  return { ids, invalid, tooMany: ids.length > PRINT_BATCH_MAX };
}
