import { BUSINESS_TIME_ZONE } from './time-zone';

/**
 * A `datetime-local` control speaks wall-clock time with no zone (`2026-12-05T14:05`); LAJU shows
 * every time in the business's zone (time-zone.ts), so the control reads and writes that zone's
 * clock wherever the browser is, and the API gets the instant with its offset.
 */
const PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };
let format: Intl.DateTimeFormat | undefined;

/** The business zone's wall clock at `instant`, as milliseconds of a UTC clock showing the same. */
function wallClock(instant: number): number {
  format ??= new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, ...PARTS });
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-12-05T14:05`: the control's value for `instant` in the business zone (seconds dropped). */
export function toDateTimeInput(instant: Date | number = Date.now()): string {
  const clock = new Date(wallClock(typeof instant === 'number' ? instant : instant.getTime()));
  return `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}T${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

/**
 * The control's value as an ISO instant with the business zone's offset
 * (`2026-12-05T14:05:00+07:00`); null for anything that is not a real wall-clock time.
 */
export function fromDateTimeInput(value: string): string | null {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The zone's offset at about that time; a zone without daylight saving (Asia/Jakarta) has one.
  const offsetMinutes = Math.round((wallClock(asUtc) - asUtc) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const magnitude = Math.abs(offsetMinutes);
  return `${value}:00${sign}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`;
}
