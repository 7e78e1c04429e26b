import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { SecondFactorStatus } from '../../../../contract/second-factor';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { USERS_PATH } from './keys';
import { userSecondFactorKey } from './get-user-second-factor';

/**
 * `POST /api/users/:id/second-factor/reset` (update-user): turns the user's second factor off and
 * ends their sessions, for a lost phone. Refusals: 422 SELF_SECOND_FACTOR_RESET (one's own goes
 * through Profile, which asks for a code), 409 SECOND_FACTOR_NOT_ENABLED, 404 NOT_FOUND.
 */
export const resetUserSecondFactor = async (api: ApiClient, id: number) =>
  (await api.post<{ data: SecondFactorStatus }>(`${USERS_PATH}/${id}/second-factor/reset`)).data;

/** Resets; the answer is the new status, and the activity lists (SECOND_FACTOR_RESET) refetch. */
export function useResetUserSecondFactor() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      const status = await resetUserSecondFactor(api, id);
      void mutate(userSecondFactorKey(id), status, { revalidate: false });
      void mutate((key) => Array.isArray(key) && key[0] === `${USERS_PATH}/activities`);
      return status;
    },
    [api, mutate],
  );
}
