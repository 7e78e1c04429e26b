import { describe, expect, it } from 'vitest';
import { fromDateTimeInput, toDateTimeInput } from './date-time-input';

describe('datetime-local values in the business time zone', () => {
  it('shows an instant on the Jakarta clock, whatever the browser zone', () => {
    expect(toDateTimeInput(Date.parse('2026-12-05T07:05:59Z'))).toBe('2026-12-05T14:05');
    expect(toDateTimeInput(new Date('2026-12-31T20:30:00Z'))).toBe('2027-01-01T03:30');
  });

  it('sends the wall-clock time with the zone offset, the same instant back', () => {
    expect(fromDateTimeInput('2026-12-05T14:05')).toBe('2026-12-05T14:05:00+07:00');
    expect(Date.parse(fromDateTimeInput(toDateTimeInput(Date.parse('2026-12-05T07:05:00Z')))!)).toBe(Date.parse('2026-12-05T07:05:00Z'));
  });

  it('answers null for what is not a time', () => {
    for (const value of ['', '2026-12-05', '2026-02-30T10:00', '2026-12-05T24:00', 'kemarin']) expect(fromDateTimeInput(value), value).toBeNull();
  });
});
