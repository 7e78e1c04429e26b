import useSWR from 'swr';
import type { Role } from '../../../../contract/roles';
import type { ApiClient } from '../../../lib/api/client';
import { useApi } from '../../../lib/api/ApiContext';
import type { ListAnswer } from './keys';

/**
 * `GET /api/roles?size=100&sort=name`: the roles a user may be given, for the role filter and the
 * role field (SPEC §5: lookups use the list endpoints with a small size). A business has a handful
 * of roles; 100 is the API's largest page.
 */
export const getRoleOptions = async (api: ApiClient) =>
  (await api.get<ListAnswer<Role>>('/api/roles?page=1&size=100&sort=name')).data;

export const roleOptionsKey = ['/api/roles', 'options'] as const;

/** `enabled` false (no read-roles) asks nothing. */
export function useRoleOptions(enabled = true) {
  const { api } = useApi();
  return useSWR(enabled ? roleOptionsKey : null, () => getRoleOptions(api), { revalidateOnFocus: false });
}
