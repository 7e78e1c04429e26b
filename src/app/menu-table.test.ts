import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, SEEDED_ROLES } from '../../contract/permissions';
import { filterMenu, hasAll, toPermissionSet, type MenuItemDef } from '../lib/access/access';
import { MENU } from './menu-table';
import { ROUTES } from './route-table';

const menuItems = MENU.flatMap((entry) => (entry.kind === 'item' ? [entry] : entry.items)) as MenuItemDef[];
const routeOf = (to: string) => ROUTES.find((route) => matchPath({ path: route.path, end: true }, to));

describe('menu and route tables', () => {
  it('every menu item leads to a known route', () => {
    for (const item of menuItems) expect(routeOf(item.to), item.to).toBeDefined();
  });

  it("SPEC §2 invariant: every menu item's permissions include all of its route's permissions", () => {
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

  it('names only permissions of the catalogue', () => {
    const known = new Set<string>(PERMISSION_NAMES);
    for (const route of ROUTES) for (const name of route.permissions) expect(known.has(name), name).toBe(true);
    for (const item of menuItems) for (const name of item.permissions) expect(known.has(name), name).toBe(true);
  });

  it('has the groups of SPEC §3 in order', () => {
    expect(MENU.map((entry) => entry.id)).toEqual([
      'dashboard', 'users', 'roles', 'customers', 'items', 'delivery-orders', 'shipments', 'fleets', 'reports',
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
});
