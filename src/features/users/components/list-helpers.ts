import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../lib/api/errors';
import type { TableState } from '../../../components/data/DataTable/DataTable';

/** SPEC §4: a page load answered 403 (a permission taken away meanwhile) goes to /404. */
export function useForbiddenRedirect(error: unknown) {
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

/** A page past the end (a stale link, the last row deactivated) moves to the last page. */
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
