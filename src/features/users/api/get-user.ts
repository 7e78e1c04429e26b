import useSWR from 'swr';
import type { User } from '../../../../contract/users';
import type { ApiClient } from '../../../lib/api/client';
import { useApi } from '../../../lib/api/ApiContext';
import { USERS_PATH } from './keys';

/** `GET /api/users/:id`. */
export const getUser = async (api: ApiClient, id: number) => (await api.get<{ data: User }>(`${USERS_PATH}/${id}`)).data;

export const userKey = (id: number) => [`${USERS_PATH}/${id}`] as const;

/** One user; `id` null waits (an invalid route parameter never reaches the API). */
export function useUser(id: number | null, options: { revalidateOnFocus?: boolean } = {}) {
  const { api } = useApi();
  return useSWR(id === null ? null : userKey(id), () => getUser(api, id!), options);
}
