import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import type { WriteOffInput } from '../../../../contract/receipts';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { deliveryOrdersApi } from './delivery-orders-api';

/**
 * `POST {path}/:id/write-offs` (update-delivery-order) with the DO's version: closes what receipts
 * found short and will not be shipped again (docs/decisions/339-receipts.md).
 */
export const writeOff = async (api: ApiClient, id: number, body: WriteOffInput) =>
  (await api.post<{ data: DeliveryOrder }>(`${deliveryOrdersApi.path}/${id}/write-offs`, body)).data;

/**
 * The write-off, as the DO's cancel: the record's cache takes the answer and the area revalidates;
 * a refusal (a newer version, a shortfall shipped again meanwhile) revalidates too, so the page
 * shows the DO as it is now.
 */
export function useWriteOff() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: WriteOffInput) => {
      let order: DeliveryOrder;
      try {
        order = await writeOff(api, id, body);
      } catch (error) {
        void deliveryOrdersApi.revalidate(mutate);
        throw error;
      }
      await mutate(deliveryOrdersApi.recordKey(id), order, { revalidate: false });
      void deliveryOrdersApi.revalidate(mutate);
      return order;
    },
    [api, mutate],
  );
}
