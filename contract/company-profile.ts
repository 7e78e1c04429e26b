import { z } from 'zod';
import { optionalSchema, phoneSchema, requiredNameSchema, freeTextSchema, versionShape } from './resource';
import { COMPANY_PROFILE_ADDRESS_MAX, COMPANY_PROFILE_NAME_MAX, NPWP_DIGITS } from './company-profile-values';

export { COMPANY_PROFILE_ADDRESS_MAX, COMPANY_PROFILE_NAME_MAX, LOGO_MAX_BYTES, companyLogoUrl, formatNpwp, NPWP_DIGITS } from './company-profile-values';

/**
 * The company profile (docs/decisions/337-company-profile.md): one record, read by every signed-in
 * user, changed with `update-company-profile`. An empty name means it was never filled in, and the
 * notes carry the build-time brand until it is.
 */
export const companyLogoSchema = z.object({
  /** The stored file's generated name; the public URL is `companyLogoUrl(name)`. */
  name: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type CompanyLogo = z.infer<typeof companyLogoSchema>;

export const companyProfileSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  /** Digits only (15, or 16 for the NIK-based number); `formatNpwp` writes it as printed. */
  npwp: z.string().nullable(),
  logo: companyLogoSchema.nullable(),
  version: z.number().int().positive(),
  /** Null until it is first saved. */
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/**
 * An NPWP as staff write it (`01.234.567.8-901.000`, with or without the dots and dash): 15 digits,
 * or 16 for the NIK-based number; stored as its digits (field code INVALID_FORMAT).
 */
export const npwpSchema = z
  .string()
  .trim()
  .max(30)
  .refine((value) => /^[\d\s.-]+$/.test(value) && (NPWP_DIGITS as readonly number[]).includes(value.replace(/\D/g, '').length), { message: 'INVALID_FORMAT' })
  .transform((value) => value.replace(/\D/g, ''));

/** `PUT /api/company-profile`: every text field, with the version the form was loaded at. */
export const updateCompanyProfileSchema = z.strictObject({
  ...versionShape,
  name: requiredNameSchema(COMPANY_PROFILE_NAME_MAX),
  address: freeTextSchema(COMPANY_PROFILE_ADDRESS_MAX).optional(),
  phone: optionalSchema(phoneSchema).optional(),
  npwp: optionalSchema(npwpSchema).optional(),
});
export type UpdateCompanyProfile = z.input<typeof updateCompanyProfileSchema>;

/**
 * The profile as its change log records it (server and mock alike): the logo by its size and the
 * start of its generated name, so a new logo of the same size still reads as a change.
 */
export const companyProfileSnapshot = ({ name, address, phone, npwp, logo }: CompanyProfile) => ({
  name,
  address,
  phone,
  npwp,
  logo: logo ? `${logo.width} × ${logo.height} (${logo.name.slice(0, 8)})` : null,
});
