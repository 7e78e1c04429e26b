import { KIT_DECLARATIONS, type KitDeclaration } from '../../contract/areas';
import type { ResourceArea } from '../routes/resources';
import { customerRoutes } from './customers';
import { deliveryOrderRoutes } from './delivery-orders';
import { fleetRoutes } from './fleets';
import { itemRoutes } from './items';
import { shipmentRoutes } from './shipments';

/** The server part of every area the resource kit serves: a declared area missing here fails the type check. */
const SERVED: { readonly [K in KitDeclaration['key']]: ResourceArea } = {
  customers: customerRoutes,
  items: itemRoutes,
  deliveryOrders: deliveryOrderRoutes,
  shipments: shipmentRoutes,
  fleets: fleetRoutes,
};

/** Every area built on the resource kit, in the declarations' order; app.ts registers their routes. */
export const RESOURCE_AREAS: readonly ResourceArea[] = KIT_DECLARATIONS.map((declaration) => SERVED[declaration.key]);
