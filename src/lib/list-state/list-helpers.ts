import { useDeferredValue, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TableState } from '../../components/data/DataTable/DataTable';
import { isApiError } from '../api/errors';

/**
 * The one behaviour for a page load answered 403 (decision 160, docs/product/sessions.md): the page
 * is not the user's to see (a permission taken away since the menu was drawn), so it is replaced by
 * /404. Every list, detail and form screen calls this with its page data's error; an action's 403
 * (a save, a deactivation) is an error message on the spot instead and never comes here. Returns
 * true while the redirect is under way, so the screen can render nothing meanwhile.
 */
export function useForbiddenRedirect(error: unknown): boolean {
  const navigate = useNavigate();
  const forbidden = isApiError(error) && error.status === 403;
  useEffect(() => {
    if (forbidden) navigate('/404', { replace: true });
  }, [forbidden, navigate]);
  return forbidden;
}

/** The table's state from an SWR answer: rows kept while the next page loads. */
export function tableStateOf(swr: { data?: unknown; error?: unknown; isLoading: boolean; isValidating: boolean }): TableState {
  if (swr.error && !swr.isValidating) return 'error';
  if (swr.isLoading || !swr.data) return 'loading';
  return 'ready';
}

/**
 * What a paginated list shows of its answer: a new page of data renders in a transition, yielding
 * to the browser instead of one long task (decision 263), and the table and its pager switch to it
 * in the same commit, so the pager never appears under the placeholders and then moves down.
 * Until then the state is 'loading' (the placeholders, or the previous rows dimmed).
 */
export function useShownAnswer<Data>(answer: { data?: Data; error?: unknown; isLoading: boolean; isValidating: boolean }): {
  data: Data | undefined;
  state: TableState;
} {
  const data = useDeferredValue(answer.data);
  return { data, state: data === answer.data ? tableStateOf(answer) : 'loading' };
}

/**
 * A page past the end (a stale link, the last row deactivated) moves to the last page once the
 * answer's totalPages shows it (decision 160). An empty list stays on page 1.
 */
export function useClampPage(page: number, totalPages: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}

/** Drops query parameters the caller may not send (status=all without read-removed-users). */
export function withoutParams(query: string, names: readonly string[]): string {
  const params = new URLSearchParams(query);
  for (const name of names) params.delete(name);
  return params.toString();
}
