import useSWR from 'swr';
import type { RolePermissions } from '../../../../contract/roles';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiError } from '../../../lib/api/errors';
import { recordUrl } from '../../../lib/resource/api';
import { ROLES_KEY } from './get-roles';

/** The role's permission matrix: a key under the area's path, so any write to roles revalidates it. */
export const rolePermissionsKey = (roleId: number) => [`${recordUrl(ROLES_KEY, roleId)}/permissions`] as const;

/** `GET /api/roles/:id/permissions`: the whole catalogue, each permission with `granted`. */
export function useRolePermissions(roleId: number | null) {
  const { api } = useApi();
  return useSWR<RolePermissions, ApiError>(roleId === null ? null : rolePermissionsKey(roleId), ([url]: readonly [string]) =>
    api.get<{ data: RolePermissions }>(url).then((answer) => answer.data),
  );
}
