import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CancelShipment, Shipment } from '../../../../contract/shipments';
import { useApi } from '../../../lib/api/ApiContext';
import { recordKey, revalidateArea } from '../../../lib/resource/api';
import { revalidateDeliveryOrders, SHIPMENTS_PATH } from './shipments-path';

/**
 * `POST /api/shipments/:id/cancel` with the version the page shows and the reason. The answer
 * goes into the shipment's cache; the area and the DOs (their lines are pending again) revalidate,
 * after a refusal too, so the page shows the shipment as it is now.
 */
export function useCancelShipment() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: CancelShipment) => {
      let shipment: Shipment;
      try {
        shipment = (await api.post<{ data: Shipment }>(`${SHIPMENTS_PATH}/${id}/cancel`, body)).data;
      } catch (error) {
        void revalidateArea(mutate, SHIPMENTS_PATH);
        throw error;
      }
      await mutate(recordKey(SHIPMENTS_PATH, id), shipment, { revalidate: false });
      void revalidateArea(mutate, SHIPMENTS_PATH);
      void revalidateDeliveryOrders(mutate);
      return shipment;
    },
    [api, mutate],
  );
}
