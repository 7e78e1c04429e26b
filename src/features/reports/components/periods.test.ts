import { describe, expect, it } from 'vitest';
import { presetOf, presetPeriod } from './periods';

describe('report periods', () => {
  it('today, this week from Monday, this month from the 1st, all up to today', () => {
    // 2026-11-25 is a Wednesday.
    expect(presetPeriod('today', '2026-11-25')).toEqual({ start: '2026-11-25', end: '2026-11-25' });
    expect(presetPeriod('week', '2026-11-25')).toEqual({ start: '2026-11-23', end: '2026-11-25' });
    expect(presetPeriod('week', '2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-23' });
    expect(presetPeriod('week', '2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(presetPeriod('week', '2026-03-01')).toEqual({ start: '2026-02-23', end: '2026-03-01' });
    expect(presetPeriod('month', '2026-11-25')).toEqual({ start: '2026-11-01', end: '2026-11-25' });
  });

  it('last month: its whole calendar month, across a year and in a leap February', () => {
    expect(presetPeriod('lastMonth', '2026-11-25')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(presetPeriod('lastMonth', '2027-01-01')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(presetPeriod('lastMonth', '2028-03-31')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('names the preset a period is, else custom', () => {
    expect(presetOf({ start: '2026-11-01', end: '2026-11-25' }, '2026-11-25')).toBe('month');
    expect(presetOf({ start: '2026-11-25', end: '2026-11-25' }, '2026-11-25')).toBe('today');
    expect(presetOf({ start: '2026-11-02', end: '2026-11-25' }, '2026-11-25')).toBe('custom');
  });
});
