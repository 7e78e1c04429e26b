import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiToken } from '../../../../contract/api-tokens';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { afterWrite } from '../../../lib/swr';
import { apiTokensKey } from './get-api-tokens';

/** `POST /api/api-tokens/:id/revoke`: stops the token at once on every instance; a second revoke changes nothing. */
export const revokeApiToken = async (api: ApiClient, id: number) => (await api.post<{ data: ApiToken }>(`/api/api-tokens/${id}/revoke`, {})).data;

/** Revokes; the row turns revoked from the answer at once, then the list is read again. */
export function useRevokeApiToken() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      const revoked = await revokeApiToken(api, id);
      afterWrite(
        mutate<{ data: ApiToken[] }>(apiTokensKey(), (list) => list && { data: list.data.map((token) => (token.id === id ? revoked : token)) }, { revalidate: true }),
      );
      return revoked;
    },
    [api, mutate],
  );
}
