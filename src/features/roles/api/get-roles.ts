import useSWR from 'swr';
import type { Paging } from '../../../../contract/api';
import type { Role } from '../../../../contract/roles';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import type { ApiError } from '../../../lib/api/errors';

export interface RolePage {
  data: Role[];
  paging: Paging;
}

/** `GET /api/roles?…`: `query` is useListState's `apiQuery` (page, size, q, sort). */
export const getRoles = (api: ApiClient, query: string) => api.get<RolePage>(`/api/roles?${query}`);

/** Every roles list key starts with this, so a mutation can revalidate all pages at once. */
export const ROLES_KEY = '/api/roles';
export const rolesKey = (query: string) => [ROLES_KEY, query] as const;
export const isRolesKey = (key: unknown) => Array.isArray(key) && key[0] === ROLES_KEY;

export function useRoles(query: string) {
  const { api } = useApi();
  // The previous page stays on screen while the next one loads (DataTable dims it).
  return useSWR<RolePage, ApiError>(rolesKey(query), () => getRoles(api, query), { keepPreviousData: true });
}
