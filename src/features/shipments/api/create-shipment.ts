import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CreateShipment, Shipment } from '../../../../contract/shipments';
import { useCreate } from '../../../lib/resource/api';
import { revalidateDeliveryOrders, SHIPMENTS_PATH } from './shipments-path';

/**
 * `POST /api/shipments` with an Idempotency-Key: the vehicle, notes and the first allocation. The
 * DOs it takes from change (pending quantities, status), so their lists and records revalidate as
 * after the DO screen's PUT: a DO opened right after, within SWR's deduping interval of its last
 * read, would otherwise show the quantities from before the shipment.
 */
export function useCreateShipment() {
  const create = useCreate<Shipment, CreateShipment>(SHIPMENTS_PATH);
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CreateShipment, idempotencyKey: string) => {
      const record = await create(body, idempotencyKey);
      void revalidateDeliveryOrders(mutate);
      return record;
    },
    [create, mutate],
  );
}
