import { describe, expect, it } from 'vitest';
import { parseId } from './route-params';

describe('parseId', () => {
  it('reads a positive integer', () => {
    expect(parseId('7')).toBe(7);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it.each(['abc', '0', '-1', '07', '1.5', '1e3', ' 7', '7 ', '', '99999999999', '2147483648', '0x10'])('refuses %j', (raw) => {
    expect(parseId(raw)).toBeNull();
  });

  it('refuses a missing parameter', () => {
    expect(parseId(undefined)).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});
