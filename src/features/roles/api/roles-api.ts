import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ROLES } from '../../../../contract/areas';
import type { CreateRole, Role, RolePermissions, UpdateRole, UpdateRolePermissions } from '../../../../contract/roles';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiError } from '../../../lib/api/errors';
import { recordUrl } from '../../../lib/resource/api';
import { resourceApi } from '../../../lib/resource/api';

/**
 * Roles: the five endpoints of docs/product/api.md at `ROLES.api` (contract/areas/roles.ts) and a
 * role's permission matrix. Every key starts with the area's path, so any write to roles (a
 * rename, a new role, a permission change) revalidates the lists, records, matrices and change
 * log, and the role picker's names (components/pickers/RolePicker), which use the same keys.
 */
export const rolesApi = resourceApi<Role, CreateRole, UpdateRole>(ROLES);

/**
 * `useRoles(query)`: useListState's `apiQuery` (page, size, q, sort). `useRole(id)`: null skips
 * the request (no valid id, or no read-role). `useRoleLogs(query)`: null skips it (no
 * read-roles-logs). `useCreateRole()`: a repeated submit with the same Idempotency-Key answers the
 * first result instead of creating a second role. `useUpdateRole()`: the PATCH with the version
 * the form was loaded with (409 VERSION_CONFLICT when stale).
 */
export const { useList: useRoles, useRecord: useRole, useLogs: useRoleLogs, useCreate: useCreateRole, useUpdate: useUpdateRole } = rolesApi;

/** The role's permission matrix, under the role's path like every key of the area. */
export const rolePermissionsKey = (roleId: number) => [`${recordUrl(rolesApi.path, roleId)}/permissions`] as const;

/** `GET {path}/:id/permissions`: the whole catalogue, each permission with `granted`. */
export function useRolePermissions(roleId: number | null) {
  const { api } = useApi();
  return useSWR<RolePermissions, ApiError>(roleId === null ? null : rolePermissionsKey(roleId), ([url]: readonly [string]) =>
    api.get<{ data: RolePermissions }>(url).then((answer) => answer.data),
  );
}

/**
 * Saves a role's permissions: `PUT {path}/:id/permissions`, the whole set with the role's
 * version. Refusals: 400 `names.N: UNKNOWN_PERMISSION`, 422 LAST_PERMISSION_MANAGER, 409
 * VERSION_CONFLICT. The answer replaces the matrix; the role (its version moved), the lists
 * (permission counts) and the change log revalidate with the rest of the area.
 */
export function useUpdateRolePermissions(roleId: number) {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: UpdateRolePermissions) => {
      const [url] = rolePermissionsKey(roleId);
      const saved = (await api.put<{ data: RolePermissions }>(url, body)).data;
      await mutate(rolePermissionsKey(roleId), saved, { revalidate: false });
      void rolesApi.revalidate(mutate);
      return saved;
    },
    [api, mutate, roleId],
  );
}
