import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CurrentFactor, RecoveryCodes } from '../../../../contract/second-factor';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { isMyActivitiesKey } from './get-my-activities';
import { mySecondFactorKey } from './get-my-second-factor';
import { afterWrite } from '../../../lib/swr';

/**
 * `POST /api/users/my/second-factor/recovery-codes` with a current code or recovery code: ten new
 * codes, the old ones void. 400 INVALID_SECOND_FACTOR, 409 SECOND_FACTOR_NOT_ENABLED, 429.
 */
export const regenerateMyRecoveryCodes = async (api: ApiClient, body: CurrentFactor) =>
  (await api.post<{ data: RecoveryCodes }>('/api/users/my/second-factor/recovery-codes', body)).data;

/** Makes new codes; the status (codes left) and the activity list (RECOVERY_CODES_REGENERATED) follow. */
export function useRegenerateMyRecoveryCodes() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CurrentFactor) => {
      const answer = await regenerateMyRecoveryCodes(api, body);
      afterWrite(mutate(mySecondFactorKey()));
      afterWrite(mutate(isMyActivitiesKey));
      return answer.recoveryCodes;
    },
    [api, mutate],
  );
}
