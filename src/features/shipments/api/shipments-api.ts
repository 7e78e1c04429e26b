import { useCallback } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { DELIVERY_ORDERS, SHIPMENTS } from '../../../../contract/areas';
import type { CancelShipment, CreateShipment, PutShipmentDeliveryOrders, Shipment, UpdateShipment } from '../../../../contract/shipments';
import { useApi } from '../../../lib/api/ApiContext';
import { revalidateArea } from '../../../lib/resource/api';
import { resourceApi } from '../../../lib/resource/api';

/**
 * Shipments: the five endpoints of docs/product/api.md at `SHIPMENTS.api`
 * (contract/areas/shipments.ts), a record with its vehicle, its DOs with destinations and
 * quantities, and the proof; and the shipment's cancel and its allocation's PUT (the proof photo
 * is shipment-proof.ts).
 */
export const shipmentsApi = resourceApi<Shipment, CreateShipment, UpdateShipment>(SHIPMENTS);

export const { useList: useShipments, useRecord: useShipment, useUpdate: useUpdateShipment } = shipmentsApi;
const { useCreate: usePostShipment } = shipmentsApi;

/**
 * A shipment's writes (create with an allocation, the DO screen's PUT, the proof upload, a cancel)
 * change the DOs they carry (pending quantities, status): their lists and records refetch after each.
 */
export const revalidateDeliveryOrders = (mutate: ScopedMutator) => revalidateArea(mutate, DELIVERY_ORDERS.api);

/** After a write answered with the shipment: its cache takes the answer, the area and the DOs revalidate. */
export async function afterShipmentWrite(mutate: ScopedMutator, id: number, shipment: Shipment) {
  await mutate(shipmentsApi.recordKey(id), shipment, { revalidate: false });
  void shipmentsApi.revalidate(mutate);
  void revalidateDeliveryOrders(mutate);
}

/**
 * `POST` with an Idempotency-Key: the vehicle, notes and the first allocation. The DOs it takes
 * from change, so their lists and records revalidate as after the DO screen's PUT: a DO opened
 * right after, within SWR's deduping interval of its last read, would otherwise show the
 * quantities from before the shipment.
 */
export function useCreateShipment() {
  const create = usePostShipment();
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

/**
 * `POST {path}/:id/cancel` with the version the page shows and the reason. The area and the DOs
 * (their lines are pending again) revalidate after a refusal too, so the page shows the shipment
 * as it is now.
 */
export function useCancelShipment() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: CancelShipment) => {
      let shipment: Shipment;
      try {
        shipment = (await api.post<{ data: Shipment }>(`${shipmentsApi.path}/${id}/cancel`, body)).data;
      } catch (error) {
        void shipmentsApi.revalidate(mutate);
        throw error;
      }
      await afterShipmentWrite(mutate, id, shipment);
      return shipment;
    },
    [api, mutate],
  );
}

/** `PUT {path}/:id/delivery-orders`: the whole allocation with the shipment's version. */
export function usePutShipmentDeliveryOrders() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: PutShipmentDeliveryOrders) => {
      const { data } = await api.put<{ data: Shipment }>(`${shipmentsApi.path}/${id}/delivery-orders`, body);
      await afterShipmentWrite(mutate, id, data);
      return data;
    },
    [api, mutate],
  );
}
