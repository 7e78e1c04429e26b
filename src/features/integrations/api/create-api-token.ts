import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CreateApiToken, CreatedApiToken } from '../../../../contract/api-tokens';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { revalidateArea } from '../../../lib/resource/api';
import { API_TOKENS_PATH } from './get-api-tokens';

/**
 * `POST /api/api-tokens`: `{ data, token }`, the only answer that carries the token. No
 * Idempotency-Key: a replayed answer would hand the token out a second time. The answer never
 * goes into the cache: the list is read again and holds only the token's prefix.
 */
export const createApiToken = (api: ApiClient, body: CreateApiToken) => api.post<CreatedApiToken>(API_TOKENS_PATH, body);

export function useCreateApiToken() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CreateApiToken) => {
      const created = await createApiToken(api, body);
      void revalidateArea(mutate, API_TOKENS_PATH);
      return created;
    },
    [api, mutate],
  );
}
