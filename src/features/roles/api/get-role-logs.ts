import { useLogs } from '../../../lib/resource/api';
import { ROLES_KEY } from './get-roles';

/**
 * `GET /api/roles/logs?…` (read-roles-logs): filters id, action, actor, date range; newest first.
 * `null` skips the request (the user may not read the log).
 */
export const useRoleLogs = (query: string | null) => useLogs(ROLES_KEY, query);
