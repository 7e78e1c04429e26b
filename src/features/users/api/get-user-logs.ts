import useSWR from 'swr';
import type { ChangeLogEntry } from '../../../../contract/change-log';
import type { ApiClient } from '../../../lib/api/client';
import { useApi } from '../../../lib/api/ApiContext';
import { USERS_PATH, type ListAnswer } from './keys';

/** `GET /api/users/logs?id&action&actor&startDate&endDate`: newest first. */
export const getUserLogs = (api: ApiClient, query: string) => api.get<ListAnswer<ChangeLogEntry>>(`${USERS_PATH}/logs?${query}`);

export const userLogsKey = (query: string) => [`${USERS_PATH}/logs`, query] as const;

/** `query` null waits (the user may not read the log). */
export function useUserLogs(query: string | null) {
  const { api } = useApi();
  return useSWR(query === null ? null : userLogsKey(query), ([, q]) => getUserLogs(api, q), { keepPreviousData: true });
}
