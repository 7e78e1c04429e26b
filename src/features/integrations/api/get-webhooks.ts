import useSWR, { type ScopedMutator } from 'swr';
import type { Paging } from '../../../../contract/api';
import type { Webhook } from '../../../../contract/webhooks';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import type { ApiError } from '../../../lib/api/errors';
import { revalidateArea } from '../../../lib/resource/api';

export interface WebhookPage {
  data: Webhook[];
  paging: Paging;
}

/** Every key of the webhooks starts with this path, so one write revalidates the list and every log. */
export const WEBHOOKS_PATH = '/api/webhooks';

/** `GET /api/webhooks?page&size`: the subscriptions, oldest first, with their waiting and failed counts. */
export const getWebhooks = (api: ApiClient, query: string) => api.get<WebhookPage>(`${WEBHOOKS_PATH}?${query}`);

export const webhooksKey = (query: string) => [WEBHOOKS_PATH, query] as const;

export function useWebhooks(query: string) {
  const { api } = useApi();
  return useSWR<WebhookPage, ApiError>(webhooksKey(query), () => getWebhooks(api, query), { keepPreviousData: true });
}

/** After a write: the list (its counts, versions) and every delivery log read again. */
export const revalidateWebhooks = (mutate: ScopedMutator) => revalidateArea(mutate, WEBHOOKS_PATH);
