import useSWR from 'swr';
import type { Paging } from '../../../../contract/api';
import type { Role } from '../../../../contract/roles';
import { useApi } from '../../../lib/api/ApiContext';

interface RolePage {
  data: Role[];
  paging: Paging;
}

/**
 * The role names by id, for tables and change logs (`roleId` 3 → "Kepala Gudang"):
 * `GET /api/roles?size=100&sort=name`, one request for every screen. A business has a handful of
 * roles; 100 is the API's largest page. The key starts with the roles area's path, so a change to
 * a role revalidates it (lib/resource/api.ts `revalidateArea`). `enabled` false (no read-roles) asks nothing.
 */
export function useRoleNames(enabled = true): ReadonlyMap<number, string> {
  const { api } = useApi();
  const roles = useSWR(
    enabled ? ['/api/roles', 'names'] : null,
    async () => (await api.get<RolePage>('/api/roles?page=1&size=100&sort=name')).data,
    { revalidateOnFocus: false },
  );
  return namesOf(roles.data);
}

const EMPTY: ReadonlyMap<number, string> = new Map();
const memo = new WeakMap<Role[], ReadonlyMap<number, string>>();
/** One Map per answer, so consumers' memos keep their identity across renders. */
function namesOf(data: Role[] | undefined): ReadonlyMap<number, string> {
  if (!data) return EMPTY;
  let names = memo.get(data);
  if (!names) {
    names = new Map(data.map((role) => [role.id, role.name]));
    memo.set(data, names);
  }
  return names;
}
