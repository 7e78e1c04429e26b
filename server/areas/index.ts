import type { ResourceArea } from '../routes/resources';
import { customerRoutes } from './customers';
import { deliveryOrderRoutes } from './delivery-orders';
import { fleetRoutes } from './fleets';
import { itemRoutes } from './items';
import { shipmentRoutes } from './shipments';

/** Every area built on the resource kit; app.ts registers their routes from this one list. */
export const RESOURCE_AREAS: readonly ResourceArea[] = [customerRoutes, itemRoutes, fleetRoutes, deliveryOrderRoutes, shipmentRoutes];
