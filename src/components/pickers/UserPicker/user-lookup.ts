import useSWR from 'swr';
import type { Paging } from '../../../../contract/api';
import type { User } from '../../../../contract/users';
import type { ApiClient } from '../../../lib/api/client';
import { useApi } from '../../../lib/api/ApiContext';

/** The picker's page size: SPEC §5, lookups use the list endpoints with `q` and a small size. */
export const USER_LOOKUP_SIZE = 10;

/**
 * `GET /api/users?q&size=10`: deactivated users too when the caller may see them, since logs and
 * activities are about them as well.
 */
export async function searchUsers(api: ApiClient, q: string, options: { includeDeactivated: boolean; signal?: AbortSignal }) {
  const params = new URLSearchParams({ page: '1', size: String(USER_LOOKUP_SIZE), sort: 'username' });
  if (q.trim()) params.set('q', q.trim().slice(0, 100));
  if (options.includeDeactivated) params.set('status', 'all');
  return (await api.get<{ data: User[]; paging: Paging }>(`/api/users?${params}`, { signal: options.signal })).data;
}

/**
 * The chosen user, for its label: `GET /api/users/:id` under the users area's own key for a
 * record (features/users `userKey`), so both share one request and one revalidation.
 */
export function useUserRecord(id: number | null) {
  const { api } = useApi();
  return useSWR(id === null ? null : [`/api/users/${id}`], async () => (await api.get<{ data: User }>(`/api/users/${id}`)).data, {
    revalidateOnFocus: false,
  });
}
