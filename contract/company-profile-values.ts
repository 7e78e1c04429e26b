// The plain values of the company profile: no zod, so the notes and the settings page read them
// without the validation library.

export const COMPANY_PROFILE_NAME_MAX = 100;
export const COMPANY_PROFILE_ADDRESS_MAX = 300;
/** A logo is a small picture: a file beyond this is refused before it is read (413). */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** The lengths an NPWP has: 15 digits, or 16 for the number that is the holder's NIK. */
export const NPWP_DIGITS = [15, 16] as const;

/**
 * Where a stored logo is served: public, so a printed page and the receiver's receipt page load it
 * without a session; its name is generated and changes with every upload, so it is cached for good.
 */
export const companyLogoUrl = (name: string) => `/api/company-profile/logo/${encodeURIComponent(name)}`;

/** 15 digits as printed (`01.234.567.8-901.000`); any other length as it is. */
export const formatNpwp = (digits: string) =>
  digits.length === 15 ? digits.replace(/^(\d{2})(\d{3})(\d{3})(\d)(\d{3})(\d{3})$/, '$1.$2.$3.$4-$5.$6') : digits;
