import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Role, UpdateRole } from '../../../../contract/roles';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { roleKey } from './get-role';
import { isRoleLogsKey } from './get-role-logs';
import { rolePermissionsKey } from './get-role-permissions';
import { isRolesKey } from './get-roles';

/** `PATCH /api/roles/:id` with the version the form was loaded with (409 VERSION_CONFLICT when stale). */
export const updateRole = async (api: ApiClient, roleId: number, body: UpdateRole) =>
  (await api.patch<{ data: Role }>(`/api/roles/${roleId}`, body)).data;

/** Saves a role; the role, its permissions (name, version), the lists and the change log follow. */
export function useUpdateRole() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (roleId: number, body: UpdateRole) => {
      const role = await updateRole(api, roleId, body);
      void mutate(roleKey(roleId), role, { revalidate: false });
      void mutate(rolePermissionsKey(roleId));
      void mutate(isRolesKey);
      void mutate(isRoleLogsKey);
      return role;
    },
    [api, mutate],
  );
}
