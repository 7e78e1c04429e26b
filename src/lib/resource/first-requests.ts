import { firstListRequest } from '../list-state/first-request';
import type { FilterDefs, ListStateConfig } from '../list-state/list-state';
import { parseId } from '../route-params';
import { recordUrl } from './api';

/**
 * A resource screen's `firstRequests(location)` (decision 143): the GET its hook makes first on
 * that URL, so RouterApp can start it with the early token. Built with the hooks' own URL builders
 * (./api.ts) and the list state's own parse, so the two cannot name different URLs.
 */
type Where = Pick<Location, 'pathname' | 'search'>;

/**
 * A list screen: its list endpoint (`{path}?{query}`, as listUrl and logsUrl build it) for the
 * page's query string, with the screen's own list config; `omit` what the screen never sends.
 */
export const firstListRequests =
  <F extends FilterDefs>(path: string, config: ListStateConfig<F>, omit: readonly string[] = []) =>
  ({ search }: Where): string[] => [firstListRequest(path, config, search, omit)];

/** A record screen (`/{area}/:id/detail|edit`): the record by its id; nothing for a malformed id. */
export const firstRecordRequests =
  (path: string) =>
  ({ pathname }: Where): string[] => {
    const id = parseId(pathname.split('/')[2]);
    return id === null ? [] : [recordUrl(path, id)];
  };
