import type { ApiClient } from '../../../lib/api/client';
import { getLogs, logsKey, useLogs } from '../../../lib/resource/api';
import { DELIVERY_ORDERS_PATH } from './delivery-orders-path';

/** `GET /api/delivery-orders/logs?id&action&actor&startDate&endDate`: newest first. */
export const getDeliveryOrderLogs = (api: ApiClient, query: string) => getLogs(api, DELIVERY_ORDERS_PATH, query);
export const deliveryOrderLogsKey = (query: string) => logsKey(DELIVERY_ORDERS_PATH, query);
export const useDeliveryOrderLogs = (query: string | null) => useLogs(DELIVERY_ORDERS_PATH, query);
