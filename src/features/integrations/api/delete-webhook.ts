import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { revalidateWebhooks, WEBHOOKS_PATH } from './get-webhooks';

/** `DELETE /api/webhooks/:id`: the subscription and its delivery log. */
export const deleteWebhook = (api: ApiClient, id: number) => api.delete<{ data: 'Ok' }>(`${WEBHOOKS_PATH}/${id}`);

export function useDeleteWebhook() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      await deleteWebhook(api, id);
      void revalidateWebhooks(mutate);
    },
    [api, mutate],
  );
}
