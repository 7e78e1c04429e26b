import type { ApiClient } from '../../../lib/api/client';
import { getLogs, logsKey, useLogs } from '../../../lib/resource/api';
import { ITEMS_PATH } from './items-path';

/** `GET /api/items/logs?id&action&actor&startDate&endDate`: newest first. */
export const getItemLogs = (api: ApiClient, query: string) => getLogs(api, ITEMS_PATH, query);
export const itemLogsKey = (query: string) => logsKey(ITEMS_PATH, query);
export const useItemLogs = (query: string | null) => useLogs(ITEMS_PATH, query);
