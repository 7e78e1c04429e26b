import type { ApiClient } from '../../../lib/api/client';
import { getLogs, logsKey, useLogs } from '../../../lib/resource/api';
import { ROLES_KEY } from './get-roles';

/** `GET /api/roles/logs?…` (read-roles-logs): filters id, action, actor, date range; newest first. */
export const getRoleLogs = (api: ApiClient, query: string) => getLogs(api, ROLES_KEY, query);
export const roleLogsKey = (query: string) => logsKey(ROLES_KEY, query);
export const isRoleLogsKey = (key: unknown) => Array.isArray(key) && key[0] === logsKey(ROLES_KEY, '')[0];
/** `null` skips the request (the user may not read the log). */
export const useRoleLogs = (query: string | null) => useLogs(ROLES_KEY, query);
