import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CreateUser, User } from '../../../../contract/users';
import type { ApiClient } from '../../../lib/api/client';
import { useApi } from '../../../lib/api/ApiContext';
import { IDEMPOTENCY_HEADER } from '../../../lib/forms/idempotency';
import { revalidateUsers, USERS_PATH } from './keys';

/** `POST /api/users` with an Idempotency-Key: the same key twice creates one user. */
export const createUser = async (api: ApiClient, body: CreateUser, idempotencyKey: string) =>
  (await api.post<{ data: User }>(USERS_PATH, body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })).data;

/** Creates, then revalidates every users list and log. */
export function useCreateUser() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CreateUser, idempotencyKey: string) => {
      const user = await createUser(api, body, idempotencyKey);
      void revalidateUsers(mutate);
      return user;
    },
    [api, mutate],
  );
}
