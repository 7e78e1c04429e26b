import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { WebhookWithSecret } from '../../../../contract/webhooks';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { revalidateWebhooks, WEBHOOKS_PATH } from './get-webhooks';

/** `POST /api/webhooks/:id/secret`: a new signing secret, shown this once; the old one stops signing. */
export const rotateWebhookSecret = (api: ApiClient, id: number) => api.post<WebhookWithSecret>(`${WEBHOOKS_PATH}/${id}/secret`);

export function useRotateWebhookSecret() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      const rotated = await rotateWebhookSecret(api, id);
      void revalidateWebhooks(mutate);
      return rotated;
    },
    [api, mutate],
  );
}
