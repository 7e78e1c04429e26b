import useSWR from 'swr';
import type { ApiToken } from '../../../../contract/api-tokens';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import type { ApiError } from '../../../lib/api/errors';

/** Every key of the tokens starts with this path, so the kit's `revalidateArea` refreshes them after a write. */
export const API_TOKENS_PATH = '/api/api-tokens';

/** `GET /api/api-tokens`: every token, newest first, never the token itself (docs/decisions/347-api-tokens.md). */
export const getApiTokens = (api: ApiClient) => api.get<{ data: ApiToken[] }>(API_TOKENS_PATH);

export const apiTokensKey = () => [API_TOKENS_PATH] as const;

export function useApiTokens() {
  const { api } = useApi();
  return useSWR<{ data: ApiToken[] }, ApiError>(apiTokensKey(), () => getApiTokens(api));
}
