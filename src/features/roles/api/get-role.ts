import useSWR from 'swr';
import type { Role } from '../../../../contract/roles';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import type { ApiError } from '../../../lib/api/errors';

/** `GET /api/roles/:id` (read-role). */
export const getRole = async (api: ApiClient, roleId: number) =>
  (await api.get<{ data: Role }>(`/api/roles/${roleId}`)).data;

export const ROLE_KEY = '/api/roles/:id';
export const roleKey = (roleId: number) => [ROLE_KEY, roleId] as const;

/** `null` skips the request (no valid id, or the user may not read the role). */
export function useRole(roleId: number | null) {
  const { api } = useApi();
  return useSWR<Role, ApiError>(roleId === null ? null : roleKey(roleId), () => getRole(api, roleId!));
}
