import type { ApiClient } from '../../../lib/api/client';
import { getLogs, logsKey, useLogs } from '../../../lib/resource/api';
import { CUSTOMERS_PATH } from './customers-path';

/** `GET /api/customers/logs?id&action&actor&startDate&endDate`: newest first. */
export const getCustomerLogs = (api: ApiClient, query: string) => getLogs(api, CUSTOMERS_PATH, query);
export const customerLogsKey = (query: string) => logsKey(CUSTOMERS_PATH, query);
export const useCustomerLogs = (query: string | null) => useLogs(CUSTOMERS_PATH, query);
