import type { ApiClient } from '../../../lib/api/client';
import { getLogs, logsKey, useLogs } from '../../../lib/resource/api';
import { USERS_PATH } from './keys';

/** `GET /api/users/logs?id&action&actor&startDate&endDate`: newest first; `query` null waits. */
export const getUserLogs = (api: ApiClient, query: string) => getLogs(api, USERS_PATH, query);
export const userLogsKey = (query: string) => logsKey(USERS_PATH, query);
export const useUserLogs = (query: string | null) => useLogs(USERS_PATH, query);
