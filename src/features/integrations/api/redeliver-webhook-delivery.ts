import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { WebhookDelivery } from '../../../../contract/webhooks';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { revalidateWebhooks, WEBHOOKS_PATH } from './get-webhooks';

/** `POST /api/webhooks/deliveries/:id/redeliver`: the delivery queued for a try now, as it stands after. */
export const redeliverWebhookDelivery = async (api: ApiClient, deliveryId: number) =>
  (await api.post<{ data: WebhookDelivery }>(`${WEBHOOKS_PATH}/deliveries/${deliveryId}/redeliver`)).data;

export function useRedeliverWebhookDelivery() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (deliveryId: number) => {
      const delivery = await redeliverWebhookDelivery(api, deliveryId);
      void revalidateWebhooks(mutate);
      return delivery;
    },
    [api, mutate],
  );
}
