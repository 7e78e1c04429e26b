import type { ResourceRoutes } from '../routes/resources';
import { customerRoutes } from './customers';
import { fleetRoutes } from './fleets';
import { itemRoutes } from './items';

/** Every area built on the resource kit; app.ts registers their routes from this one list. */
export const RESOURCE_AREAS: readonly ResourceRoutes<{ id: number; version: number }>[] = [
  customerRoutes as unknown as ResourceRoutes<{ id: number; version: number }>,
  itemRoutes as unknown as ResourceRoutes<{ id: number; version: number }>,
  fleetRoutes as unknown as ResourceRoutes<{ id: number; version: number }>,
];
