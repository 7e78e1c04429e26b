import { ROLES } from '../../../../contract/areas';
import type { Role } from '../../../../contract/roles';
import { useList } from '../../../lib/resource/api';

/** A business has a handful of roles; 100 is the API's largest page. */
const ALL_BY_NAME = 'page=1&size=100&sort=name';

/**
 * The role names by id, for tables and change logs (`roleId` 3 → "Kepala Gudang"): one list
 * request for every screen, under the kit's list key for `ROLES.api`, so a change to a role
 * revalidates it with the rest of the area (lib/resource/api.ts `revalidateArea`). `enabled`
 * false (no read-roles) asks nothing.
 */
export function useRoleNames(enabled = true): ReadonlyMap<number, string> {
  const roles = useList<Role>(ROLES.api, enabled ? ALL_BY_NAME : null, { revalidateOnFocus: false });
  return namesOf(enabled ? roles.data?.data : undefined);
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
