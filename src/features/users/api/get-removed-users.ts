import useSWR from 'swr';
import type { User } from '../../../../contract/users';
import type { ApiClient } from '../../../lib/api/client';
import { useApi } from '../../../lib/api/ApiContext';
import type { ListAnswer } from '../../../lib/resource/api';
import { USERS_PATH } from './keys';

/** `GET /api/users/removed`: the deactivated users, most recently deactivated first. */
export const getRemovedUsers = (api: ApiClient, query: string) => api.get<ListAnswer<User>>(`${USERS_PATH}/removed?${query}`);

export const removedUsersKey = (query: string) => [`${USERS_PATH}/removed`, query] as const;

export function useRemovedUsers(query: string) {
  const { api } = useApi();
  return useSWR(removedUsersKey(query), ([, q]) => getRemovedUsers(api, q), { keepPreviousData: true });
}
