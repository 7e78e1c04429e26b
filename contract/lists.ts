import { z } from 'zod';
import { pageQuerySchema } from './api';
import type { ListDeclaration } from './area';
import { RECORD_STATUSES, SEARCH_MAX } from './lists-values';

export { RECORD_STATUSES, SEARCH_MAX, type RecordStatus } from './lists-values';

/**
 * Building blocks of every list's query string (docs/product/api.md): `q`, `sort` from a
 * per-resource allow-list, inclusive calendar-day ranges and positive-integer filters. Each area
 * composes its query schema from these, so the browser's URL state and the server accept exactly
 * the same values, and anything else is a 400 VALIDATION_FAILED with a field error.
 */

/** Free-text search (SEARCH_MAX); an empty `q` means no search. */
export const searchParamSchema = z
  .string()
  .max(SEARCH_MAX * 4)
  .transform((value) => value.trim())
  .pipe(z.string().max(SEARCH_MAX))
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Text as every search compares it: accents dropped (decomposed, combining marks U+0300–U+036F
 * removed) and lower-cased, so "kafe" finds "Kafé". The database's `search_text()` (migration
 * 0013) folds its search columns the same way; the mock API matches with this.
 */
export const searchFold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** `field` ascending or `-field` descending, from the allow-list only (field code INVALID_VALUE). */
export type SortParam<F extends string> = F | `-${F}`;
export function sortParamSchema<const F extends string>(fields: readonly F[]) {
  const values = fields.flatMap((field) => [field, `-${field}`]) as [SortParam<F>, ...SortParam<F>[]];
  return z.enum(values);
}

/** Splits `-name` into the field and its direction. */
export function parseSort<F extends string>(sort: SortParam<F>): { field: F; descending: boolean } {
  return sort.startsWith('-') ? { field: sort.slice(1) as F, descending: true } : { field: sort as F, descending: false };
}

/** A positive integer id in a query string (`?roleId=3`). */
/** `status=active|inactive|all` of an area whose records can be retired; all when absent. */
export const recordStatusSchema = z.enum(RECORD_STATUSES).default('all');

export const idFilterSchema = z.coerce.number().int().min(1).max(2_147_483_647).optional();

const isCalendarDay = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * The days a filter may name: from 2000 to 2999. Dates outside any business record are refused
 * rather than computed with (9999-12-31's next day would overflow into a 500).
 */
export const FIRST_CALENDAR_DAY = '2000-01-01';
export const LAST_CALENDAR_DAY = '2999-12-31';

/** `YYYY-MM-DD`, a real calendar day from 2000 to 2999 (field code INVALID_DATE otherwise). */
export const calendarDaySchema = z
  .string()
  .max(10)
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDay(value) && value >= FIRST_CALENDAR_DAY && value <= LAST_CALENDAR_DAY,
    { message: 'INVALID_DATE' },
  );

/** Inclusive calendar days in the business time zone; either bound may be left out. */
export const dateRangeShape = {
  startDate: calendarDaySchema.optional(),
  endDate: calendarDaySchema.optional(),
};

/** endDate before startDate → field code END_BEFORE_START on endDate (a one-day range is fine). */
export const checkDateRange = (value: { startDate?: string | undefined; endDate?: string | undefined }, ctx: z.RefinementCtx) => {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'END_BEFORE_START' });
  }
};

/** `page` and `size` (docs/product/api.md) plus the given filters, unknown parameters refused. */
export const listQuerySchema = <S extends z.core.$ZodLooseShape>(shape: S) => pageQuerySchema.extend(shape);

type FiltersOf<L extends ListDeclaration> = L['filters'] extends readonly (infer F extends string)[] ? F : never;

/**
 * An area's list query from its declaration (contract/areas): `q`, its sort allow-list and default
 * sort, and the schemas of exactly the filters it declares: a filter missing here or not declared
 * fails the type check.
 */
export function areaListQuerySchema<const L extends ListDeclaration, S extends { [K in FiltersOf<L>]: z.ZodType } & Record<Exclude<keyof S, FiltersOf<L>>, never>>(
  list: L,
  filters: S,
) {
  // The default is one of the sort values: contract/area.ts checks every declaration when it loads.
  const sort = sortParamSchema<L['sort'][number]>(list.sort).default(list.defaultSort as never);
  return listQuerySchema({ q: searchParamSchema, ...filters, sort });
}
