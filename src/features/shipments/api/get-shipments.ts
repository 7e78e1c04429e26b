import type { Shipment } from '../../../../contract/shipments';
import type { ApiClient } from '../../../lib/api/client';
import { getList, listKey, useList } from '../../../lib/resource/api';
import { SHIPMENTS_PATH } from './shipments-path';

/** `GET /api/shipments?page&size&q&mode&status&plate&deliveryOrderId&customerId&startDate&endDate&sort`. */
export const getShipments = (api: ApiClient, query: string) => getList<Shipment>(api, SHIPMENTS_PATH, query);
export const shipmentsKey = (query: string) => listKey(SHIPMENTS_PATH, query);
export const useShipments = (query: string | null) => useList<Shipment>(SHIPMENTS_PATH, query);
