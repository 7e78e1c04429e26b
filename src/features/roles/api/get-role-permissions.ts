import useSWR from 'swr';
import type { RolePermissions } from '../../../../contract/roles';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import type { ApiError } from '../../../lib/api/errors';

/** `GET /api/roles/:id/permissions`: the whole catalogue, each permission with `granted`. */
export const getRolePermissions = async (api: ApiClient, roleId: number) =>
  (await api.get<{ data: RolePermissions }>(`/api/roles/${roleId}/permissions`)).data;

export const ROLE_PERMISSIONS_KEY = '/api/roles/:id/permissions';
export const rolePermissionsKey = (roleId: number) => [ROLE_PERMISSIONS_KEY, roleId] as const;

export function useRolePermissions(roleId: number | null) {
  const { api } = useApi();
  return useSWR<RolePermissions, ApiError>(roleId === null ? null : rolePermissionsKey(roleId), () =>
    getRolePermissions(api, roleId!),
  );
}
