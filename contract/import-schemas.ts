import type { z } from 'zod';
import { createCustomerSchema } from './customers';
import { createFleetSchema } from './fleets';
import { createItemSchema } from './items';

/**
 * The create schema an imported row of each importable area is checked with: the form's own, so
 * a row is held to exactly what the form holds a person to (names trimmed, plates and units
 * normalised, limits). An area that declares `import` has its schema here (contract/area.test.ts).
 */
export const IMPORT_SCHEMAS: Readonly<Record<string, z.ZodObject>> = {
  customers: createCustomerSchema,
  items: createItemSchema,
  fleets: createFleetSchema,
};
