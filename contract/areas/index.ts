import { declarationProblems, type AnyArea } from '../area';
import { COMPANY_PROFILE } from './company-profile';
import { CUSTOMERS } from './customers';
import { DASHBOARD } from './dashboard';
import { DELIVERY_ORDERS } from './delivery-orders';
import { FLEETS } from './fleets';
import { INTEGRATIONS } from './integrations';
import { ITEMS } from './items';
import { LISTS } from './lists';
import { REPORTS } from './reports';
import { ROLES } from './roles';
import { SHIPMENTS } from './shipments';
import { USERS } from './users';

export { COMPANY_PROFILE, CUSTOMERS, DASHBOARD, DELIVERY_ORDERS, FLEETS, INTEGRATIONS, ITEMS, LISTS, REPORTS, ROLES, SHIPMENTS, USERS };

/**
 * Every area's declaration, in the sidebar's and the role editor's order (docs/adding-an-area.md).
 * The permission catalogue, the server's and the mock's registrations, the routes, record-id
 * prefixes, translation namespaces and menu icons are read from this list; a new area is one line here.
 */
export const AREA_DECLARATIONS = [DASHBOARD, USERS, ROLES, CUSTOMERS, ITEMS, DELIVERY_ORDERS, SHIPMENTS, FLEETS, REPORTS, LISTS, COMPANY_PROFILE, INTEGRATIONS] as const;

type Declarations = typeof AREA_DECLARATIONS;
export type AreaKey = Declarations[number]['key'];
/** Every permission name of every area: a typo in `can('updte-user')` fails the type check. */
export type DeclaredPermission = PermissionsOf<Declarations[number]>;
type PermissionsOf<A> = A extends { readonly permission: infer P } ? P[keyof P] : never;
/** A record's kind by its entity (`deliveryOrder`), for its id prefix. */
export type RecordKind = Extract<Declarations[number], { entity: string; idPrefix: string }>['entity'];
/** The URL segment of every area, which is also its menu icon's name. */
export type AreaSegment = Exclude<Declarations[number], { readonly pages: false }>['segment'];

type WithEntity = Extract<Declarations[number], { readonly entity: string }>;
/** The `entity` of every change-log row (`delivery-order`). */
export type ChangeEntity = WithEntity['changeEntity'];
/** The actions an entity's log holds (`ChangeActionOf<'delivery-order'>`: no DELETE). */
export type ChangeActionOf<E extends ChangeEntity> = Extract<WithEntity, { readonly changeEntity: E }> extends { readonly changes: readonly (infer A extends string)[] } ? A : 'CREATE' | 'UPDATE';
/** What each area can do to its records, by change-log entity (contract/change-log-values.ts). */
export const ENTITY_CHANGE_ACTIONS = Object.fromEntries(
  AREA_DECLARATIONS.flatMap((area) => ('entity' in area ? [[area.changeEntity, 'changes' in area ? area.changes : (['CREATE', 'UPDATE'] as const)]] : [])),
) as unknown as { readonly [E in ChangeEntity]: readonly ChangeActionOf<E>[] };

/** The declarations the resource kit serves on the server and the mock: a list, an entity, no endpoints of their own. */
export type KitDeclaration = Exclude<Extract<Declarations[number], { readonly list: object; readonly entity: string }>, { readonly ownEndpoints: true }>;
export const KIT_DECLARATIONS = AREA_DECLARATIONS.filter(
  (area): area is KitDeclaration => 'list' in area && 'entity' in area && !('ownEndpoints' in area),
);

/** Refuses to load a list holding a mistake the types let through; the sentence names the area. */
export function assertDeclarations(areas: readonly AnyArea[]): void {
  const problems = declarationProblems(areas);
  if (problems.length > 0) throw new Error(`Area declarations are wrong:\n${problems.join('\n')}`);
}
assertDeclarations(AREA_DECLARATIONS);
