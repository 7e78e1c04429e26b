import useSWR from 'swr';
import type { Paging } from '../../../../contract/api';
import type { WebhookDelivery } from '../../../../contract/webhooks';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import type { ApiError } from '../../../lib/api/errors';
import { WEBHOOKS_PATH } from './get-webhooks';

export interface WebhookDeliveryPage {
  data: WebhookDelivery[];
  paging: Paging;
}

const deliveriesPath = (webhookId: number) => `${WEBHOOKS_PATH}/${webhookId}/deliveries`;

/** `GET /api/webhooks/:id/deliveries?page&size&state`: one subscription's deliveries, newest first. */
export const getWebhookDeliveries = (api: ApiClient, webhookId: number, query: string) => api.get<WebhookDeliveryPage>(`${deliveriesPath(webhookId)}?${query}`);

export const webhookDeliveriesKey = (webhookId: number, query: string) => [deliveriesPath(webhookId), query] as const;

export function useWebhookDeliveries(webhookId: number, query: string) {
  const { api } = useApi();
  return useSWR<WebhookDeliveryPage, ApiError>(webhookDeliveriesKey(webhookId, query), () => getWebhookDeliveries(api, webhookId, query), { keepPreviousData: true });
}
