import { parseListState, toApiQuery, type FilterDefs, type ListStateConfig } from './list-state';

/**
 * The list endpoint's URL a list screen will ask for first, from the page's own query string
 * (the same parse and serialisation as useListState): RouterApp starts it with the early token
 * while the app is still starting (decision 143). `omit` drops parameters the screen never sends.
 */
export function firstListRequest<F extends FilterDefs>(path: string, config: ListStateConfig<F>, search: string, omit: readonly string[] = []): string {
  const params = new URLSearchParams(toApiQuery(parseListState(new URLSearchParams(search), config), config));
  for (const name of omit) params.delete(name);
  return `${path}?${params.toString()}`;
}
