import type { ListDeclaration } from '../../../contract/area';
import type { FilterDefs, ListStateConfig } from '../list-state/list-state';

/**
 * A list's URL state (useListState) from the area's declaration: its sort fields and default sort
 * as the API allows them (contract/areas), and the area's own filters, so a list's first request is
 * the one its screen makes (decision 143).
 */
export function listConfigOf<F extends FilterDefs = Record<string, never>>(list: ListDeclaration, filters?: F): ListStateConfig<F> {
  const descending = list.defaultSort.startsWith('-');
  return {
    sortFields: list.sort,
    defaultSort: { field: descending ? list.defaultSort.slice(1) : list.defaultSort, direction: descending ? 'desc' : 'asc' },
    ...(filters ? { filters } : {}),
  };
}
