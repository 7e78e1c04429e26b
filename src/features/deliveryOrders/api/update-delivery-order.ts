import { useCallback } from 'react';
import type { DeliveryOrder, UpdateDeliveryOrder } from '../../../../contract/delivery-orders';
import type { ApiClient } from '../../../lib/api/client';
import { versionConflictOf } from '../../../lib/forms/server-errors';
import { updateRecord, useUpdate } from '../../../lib/resource/api';
import { DELIVERY_ORDERS_PATH } from './delivery-orders-path';

/** `PATCH /api/delivery-orders/:id` with the loaded version; `lines` replaces the list, matched by item. */
export const updateDeliveryOrder = (api: ApiClient, id: number, body: UpdateDeliveryOrder) => updateRecord<DeliveryOrder>(api, DELIVERY_ORDERS_PATH, id, body);

/**
 * The PATCH for the form: on a version conflict the server's record (lines with their quantities,
 * names and units) becomes the form's shape (`lines: [{ itemId, quantity }]`), so the conflict
 * compares like with like and "use theirs" puts back what the schema accepts.
 */
export function useUpdateDeliveryOrder(onConflict?: (current: DeliveryOrder) => void) {
  const update = useUpdate<DeliveryOrder, UpdateDeliveryOrder>(DELIVERY_ORDERS_PATH);
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
