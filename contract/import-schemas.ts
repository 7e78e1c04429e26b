import { z } from 'zod';
import { CUSTOMER_NAME_MAX, createCustomerSchema } from './customers';
import { DELIVERY_ORDER_ADDRESS_MAX, DELIVERY_ORDER_NOTES_MAX, quantitySchema } from './delivery-orders';
import { createFleetSchema } from './fleets';
import { createItemSchema, ITEM_NAME_MAX } from './items';
import { freeTextSchema, requiredNameSchema } from './resource';

/** A DO import's reference: the order's number in the business's own papers, which groups its rows. */
export const IMPORT_REFERENCE_MAX = 100;

/**
 * A row of a DO import: one line, with its DO's reference, and the customer and the item named as
 * a person writes them (the names are looked up after this check). The address, the notes and
 * the quantity follow the DO form's own rules.
 */
export const importDeliveryOrderRowSchema = z.strictObject({
  reference: requiredNameSchema(IMPORT_REFERENCE_MAX),
  customer: requiredNameSchema(CUSTOMER_NAME_MAX),
  address: freeTextSchema(DELIVERY_ORDER_ADDRESS_MAX).optional(),
  notes: freeTextSchema(DELIVERY_ORDER_NOTES_MAX).optional(),
  item: requiredNameSchema(ITEM_NAME_MAX),
  quantity: quantitySchema,
});

/**
 * The schema an imported row of each importable area is checked with: the form's own create
 * schema, so a row is held to exactly what the form holds a person to (names trimmed, plates and
 * units normalised, limits); a DO's row, one of its lines, to the DO form's rules. An area that
 * declares `import` has its schema here (contract/area.test.ts).
 */
export const IMPORT_SCHEMAS: Readonly<Record<string, z.ZodObject>> = {
  customers: createCustomerSchema,
  items: createItemSchema,
  fleets: createFleetSchema,
  deliveryOrders: importDeliveryOrderRowSchema,
};
