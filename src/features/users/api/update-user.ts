import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { UpdateUser, User } from '../../../../contract/users';
import type { ApiClient } from '../../../lib/api/client';
import { useApi } from '../../../lib/api/ApiContext';
import { revalidateUsers, USERS_PATH } from './keys';
import { userKey } from './get-user';

/** `PATCH /api/users/:id` with the version the form was loaded with (409 VERSION_CONFLICT when stale). */
export const updateUser = async (api: ApiClient, id: number, body: UpdateUser) =>
  (await api.patch<{ data: User }>(`${USERS_PATH}/${id}`, body)).data;

/** Saves, puts the answer in the record's cache, and revalidates the lists and logs. */
export function useUpdateUser() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: UpdateUser) => {
      const user = await updateUser(api, id, body);
      await mutate(userKey(id), user, { revalidate: false });
      void revalidateUsers(mutate);
      return user;
    },
    [api, mutate],
  );
}
