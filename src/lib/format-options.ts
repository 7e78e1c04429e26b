// The Intl options the formatters use (format.ts), apart from React, so the start-up's warm-up
// worker (intl-warmup.worker.ts) builds exactly the formats the first page will.
import { BUSINESS_TIME_ZONE } from './time-zone';

export const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
export const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
export const BUSINESS_DAY_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** The locales the app formats in (localeOf in i18n.ts): Indonesian and British English. */
export const APP_LOCALES = ['id-ID', 'en-GB'] as const;

/**
 * Builds and uses every formatter a page's first render can need, in `locale`. The first Intl
 * object a browser process makes loads ICU's locale and time-zone data (50–120 ms measured in
 * Chromium 156 on these machines, four times that on Lighthouse's phone model); a worker calling
 * this first pays that off the main thread, and the page's own formatters are then cheap.
 */
export function warmFormats(locale: string, at = 0): void {
  for (const options of [DATE_OPTIONS, DATE_TIME_OPTIONS, TIME_OPTIONS]) {
    new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, ...options }).format(at);
  }
  new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, ...BUSINESS_DAY_OPTIONS }).formatToParts(at);
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...DATE_OPTIONS }).format(at);
  new Intl.NumberFormat(locale).format(1234.5);
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(0.5);
  new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
  new Intl.PluralRules(locale).select(2);
}
