import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  mergeListState,
  ownedParams,
  parseListState,
  serializeListState,
  toApiQuery,
  type FilterDefs,
  type FilterValues,
  type ListState,
  type ListStateConfig,
  type SortState,
} from './list-state';
import { readViewSearch, viewSearchOfState } from './saved-view';

export interface ListStateApi<F extends FilterDefs> extends ListState<F> {
  /** The list endpoint's query string (page and size always present). */
  apiQuery: string;
  /** True when a search or any filter narrows the list (empty state: "no match" rather than "no data"). */
  isFiltered: boolean;
  /** A new history entry, so Back returns to the previous page. */
  setPage(page: number): void;
  setSize(size: number): void;
  /** Replaces the history entry: typing must not leave one entry per keystroke. */
  setSearch(q: string): void;
  setSort(sort: SortState | null): void;
  setFilter<K extends keyof F>(name: K, value: FilterValues<F>[K] | undefined): void;
  setFilters(values: Partial<FilterValues<F>>): void;
  /** Clears search, filters and sort; keeps the page size. */
  reset(): void;
  /** The view as a saved view keeps it: search, filters, sort and size, without prefix or page (saved-view.ts). */
  viewSearch: string;
  /**
   * Opens a saved view in one history entry, on page 1: its search, filters, sort and size replace
   * the list's. Answers the parameters the list dropped because it no longer knows them.
   */
  applyView(search: string): string[];
}

type Patch<F extends FilterDefs> = Partial<Omit<ListState<F>, 'filters'>> & { filters?: Partial<FilterValues<F>> };

/**
 * The list's own part of the URL, encoded as `serializeListState` encodes it. (It was joined from
 * the decoded values: a search or filter with a space, "E 778", never equalled its encoded
 * "E+778", so the rewrite below ran after every such render with that render's state, and when it
 * ran after the next keystroke's navigation it put the URL back one character: decision 288.)
 */
const ownPart = (params: URLSearchParams, owned: ReadonlySet<string>) =>
  new URLSearchParams([...params].filter(([key]) => owned.has(key))).toString();

/**
 * A list's search, filters, sort and page kept in the URL (docs/product/screens.md): a copied link
 * reopens the same view and Back/Forward walk through pages. Invalid values in the URL are replaced
 * by their defaults, and the URL is rewritten to the clean form. Pass a config defined outside the
 * component (or memoised); it is compared by value anyway.
 */
export function useListState<F extends FilterDefs = Record<string, never>>(config: ListStateConfig<F>): ListStateApi<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const configKey = JSON.stringify(config);
  // Compared by value: screens often write the config inline.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableConfig = useMemo(() => config, [configKey]);
  const owned = useMemo(() => new Set(ownedParams(stableConfig)), [stableConfig]);

  const state = useMemo(() => parseListState(searchParams, stableConfig), [searchParams, stableConfig]);

  // A hand-edited or stale link (page=-1, size=1000, sort=password) is rewritten to what is shown.
  useEffect(() => {
    const canonical = serializeListState(state, stableConfig).toString();
    if (canonical !== ownPart(searchParams, owned)) {
      setSearchParams((current) => mergeListState(current, state, stableConfig), { replace: true });
    }
  }, [state, searchParams, owned, stableConfig, setSearchParams]);

  const update = useCallback(
    (patch: Patch<F>, replace: boolean) => {
      setSearchParams(
        (current) => {
          const previous = parseListState(current, stableConfig);
          const next: ListState<F> = {
            ...previous,
            ...patch,
            filters: patch.filters ? { ...previous.filters, ...patch.filters } : previous.filters,
          };
          return mergeListState(current, next, stableConfig);
        },
        { replace },
      );
    },
    [setSearchParams, stableConfig],
  );

  const { page, size, q, sort, filters } = state;

  return useMemo<ListStateApi<F>>(() => {
    const filterValues = Object.values(filters as Record<string, unknown>);
    return {
      page,
      size,
      q,
      sort,
      filters,
      apiQuery: toApiQuery(state, stableConfig),
      isFiltered: q !== '' || filterValues.some((value) => value !== undefined),
      setPage: (next) => {
        if (next !== page) update({ page: next }, false);
      },
      setSize: (next) => {
        if (next !== size) update({ size: next, page: 1 }, false);
      },
      setSearch: (next) => {
        if (next.trim() !== q) update({ q: next, page: 1 }, true);
      },
      setSort: (next) => update({ sort: next, page: 1 }, false),
      setFilter: (name, value) => {
        const patch = { [name]: value } as Partial<FilterValues<F>>;
        update({ filters: patch, page: 1 }, false);
      },
      setFilters: (values) => update({ filters: values, page: 1 }, false),
      reset: () => {
        const cleared = Object.fromEntries(Object.keys(stableConfig.filters ?? {}).map((name) => [name, undefined]));
        update({ q: '', sort: stableConfig.defaultSort ?? null, page: 1, filters: cleared as Partial<FilterValues<F>> }, false);
      },
      viewSearch: viewSearchOfState(state, stableConfig),
      applyView: (search) => {
        const view = readViewSearch(search, stableConfig);
        setSearchParams((current) => mergeListState(current, view.state, stableConfig));
        return view.dropped;
      },
    };
  }, [state, page, size, q, sort, filters, stableConfig, update, setSearchParams]);
}
