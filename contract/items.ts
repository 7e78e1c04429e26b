import { z } from 'zod';
import { ITEMS } from './areas/items';
import { areaListQuerySchema, recordStatusSchema } from './lists';
import { freeTextSchema, kilogramsSchema, optionalSchema, recordMetaShape, requiredNameSchema, versionShape } from './resource';
import { nameTextSchema } from './text';
import { ITEM_UNIT_MAX } from './items-values';

export { ITEM_SORT_FIELDS, ITEM_UNIT_MAX, UNIT_SUGGESTIONS } from './items-values';

/**
 * Items (docs/product/data.md): name unique ignoring case, an optional code (SKU) unique ignoring
 * case, a unit (free text with suggestions), an optional weight per unit in kg (shipments add a
 * load up against a fleet's capacity), notes; the active flag (an inactive item is retired: not
 * offered to and refused on new DO lines, kept on old ones and in reports).
 */
export const ITEM_NAME_MAX = 100;
export const ITEM_CODE_MAX = 40;
export const ITEM_NOTES_MAX = 1000;
/** Up to 100 tonnes per unit, to the gram. */
export const ITEM_WEIGHT_MAX_KG = 100_000;

export const itemSchema = z.object({
  ...recordMetaShape,
  name: z.string(),
  code: z.string().nullable(),
  unit: z.string(),
  weightKg: z.number().nullable(),
  notes: z.string(),
  active: z.boolean(),
});
export type Item = z.infer<typeof itemSchema>;

/** A code: letters, digits, `.`, `-`, `_` and `/`, stored upper case (INVALID_FORMAT otherwise). */
const codeSchema = nameTextSchema()
  .pipe(z.string().max(ITEM_CODE_MAX).regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/))
  .transform((value) => value.toUpperCase());

/** A unit: one short word as staff write it (KG, KARUNG), stored upper case. */
const unitSchema = nameTextSchema()
  .pipe(z.string().min(1).max(ITEM_UNIT_MAX))
  .transform((value) => value.toUpperCase());

const fields = {
  name: requiredNameSchema(ITEM_NAME_MAX),
  code: optionalSchema(codeSchema),
  unit: unitSchema,
  weightKg: optionalSchema(kilogramsSchema(ITEM_WEIGHT_MAX_KG, 3)),
  notes: freeTextSchema(ITEM_NOTES_MAX),
  active: z.boolean(),
};

/** `POST /api/items` (201), with an `Idempotency-Key` header. Name or code taken: 409 CONFLICT. */
export const createItemSchema = z.strictObject({
  name: fields.name,
  code: fields.code.optional(),
  unit: fields.unit,
  weightKg: fields.weightKg.optional(),
  notes: fields.notes.optional(),
  active: fields.active.optional(),
});
export type CreateItem = z.input<typeof createItemSchema>;

export const updateItemSchema = z.strictObject({
  ...versionShape,
  name: fields.name.optional(),
  code: fields.code.optional(),
  unit: fields.unit.optional(),
  weightKg: fields.weightKg.optional(),
  notes: fields.notes.optional(),
  active: fields.active.optional(),
});
export type UpdateItem = z.input<typeof updateItemSchema>;

/** `GET /api/items`: search over name and code; filter by unit and status; sort (default by name). */
export const itemListQuerySchema = areaListQuerySchema(ITEMS.list, {
  status: recordStatusSchema,
  unit: z.string().trim().max(ITEM_UNIT_MAX).transform((value) => value.toUpperCase()).optional(),
});
export type ItemListQuery = z.input<typeof itemListQuerySchema>;

/** An item as its change log records it (server and mock alike); the flag as a status. */
export const itemSnapshot = ({ name, code, unit, weightKg, notes, active }: Pick<Item, 'name' | 'code' | 'unit' | 'weightKg' | 'notes' | 'active'>) => ({
  name,
  code,
  unit,
  weightKg,
  notes,
  status: active ? ('active' as const) : ('inactive' as const),
});
