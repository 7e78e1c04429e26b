import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { recordKey, revalidateArea } from '../../../lib/resource/api';
import { DELIVERY_ORDERS_PATH } from './delivery-orders-path';

/** `POST /api/delivery-orders/:id/cancel` with the version: only while nothing is allocated. */
export const cancelDeliveryOrder = async (api: ApiClient, id: number, version: number) =>
  (await api.post<{ data: DeliveryOrder }>(`${DELIVERY_ORDERS_PATH}/${id}/cancel`, { version })).data;

export function useCancelDeliveryOrder() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, version: number) => {
      let order: DeliveryOrder;
      try {
        order = await cancelDeliveryOrder(api, id, version);
      } catch (error) {
        // Refused (taken meanwhile, a newer version): the page shows the DO as it is now.
        void revalidateArea(mutate, DELIVERY_ORDERS_PATH);
        throw error;
      }
      await mutate(recordKey(DELIVERY_ORDERS_PATH, id), order, { revalidate: false });
      void revalidateArea(mutate, DELIVERY_ORDERS_PATH);
      return order;
    },
    [api, mutate],
  );
}
