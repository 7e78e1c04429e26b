import { z } from 'zod';

/**
 * One rule for every name a person types (role names, person names, and the names of the areas to
 * come), issue 16: control characters (a newline, a bell, an escape), format characters (the
 * right-to-left override, zero-width spaces) and unassigned code points are refused with
 * INVALID_CHARACTERS, since they reorder or hide what the next reader sees; blanks around are
 * trimmed and a run of spaces inside becomes one.
 */
export const INVALID_CHARACTERS = 'INVALID_CHARACTERS';
const CONTROL_OR_INVISIBLE = /\p{C}/u;

export const hasInvalidCharacters = (value: string): boolean => CONTROL_OR_INVISIBLE.test(value);

/** A one-line name: checked as typed, then trimmed with inner runs of spaces made one. */
export const nameTextSchema = () =>
  z
    .string()
    .refine((value) => !hasInvalidCharacters(value), { message: INVALID_CHARACTERS, abort: true })
    .transform((value) => value.trim().replace(/\s+/g, ' '));
