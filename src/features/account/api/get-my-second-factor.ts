import useSWR from 'swr';
import type { SecondFactorStatus } from '../../../../contract/second-factor';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import type { ApiError } from '../../../lib/api/errors';

/** `GET /api/users/my/second-factor`: on or off, since when, recovery codes left, required by the role. */
export const getMySecondFactor = async (api: ApiClient) =>
  (await api.get<{ data: SecondFactorStatus }>('/api/users/my/second-factor')).data;

export const mySecondFactorKey = () => ['/api/users/my/second-factor'] as const;

export function useMySecondFactor() {
  const { api } = useApi();
  return useSWR<SecondFactorStatus, ApiError>(mySecondFactorKey(), () => getMySecondFactor(api));
}
