import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { User } from '../../../../contract/users';
import type { ApiClient } from '../../../lib/api/client';
import { useApi } from '../../../lib/api/ApiContext';
import { revalidateUsers, USERS_PATH } from './keys';

/**
 * `POST /api/users/:id/deactivate`: the user can no longer sign in and their sessions end at once.
 * Refusals: 422 SELF_DEACTIVATION, 422 LAST_PERMISSION_MANAGER, 422 PERMISSIONS_EXCEED_OWN.
 */
export const deactivateUser = async (api: ApiClient, id: number, version?: number) =>
  (await api.post<{ data: User }>(`${USERS_PATH}/${id}/deactivate`, version === undefined ? {} : { version })).data;

export function useDeactivateUser() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, version?: number) => {
      const user = await deactivateUser(api, id, version);
      void revalidateUsers(mutate);
      return user;
    },
    [api, mutate],
  );
}
