import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CurrentFactor, SecondFactorStatus } from '../../../../contract/second-factor';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { isMyActivitiesKey } from './get-my-activities';
import { mySecondFactorKey } from './get-my-second-factor';
import { afterWrite } from '../../../lib/swr';

/**
 * `POST /api/users/my/second-factor/disable` with a current code or recovery code, so a stolen
 * session alone cannot remove the factor. 422 SECOND_FACTOR_REQUIRED when the role requires it,
 * 400 INVALID_SECOND_FACTOR, 409 SECOND_FACTOR_NOT_ENABLED, 429.
 */
export const disableMySecondFactor = async (api: ApiClient, body: CurrentFactor) =>
  (await api.post<{ data: SecondFactorStatus }>('/api/users/my/second-factor/disable', body)).data;

/** Turns it off; the answer is the new status, and the activity list (SECOND_FACTOR_DISABLED) follows. */
export function useDisableMySecondFactor() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CurrentFactor) => {
      const status = await disableMySecondFactor(api, body);
      afterWrite(mutate(mySecondFactorKey(), status, { revalidate: false }));
      afterWrite(mutate(isMyActivitiesKey));
      return status;
    },
    [api, mutate],
  );
}
