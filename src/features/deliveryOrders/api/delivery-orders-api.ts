import { useCallback } from 'react';
import { DELIVERY_ORDERS } from '../../../../contract/areas';
import type { CreateDeliveryOrder, DeliveryOrder, UpdateDeliveryOrder } from '../../../../contract/delivery-orders';
import type { ApiClient } from '../../../lib/api/client';
import { versionConflictOf } from '../../../lib/forms/server-errors';
import { resourceApi, useRecordAction } from '../../../lib/resource/api';

/**
 * Delivery orders: the five endpoints of docs/product/api.md at `DELIVERY_ORDERS.api`
 * (contract/areas/delivery-orders.ts), a record with its lines, their quantities and the
 * shipments that carry it; and the DO's cancel.
 */
export const deliveryOrdersApi = resourceApi<DeliveryOrder, CreateDeliveryOrder, UpdateDeliveryOrder>(DELIVERY_ORDERS);

export const {
  useList: useDeliveryOrders,
  useRecord: useDeliveryOrder,
  useCreate: useCreateDeliveryOrder,
} = deliveryOrdersApi;
const { useUpdate: usePatchDeliveryOrder } = deliveryOrdersApi;

/**
 * The PATCH for the form (`lines` replaces the list, matched by item): on a version conflict the
 * server's record (lines with their quantities, names and units) becomes the form's shape
 * (`lines: [{ itemId, quantity }]`), so the conflict compares like with like and "use theirs"
 * puts back what the schema accepts.
 */
export function useUpdateDeliveryOrder(onConflict?: (current: DeliveryOrder) => void) {
  const update = usePatchDeliveryOrder();
  return useCallback(
    async (id: number, body: UpdateDeliveryOrder) => {
      try {
        return await update(id, body);
      } catch (error) {
        const current = versionConflictOf(error);
        if (current && Array.isArray(current.lines)) {
          onConflict?.({ ...current } as DeliveryOrder);
          current.lines = (current.lines as DeliveryOrder['lines']).map(({ itemId, quantity }) => ({ itemId, quantity }));
        }
        throw error;
      }
    },
    [update, onConflict],
  );
}

/** `POST {path}/:id/cancel` with the version: only while nothing is allocated. */
export const cancelDeliveryOrder = async (api: ApiClient, id: number, version: number) =>
  (await api.post<{ data: DeliveryOrder }>(`${deliveryOrdersApi.path}/${id}/cancel`, { version })).data;

export const useCancelDeliveryOrder = () => useRecordAction(deliveryOrdersApi.path, cancelDeliveryOrder);
