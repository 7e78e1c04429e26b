import type { ListDeclaration } from '../../../contract/area';
import { AREA_DECLARATIONS } from '../../../contract/areas';
import type { PermissionName } from '../../../contract/permissions';
import type { MenuDef, MenuItemDef } from '../access/access';
import { account } from './areas/account';
import { customers } from './areas/customers';
import { dashboard } from './areas/dashboard';
import { deliveryOrders } from './areas/delivery-orders';
import { reports } from './areas/reports';
import { roles } from './areas/roles';
import { shipments } from './areas/shipments';
import { users } from './areas/users';
import { defineArea, kebab, resourcePages, type Area, type AreaShape, type MenuIcon, type RouteDef } from './define';

/** The areas with pages of their own, declared in ./areas; the account's pages belong to no declared area. */
const OWN = { dashboard, users, roles, customers, deliveryOrders, shipments, reports, account };
type Own = typeof OWN;

type Declaration = (typeof AREA_DECLARATIONS)[number];
type Plain = Exclude<Extract<Declaration, { readonly list: ListDeclaration; readonly entity: string }>['key'], keyof Own>;
type PlainArea<K extends Plain> = Area<ReturnType<typeof resourcePages<Extract<Declaration, { key: K }>>>>;
type ById = Own & { [K in Plain]: PlainArea<K> };

/** A resource area with nothing of its own: the five pages, and the list, new and log in the menu. */
const plainArea = (declaration: Extract<Declaration, { key: Plain }>) =>
  defineArea({ declaration, routes: resourcePages(declaration), menu: ['data', 'new', 'logs'] });

/**
 * Every area of docs/product/routes.md by its id, in the declarations' order (contract/areas),
 * which is the sidebar's; the account's pages last. A resource area with nothing of its own needs
 * no file here: its pages follow from its declaration. The router, the route table, the menu, the
 * breadcrumbs and the menu-and-guard invariant test all read this list.
 */
const BY_ID = Object.fromEntries([
  ...AREA_DECLARATIONS.filter((declaration) => !('pages' in declaration)).map((declaration) => [declaration.key, declaration.key in OWN ? OWN[declaration.key as keyof Own] : plainArea(declaration as Extract<Declaration, { key: Plain }>)]),
  ['account', account],
]) as ById;

export const AREAS: readonly AreaShape[] = Object.values(BY_ID);

const each = <T>(pick: (area: AreaShape) => T) => Object.fromEntries(AREAS.map((area) => [area.id, pick(area)]));

/** The declarations by area: `routes.users.edit.permissions`. */
export const routes = each((area) => area.routes) as { [K in keyof ById]: ById[K]['routes'] };

/** Typed path builders by area: `paths.users.detail(7)` → `/users/7/detail`. */
export const paths = each((area) => area.paths) as { [K in keyof ById]: ById[K]['paths'] };

/** Every signed-in route, flat; the router makes one lazy route of each, with its path as route id. */
export const ROUTES: readonly RouteDef[] = AREAS.flatMap((area) => Object.values(area.routes));

export const routeByPath: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((route) => [route.path, route]));

export interface MenuExtra {
  /** The label's key under `menu.` in common. */
  label: string;
  icon?: MenuIcon;
  badge?: 'new';
}

/**
 * The sidebar of docs/product/routes.md, from the areas' `menu`: an item asks for its route's
 * permissions and what the menu adds on top, so it never leads to /404 (the invariant
 * routes.test.ts checks).
 */
export const MENU: readonly MenuDef<MenuExtra>[] = AREAS.flatMap((area): MenuDef<MenuExtra>[] => {
  const entries = (area.menu ?? []).map((entry): MenuItemDef<MenuExtra> => {
    const key = typeof entry === 'string' ? entry : entry.route;
    const route = area.routes[key]!;
    const more: readonly PermissionName[] = typeof entry === 'string' ? [] : entry.alsoNeeds;
    return {
      kind: 'item',
      id: area.single ? area.segment : `${area.segment}-${kebab(key)}`,
      to: route.path,
      permissions: [...route.permissions, ...more],
      extra: { label: route.name, ...(area.single ? { icon: area.icon, badge: 'new' as const } : {}) },
    };
  });
  if (entries.length === 0) return [];
  if (area.single) return entries;
  return [{ kind: 'group', id: area.segment, items: entries, extra: { label: area.id, icon: area.icon } }];
});

/** The pages every resource area has (resourcePages); an area that declares `import` has its import page too. */
export type ResourcePage = 'data' | 'logs' | 'new' | 'edit' | 'detail';

/**
 * A resource area's five pages by its key, for the screens the resource kit builds from the
 * area's declaration (components/resource/AreaScreens): `pagesOf('items').paths.detail(7)`.
 */
export function pagesOf(key: string): {
  routes: Record<ResourcePage, RouteDef> & { import?: RouteDef };
  paths: Record<ResourcePage, (...ids: number[]) => string> & { import?: () => string };
} {
  const area = AREAS.find((candidate) => candidate.id === key);
  if (!area?.routes.detail || !area.routes.new || !area.routes.logs) throw new Error(`Area ${key} has no resource pages (lib/routes).`);
  return area as unknown as ReturnType<typeof pagesOf>;
}

