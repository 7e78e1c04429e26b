import { z } from 'zod';
import { FLEETS } from './areas/fleets';
import { areaListQuerySchema, recordStatusSchema } from './lists';
import { kilogramsSchema, optionalSchema, plateSchema, recordMetaShape, requiredNameSchema, versionShape } from './resource';

export { FLEET_SORT_FIELDS, normalisePlate, PLATE_PATTERN } from './fleets-values';
export { plateSchema } from './resource';

/**
 * Fleets (docs/product/data.md): model, licence plate in the Indonesian format, capacity in kg
 * (optional, whole kilograms), active flag. Inactive fleets are not offered to new shipments but
 * stay on old ones.
 */
export const FLEET_MODEL_MAX = 100;
export const FLEET_CAPACITY_MAX_KG = 100_000;

export const fleetSchema = z.object({
  ...recordMetaShape,
  model: z.string(),
  plate: z.string(),
  capacityKg: z.number().int().nullable(),
  active: z.boolean(),
});
export type Fleet = z.infer<typeof fleetSchema>;

const fields = {
  model: requiredNameSchema(FLEET_MODEL_MAX),
  plate: plateSchema,
  capacityKg: optionalSchema(kilogramsSchema(FLEET_CAPACITY_MAX_KG, 0)),
  active: z.boolean(),
};

/** `POST /api/fleets` (201), with an `Idempotency-Key` header. Plate taken: 409 CONFLICT. */
export const createFleetSchema = z.strictObject({
  model: fields.model,
  plate: fields.plate,
  capacityKg: fields.capacityKg.optional(),
  active: fields.active.optional(),
});
export type CreateFleet = z.input<typeof createFleetSchema>;

export const updateFleetSchema = z.strictObject({
  ...versionShape,
  model: fields.model.optional(),
  plate: fields.plate.optional(),
  capacityKg: fields.capacityKg.optional(),
  active: fields.active.optional(),
});
export type UpdateFleet = z.input<typeof updateFleetSchema>;

/** `GET /api/fleets`: search over plate and model; status filter (default all); sort by plate. */
export const fleetListQuerySchema = areaListQuerySchema(FLEETS.list, { status: recordStatusSchema });
export type FleetListQuery = z.input<typeof fleetListQuerySchema>;

/** A fleet as its change log records it (server and mock alike); the flag as a status. */
export const fleetSnapshot = ({ model, plate, capacityKg, active }: Pick<Fleet, 'model' | 'plate' | 'capacityKg' | 'active'>) => ({
  model,
  plate,
  capacityKg,
  status: active ? ('active' as const) : ('inactive' as const),
});

