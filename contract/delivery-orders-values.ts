// The plain values of the delivery-orders contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/delivery-orders.ts` re-exports them beside its schemas.
import { DELIVERY_ORDERS } from './areas/delivery-orders';

export { DELIVERY_ORDER_LINES_MAX } from './areas/delivery-orders';

/** Derived from what shipments took and delivered, never typed (contract/delivery-orders.ts). */
export const DELIVERY_ORDER_STATUSES = ['PENDING', 'PROSES', 'SELESAI', 'BATAL'] as const;
export type DeliveryOrderStatus = (typeof DELIVERY_ORDER_STATUSES)[number];
/** Whole units per line; far above any real order, far below what an int4 sum could overflow. */
export const QUANTITY_MAX = 1_000_000;
export const DELIVERY_ORDER_SORT_FIELDS = DELIVERY_ORDERS.list.sort;

/** `DO-000123`: how staff write a DO's number (docs/product/data.md prefixes). */
export const deliveryOrderNumber = (id: number) => `DO-${String(id).padStart(6, '0')}`;

/**
 * The digits of a search term typed as a DO number ("DO-000123", "do 123", "000123"; "DO-" on its
 * way to one gives ''), or undefined for any other term. A DO list's `q` matches such digits in the
 * number (six digits at least, zeros in front) or the address, '' every DO; any other term the
 * address or the customer's name (decision 289).
 */
export function deliveryOrderNumberDigits(term: string): string | undefined {
  const match = /^\s*(?:do\s*-?\s*(\d*)|(\d+))\s*$/i.exec(term);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** A quantity of one unit ("20 DUS"). */
export interface UnitQuantity {
  readonly unit: string;
  readonly quantity: number;
}

const unitCollator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });

/**
 * Quantities summed per unit, never across units: 20 DUS and 30 KARUNG stay two figures
 * (units are free text per item). Units that differ only in case are one unit, named as first
 * seen; the result is in unit order, as the outgoing-items report's totals.
 */
export function quantitiesPerUnit(lines: readonly UnitQuantity[]): UnitQuantity[] {
  const sums = new Map<string, { unit: string; quantity: number }>();
  for (const line of lines) {
    const key = line.unit.trim().toUpperCase();
    const sum = sums.get(key);
    if (sum) sum.quantity += line.quantity;
    else sums.set(key, { unit: line.unit.trim(), quantity: line.quantity });
  }
  return [...sums.values()].filter((sum) => sum.quantity !== 0).sort((a, b) => unitCollator.compare(a.unit, b.unit));
}
