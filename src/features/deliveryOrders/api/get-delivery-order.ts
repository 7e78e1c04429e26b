import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import type { ApiClient } from '../../../lib/api/client';
import { getRecord, recordKey, useRecord } from '../../../lib/resource/api';
import { DELIVERY_ORDERS_PATH } from './delivery-orders-path';

/** `GET /api/delivery-orders/:id`: lines with their quantities, the shipments that carry it. */
export const getDeliveryOrder = (api: ApiClient, id: number) => getRecord<DeliveryOrder>(api, DELIVERY_ORDERS_PATH, id);
export const deliveryOrderKey = (id: number) => recordKey(DELIVERY_ORDERS_PATH, id);
export const useDeliveryOrder = (id: number | null, options?: { revalidateOnFocus?: boolean }) =>
  useRecord<DeliveryOrder>(DELIVERY_ORDERS_PATH, id, options);
