import useSWR from 'swr';
import type { DashboardSummary } from '../../../../contract/dashboard';
import { useApi } from '../../../lib/api/ApiContext';

export const DASHBOARD_SUMMARY_PATH = '/api/dashboard/summary';

/** `GET /api/dashboard/summary`: every part the user may see, in one answer (decision 203). */
export function useDashboardSummary() {
  const { api } = useApi();
  return useSWR([DASHBOARD_SUMMARY_PATH], async ([path]) => (await api.get<{ data: DashboardSummary }>(path)).data);
}
