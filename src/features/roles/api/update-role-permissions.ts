import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { RolePermissions, UpdateRolePermissions } from '../../../../contract/roles';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { roleKey } from './get-role';
import { isRoleLogsKey } from './get-role-logs';
import { rolePermissionsKey } from './get-role-permissions';
import { isRolesKey } from './get-roles';

/**
 * `PUT /api/roles/:id/permissions`: the whole set with the role's version. Refusals: 400
 * `names.N: UNKNOWN_PERMISSION`, 422 LAST_PERMISSION_MANAGER, 409 VERSION_CONFLICT.
 */
export const updateRolePermissions = async (api: ApiClient, roleId: number, body: UpdateRolePermissions) =>
  (await api.put<{ data: RolePermissions }>(`/api/roles/${roleId}/permissions`, body)).data;

/**
 * Saves a role's permissions. The answer replaces the matrix; the role (its version moved), the
 * lists (permission counts) and the change log are revalidated.
 */
export function useUpdateRolePermissions(roleId: number) {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: UpdateRolePermissions) => {
      const saved = await updateRolePermissions(api, roleId, body);
      void mutate(rolePermissionsKey(roleId), saved, { revalidate: false });
      void mutate(roleKey(roleId));
      void mutate(isRolesKey);
      void mutate(isRoleLogsKey);
      return saved;
    },
    [api, mutate, roleId],
  );
}
