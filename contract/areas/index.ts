import { declarationProblems, type AnyArea } from '../area';
import { CUSTOMERS } from './customers';
import { DASHBOARD } from './dashboard';
import { DELIVERY_ORDERS } from './delivery-orders';
import { FLEETS } from './fleets';
import { ITEMS } from './items';
import { REPORTS } from './reports';
import { ROLES } from './roles';
import { SHIPMENTS } from './shipments';
import { USERS } from './users';

export { CUSTOMERS, DASHBOARD, DELIVERY_ORDERS, FLEETS, ITEMS, REPORTS, ROLES, SHIPMENTS, USERS };

/**
 * Every area's declaration, in the role editor's order (docs/adding-an-area.md). The permission
 * catalogue, the server's and the mock's registrations, the routes, record-id prefixes,
 * translation namespaces and menu icons are read from this list; a new area is one line here.
 */
export const AREA_DECLARATIONS = [DASHBOARD, USERS, ROLES, CUSTOMERS, ITEMS, FLEETS, DELIVERY_ORDERS, SHIPMENTS, REPORTS] as const;

type Declarations = typeof AREA_DECLARATIONS;
export type AreaKey = Declarations[number]['key'];
/** Every permission name of every area: a typo in `can('updte-user')` fails the type check. */
export type DeclaredPermission = PermissionsOf<Declarations[number]>;
type PermissionsOf<A> = A extends { readonly permission: infer P } ? P[keyof P] : never;
/** A record's kind by its entity (`deliveryOrder`), for its id prefix. */
export type RecordKind = Extract<Declarations[number], { entity: string }>['entity'];
/** The URL segment of every area, which is also its menu icon's name. */
export type AreaSegment = Declarations[number]['segment'];

/** Refuses to load a list holding a mistake the types let through; the sentence names the area. */
export function assertDeclarations(areas: readonly AnyArea[]): void {
  const problems = declarationProblems(areas);
  if (problems.length > 0) throw new Error(`Area declarations are wrong:\n${problems.join('\n')}`);
}
assertDeclarations(AREA_DECLARATIONS);
