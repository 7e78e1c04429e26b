import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Me, UpdateMe } from '../../../../contract/me';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { meKey } from './get-me';
import { isMyActivitiesKey } from './get-my-activities';
import { afterWrite } from '../../../lib/swr';

/**
 * `PATCH /api/users/my`: name, email and a password change with the current password, with the
 * version the form holds (409 VERSION_CONFLICT with `error.current` when stale).
 */
export const updateMe = async (api: ApiClient, body: UpdateMe) => (await api.patch<{ data: Me }>('/api/users/my', body)).data;

/** Saves; the answer becomes the cached profile, and the activity list (PASSWORD_CHANGED) follows. */
export function useUpdateMe() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: UpdateMe) => {
      const me = await updateMe(api, body);
      afterWrite(mutate(meKey(), me, { revalidate: false }));
      if (body.newPassword !== undefined) afterWrite(mutate(isMyActivitiesKey));
      return me;
    },
    [api, mutate],
  );
}
