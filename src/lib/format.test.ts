import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  businessToday,
  createFormatter,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelative,
  formatTime,
  isCalendarDay,
  toBusinessDay,
} from './format';

// 07:05 UTC is 14:05 in Jakarta (UTC+7, no daylight saving).
const instant = '2026-11-21T07:05:00Z';

describe('dates and times in Asia/Jakarta', () => {
  it('formats a date in each locale', () => {
    expect(formatDate(instant, 'id-ID')).toBe('21 Nov 2026');
    expect(formatDate(instant, 'en-GB')).toBe('21 Nov 2026');
    expect(formatDate('2026-08-17T00:00:00Z', 'id-ID')).toBe('17 Agu 2026');
  });

  it('formats date and time with the local separators', () => {
    expect(formatDateTime(instant, 'id-ID')).toBe('21 Nov 2026, 14.05');
    expect(formatDateTime(instant, 'en-GB')).toBe('21 Nov 2026, 14:05');
    expect(formatTime(instant, 'en-GB')).toBe('14:05');
  });

  it('moves a late UTC evening onto the next Jakarta day', () => {
    expect(formatDate('2026-11-21T18:30:00Z', 'en-GB')).toBe('22 Nov 2026');
    expect(toBusinessDay('2026-11-21T18:30:00Z')).toBe('2026-11-22');
    expect(toBusinessDay('2026-11-21T16:59:59Z')).toBe('2026-11-21');
    expect(businessToday(Date.parse('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date(instant), 'en-GB')).toBe('21 Nov 2026');
    expect(formatDate(Date.parse(instant), 'en-GB')).toBe('21 Nov 2026');
  });

  it('shows a dash for empty or unreadable values', () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN]) {
      expect(formatDate(value, 'id-ID')).toBe(EMPTY_VALUE);
      expect(formatDateTime(value, 'en-GB')).toBe(EMPTY_VALUE);
    }
    expect(toBusinessDay('garbage')).toBeNull();
  });
});

describe('calendar days', () => {
  it('recognises real days only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay('0001-01-01')).toBe(false);
    expect(isCalendarDay('2026-01-01T00:00')).toBe(false);
  });

  it('formats a day without shifting it through a time zone', () => {
    expect(formatCalendarDay('2026-01-01', 'id-ID')).toBe('1 Jan 2026');
    expect(formatCalendarDay('2026-02-30', 'id-ID')).toBe(EMPTY_VALUE);
  });
});

describe('numbers', () => {
  it('groups and separates per locale', () => {
    expect(formatNumber(1234.5, 'id-ID')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en-GB')).toBe('1,234.5');
    expect(formatNumber(0, 'id-ID')).toBe('0');
  });

  it('shows a dash for missing or non-finite numbers', () => {
    expect(formatNumber(null, 'id-ID')).toBe(EMPTY_VALUE);
    expect(formatNumber(Number.POSITIVE_INFINITY, 'id-ID')).toBe(EMPTY_VALUE);
  });
});

describe('relative time', () => {
  const now = Date.parse(instant);
  const ago = (seconds: number) => now - seconds * 1000;

  it('reads naturally in Indonesian', () => {
    expect(formatRelative(ago(10), 'id-ID', now)).toBe('sekarang');
    expect(formatRelative(ago(5 * 60), 'id-ID', now)).toBe('5 menit yang lalu');
    expect(formatRelative(ago(3 * 3600), 'id-ID', now)).toBe('3 jam yang lalu');
    expect(formatRelative(ago(24 * 3600), 'id-ID', now)).toBe('kemarin');
  });

  it('reads naturally in English, past and future', () => {
    expect(formatRelative(ago(5 * 60), 'en-GB', now)).toBe('5 minutes ago');
    expect(formatRelative(now + 2 * 3600 * 1000, 'en-GB', now)).toBe('in 2 hours');
    expect(formatRelative(ago(14 * 86400), 'en-GB', now)).toBe('2 weeks ago');
    expect(formatRelative(ago(800 * 86400), 'en-GB', now)).toBe('2 years ago');
  });

  it('shows a dash for an unreadable instant', () => {
    expect(formatRelative('nope', 'id-ID', now)).toBe(EMPTY_VALUE);
  });
});

describe('createFormatter', () => {
  it('binds every formatter to one locale', () => {
    const format = createFormatter('en-GB');
    expect(format.locale).toBe('en-GB');
    expect(format.dateTime(instant)).toBe('21 Nov 2026, 14:05');
    expect(format.number(1000)).toBe('1,000');
    expect(format.relative(Date.parse(instant) - 60_000, instant)).toBe('1 minute ago');
  });
});
