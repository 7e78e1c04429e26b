import useSWR from 'swr';
import type { SecondFactorStatus } from '../../../../contract/second-factor';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import type { ApiError } from '../../../lib/api/errors';
import { USERS_PATH } from './keys';

/** `GET /api/users/:id/second-factor` (read-user): whether the user's second factor is on. */
export const getUserSecondFactor = async (api: ApiClient, id: number) =>
  (await api.get<{ data: SecondFactorStatus }>(`${USERS_PATH}/${id}/second-factor`)).data;

/** Under the area's path, so revalidateUsers refreshes it with the user's other data. */
export const userSecondFactorKey = (id: number) => [`${USERS_PATH}/${id}/second-factor`] as const;

export function useUserSecondFactor(id: number) {
  const { api } = useApi();
  return useSWR<SecondFactorStatus, ApiError>(userSecondFactorKey(id), () => getUserSecondFactor(api, id));
}
