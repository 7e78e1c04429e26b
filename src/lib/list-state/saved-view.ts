/**
 * A list's view as a saved view keeps it (docs/decisions/334-saved-views.md): the list's own URL
 * parameters without prefix and page number, and back. Reading one back goes through the same
 * parser as a typed URL, so whatever the list no longer knows (a removed filter, a sort field
 * gone, a value no longer offered) is dropped, and named so the screen can say so.
 */
import { ownedParams, parseListState, serializeListState, toApiQuery, type FilterDefs, type ListState, type ListStateConfig } from './list-state';

const unprefixed = <F extends FilterDefs>(config: ListStateConfig<F>): ListStateConfig<F> => ({ ...config, prefix: '' });

/** The view's search string: search, filters, sort and page size as the URL writes them, defaults left out. */
export function viewSearchOfState<F extends FilterDefs>(state: ListState<F>, config: ListStateConfig<F>): string {
  return serializeListState({ ...state, page: 1 }, unprefixed(config)).toString();
}

export interface ReadView<F extends FilterDefs> {
  /** The list's state the view opens with, on page 1. */
  state: ListState<F>;
  /** The parameters of the saved string the list dropped, in the string's order, each once. */
  dropped: string[];
}

/** A saved search string as the list reads it now, with what it could not keep. */
export function readViewSearch<F extends FilterDefs>(search: string, config: ListStateConfig<F>): ReadView<F> {
  const own = unprefixed(config);
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  const state = { ...parseListState(params, own), page: 1 };
  const known = new Set(ownedParams(own));
  // Every value the parsed state holds, under its parameter (defaults included): a saved value
  // that is not among them was refused by the parser.
  const kept = new URLSearchParams(toApiQuery(state, own));
  const dropped: string[] = [];
  for (const [name, value] of params) {
    if (name === 'page' || dropped.includes(name)) continue;
    const survives = known.has(name) && (value.trim() === '' || kept.getAll(name).includes(value.trim()) || keptInRange(name, value, kept, config));
    if (!survives) dropped.push(name);
  }
  return { state, dropped };
}

/** A date range written backwards is read the other way round: its days are kept, only swapped. */
function keptInRange(name: string, value: string, kept: URLSearchParams, config: ListStateConfig): boolean {
  for (const def of Object.values(config.filters ?? {})) {
    if (def.kind !== 'dateRange') continue;
    const range = [def.startParam ?? 'startDate', def.endParam ?? 'endDate'];
    if (range.includes(name)) return range.some((param) => kept.get(param) === value.trim());
  }
  return false;
}
