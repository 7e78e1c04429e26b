import { quantitiesPerUnit, type UnitQuantity } from '../../contract/delivery-orders-values';
import { EMPTY_VALUE, type Formatter } from './format';

export { quantitiesPerUnit, type UnitQuantity };

/** One quantity in its unit, the two joined by a no-break space: "20 KARUNG" stays on one line. */
export const formatQuantity = (quantity: number, unit: string, format: Pick<Formatter, 'number'>) => `${format.number(quantity)}\u00a0${unit}`.trim();

/**
 * Quantities in several units as one reading: "20 DUS · 30 KARUNG · 10 KG". Units are never added
 * together (20 DUS and 30 KARUNG are not 50 of anything), so every total a screen shows goes
 * through here; lines of any unit go in, summed per unit (quantitiesPerUnit), numbers in the
 * reader's locale, each with its unit (formatQuantity), so a line ends between two quantities,
 * never inside one ("20 KARUNG ·" then "10 KG", not "20" then "KARUNG"). Nothing to show reads as
 * the empty dash.
 */
export function formatUnitQuantities(lines: readonly UnitQuantity[], format: Pick<Formatter, 'number'>): string {
  const sums = quantitiesPerUnit(lines);
  if (sums.length === 0) return EMPTY_VALUE;
  return sums.map((sum) => formatQuantity(sum.quantity, sum.unit, format)).join(' · ');
}
