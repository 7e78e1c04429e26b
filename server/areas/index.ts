import type { ResourceRoutes } from '../routes/resources';
import { customerRoutes } from './customers';
import { deliveryOrderRoutes } from './delivery-orders';
import { fleetRoutes } from './fleets';
import { itemRoutes } from './items';
import { shipmentRoutes } from './shipments';

/** Every area built on the resource kit; app.ts registers their routes from this one list. */
export const RESOURCE_AREAS: readonly ResourceRoutes<{ id: number; version: number }>[] = [
  customerRoutes as unknown as ResourceRoutes<{ id: number; version: number }>,
  itemRoutes as unknown as ResourceRoutes<{ id: number; version: number }>,
  fleetRoutes as unknown as ResourceRoutes<{ id: number; version: number }>,
  deliveryOrderRoutes as unknown as ResourceRoutes<{ id: number; version: number }>,
  shipmentRoutes as unknown as ResourceRoutes<{ id: number; version: number }>,
];
