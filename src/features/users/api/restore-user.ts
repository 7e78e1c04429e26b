import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { User } from '../../../../contract/users';
import type { ApiClient } from '../../../lib/api/client';
import { useApi } from '../../../lib/api/ApiContext';
import { revalidateUsers, USERS_PATH } from './keys';

/** `POST /api/users/:id/restore`: the user may sign in again. */
export const restoreUser = async (api: ApiClient, id: number, version?: number) =>
  (await api.post<{ data: User }>(`${USERS_PATH}/${id}/restore`, version === undefined ? {} : { version })).data;

export function useRestoreUser() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, version?: number) => {
      const user = await restoreUser(api, id, version);
      void revalidateUsers(mutate);
      return user;
    },
    [api, mutate],
  );
}
