import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_MAX } from '../../../../contract/lists-values';
import { numberInProgress, numberTerms, searchesText, type GlobalSearchResult } from '../../../../contract/search-values';
import { useApi } from '../../../lib/api/ApiContext';

export const GLOBAL_SEARCH_PATH = '/api/search';
/**
 * Quiet time after a keystroke before asking: none beyond the current task, so changes made
 * together ask once. On a phone network the round trip is most of the time to the first results,
 * and any wait comes on top of it; the request of the term before is aborted instead
 * (docs/decisions/333-global-search.md).
 */
export const SEARCH_DEBOUNCE_MS = 0;

export type GlobalSearchState =
  | { status: 'idle'; term: ''; result: null; error: null }
  | { status: 'short'; term: string; result: null; error: null }
  | { status: 'loading' | 'done'; term: string; result: GlobalSearchResult | null; error: null }
  | { status: 'error'; term: string; result: null; error: unknown };

/** The term as the API takes it: trimmed and at most SEARCH_MAX characters (a longer one would be a 400). */
export const searchTermOf = (text: string) => text.trim().slice(0, SEARCH_MAX).trim();

/**
 * `GET /api/search` for `text`, SEARCH_DEBOUNCE_MS after it changes. An answer to an older
 * term is dropped (its request is aborted), the previous result stays on screen while the next
 * loads, and terms already answered while the dialog is open come back at once. Not SWR: its
 * loading middleware would run the shell's progress bar on every keystroke.
 */
export function useGlobalSearch(text: string): GlobalSearchState & { retry(): void } {
  const { api } = useApi();
  const term = searchTermOf(text);
  const cache = useRef(new Map<string, GlobalSearchResult>());
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<GlobalSearchState>({ status: 'idle', term: '', result: null, error: null });

  useEffect(() => {
    if (term === '') {
      setState({ status: 'idle', term: '', result: null, error: null });
      return;
    }
    // Too few letters or digits to look text up and no record number, or a number still being
    // typed: the server would find nothing.
    const numbers = numberTerms(term);
    if (numberInProgress(term) || (!searchesText(term) && numbers.deliveryOrder?.id === undefined && numbers.shipment?.id === undefined)) {
      setState({ status: 'short', term, result: null, error: null });
      return;
    }
    const known = cache.current.get(term);
    if (known) {
      setState({ status: 'done', term, result: known, error: null });
      return;
    }
    setState((previous) => ({ status: 'loading', term, result: previous.result, error: null }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<{ data: GlobalSearchResult }>(`${GLOBAL_SEARCH_PATH}?q=${encodeURIComponent(term)}`, { signal: controller.signal })
        .then(({ data }) => {
          cache.current.set(term, data);
          setState({ status: 'done', term, result: data, error: null });
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'error', term, result: null, error });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, term, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
