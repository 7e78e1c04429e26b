import type { User } from '../../../../contract/users';
import type { ApiClient } from '../../../lib/api/client';
import { USERS_PATH, type ListAnswer } from './keys';

/**
 * The user picker's server search (`GET /api/users?q&size=10`): deactivated users too when the
 * caller may see them, since logs and activities are about them as well.
 */
export async function searchUsers(api: ApiClient, q: string, options: { includeDeactivated: boolean; signal?: AbortSignal }) {
  const params = new URLSearchParams({ page: '1', size: '10', sort: 'username' });
  if (q.trim()) params.set('q', q.trim().slice(0, 100));
  if (options.includeDeactivated) params.set('status', 'all');
  return (await api.get<ListAnswer<User>>(`${USERS_PATH}?${params}`, { signal: options.signal })).data;
}
