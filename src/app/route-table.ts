import type { PermissionName } from '../../contract/permissions';

/**
 * Which screen module a route renders; each is its own lazy chunk. Every screen is 'pending'
 * until the issue that builds it lands (issue 2 §5 allows a plainly marked page until then).
 */
export type ScreenId = 'pending';

export interface RouteDef {
  path: string;
  /** i18n key under `routes.` in the common namespace. */
  name: string;
  permissions: readonly PermissionName[];
  screen: ScreenId;
}

const crud = (
  area: string,
  param: string,
  names: { data: string; logs: string; create: string; edit: string; detail: string },
  permissions: { data: PermissionName[]; logs: PermissionName[]; create: PermissionName[]; edit: PermissionName[]; detail: PermissionName[] },
): RouteDef[] => [
  { path: `/${area}/data`, name: names.data, permissions: permissions.data, screen: 'pending' },
  { path: `/${area}/logs`, name: names.logs, permissions: permissions.logs, screen: 'pending' },
  { path: `/${area}/new`, name: names.create, permissions: permissions.create, screen: 'pending' },
  { path: `/${area}/:${param}/edit`, name: names.edit, permissions: permissions.edit, screen: 'pending' },
  { path: `/${area}/:${param}/detail`, name: names.detail, permissions: permissions.detail, screen: 'pending' },
];

/** Every signed-in route of SPEC §3 with its permissions (the user needs ALL of them). */
export const ROUTES: readonly RouteDef[] = [
  { path: '/', name: 'dashboard', permissions: ['read-dashboard'], screen: 'pending' },
  { path: '/dashboard', name: 'dashboard', permissions: ['read-dashboard'], screen: 'pending' },
  { path: '/profile', name: 'profile', permissions: [], screen: 'pending' },
  { path: '/settings', name: 'settings', permissions: [], screen: 'pending' },

  { path: '/users/data', name: 'usersData', permissions: ['read-users'], screen: 'pending' },
  { path: '/users/data/removed', name: 'usersRemoved', permissions: ['read-removed-users'], screen: 'pending' },
  { path: '/users/logs', name: 'usersLogs', permissions: ['read-users-logs'], screen: 'pending' },
  { path: '/users/activities/logs', name: 'usersActivities', permissions: ['read-users-activities'], screen: 'pending' },
  { path: '/users/new', name: 'usersNew', permissions: ['create-user', 'read-roles'], screen: 'pending' },
  { path: '/users/:userId/edit', name: 'usersEdit', permissions: ['update-user', 'read-roles'], screen: 'pending' },
  { path: '/users/:userId/detail', name: 'usersDetail', permissions: ['read-user'], screen: 'pending' },

  { path: '/roles/data', name: 'rolesData', permissions: ['read-roles'], screen: 'pending' },
  { path: '/roles/new', name: 'rolesNew', permissions: ['create-role'], screen: 'pending' },
  { path: '/roles/:roleId/edit', name: 'rolesEdit', permissions: ['read-role', 'update-role'], screen: 'pending' },
  { path: '/roles/:roleId/detail', name: 'rolesDetail', permissions: ['read-permissions-with-related'], screen: 'pending' },

  ...crud(
    'customers',
    'customerId',
    { data: 'customersData', logs: 'customersLogs', create: 'customersNew', edit: 'customersEdit', detail: 'customersDetail' },
    { data: ['read-customers'], logs: ['read-customers-logs'], create: ['create-customer'], edit: ['update-customer'], detail: ['read-customer'] },
  ),
  ...crud(
    'items',
    'itemId',
    { data: 'itemsData', logs: 'itemsLogs', create: 'itemsNew', edit: 'itemsEdit', detail: 'itemsDetail' },
    { data: ['read-items'], logs: ['read-items-logs'], create: ['create-item'], edit: ['update-item'], detail: ['read-item'] },
  ),
  ...crud(
    'fleets',
    'fleetId',
    { data: 'fleetsData', logs: 'fleetsLogs', create: 'fleetsNew', edit: 'fleetsEdit', detail: 'fleetsDetail' },
    { data: ['read-fleets'], logs: ['read-fleets-logs'], create: ['create-fleet'], edit: ['update-fleet'], detail: ['read-fleet'] },
  ),
  ...crud(
    'delivery-orders',
    'deliveryOrderId',
    {
      data: 'deliveryOrdersData',
      logs: 'deliveryOrdersLogs',
      create: 'deliveryOrdersNew',
      edit: 'deliveryOrdersEdit',
      detail: 'deliveryOrdersDetail',
    },
    {
      data: ['read-delivery-orders'],
      logs: ['read-delivery-orders-logs'],
      create: ['create-delivery-order', 'read-customers', 'read-items'],
      edit: ['update-delivery-order', 'read-customers', 'read-items'],
      detail: ['read-delivery-order'],
    },
  ),
  ...crud(
    'shipments',
    'shipmentId',
    { data: 'shipmentsData', logs: 'shipmentsLogs', create: 'shipmentsNew', edit: 'shipmentsEdit', detail: 'shipmentsDetail' },
    { data: ['read-shipments'], logs: ['read-shipments-logs'], create: ['create-shipment'], edit: ['update-shipment'], detail: ['read-shipment'] },
  ),
  {
    path: '/shipments/:shipmentId/delivery-orders',
    name: 'shipmentsDeliveryOrders',
    permissions: ['update-shipment', 'read-delivery-orders'],
    screen: 'pending',
  },
  { path: '/reports/outgoing-items', name: 'reportsOutgoingItems', permissions: ['read-reports-outgoing-items'], screen: 'pending' },
];
