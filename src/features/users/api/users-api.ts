import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { USERS } from '../../../../contract/areas';
import type { Activity } from '../../../../contract/me';
import type { SecondFactorStatus } from '../../../../contract/second-factor';
import type { CreateUser, UpdateUser, User } from '../../../../contract/users';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import type { ApiError } from '../../../lib/api/errors';
import { recordUrl, type ListAnswer } from '../../../lib/resource/api';
import { resourceApi } from '../../../lib/resource/api';
import { afterWrite } from '../../../lib/swr';

/**
 * Users: the five endpoints of docs/product/api.md at `USERS.api` (contract/areas/users.ts), and
 * the area's own: deactivate and restore, the deactivated list, activities and a user's second
 * factor. Every key starts with the area's path, so a create, update, deactivate or restore
 * refetches the lists, details, second-factor states and change logs.
 */
export const usersApi = resourceApi<User, CreateUser, UpdateUser>(USERS);

/** `useUser(id)` and `useUserLogs(query)`: null waits (an invalid route parameter, no read-users-logs). */
export const { useList: useUsers, useRecord: useUser, useLogs: useUserLogs, useCreate: useCreateUser, useUpdate: useUpdateUser } = usersApi;

/** `{path}/removed`, `{path}/activities`: lists beside the records', under the area's path. */
const removedPath = `${usersApi.path}/removed`;
const activitiesPath = `${usersApi.path}/activities`;

/** `GET {path}/removed`: the deactivated users, most recently deactivated first. */
export function useRemovedUsers(query: string) {
  const { api } = useApi();
  return useSWR([removedPath, query] as const, ([, q]) => api.get<ListAnswer<User>>(`${removedPath}?${q}`), { keepPreviousData: true });
}

/** `GET {path}/activities?userId&type&startDate&endDate`: newest first; `query` null waits (the user may not read activities). */
export function useUserActivities(query: string | null) {
  const { api } = useApi();
  return useSWR(query === null ? null : ([activitiesPath, query] as const), ([, q]) => api.get<ListAnswer<Activity>>(`${activitiesPath}?${q}`), {
    keepPreviousData: true,
  });
}

/**
 * `POST {path}/:id/deactivate` and `POST {path}/:id/restore`, with the version when the page has
 * one. Deactivating ends the user's sessions at once; its refusals: 422 SELF_DEACTIVATION, 422
 * LAST_PERMISSION_MANAGER, 422 PERMISSIONS_EXCEED_OWN. Then the area revalidates.
 */
const changeStatus = (action: 'deactivate' | 'restore') => async (api: ApiClient, id: number, version?: number) =>
  (await api.post<{ data: User }>(`${recordUrl(usersApi.path, id)}/${action}`, version === undefined ? {} : { version })).data;
const deactivateUser = changeStatus('deactivate');
const restoreUser = changeStatus('restore');

function useStatusChange(send: ReturnType<typeof changeStatus>) {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, version?: number) => {
      const user = await send(api, id, version);
      void usersApi.revalidate(mutate);
      return user;
    },
    [api, mutate, send],
  );
}

export const useDeactivateUser = () => useStatusChange(deactivateUser);
export const useRestoreUser = () => useStatusChange(restoreUser);

/** A user's second factor, under the user's path, so the area's revalidation refreshes it with the user's other data. */
const secondFactorKey = (id: number) => [`${recordUrl(usersApi.path, id)}/second-factor`] as const;

/** `GET {path}/:id/second-factor` (read-user): whether the user's second factor is on. */
export function useUserSecondFactor(id: number) {
  const { api } = useApi();
  return useSWR<SecondFactorStatus, ApiError>(secondFactorKey(id), ([url]: readonly [string]) =>
    api.get<{ data: SecondFactorStatus }>(url).then((answer) => answer.data),
  );
}

/**
 * `POST {path}/:id/second-factor/reset` (update-user): turns the user's second factor off and ends
 * their sessions, for a lost phone. Refusals: 422 SELF_SECOND_FACTOR_RESET (one's own goes through
 * Profile, which asks for a code), 409 SECOND_FACTOR_NOT_ENABLED, 404 NOT_FOUND. The answer is the
 * new status, and the activity lists (SECOND_FACTOR_RESET) refetch.
 */
export function useResetUserSecondFactor() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      const [url] = secondFactorKey(id);
      const status = (await api.post<{ data: SecondFactorStatus }>(`${url}/reset`)).data;
      afterWrite(mutate(secondFactorKey(id), status, { revalidate: false }));
      afterWrite(mutate((key) => Array.isArray(key) && key[0] === activitiesPath));
      return status;
    },
    [api, mutate],
  );
}
