import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { PutShipmentDeliveryOrders, Shipment } from '../../../../contract/shipments';
import { useApi } from '../../../lib/api/ApiContext';
import { recordKey, revalidateArea } from '../../../lib/resource/api';
import { revalidateDeliveryOrders, SHIPMENTS_PATH } from './shipments-path';

/**
 * `PUT /api/shipments/:id/delivery-orders`: the whole allocation with the shipment's version.
 * The answer goes into the shipment's cache; the area and the DOs (their pending quantities and
 * statuses changed) revalidate.
 */
export function usePutShipmentDeliveryOrders() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: PutShipmentDeliveryOrders) => {
      const { data } = await api.put<{ data: Shipment }>(`${SHIPMENTS_PATH}/${id}/delivery-orders`, body);
      await mutate(recordKey(SHIPMENTS_PATH, id), data, { revalidate: false });
      void revalidateArea(mutate, SHIPMENTS_PATH);
      void revalidateDeliveryOrders(mutate);
      return data;
    },
    [api, mutate],
  );
}
