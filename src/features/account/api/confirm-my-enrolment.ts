import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ConfirmEnrolment, RecoveryCodes } from '../../../../contract/second-factor';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { isMyActivitiesKey } from './get-my-activities';
import { mySecondFactorKey } from './get-my-second-factor';
import { afterWrite } from '../../../lib/swr';

/**
 * `POST /api/users/my/second-factor/confirm`: the first code turns the factor on and answers the
 * ten recovery codes. 400 INVALID_SECOND_FACTOR stores nothing: the same enrolment can be
 * confirmed again with a right code.
 */
export const confirmMyEnrolment = async (api: ApiClient, body: ConfirmEnrolment) =>
  (await api.post<{ data: RecoveryCodes }>('/api/users/my/second-factor/confirm', body)).data;

/** Confirms; the status and the activity list (SECOND_FACTOR_ENABLED) follow. */
export function useConfirmMyEnrolment() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: ConfirmEnrolment) => {
      const answer = await confirmMyEnrolment(api, body);
      afterWrite(mutate(mySecondFactorKey()));
      afterWrite(mutate(isMyActivitiesKey));
      return answer.recoveryCodes;
    },
    [api, mutate],
  );
}
