import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CreateWebhook, WebhookWithSecret } from '../../../../contract/webhooks';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { revalidateWebhooks, WEBHOOKS_PATH } from './get-webhooks';

/**
 * `POST /api/webhooks`: the answer carries the signing secret, the only time it is shown. No
 * Idempotency-Key: a replayed answer would show the secret a second time.
 */
export const createWebhook = (api: ApiClient, body: CreateWebhook) => api.post<WebhookWithSecret>(WEBHOOKS_PATH, body);

export function useCreateWebhook() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CreateWebhook) => {
      const created = await createWebhook(api, body);
      void revalidateWebhooks(mutate);
      return created;
    },
    [api, mutate],
  );
}
