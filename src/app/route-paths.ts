/**
 * Every signed-in path of SPEC §3 and the screen module it renders. Only this small map is in
 * the entry chunk; names and permissions (route-table.ts) load with the signed-in shell.
 * Every screen is 'pending' until the issue that builds it lands (issue 2 §5 allows a plainly
 * marked page until then).
 */
export type ScreenId = 'pending';

export const ROUTE_SCREENS = {
  '/': 'pending',
  '/dashboard': 'pending',
  '/profile': 'pending',
  '/settings': 'pending',
  '/users/data': 'pending',
  '/users/data/removed': 'pending',
  '/users/logs': 'pending',
  '/users/activities/logs': 'pending',
  '/users/new': 'pending',
  '/users/:userId/edit': 'pending',
  '/users/:userId/detail': 'pending',
  '/roles/data': 'pending',
  '/roles/new': 'pending',
  '/roles/:roleId/edit': 'pending',
  '/roles/:roleId/detail': 'pending',
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
