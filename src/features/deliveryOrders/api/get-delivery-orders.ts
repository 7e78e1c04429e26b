import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import type { ApiClient } from '../../../lib/api/client';
import { getList, listKey, useList } from '../../../lib/resource/api';
import { DELIVERY_ORDERS_PATH } from './delivery-orders-path';

/** `GET /api/delivery-orders?page&size&q&status&customerId&itemId&startDate&endDate&sort`. */
export const getDeliveryOrders = (api: ApiClient, query: string) => getList<DeliveryOrder>(api, DELIVERY_ORDERS_PATH, query);
export const deliveryOrdersKey = (query: string) => listKey(DELIVERY_ORDERS_PATH, query);
export const useDeliveryOrders = (query: string | null) => useList<DeliveryOrder>(DELIVERY_ORDERS_PATH, query);
