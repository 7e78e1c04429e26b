import type { PermissionName } from '../../contract/permissions';
import type { MenuDef } from '../lib/access/access';

export interface MenuExtra {
  /** i18n key under `menu.` in the common namespace. */
  label: string;
  icon?: 'dashboard' | 'users' | 'roles' | 'customers' | 'items' | 'delivery-orders' | 'shipments' | 'fleets' | 'reports';
  badge?: 'new';
}

const item = (id: string, to: string, permissions: PermissionName[], label: string, extra: Omit<MenuExtra, 'label'> = {}): MenuDef<MenuExtra> => ({
  kind: 'item',
  id,
  to,
  permissions,
  extra: { label, ...extra },
});

const group = (id: string, label: string, icon: MenuExtra['icon'], items: MenuDef<MenuExtra>[]): MenuDef<MenuExtra> => ({
  kind: 'group',
  id,
  items: items.filter((entry) => entry.kind === 'item'),
  extra: { label, icon },
});

/**
 * The sidebar of SPEC §3, in order. Each item asks for at least its route's permissions (the
 * invariant menu-table.test.ts checks), fixing the original's create-user copy errors.
 */
export const MENU: readonly MenuDef<MenuExtra>[] = [
  item('dashboard', '/dashboard', ['read-dashboard'], 'dashboard', { icon: 'dashboard', badge: 'new' }),
  group('users', 'users', 'users', [
    item('users-data', '/users/data', ['read-users'], 'usersData'),
    item('users-new', '/users/new', ['create-user', 'read-roles'], 'usersNew'),
    item('users-removed', '/users/data/removed', ['read-removed-users'], 'usersRemoved'),
    item('users-logs', '/users/logs', ['read-users-logs'], 'usersLogs'),
    item('users-activities', '/users/activities/logs', ['read-users-activities'], 'usersActivities'),
  ]),
  group('roles', 'roles', 'roles', [
    item('roles-data', '/roles/data', ['read-roles'], 'rolesData'),
    item('roles-new', '/roles/new', ['create-role'], 'rolesNew'),
  ]),
  group('customers', 'customers', 'customers', [
    item('customers-data', '/customers/data', ['read-customers'], 'customersData'),
    item('customers-new', '/customers/new', ['create-customer', 'read-roles'], 'customersNew'),
    item('customers-logs', '/customers/logs', ['read-customers-logs'], 'customersLogs'),
  ]),
  group('items', 'items', 'items', [
    item('items-data', '/items/data', ['read-items'], 'itemsData'),
    item('items-new', '/items/new', ['create-item'], 'itemsNew'),
    item('items-logs', '/items/logs', ['read-items-logs'], 'itemsLogs'),
  ]),
  group('delivery-orders', 'deliveryOrders', 'delivery-orders', [
    item('delivery-orders-data', '/delivery-orders/data', ['read-delivery-orders'], 'deliveryOrdersData'),
    item('delivery-orders-new', '/delivery-orders/new', ['create-delivery-order', 'read-customers', 'read-items'], 'deliveryOrdersNew'),
    item('delivery-orders-logs', '/delivery-orders/logs', ['read-delivery-orders-logs'], 'deliveryOrdersLogs'),
  ]),
  group('shipments', 'shipments', 'shipments', [
    item('shipments-data', '/shipments/data', ['read-shipments'], 'shipmentsData'),
    item('shipments-new', '/shipments/new', ['create-shipment', 'read-delivery-orders', 'read-fleets'], 'shipmentsNew'),
    item('shipments-logs', '/shipments/logs', ['read-shipments-logs'], 'shipmentsLogs'),
  ]),
  group('fleets', 'fleets', 'fleets', [
    item('fleets-data', '/fleets/data', ['read-fleets'], 'fleetsData'),
    item('fleets-new', '/fleets/new', ['create-fleet'], 'fleetsNew'),
    item('fleets-logs', '/fleets/logs', ['read-fleets-logs'], 'fleetsLogs'),
  ]),
  group('reports', 'reports', 'reports', [
    item('reports-outgoing-items', '/reports/outgoing-items', ['read-reports-outgoing-items'], 'reportsOutgoingItems'),
  ]),
];
