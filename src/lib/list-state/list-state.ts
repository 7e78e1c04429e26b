/**
 * A list screen's state (search, filters, sort, page) as URL search params and back
 * (docs/product/api.md, screens.md).
 * Pure functions: the URL is input from anyone, so every value is checked and anything invalid is
 * dropped for its default rather than sent on to the API.
 */
import { SEARCH_MAX } from '../../../contract/lists-values';
import { isCalendarDay } from '../format';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  field: string;
  direction: SortDirection;
}

export interface DateRangeValue {
  /** `YYYY-MM-DD`, inclusive, in the business time zone. */
  start?: string;
  end?: string;
}

export type FilterDef =
  | { kind: 'string'; maxLength?: number; param?: string }
  | { kind: 'number'; min?: number; max?: number; integer?: boolean; param?: string }
  | { kind: 'enum'; values: readonly string[]; param?: string }
  | {
      kind: 'dateRange';
      /** URL and API parameter names; docs/product/api.md calls them startDate and endDate. */
      startParam?: string;
      endParam?: string;
    };

export type FilterDefs = Record<string, FilterDef>;

type FilterValueOf<D extends FilterDef> = D extends { kind: 'string' }
  ? string
  : D extends { kind: 'number' }
    ? number
    : D extends { kind: 'enum'; values: readonly (infer V)[] }
      ? V
      : D extends { kind: 'dateRange' }
        ? DateRangeValue
        : never;

/** Each declared filter's value, or undefined when it is not set. */
export type FilterValues<F extends FilterDefs> = { [K in keyof F]?: FilterValueOf<F[K]> };

export interface ListStateConfig<F extends FilterDefs = FilterDefs> {
  /** The sort fields the API allows for this resource; anything else in the URL is ignored. */
  sortFields: readonly string[];
  /** The order when the URL names none; it is also left out of the URL. */
  defaultSort?: SortState | null;
  /** Page sizes offered; default [10, 25, 50, 100]. */
  sizes?: readonly number[];
  /** Default 10 (docs/product/api.md). Must be one of `sizes`. */
  defaultSize?: number;
  filters?: F;
  /** Longest search kept; default 100 characters, the API's limit. */
  searchMaxLength?: number;
  /**
   * Prefix of every URL parameter, for two lists on one page (e.g. `log.` turns `page` into
   * `log.page`). The API query never carries it.
   */
  prefix?: string;
}

export interface ListState<F extends FilterDefs = FilterDefs> {
  page: number;
  size: number;
  q: string;
  sort: SortState | null;
  filters: FilterValues<F>;
}

export const DEFAULT_SIZES = [10, 25, 50, 100] as const;
/** The API refuses a longer search: cut here, never send a 400. */
export const DEFAULT_SEARCH_MAX_LENGTH = SEARCH_MAX;
/** Above this, a page number is nonsense (the API refuses past 1,000,000 anyway). */
const MAX_PAGE = 1_000_000;
const DEFAULT_STRING_FILTER_MAX = 200;

// Control characters (including NUL and bidi overrides) have no place in a search box.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

function cleanText(raw: string | null, maxLength: number): string {
  if (raw === null) return '';
  return raw.replace(CONTROL_CHARS, ' ').trim().slice(0, maxLength).trim();
}

function parsePositiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,7}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= 1 && value <= MAX_PAGE ? value : null;
}

const sizesOf = (config: ListStateConfig) => config.sizes ?? DEFAULT_SIZES;
const defaultSizeOf = (config: ListStateConfig) => {
  const sizes = sizesOf(config);
  return config.defaultSize !== undefined && sizes.includes(config.defaultSize) ? config.defaultSize : (sizes[0] ?? 10);
};

/** `name` or `-name` → a sort from the allow-list, else null. */
export function parseSort(raw: string | null, allowed: readonly string[]): SortState | null {
  if (!raw) return null;
  const value = raw.trim();
  const direction: SortDirection = value.startsWith('-') ? 'desc' : 'asc';
  const field = direction === 'desc' ? value.slice(1) : value;
  return allowed.includes(field) ? { field, direction } : null;
}

export const serializeSort = (sort: SortState): string => (sort.direction === 'desc' ? `-${sort.field}` : sort.field);

const sameSort = (a: SortState | null | undefined, b: SortState | null | undefined) =>
  (a ?? null) === (b ?? null) || (!!a && !!b && a.field === b.field && a.direction === b.direction);

const paramOf = (name: string, def: FilterDef) => (def.kind === 'dateRange' ? name : (def.param ?? name));
const rangeParams = (def: Extract<FilterDef, { kind: 'dateRange' }>) =>
  [def.startParam ?? 'startDate', def.endParam ?? 'endDate'] as const;

function parseFilter(def: FilterDef, read: (param: string) => string | null, name: string): unknown {
  switch (def.kind) {
    case 'string': {
      const value = cleanText(read(paramOf(name, def)), def.maxLength ?? DEFAULT_STRING_FILTER_MAX);
      return value === '' ? undefined : value;
    }
    case 'number': {
      const raw = read(paramOf(name, def))?.trim();
      if (!raw || !/^-?\d+(\.\d+)?$/.test(raw) || raw.length > 20) return undefined;
      const value = Number(raw);
      if (!Number.isFinite(value)) return undefined;
      if ((def.integer ?? true) && !Number.isInteger(value)) return undefined;
      if (def.min !== undefined && value < def.min) return undefined;
      if (def.max !== undefined && value > def.max) return undefined;
      return value;
    }
    case 'enum': {
      const raw = read(paramOf(name, def))?.trim();
      return raw && def.values.includes(raw) ? raw : undefined;
    }
    case 'dateRange': {
      const [startParam, endParam] = rangeParams(def);
      let start = read(startParam)?.trim();
      let end = read(endParam)?.trim();
      if (start && !isCalendarDay(start)) start = undefined;
      if (end && !isCalendarDay(end)) end = undefined;
      // A range written backwards is still clearly meant as that range.
      if (start && end && start > end) [start, end] = [end, start];
      if (!start && !end) return undefined;
      return { ...(start ? { start } : {}), ...(end ? { end } : {}) } satisfies DateRangeValue;
    }
  }
}

/** Reads a list's state from URL search params; whatever is invalid falls back to its default. */
export function parseListState<F extends FilterDefs>(params: URLSearchParams, config: ListStateConfig<F>): ListState<F> {
  const prefix = config.prefix ?? '';
  const read = (name: string) => params.get(`${prefix}${name}`);
  const sizeRaw = parsePositiveInt(read('size'));
  const filters: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(config.filters ?? {})) {
    const value = parseFilter(def, read, name);
    if (value !== undefined) filters[name] = value;
  }
  return {
    page: parsePositiveInt(read('page')) ?? 1,
    size: sizeRaw !== null && sizesOf(config).includes(sizeRaw) ? sizeRaw : defaultSizeOf(config),
    q: cleanText(read('q'), config.searchMaxLength ?? DEFAULT_SEARCH_MAX_LENGTH),
    sort: parseSort(read('sort'), config.sortFields) ?? config.defaultSort ?? null,
    filters: filters as FilterValues<F>,
  };
}

type Entries = [string, string][];

function filterEntries(filters: Record<string, unknown>, defs: FilterDefs): Entries {
  const entries: Entries = [];
  for (const [name, def] of Object.entries(defs)) {
    const value = filters[name];
    if (value === undefined || value === null || value === '') continue;
    if (def.kind === 'dateRange') {
      const range = value as DateRangeValue;
      const [startParam, endParam] = rangeParams(def);
      if (range.start) entries.push([startParam, range.start]);
      if (range.end) entries.push([endParam, range.end]);
    } else {
      entries.push([paramOf(name, def), String(value)]);
    }
  }
  return entries;
}

/**
 * Only what differs from the defaults, in a fixed order, so equal views give equal links. Sanitises
 * on the way out too: a state that came from code obeys the same rules as one from the URL.
 */
function urlEntries<F extends FilterDefs>(state: ListState<F>, config: ListStateConfig<F>): Entries {
  const clean = parseListState(apiParams(state, config, true), { ...config, prefix: '' });
  const entries: Entries = [];
  if (clean.q) entries.push(['q', clean.q]);
  entries.push(...filterEntries(clean.filters, config.filters ?? {}));
  if (clean.sort && !sameSort(clean.sort, config.defaultSort)) entries.push(['sort', serializeSort(clean.sort)]);
  if (clean.size !== defaultSizeOf(config)) entries.push(['size', String(clean.size)]);
  if (clean.page !== 1) entries.push(['page', String(clean.page)]);
  return entries;
}

function apiParams<F extends FilterDefs>(state: ListState<F>, config: ListStateConfig<F>, raw = false): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(state.page));
  params.set('size', String(state.size));
  const q = raw ? state.q : cleanText(state.q, config.searchMaxLength ?? DEFAULT_SEARCH_MAX_LENGTH);
  if (q) params.set('q', q);
  if (state.sort) params.set('sort', serializeSort(state.sort));
  for (const [key, value] of filterEntries(state.filters as Record<string, unknown>, config.filters ?? {})) params.append(key, value);
  return params;
}

/** The list's own parameters as URL search params (prefixed, defaults left out). */
export function serializeListState<F extends FilterDefs>(state: ListState<F>, config: ListStateConfig<F>): URLSearchParams {
  const prefix = config.prefix ?? '';
  return new URLSearchParams(urlEntries(state, config).map(([key, value]) => [`${prefix}${key}`, value]));
}

/** Every parameter name this list may own in the URL (prefixed). */
export function ownedParams(config: ListStateConfig): string[] {
  const names = ['page', 'size', 'q', 'sort'];
  for (const [name, def] of Object.entries(config.filters ?? {})) {
    if (def.kind === 'dateRange') names.push(...rangeParams(def));
    else names.push(paramOf(name, def));
  }
  return names.map((name) => `${config.prefix ?? ''}${name}`);
}

/**
 * The current URL's params with this list's part replaced by `state`: parameters that belong to
 * someone else (another list, a tab) are kept as they are.
 */
export function mergeListState<F extends FilterDefs>(
  current: URLSearchParams,
  state: ListState<F>,
  config: ListStateConfig<F>,
): URLSearchParams {
  const owned = new Set(ownedParams(config));
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!owned.has(key)) next.append(key, value);
  for (const [key, value] of serializeListState(state, config)) next.append(key, value);
  return next;
}

/**
 * The list endpoint's query: `page` and `size` always, `q` trimmed when set, `sort` as `field` or
 * `-field`, each filter under its API name, date ranges as startDate/endDate.
 */
export function toApiQuery<F extends FilterDefs>(state: ListState<F>, config: ListStateConfig<F>): string {
  return apiParams(state, config).toString();
}
