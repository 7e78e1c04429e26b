import { useCallback } from 'react';
import type { Enrolment } from '../../../../contract/second-factor';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';

/**
 * `POST /api/users/my/second-factor/enrol`: a new secret, its QR URI and the token that carries
 * it until the confirmation; nothing is stored yet. 409 SECOND_FACTOR_ALREADY_ENABLED.
 */
export const startMyEnrolment = async (api: ApiClient) =>
  (await api.post<{ data: Enrolment }>('/api/users/my/second-factor/enrol')).data;

export function useStartMyEnrolment() {
  const { api } = useApi();
  return useCallback(() => startMyEnrolment(api), [api]);
}
