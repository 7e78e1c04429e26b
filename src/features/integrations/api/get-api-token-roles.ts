import { ROLES } from '../../../../contract/areas';
import type { Role } from '../../../../contract/roles';
import { useList } from '../../../lib/resource/api';

/**
 * The roles a token may act with, by name: one page of the roles list (a business has a handful;
 * 100 is the API's largest page), the same request the role names elsewhere share, so it is read
 * once. Each carries its permission count, which is all the form needs to mark a role that
 * certainly holds more than the user: the permissions of every role are never fetched one by one.
 */
export function useApiTokenRoles() {
  return useList<Role>(ROLES.api, 'page=1&size=100&sort=name', { revalidateOnFocus: false });
}
