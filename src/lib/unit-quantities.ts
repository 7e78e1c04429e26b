import { quantitiesPerUnit, type UnitQuantity } from '../../contract/delivery-orders-values';
import { EMPTY_VALUE, type Formatter } from './format';

export { quantitiesPerUnit, type UnitQuantity };

/**
 * Quantities in several units as one reading: "20 DUS · 30 KARUNG · 10 KG". Units are never added
 * together (20 DUS and 30 KARUNG are not 50 of anything), so every total a screen shows goes
 * through here; lines of any unit go in, summed per unit (quantitiesPerUnit), numbers in the
 * reader's locale. Nothing to show reads as the empty dash.
 */
export function formatUnitQuantities(lines: readonly UnitQuantity[], format: Pick<Formatter, 'number'>): string {
  const sums = quantitiesPerUnit(lines);
  if (sums.length === 0) return EMPTY_VALUE;
  return sums.map((sum) => `${format.number(sum.quantity)} ${sum.unit}`.trim()).join(' · ');
}
