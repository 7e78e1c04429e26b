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
  | 'rolesDetail'
  | 'customersData'
  | 'customersLogs'
  | 'customersNew'
  | 'customersEdit'
  | 'customersDetail'
  | 'itemsData'
  | 'itemsLogs'
  | 'itemsNew'
  | 'itemsEdit'
  | 'itemsDetail'
  | 'fleetsData'
  | 'fleetsLogs'
  | 'fleetsNew'
  | 'fleetsEdit'
  | 'fleetsDetail';

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
  '/customers/data': 'customersData',
  '/customers/logs': 'customersLogs',
  '/customers/new': 'customersNew',
  '/customers/:customerId/edit': 'customersEdit',
  '/customers/:customerId/detail': 'customersDetail',
  '/items/data': 'itemsData',
  '/items/logs': 'itemsLogs',
  '/items/new': 'itemsNew',
  '/items/:itemId/edit': 'itemsEdit',
  '/items/:itemId/detail': 'itemsDetail',
  '/fleets/data': 'fleetsData',
  '/fleets/logs': 'fleetsLogs',
  '/fleets/new': 'fleetsNew',
  '/fleets/:fleetId/edit': 'fleetsEdit',
  '/fleets/:fleetId/detail': 'fleetsDetail',
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
