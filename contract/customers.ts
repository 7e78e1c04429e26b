import { z } from 'zod';
import { CUSTOMERS } from './areas/customers';
import { areaListQuerySchema, recordStatusSchema } from './lists';
import { freeTextSchema, optionalEmailSchema, optionalSchema, phoneSchema, recordMetaShape, requiredNameSchema, versionShape } from './resource';

export { CUSTOMER_SORT_FIELDS } from './customers-values';

/**
 * Customers (docs/product/data.md): the name is unique ignoring case and surrounding blanks (409
 * CONFLICT, `fields.name = TAKEN`); phone and email optional; the default delivery address that a
 * new DO starts from; notes; the active flag (an inactive customer is retired: not offered to and
 * refused on new DOs, kept on old ones and in reports).
 */
export const CUSTOMER_NAME_MAX = 100;
export const CUSTOMER_ADDRESS_MAX = 500;
export const CUSTOMER_NOTES_MAX = 1000;

export const customerSchema = z.object({
  ...recordMetaShape,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string(),
  notes: z.string(),
  active: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

const fields = {
  name: requiredNameSchema(CUSTOMER_NAME_MAX),
  phone: optionalSchema(phoneSchema),
  email: optionalEmailSchema,
  address: freeTextSchema(CUSTOMER_ADDRESS_MAX),
  notes: freeTextSchema(CUSTOMER_NOTES_MAX),
  active: z.boolean(),
};

/** `POST /api/customers` (201), with an `Idempotency-Key` header. */
export const createCustomerSchema = z.strictObject({
  name: fields.name,
  phone: fields.phone.optional(),
  email: fields.email.optional(),
  address: fields.address.optional(),
  notes: fields.notes.optional(),
  active: fields.active.optional(),
});
export type CreateCustomer = z.input<typeof createCustomerSchema>;

/** `PATCH /api/customers/:id`: any of the fields with the version the form was loaded at. */
export const updateCustomerSchema = z.strictObject({
  ...versionShape,
  name: fields.name.optional(),
  phone: fields.phone.optional(),
  email: fields.email.optional(),
  address: fields.address.optional(),
  notes: fields.notes.optional(),
  active: fields.active.optional(),
});
export type UpdateCustomer = z.input<typeof updateCustomerSchema>;

/** `GET /api/customers`: search over name, phone and email; status filter (default all); sort (default by name). */
export const customerListQuerySchema = areaListQuerySchema(CUSTOMERS.list, { status: recordStatusSchema });
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

/** A customer as its change log records it (server and mock alike): no id, version or times; the flag as a status. */
export const customerSnapshot = ({ name, phone, email, address, notes, active }: Pick<Customer, 'name' | 'phone' | 'email' | 'address' | 'notes' | 'active'>) => ({
  name,
  phone,
  email,
  address,
  notes,
  status: active ? ('active' as const) : ('inactive' as const),
});
