import { describe, expect, it } from 'vitest';
import { numberInProgress } from './search-values';

describe('numberInProgress', () => {
  it.each(['DO-', 'DO-0', 'do-00', 'DO 0', 'S-', 's-00', '0', '00'])('%s is a number still being typed', (term) => {
    expect(numberInProgress(term)).toBe(true);
  });
  it.each(['do', 'D', 'DO-000', 'DO-5', 'DO-05', 's-1', '000', '12', 'sa', 'jaya', 'b 12'])('%s is not', (term) => {
    expect(numberInProgress(term)).toBe(false);
  });
});
