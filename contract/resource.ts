import { z } from 'zod';
import { QUANTITY_MAX } from './delivery-orders-values';
import { normalisePlate } from './fleets-values';
import { emailSchema, multiLineTextSchema, nameTextSchema } from './text';

/**
 * Building blocks every resource area shares: the record's bookkeeping fields,
 * the version a PATCH carries, and the field kinds the areas' forms are made of. The server
 * validates with these and the forms with the same schemas.
 */
export const recordMetaShape = {
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** The `version` a PATCH was loaded at (docs/product/api.md: a stale one is 409 VERSION_CONFLICT). */
export const versionShape = { version: z.number().int().positive() };

/** A required one-line name: the name rule (contract/text.ts), then 1–`max` characters. */
export const requiredNameSchema = (max: number) => nameTextSchema().pipe(z.string().min(1).max(max));

/**
 * Free text kept as typed apart from surrounding blanks (notes, addresses), empty allowed; the
 * multi-line text rule of contract/text.ts (no bidi or control characters but line breaks and tabs).
 */
export const freeTextSchema = (max: number) => multiLineTextSchema(max);

/**
 * An optional value: empty or blank text means none and is stored as null; anything else must pass
 * `inner` (its field codes are kept).
 */
export const optionalSchema = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), inner.nullable());

/** An email, or none. */
export const optionalEmailSchema = optionalSchema(emailSchema);

/**
 * A phone number as Indonesian staff write it: digits with spaces, dashes, dots or brackets, an
 * optional leading +; 7–15 digits in all (field code INVALID_FORMAT).
 */
export const phoneSchema = z
  .string()
  .trim()
  .max(30)
  .refine((value) => /^\+?[\d\s().-]+$/.test(value) && /^\d{7,15}$/.test(value.replace(/\D/g, '')), { message: 'INVALID_FORMAT' });

/**
 * How many decimals a finite number has as JavaScript writes it, the shortest text that reads back
 * as the same number: 0.125 has 3, 1e-7 has 7, 1.5e-300 has 301, 2.5e3 has none. Counted on that
 * text, not by arithmetic: scaling a tiny number and rounding it compares two values both close
 * to 0, and a tolerance there lets 1e-300 through as "no decimals" although the column cannot
 * hold it.
 */
export const decimalPlaces = (value: number): number => {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
};

/**
 * A positive quantity in kilograms with at most `decimals` decimals, up to `max` (weight of an item,
 * capacity of a fleet). Text is INVALID_TYPE, 0 or less TOO_SMALL, above `max` TOO_BIG, more
 * decimals than kept TOO_PRECISE, or NOT_WHOLE where only whole kilograms are kept (exponent
 * notation included: 1e-7 is not whole).
 */
export const kilogramsSchema = (max: number, decimals: number) =>
  z
    .number()
    .gt(0)
    .max(max)
    .refine((value) => decimalPlaces(value) <= decimals, {
      message: decimals === 0 ? 'NOT_WHOLE' : 'TOO_PRECISE',
    });

/**
 * A positive whole quantity: text INVALID_TYPE, 0 or less TOO_SMALL, above QUANTITY_MAX TOO_BIG
 * (1e20 included), a fraction NOT_WHOLE.
 */
export const quantitySchema = z
  .number()
  .gt(0)
  .max(QUANTITY_MAX)
  .refine((value) => Number.isInteger(value), { message: 'NOT_WHOLE' });

/** A fleet's or an outside vehicle's licence plate, normalised (contract/fleets-values.ts `normalisePlate`). */
export const plateSchema = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const plate = normalisePlate(value);
    if (plate === null) {
      ctx.addIssue({ code: 'custom', message: value.trim() === '' ? 'REQUIRED' : 'INVALID_FORMAT' });
      return z.NEVER;
    }
    return plate;
  });
