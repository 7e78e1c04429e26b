import type { PermissionName } from '../../contract/permissions';
import { ROUTE_SCREENS, type RoutePath, type ScreenId } from './route-paths';

export interface RouteDef {
  path: RoutePath;
  /** i18n key under `routes.` in the common namespace. */
  name: string;
  /** The user needs ALL of them (SPEC §2). */
  permissions: readonly PermissionName[];
  screen: ScreenId;
}

type Meta = Pick<RouteDef, 'name' | 'permissions'>;
const m = (name: string, ...permissions: PermissionName[]): Meta => ({ name, permissions });

/** Name and permissions of every signed-in route of SPEC §3; the type demands one per path. */
const META: Record<RoutePath, Meta> = {
  '/': m('dashboard', 'read-dashboard'),
  '/dashboard': m('dashboard', 'read-dashboard'),
  '/profile': m('profile'),
  '/settings': m('settings'),

  '/users/data': m('usersData', 'read-users'),
  '/users/data/removed': m('usersRemoved', 'read-removed-users'),
  '/users/logs': m('usersLogs', 'read-users-logs'),
  '/users/activities/logs': m('usersActivities', 'read-users-activities'),
  '/users/new': m('usersNew', 'create-user', 'read-roles'),
  '/users/:userId/edit': m('usersEdit', 'update-user', 'read-roles'),
  '/users/:userId/detail': m('usersDetail', 'read-user'),

  '/roles/data': m('rolesData', 'read-roles'),
  '/roles/new': m('rolesNew', 'create-role'),
  '/roles/:roleId/edit': m('rolesEdit', 'read-role', 'update-role'),
  '/roles/:roleId/detail': m('rolesDetail', 'read-permissions-with-related'),

  '/customers/data': m('customersData', 'read-customers'),
  '/customers/logs': m('customersLogs', 'read-customers-logs'),
  '/customers/new': m('customersNew', 'create-customer'),
  '/customers/:customerId/edit': m('customersEdit', 'update-customer'),
  '/customers/:customerId/detail': m('customersDetail', 'read-customer'),

  '/items/data': m('itemsData', 'read-items'),
  '/items/logs': m('itemsLogs', 'read-items-logs'),
  '/items/new': m('itemsNew', 'create-item'),
  '/items/:itemId/edit': m('itemsEdit', 'update-item'),
  '/items/:itemId/detail': m('itemsDetail', 'read-item'),

  '/fleets/data': m('fleetsData', 'read-fleets'),
  '/fleets/logs': m('fleetsLogs', 'read-fleets-logs'),
  '/fleets/new': m('fleetsNew', 'create-fleet'),
  '/fleets/:fleetId/edit': m('fleetsEdit', 'update-fleet'),
  '/fleets/:fleetId/detail': m('fleetsDetail', 'read-fleet'),

  '/delivery-orders/data': m('deliveryOrdersData', 'read-delivery-orders'),
  '/delivery-orders/logs': m('deliveryOrdersLogs', 'read-delivery-orders-logs'),
  '/delivery-orders/new': m('deliveryOrdersNew', 'create-delivery-order', 'read-customers', 'read-items'),
  '/delivery-orders/:deliveryOrderId/edit': m('deliveryOrdersEdit', 'update-delivery-order', 'read-customers', 'read-items'),
  '/delivery-orders/:deliveryOrderId/detail': m('deliveryOrdersDetail', 'read-delivery-order'),

  '/shipments/data': m('shipmentsData', 'read-shipments'),
  '/shipments/logs': m('shipmentsLogs', 'read-shipments-logs'),
  '/shipments/new': m('shipmentsNew', 'create-shipment'),
  '/shipments/:shipmentId/edit': m('shipmentsEdit', 'update-shipment'),
  '/shipments/:shipmentId/detail': m('shipmentsDetail', 'read-shipment'),
  '/shipments/:shipmentId/delivery-orders': m('shipmentsDeliveryOrders', 'update-shipment', 'read-delivery-orders'),

  '/reports/outgoing-items': m('reportsOutgoingItems', 'read-reports-outgoing-items'),
};

export const ROUTES: readonly RouteDef[] = (Object.keys(ROUTE_SCREENS) as RoutePath[]).map((path) => ({
  path,
  ...META[path],
  screen: ROUTE_SCREENS[path],
}));

export const routeByPath = new Map<string, RouteDef>(ROUTES.map((route) => [route.path, route]));
