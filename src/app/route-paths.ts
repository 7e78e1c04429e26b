/**
 * Every signed-in path of SPEC §3 and the screen module it renders. Only this small map is in
 * the entry chunk; names and permissions (route-table.ts) load with the signed-in shell.
 * Every screen is 'pending' until the issue that builds it lands (issue 2 §5 allows a plainly
 * marked page until then).
 */
export type ScreenId =
  | 'pending'
  | 'profile'
  | 'settings'
  | 'usersList'
  | 'usersRemoved'
  | 'usersLogs'
  | 'usersActivities'
  | 'usersNew'
  | 'usersEdit'
  | 'usersDetail'
  | 'rolesList'
  | 'rolesNew'
  | 'rolesEdit'
  | 'rolesDetail';

export const ROUTE_SCREENS = {
  '/': 'pending',
  '/dashboard': 'pending',
  '/profile': 'profile',
  '/settings': 'settings',
  '/users/data': 'usersList',
  '/users/data/removed': 'usersRemoved',
  '/users/logs': 'usersLogs',
  '/users/activities/logs': 'usersActivities',
  '/users/new': 'usersNew',
  '/users/:userId/edit': 'usersEdit',
  '/users/:userId/detail': 'usersDetail',
  '/roles/data': 'rolesList',
  '/roles/new': 'rolesNew',
  '/roles/:roleId/edit': 'rolesEdit',
  '/roles/:roleId/detail': 'rolesDetail',
  '/customers/data': 'pending',
  '/customers/logs': 'pending',
  '/customers/new': 'pending',
  '/customers/:customerId/edit': 'pending',
  '/customers/:customerId/detail': 'pending',
  '/items/data': 'pending',
  '/items/logs': 'pending',
  '/items/new': 'pending',
  '/items/:itemId/edit': 'pending',
  '/items/:itemId/detail': 'pending',
  '/fleets/data': 'pending',
  '/fleets/logs': 'pending',
  '/fleets/new': 'pending',
  '/fleets/:fleetId/edit': 'pending',
  '/fleets/:fleetId/detail': 'pending',
  '/delivery-orders/data': 'pending',
  '/delivery-orders/logs': 'pending',
  '/delivery-orders/new': 'pending',
  '/delivery-orders/:deliveryOrderId/edit': 'pending',
  '/delivery-orders/:deliveryOrderId/detail': 'pending',
  '/shipments/data': 'pending',
  '/shipments/logs': 'pending',
  '/shipments/new': 'pending',
  '/shipments/:shipmentId/edit': 'pending',
  '/shipments/:shipmentId/detail': 'pending',
  '/shipments/:shipmentId/delivery-orders': 'pending',
  '/reports/outgoing-items': 'pending',
} as const satisfies Record<string, ScreenId>;

export type RoutePath = keyof typeof ROUTE_SCREENS;
