import { useCallback } from 'react';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';

/** `DELETE /api/users/my/sessions`: ends every session of the user, this one included. */
export const endMySessions = async (api: ApiClient) =>
  (await api.delete<{ data: { endedSessions: number } }>('/api/users/my/sessions')).data;

export function useEndMySessions() {
  const { api } = useApi();
  return useCallback(() => endMySessions(api), [api]);
}
