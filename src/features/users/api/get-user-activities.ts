import useSWR from 'swr';
import type { Activity } from '../../../../contract/me';
import type { ApiClient } from '../../../lib/api/client';
import { useApi } from '../../../lib/api/ApiContext';
import type { ListAnswer } from '../../../lib/resource/api';
import { USERS_PATH } from './keys';

/** `GET /api/users/activities?userId&type&startDate&endDate`: newest first. */
export const getUserActivities = (api: ApiClient, query: string) =>
  api.get<ListAnswer<Activity>>(`${USERS_PATH}/activities?${query}`);

export const userActivitiesKey = (query: string) => [`${USERS_PATH}/activities`, query] as const;

/** `query` null waits (the user may not read activities). */
export function useUserActivities(query: string | null) {
  const { api } = useApi();
  return useSWR(query === null ? null : userActivitiesKey(query), ([, q]) => getUserActivities(api, q), { keepPreviousData: true });
}
