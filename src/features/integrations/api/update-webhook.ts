import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { UpdateWebhook, Webhook } from '../../../../contract/webhooks';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { revalidateWebhooks, WEBHOOKS_PATH } from './get-webhooks';

/** `PATCH /api/webhooks/:id` with the version read (409 VERSION_CONFLICT with `error.current` when stale). */
export const updateWebhook = async (api: ApiClient, id: number, body: UpdateWebhook) =>
  (await api.patch<{ data: Webhook }>(`${WEBHOOKS_PATH}/${id}`, body)).data;

export function useUpdateWebhook() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: UpdateWebhook) => {
      const saved = await updateWebhook(api, id, body);
      void revalidateWebhooks(mutate);
      return saved;
    },
    [api, mutate],
  );
}
