import type { CreateDeliveryOrder, DeliveryOrder } from '../../../../contract/delivery-orders';
import type { ApiClient } from '../../../lib/api/client';
import { createRecord, useCreate } from '../../../lib/resource/api';
import { DELIVERY_ORDERS_PATH } from './delivery-orders-path';

/** `POST /api/delivery-orders` with an Idempotency-Key; then the area's lists and logs revalidate. */
export const createDeliveryOrder = (api: ApiClient, body: CreateDeliveryOrder, idempotencyKey: string) =>
  createRecord<DeliveryOrder>(api, DELIVERY_ORDERS_PATH, body, idempotencyKey);
export const useCreateDeliveryOrder = () => useCreate<DeliveryOrder, CreateDeliveryOrder>(DELIVERY_ORDERS_PATH);
