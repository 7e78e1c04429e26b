// The plain values of the fleets contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/fleets.ts` re-exports them beside its schemas.
import { FLEETS } from './areas/fleets';

export const FLEET_SORT_FIELDS = FLEETS.list.sort;

/**
 * A licence plate as `AB 1234 CD`: 1–2 letters, 1–4 digits, 1–3 letters. Normalised before the
 * uniqueness check: upper case, the three groups split by single spaces (`ab1234cd` and
 * `AB  1234  CD` are both `AB 1234 CD`). Anything else is INVALID_FORMAT.
 */
export const PLATE_PATTERN = /^([A-Z]{1,2}) ?(\d{1,4}) ?([A-Z]{1,3})$/;
export const normalisePlate = (value: string): string | null => {
  const compact = value.trim().toUpperCase().replace(/\s+/g, ' ');
  const match = PLATE_PATTERN.exec(compact);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : null;
};
