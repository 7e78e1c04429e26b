import { matchPath, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, SEEDED_ROLES } from '../../contract/permissions';
import { filterMenu, hasAll, toPermissionSet, type MenuItemDef } from '../lib/access/access';
import { buildBreadcrumbs } from '../lib/breadcrumbs';
import { areaNamespaceOf } from '../lib/i18n-names';
import { AREAS, MENU, paths, ROUTES } from '../lib/routes/routes';
import { iconNames } from '../components/ui/Icon/Icon';
import { routeForPath, screenForPath, screenModule } from './screens';
import id from '../../public/locales/id/common.json';
import en from '../../public/locales/en/common.json';

const menuItems = MENU.flatMap((entry) => (entry.kind === 'item' ? [entry] : entry.items)) as MenuItemDef[];
const routeOf = (to: string) => ROUTES.find((route) => matchPath({ path: route.path, end: true }, to));

describe('the areas declare the route table and the menu', () => {
  it('every route of docs/product/routes.md, once', () => {
    // routes.md's 42, the print screens (one shipment, a batch), the import page of each area that
    // declares `import` (customers, items, fleets, delivery orders), and the company profile under
    // the settings (docs/decisions/337-company-profile.md), and the integrations' three pages there
    // (the API reference, API tokens, webhooks).
    expect(ROUTES).toHaveLength(52);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('every menu item leads to a known route', () => {
    for (const item of menuItems) expect(routeOf(item.to), item.to).toBeDefined();
  });

  it("invariant: every menu item's permissions include all of its route's permissions", () => {
    for (const item of menuItems) {
      const route = routeOf(item.to)!;
      const missing = route.permissions.filter((name) => !item.permissions.includes(name));
      expect(missing, `${item.to} lacks ${missing.join(', ')}`).toEqual([]);
    }
  });

  it('therefore a visible menu item never leads to /404, for every seeded role', () => {
    for (const role of SEEDED_ROLES) {
      const granted = toPermissionSet(role.permissions);
      const visible = filterMenu(MENU, granted).flatMap((entry) => (entry.kind === 'item' ? [entry] : entry.items));
      for (const item of visible) expect(hasAll(granted, routeOf(item.to)!.permissions), `${role.name} → ${item.to}`).toBe(true);
    }
  });

  it('names only permissions of the catalogue (typecheck says so too; this covers a cast)', () => {
    const known = new Set<string>(PERMISSION_NAMES);
    for (const route of ROUTES) for (const name of route.permissions) expect(known.has(name), name).toBe(true);
    for (const item of menuItems) for (const name of item.permissions) expect(known.has(name), name).toBe(true);
  });

  it('has the groups of docs/product/routes.md in order, with the ids and labels of the sidebar', () => {
    expect(MENU.map((entry) => entry.id)).toEqual(['dashboard', 'users', 'roles', 'customers', 'items', 'delivery-orders', 'shipments', 'fleets', 'reports']);
    expect(menuItems.map((item) => item.id)).toEqual([
      'dashboard',
      'users-data', 'users-new', 'users-removed', 'users-logs', 'users-activities',
      'roles-data', 'roles-new',
      'customers-data', 'customers-new', 'customers-logs',
      'items-data', 'items-new', 'items-logs',
      'delivery-orders-data', 'delivery-orders-new', 'delivery-orders-logs',
      'shipments-data', 'shipments-new', 'shipments-logs',
      'fleets-data', 'fleets-new', 'fleets-logs',
      'reports-outgoing-items',
    ]);
  });

  it('shows the Viewer only the Dashboard and the Master everything', () => {
    expect(filterMenu(MENU, toPermissionSet(['read-dashboard'])).map((entry) => entry.id)).toEqual(['dashboard']);
    const master = filterMenu(MENU, toPermissionSet(PERMISSION_NAMES));
    expect(master.flatMap((entry) => (entry.kind === 'item' ? [entry] : entry.items))).toHaveLength(menuItems.length);
  });

  it('the items and fleets "new" entries ask for create-item and create-fleet (the original copy error fixed)', () => {
    expect(menuItems.find((item) => item.to === '/items/new')?.permissions).toEqual(['create-item']);
    expect(menuItems.find((item) => item.to === '/fleets/new')?.permissions).toEqual(['create-fleet']);
  });

  it('every page name and menu label is translated in both languages', () => {
    for (const common of [id, en]) {
      for (const route of ROUTES) expect(common.routes, route.name).toHaveProperty(route.name);
      for (const entry of MENU) expect(common.menu, entry.id).toHaveProperty(String(entry.extra?.label));
      for (const item of menuItems) expect(common.menu, item.id).toHaveProperty(String((item.extra as { label: string }).label));
      for (const area of AREAS) if (area.entity) expect(common.entities, area.entity).toHaveProperty(area.entity);
    }
  });

  it('every menu group has an icon the sidebar can draw', () => {
    for (const entry of MENU) expect(iconNames, entry.id).toContain(entry.extra?.icon);
  });

  it("every route's screen module exists (a typo in an area's `screen` fails here)", () => {
    for (const route of ROUTES) expect(screenModule(route.screen), `${route.path} → ${route.screen}`).toBeTypeOf('function');
  });

  it("the entry's namespace map agrees with the areas' declarations", () => {
    for (const area of AREAS) for (const route of Object.values(area.routes)) expect(areaNamespaceOf(route.path), route.path).toBe(area.namespace);
  });

  it('puts the company profile under the settings (docs/decisions/337-company-profile.md)', () => {
    for (const [common, names] of [[id, ['Pengaturan', 'Profil perusahaan']], [en, ['Settings', 'Company profile']]] as const) {
      const named = ROUTES.map((route) => ({ path: route.path, name: (common.routes as Record<string, string>)[route.name]! }));
      expect(buildBreadcrumbs('/settings/company', named).map((crumb) => crumb.name)).toEqual(names);
    }
    expect(routeOf('/settings/company')?.permissions).toEqual(['update-company-profile']);
  });

  it('puts the API reference for everyone, and API tokens and webhooks for whoever manages them, under the settings', () => {
    for (const [common, names] of [[id, ['Pengaturan', 'Token API']], [en, ['Settings', 'API tokens']]] as const) {
      const named = ROUTES.map((route) => ({ path: route.path, name: (common.routes as Record<string, string>)[route.name]! }));
      expect(buildBreadcrumbs('/settings/api-tokens', named).map((crumb) => crumb.name)).toEqual(names);
    }
    expect(routeOf('/settings/api')?.permissions).toEqual([]);
    expect(routeOf('/settings/api-tokens')?.permissions).toEqual(['manage-api-tokens']);
    expect(routeOf('/settings/webhooks')?.permissions).toEqual(['manage-webhooks']);
  });

  it('builds paths from the declarations', () => {
    expect(paths.users.detail(7)).toBe('/users/7/detail');
    expect(paths.shipments.deliveryOrders(12)).toBe('/shipments/12/delivery-orders');
    expect(paths.roles.data()).toBe('/roles/data');
    // @ts-expect-error a detail path needs its id: the builder's type says so.
    expect(paths.users.edit()).toBe('/users/undefined/edit');
  });
});

describe('screenForPath', () => {
  it("finds a path's screen, parameters included, and nothing for an unknown path", () => {
    expect(screenForPath('/users/7/edit')).toBe('users/screens/UserEditScreen');
    expect(screenForPath('/users/data/removed')).toBe('users/screens/RemovedUsersScreen');
    expect(screenForPath('/customers/data')).toBe('customers/screens/CustomersListScreen');
    expect(screenForPath('/shipments/data')).toBe('shipments/screens/ShipmentsListScreen');
    expect(screenForPath('/')).toBe('dashboard/screens/DashboardScreen');
    expect(screenForPath('/nothing/here')).toBeUndefined();
    expect(screenForPath('/Users/7/Edit/')).toBe('users/screens/UserEditScreen');
    expect(screenForPath('/users//edit')).toBeUndefined();
  });

  it("picks the route React Router's own ranking picks, for every route of the table", () => {
    const samples = ROUTES.flatMap((route) => [route.path.replace(/:[^/]+/g, '7'), route.path.replace(/:[^/]+/g, 'new'), route.path.replace(/:[^/]+/g, 'data')]);
    for (const path of [...samples, '/users/data/7', '/shipments/print/', '/settings/x']) {
      const routed = matchRoutes([...ROUTES], path)?.[0]?.route.path;
      // The route itself, not only its screen: the router adds this route when a navigation reaches the path.
      expect(routeForPath(path)?.path, path).toBe(routed);
      expect(screenForPath(path), path).toBe(routed === undefined ? undefined : ROUTES.find((route) => route.path === routed)?.screen);
    }
  });
});
