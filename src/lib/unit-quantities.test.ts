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
    expect(formatUnitQuantities(lines, id)).toBe('20\u00a0DUS · 30\u00a0KARUNG · 10\u00a0KG');
  });
  it('keeps each quantity with its unit on one line: the only spaces a line may end at are around the dots', () => {
    const text = formatUnitQuantities([{ unit: 'KARUNG', quantity: 20 }, { unit: 'KG', quantity: 10 }], id);
    expect(text.split(' ')).toEqual(['20\u00a0KARUNG', '·', '10\u00a0KG']);
  });
  it('leaves no space after a quantity without a unit', () => {
    expect(formatUnitQuantities([{ unit: '', quantity: 7 }], id)).toBe('7');
  });
  it('reads units that differ only in case as one, numbers in the locale', () => {
    expect(formatUnitQuantities([{ unit: 'Kg', quantity: 1500 }, { unit: 'KG', quantity: 500 }], id)).toBe('2.000\u00a0Kg');
    expect(formatUnitQuantities([{ unit: 'PCS', quantity: 1500 }], createFormatter('en-GB'))).toBe('1,500\u00a0PCS');
  });
  it('shows the empty dash for nothing', () => {
    expect(formatUnitQuantities([], id)).toBe('—');
  });
});
