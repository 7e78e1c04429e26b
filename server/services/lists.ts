import type { Paging } from '../../contract/api';
import { searchFold } from '../../contract/lists';
import { wallClock } from '../../contract/time-zone';

/** `{ page, size, totalItems, totalPages }` of docs/product/api.md. */
export const pagingOf = (page: { page: number; size: number }, totalItems: number): Paging => ({
  page: page.page,
  size: page.size,
  totalItems,
  totalPages: Math.ceil(totalItems / page.size),
});

export const offsetOf = (page: { page: number; size: number }) => (page.page - 1) * page.size;

/**
 * `%term%` for `search LIKE $1` (the trigram GIN index of ARCHITECTURE's database rules), folded
 * as the search columns are (`search_text()`, migration 0013: no accents, lower case), with the
 * LIKE wildcards of the term escaped so `%` and `_` match themselves.
 */
export const containsPattern = (term: string) => `%${searchFold(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Milliseconds to add to UTC to get the wall clock of `timeZone` at `instant` (to the second). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const second = Math.floor(instant / 1000) * 1000;
  return wallClock(timeZone)(second) - second;
}

/** The instant a calendar day (`YYYY-MM-DD`) starts in `timeZone`. */
export function startOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date);
  // Twice: the offset at the first guess may differ from the offset at midnight (DST).
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/** The day after `YYYY-MM-DD`, as `YYYY-MM-DD`. */
const nextDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
};

/**
 * `startDate`/`endDate` as a half-open instant range `[from, to)`: inclusive calendar days in the
 * business time zone, so a one-day range is the whole of that day there (docs/product/api.md).
 */
export function dayRange(
  range: { startDate?: string | undefined; endDate?: string | undefined },
  timeZone: string,
): { from: Date | undefined; to: Date | undefined } {
  return {
    from: range.startDate ? startOfDay(range.startDate, timeZone) : undefined,
    to: range.endDate ? startOfDay(nextDay(range.endDate), timeZone) : undefined,
  };
}

/**
 * `Map.groupBy`, which Node 20 lacks: a page's related rows by their record, so a page (or an
 * export's batch) of hundreds of records never scans every related row per record.
 */
export function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
