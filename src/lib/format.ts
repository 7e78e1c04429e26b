import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_DAY_OPTIONS, DATE_OPTIONS, DATE_TIME_OPTIONS, TIME_OPTIONS } from './format-options';
import { localeOf } from './i18n';
import { BUSINESS_TIME_ZONE } from './time-zone';

export { BUSINESS_TIME_ZONE };

/** What an empty or unreadable value shows as. */
export const EMPTY_VALUE = '—';

export type DateInput = string | number | Date | null | undefined;

/** Intl formatters are costly to build and a table formats hundreds of cells: keep one per setup. */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`dt|${locale}|${JSON.stringify(options)}`, () =>
    new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, ...options }),
  );

/** A Date from an ISO string, epoch milliseconds or a Date; null when it names no real instant. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "21 Nov 2026" / "21 Nov 2026". */
export function formatDate(value: DateInput, locale: string): string {
  const date = toDate(value);
  return date ? dateTimeFormat(locale, DATE_OPTIONS).format(date) : EMPTY_VALUE;
}

/** "21 Nov 2026, 14.05" (id-ID) / "21 Nov 2026, 14:05" (en-GB), in Asia/Jakarta. */
export function formatDateTime(value: DateInput, locale: string): string {
  const date = toDate(value);
  return date ? dateTimeFormat(locale, DATE_TIME_OPTIONS).format(date) : EMPTY_VALUE;
}

/** "14.05" / "14:05". */
export function formatTime(value: DateInput, locale: string): string {
  const date = toDate(value);
  return date ? dateTimeFormat(locale, TIME_OPTIONS).format(date) : EMPTY_VALUE;
}

/** "1.234,5" (id-ID) / "1,234.5" (en-GB); non-finite numbers show as the empty dash. */
export function formatNumber(value: number | null | undefined, locale: string, options: Intl.NumberFormatOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_VALUE;
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const steps: readonly [limitSeconds: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [45, 'second', 1],
  [45 * MINUTE, 'minute', MINUTE],
  [22 * HOUR, 'hour', HOUR],
  [7 * DAY, 'day', DAY],
  [30 * DAY, 'week', 7 * DAY],
  [365 * DAY, 'month', 30 * DAY],
  [Infinity, 'year', 365 * DAY],
];

/**
 * "5 menit yang lalu" / "5 minutes ago", "kemarin" / "yesterday", "dalam 2 jam" / "in 2 hours".
 * Under 45 seconds either way reads "sekarang" / "now".
 */
export function formatRelative(value: DateInput, locale: string, now: DateInput = Date.now()): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return EMPTY_VALUE;
  const rtf = cached(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const seconds = (date.getTime() - reference.getTime()) / 1000;
  const magnitude = Math.abs(seconds);
  if (magnitude < 45) return rtf.format(0, 'second');
  const [, unit, size] = steps.find(([limit]) => magnitude < limit) ?? steps[steps.length - 1]!;
  return rtf.format(Math.round(seconds / size), unit);
}

/** The calendar day in Asia/Jakarta as `YYYY-MM-DD` (what date filters and the API speak). */
export function toBusinessDay(value: DateInput): string | null {
  const date = toDate(value);
  if (!date) return null;
  // en-CA formats as YYYY-MM-DD; the parts are assembled anyway so no locale quirk can leak in.
  const parts = dateTimeFormat('en-CA', BUSINESS_DAY_OPTIONS).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today's calendar day in the business time zone. */
export const businessToday = (now: DateInput = Date.now()): string => toBusinessDay(now) ?? '';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 && y <= 9999;
}

/** "21 Nov 2026" from a calendar day, without shifting it through any time zone. */
export function formatCalendarDay(day: string, locale: string): string {
  if (!isCalendarDay(day)) return EMPTY_VALUE;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return cached(`cd|${locale}`, () =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...DATE_OPTIONS }),
  ).format(new Date(Date.UTC(y, m - 1, d)));
}

export interface Formatter {
  locale: string;
  date(value: DateInput): string;
  dateTime(value: DateInput): string;
  time(value: DateInput): string;
  number(value: number | null | undefined, options?: Intl.NumberFormatOptions): string;
  relative(value: DateInput, now?: DateInput): string;
  calendarDay(day: string): string;
}

export function createFormatter(locale: string): Formatter {
  return {
    locale,
    date: (value) => formatDate(value, locale),
    dateTime: (value) => formatDateTime(value, locale),
    time: (value) => formatTime(value, locale),
    number: (value, options) => formatNumber(value, locale, options),
    relative: (value, now) => formatRelative(value, locale, now),
    calendarDay: (day) => formatCalendarDay(day, locale),
  };
}

/** The formatters in the active language's locale (id-ID or en-GB); stable until it changes. */
export function useFormatter(): Formatter {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(() => createFormatter(locale), [locale]);
}
