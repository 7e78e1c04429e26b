import useSWR from 'swr';
import type { Me } from '../../../../contract/me';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import type { ApiError } from '../../../lib/api/errors';

/** `GET /api/users/my`: the signed-in user, any role. */
export const getMe = async (api: ApiClient) => (await api.get<{ data: Me }>('/api/users/my')).data;

export const meKey = () => ['/api/users/my'] as const;

export function useMe() {
  const { api } = useApi();
  return useSWR<Me, ApiError>(meKey(), () => getMe(api));
}
