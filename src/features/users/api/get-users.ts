import useSWR from 'swr';
import type { User } from '../../../../contract/users';
import type { ApiClient } from '../../../lib/api/client';
import { useApi } from '../../../lib/api/ApiContext';
import { USERS_PATH, type ListAnswer } from './keys';

/** `GET /api/users?page&size&q&roleId&status&sort` (SPEC §5). */
export const getUsers = (api: ApiClient, query: string) => api.get<ListAnswer<User>>(`${USERS_PATH}?${query}`);

export const usersKey = (query: string) => [USERS_PATH, 'list', query] as const;

/** The users list for a query built by useListState; keeps the previous page while the next loads. */
export function useUsers(query: string | null) {
  const { api } = useApi();
  return useSWR(query === null ? null : usersKey(query), ([, , q]) => getUsers(api, q), { keepPreviousData: true });
}
