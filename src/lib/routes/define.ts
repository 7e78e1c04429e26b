import { kebab, pascal, type AnyArea, type Kebab } from '../../../contract/area';
import type { AreaSegment } from '../../../contract/areas';
import type { PermissionName } from '../../../contract/permissions';

/**
 * The shapes an area declares its routes, menu entries and change-log entity with (decision 162).
 * Plain data and one small path builder: this module and the declarations load with the signed-in
 * shell, and features read them (path builders, permissions) without importing app.
 */

/**
 * The screen a route renders: its module under src/features without the extension
 * (`users/screens/UsersListScreen`), found by src/app/screens.ts; or 'pending', the plainly marked
 * page of a screen not built yet.
 */
export type ScreenRef = 'pending' | `${string}/screens/${string}Screen`;

export const PENDING = 'pending' satisfies ScreenRef;

export interface RouteInput {
  path: `/${string}`;
  /** The user needs ALL of them (docs/product/permissions.md). */
  permissions: readonly PermissionName[];
  screen: ScreenRef;
  /** The page name's key under `routes.` in common; default: the area's id and the route's key (`usersData`). */
  name?: string;
}

/** Every declared area has an icon of its URL segment's name (components/ui/Icon). */
export type MenuIcon = AreaSegment;

/** A menu entry: the route's key, or the key with permissions the menu asks for on top (docs/product/routes.md). */
export type MenuEntryInput<K extends string> = K | { route: K; alsoNeeds: readonly PermissionName[] };

export interface AreaInput<R extends Record<string, RouteInput>> {
  /**
   * The area's declaration (contract/areas): its key is the id, the namespace and the menu group's
   * label, its segment the URL's first segment and the icon, its entity that of its change-log rows.
   * None for the pages of no declared area (the account's own pages).
   */
  declaration?: AnyArea;
  /**
   * camelCase: the prefix of the page names (`deliveryOrders` → `deliveryOrdersData`) and the menu
   * group's label; default: the declaration's key.
   */
  id?: string;
  /** The URL's first segment and the menu group's id; default: the id in kebab-case (`delivery-orders`). */
  segment?: string;
  /** The menu group's icon; default: the segment (every area with a menu has an icon of its name). */
  icon?: MenuIcon;
  /** The area's own translation namespace, loaded with its pages (lib/i18n-names.ts must agree: a test checks). */
  namespace?: string;
  /** The `entity` of its change-log rows (contract/change-log.ts), labelled `common:entities.<entity>`. */
  entity?: string;
  routes: R;
  /**
   * Its sidebar entries in order: a group of these routes, or (`single`) one top-level item with the
   * badge "NEW". None: the area is reached from elsewhere (profile and settings, from the top bar).
   */
  menu?: readonly MenuEntryInput<Extract<keyof R, string>>[];
  single?: boolean;
}

export interface RouteDef {
  path: string;
  /** The page name's key under `routes.` in common. */
  name: string;
  permissions: readonly PermissionName[];
  screen: ScreenRef;
}

/** What the router, the menu and the breadcrumbs read of any area. */
export interface AreaShape extends Omit<AreaInput<Record<string, RouteInput>>, 'routes' | 'menu' | 'segment' | 'id'> {
  id: string;
  segment: string;
  routes: Record<string, RouteDef>;
  paths: Record<string, (...ids: number[]) => string>;
  menu?: readonly MenuEntryInput<string>[];
}

export interface Area<R extends Record<string, RouteInput>> extends Omit<AreaInput<R>, 'routes' | 'segment' | 'id'> {
  id: string;
  segment: string;
  routes: { [K in keyof R]: RouteDef & { path: R[K]['path'] } };
  /** `paths.users.detail(7)` → `/users/7/detail`: one number per `:param`, in order. */
  paths: { [K in keyof R]: (...ids: ParamsOf<R[K]['path']>) => string };
}

/** A number for every `:param` of a path pattern. */
export type ParamsOf<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [id: number, ...ParamsOf<Rest>]
  : P extends `${string}:${string}`
    ? [id: number]
    : [];

const capitalise = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
export { kebab };

/** Fills a pattern's `:params` in order: `/users/:userId/edit` with 7 → `/users/7/edit`. */
export function fillPath(pattern: string, ids: readonly number[]): string {
  let next = 0;
  return pattern.replace(/:[^/]+/g, () => String(ids[next++]));
}

/** An area's declaration with its page names filled in and its path builders. */
export function defineArea<const R extends Record<string, RouteInput>>(input: AreaInput<R>): Area<R> {
  const declared = input.declaration;
  if (declared) input = { id: declared.key, namespace: declared.key, entity: declared.changeEntity, segment: declared.segment, icon: declared.segment as MenuIcon, ...input };
  const id = input.id!;
  const routes = {} as Record<string, RouteDef>;
  const paths = {} as Record<string, (...ids: number[]) => string>;
  for (const [key, route] of Object.entries(input.routes)) {
    routes[key] = { path: route.path, name: route.name ?? id + capitalise(key), permissions: route.permissions, screen: route.screen };
    paths[key] = (...ids: number[]) => fillPath(route.path, ids);
  }
  const segment = input.segment ?? kebab(id);
  const icon = input.icon ?? (input.menu ? (segment as MenuIcon) : undefined);
  return { ...input, id, segment, icon, routes, paths } as unknown as Area<R>;
}

type Standard<D extends AnyArea> = D['entity'] & string;

/**
 * The five pages of a resource area from its declaration (docs/product/routes.md): the list, the
 * change log, the create form, the edit form and the detail page, each asking for its own
 * permission plus what its screen reads from other areas (a DO's form picks customers and items).
 * The screens are named after the area: `customers/screens/CustomersListScreen`. A plain area's
 * five are one-line bindings of the resource kit's screens to its declaration and its fields
 * (components/resource/Area*): one module each, so each page stays its own lazy chunk.
 */
export function resourcePages<const D extends AnyArea & { entity: string; permission: Record<'list' | 'logs' | 'create' | 'update' | 'read', PermissionName> }>(
  declaration: D,
  alsoNeeds: { readonly new?: readonly PermissionName[]; readonly edit?: readonly PermissionName[] } = {},
) {
  const { key, segment, permission } = declaration;
  const entity = declaration.entity as Standard<D>;
  const screen = (name: string) => `${key}/screens/${name}Screen` as ScreenRef;
  const base = `/${segment}` as `/${Kebab<D['key']>}`;
  return {
    data: { path: `${base}/data`, permissions: [permission.list], screen: screen(`${pascal(key)}List`) },
    logs: { path: `${base}/logs`, permissions: [permission.logs], screen: screen(`${pascal(key)}Log`) },
    new: { path: `${base}/new`, permissions: [permission.create, ...(alsoNeeds.new ?? [])], screen: screen(`${pascal(entity)}Create`) },
    edit: { path: `${base}/:${entity}Id/edit`, permissions: [permission.update, ...(alsoNeeds.edit ?? [])], screen: screen(`${pascal(entity)}Edit`) },
    detail: { path: `${base}/:${entity}Id/detail`, permissions: [permission.read], screen: screen(`${pascal(entity)}Detail`) },
    // An area whose records can come in from a spreadsheet has its import page (decision 335). Its
    // route asks for the list (the page lists the area's imports); the create or update
    // permission the import needs is checked by the page and its button, as the route table
    // knows only permissions that are all needed.
    ...(declaration.import ? { import: { path: `${base}/import`, permissions: [permission.list], screen: screen(`${pascal(key)}Import`) } } : {}),
  } as const satisfies Record<string, RouteInput> as {
    data: RouteInput & { path: `${typeof base}/data` };
    logs: RouteInput & { path: `${typeof base}/logs` };
    new: RouteInput & { path: `${typeof base}/new` };
    edit: RouteInput & { path: `${typeof base}/:${Standard<D>}Id/edit` };
    detail: RouteInput & { path: `${typeof base}/:${Standard<D>}Id/detail` };
    import?: RouteInput & { path: `${typeof base}/import` };
  };
}
