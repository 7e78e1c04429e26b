import { describe, expect, it } from 'vitest';
import { createFormatter } from './format';
import { formatUnitQuantities } from './unit-quantities';

describe('formatUnitQuantities', () => {
  const id = createFormatter('id-ID');
  it('sums per unit and never across units, in unit order', () => {
    const lines = [
      { unit: 'KG', quantity: 10 },
      { unit: 'DUS', quantity: 12 },
      { unit: 'KARUNG', quantity: 30 },
      { unit: 'DUS', quantity: 8 },
    ];
    expect(formatUnitQuantities(lines, id)).toBe('20 DUS · 30 KARUNG · 10 KG');
  });
  it('reads units that differ only in case as one, numbers in the locale', () => {
    expect(formatUnitQuantities([{ unit: 'Kg', quantity: 1500 }, { unit: 'KG', quantity: 500 }], id)).toBe('2.000 Kg');
    expect(formatUnitQuantities([{ unit: 'PCS', quantity: 1500 }], createFormatter('en-GB'))).toBe('1,500 PCS');
  });
  it('shows the empty dash for nothing', () => {
    expect(formatUnitQuantities([], id)).toBe('—');
  });
});
