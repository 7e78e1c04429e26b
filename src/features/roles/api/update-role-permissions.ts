import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { RolePermissions, UpdateRolePermissions } from '../../../../contract/roles';
import { useApi } from '../../../lib/api/ApiContext';
import { recordUrl, revalidateArea } from '../../../lib/resource/api';
import { rolePermissionsKey } from './get-role-permissions';
import { ROLES_KEY } from './get-roles';

/**
 * Saves a role's permissions: `PUT /api/roles/:id/permissions`, the whole set with the role's
 * version. Refusals: 400 `names.N: UNKNOWN_PERMISSION`, 422 LAST_PERMISSION_MANAGER, 409
 * VERSION_CONFLICT. The answer replaces the matrix; the role (its version moved), the lists
 * (permission counts) and the change log revalidate with the rest of the area.
 */
export function useUpdateRolePermissions(roleId: number) {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: UpdateRolePermissions) => {
      const saved = (await api.put<{ data: RolePermissions }>(`${recordUrl(ROLES_KEY, roleId)}/permissions`, body)).data;
      await mutate(rolePermissionsKey(roleId), saved, { revalidate: false });
      void revalidateArea(mutate, ROLES_KEY);
      return saved;
    },
    [api, mutate, roleId],
  );
}
