import useSWR from 'swr';
import type { Paging } from '../../../../contract/api';
import type { ChangeLogEntry } from '../../../../contract/change-log';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import type { ApiError } from '../../../lib/api/errors';

export interface RoleLogPage {
  data: ChangeLogEntry[];
  paging: Paging;
}

/** `GET /api/roles/logs?…` (read-roles-logs): filters id, action, actor, date range; newest first. */
export const getRoleLogs = (api: ApiClient, query: string) => api.get<RoleLogPage>(`/api/roles/logs?${query}`);

export const ROLE_LOGS_KEY = '/api/roles/logs';
export const roleLogsKey = (query: string) => [ROLE_LOGS_KEY, query] as const;
export const isRoleLogsKey = (key: unknown) => Array.isArray(key) && key[0] === ROLE_LOGS_KEY;

/** `null` skips the request (the user may not read the log). */
export function useRoleLogs(query: string | null) {
  const { api } = useApi();
  return useSWR<RoleLogPage, ApiError>(query === null ? null : roleLogsKey(query), () => getRoleLogs(api, query!), {
    keepPreviousData: true,
  });
}
