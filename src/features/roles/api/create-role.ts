import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CreateRole, Role } from '../../../../contract/roles';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { IDEMPOTENCY_HEADER } from '../../../lib/forms/idempotency';
import { isRolesKey } from './get-roles';

/**
 * `POST /api/roles` with an `Idempotency-Key`: a repeated submit with the same key answers the
 * first result instead of creating a second role (docs/decisions/111).
 */
export const createRole = async (api: ApiClient, body: CreateRole, idempotencyKey: string) =>
  (await api.post<{ data: Role }>('/api/roles', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })).data;

/** Creates a role and revalidates every roles list page. */
export function useCreateRole() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CreateRole, idempotencyKey: string) => {
      const role = await createRole(api, body, idempotencyKey);
      void mutate(isRolesKey);
      return role;
    },
    [api, mutate],
  );
}
