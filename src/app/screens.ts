import type { ComponentType } from 'react';
import { ROUTE_SCREENS, type RoutePath, type ScreenId } from './route-paths';

/** One lazy chunk per screen module (SPEC §1: every page is loaded on demand). */
export const screens: Record<ScreenId, () => Promise<{ default: ComponentType }>> = {
  pending: () => import('./pages/PendingScreen'),
  profile: () => import('../features/account/screens/ProfileScreen'),
  settings: () => import('../features/account/screens/SettingsScreen'),
  usersList: () => import('../features/users/screens/UsersListScreen'),
  usersRemoved: () => import('../features/users/screens/RemovedUsersScreen'),
  usersLogs: () => import('../features/users/screens/UsersLogScreen'),
  usersActivities: () => import('../features/users/screens/UserActivitiesScreen'),
  usersNew: () => import('../features/users/screens/UserCreateScreen'),
  usersEdit: () => import('../features/users/screens/UserEditScreen'),
  usersDetail: () => import('../features/users/screens/UserDetailScreen'),
  rolesList: () => import('../features/roles/screens/RolesListScreen'),
  rolesNew: () => import('../features/roles/screens/RoleCreateScreen'),
  rolesEdit: () => import('../features/roles/screens/RoleEditScreen'),
  rolesDetail: () => import('../features/roles/screens/RoleDetailScreen'),
  customersData: () => import('../features/customers/screens/CustomersListScreen'),
  customersLogs: () => import('../features/customers/screens/CustomersLogScreen'),
  customersNew: () => import('../features/customers/screens/CustomerCreateScreen'),
  customersEdit: () => import('../features/customers/screens/CustomerEditScreen'),
  customersDetail: () => import('../features/customers/screens/CustomerDetailScreen'),
  itemsData: () => import('../features/items/screens/ItemsListScreen'),
  itemsLogs: () => import('../features/items/screens/ItemsLogScreen'),
  itemsNew: () => import('../features/items/screens/ItemCreateScreen'),
  itemsEdit: () => import('../features/items/screens/ItemEditScreen'),
  itemsDetail: () => import('../features/items/screens/ItemDetailScreen'),
  fleetsData: () => import('../features/fleets/screens/FleetsListScreen'),
  fleetsLogs: () => import('../features/fleets/screens/FleetsLogScreen'),
  fleetsNew: () => import('../features/fleets/screens/FleetCreateScreen'),
  fleetsEdit: () => import('../features/fleets/screens/FleetEditScreen'),
  fleetsDetail: () => import('../features/fleets/screens/FleetDetailScreen'),
};

/** The screen a signed-in path renders, or undefined (the entry starts its download early). */
export function screenForPath(pathname: string): ScreenId | undefined {
  const parts = (pathname.replace(/\/+$/, '') || '/').split('/');
  for (const pattern of Object.keys(ROUTE_SCREENS) as RoutePath[]) {
    const segments = pattern.split('/');
    if (segments.length === parts.length && segments.every((segment, i) => (segment.startsWith(':') ? parts[i] !== '' : segment === parts[i]))) {
      return ROUTE_SCREENS[pattern];
    }
  }
  return undefined;
}
