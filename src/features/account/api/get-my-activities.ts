import useSWR from 'swr';
import type { Paging } from '../../../../contract/api';
import type { Activity } from '../../../../contract/me';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import type { ApiError } from '../../../lib/api/errors';

export interface ActivityPage {
  data: Activity[];
  paging: Paging;
}

/** `GET /api/users/my/activities?page&size`: the user's own sign-ins and sign-outs, newest first. */
export const getMyActivities = (api: ApiClient, query: string) => api.get<ActivityPage>(`/api/users/my/activities?${query}`);

const MY_ACTIVITIES_KEY = '/api/users/my/activities';
export const myActivitiesKey = (query: string) => [MY_ACTIVITIES_KEY, query] as const;
export const isMyActivitiesKey = (key: unknown) => Array.isArray(key) && key[0] === MY_ACTIVITIES_KEY;

export function useMyActivities(query: string) {
  const { api } = useApi();
  return useSWR<ActivityPage, ApiError>(myActivitiesKey(query), () => getMyActivities(api, query), { keepPreviousData: true });
}
