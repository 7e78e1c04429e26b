import { useLogs } from '../../../lib/resource/api';
import { SHIPMENTS_PATH } from './shipments-path';

/** `GET /api/shipments/logs?id&action&actor&startDate&endDate`: newest first. */
export const useShipmentLogs = (query: string | null) => useLogs(SHIPMENTS_PATH, query);
