import type { ApiClient } from '../../../lib/api/client';
import { getLogs, logsKey, useLogs } from '../../../lib/resource/api';
import { FLEETS_PATH } from './fleets-path';

/** `GET /api/fleets/logs?id&action&actor&startDate&endDate`: newest first. */
export const getFleetLogs = (api: ApiClient, query: string) => getLogs(api, FLEETS_PATH, query);
export const fleetLogsKey = (query: string) => logsKey(FLEETS_PATH, query);
export const useFleetLogs = (query: string | null) => useLogs(FLEETS_PATH, query);
