import { z } from 'zod';

/**
 * One rule for every name a person types (role names, person names, and the names of the areas to
 * come): control characters (a newline, a bell, an escape), format characters (the
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

/**
 * Characters that reorder the text around them when it is shown or printed: the Arabic letter
 * mark, the left-to-right and right-to-left marks, the embeddings and overrides (U+202A–U+202E)
 * and the isolates (U+2066–U+2069).
 */
const BIDI_CONTROL = /\p{Bidi_Control}/u;
/**
 * C0 and C1 control characters and DEL, but for a tab and a line break (a line feed, or a carriage
 * return right before one: CRLF from clients on Windows). A carriage return alone sends a
 * terminal or printer back to the start of the line, over what was written.
 */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}|\r(?!\n)/u;

export const hasInvalidMultiLineCharacters = (value: string): boolean =>
  BIDI_CONTROL.test(value) || CONTROL_BUT_LINE_BREAKS.test(value);

/**
 * Free text of several lines (addresses, notes, descriptions; docs/decisions/294-input-hardening.md):
 * bidi controls and control characters other than line breaks and tabs are refused with
 * INVALID_CHARACTERS, since they reorder or overwrite what the delivery note prints; everything
 * else is kept as typed apart from blanks around it, then 0–`max` characters.
 */
export const multiLineTextSchema = (max: number) =>
  z
    .string()
    .refine((value) => !hasInvalidMultiLineCharacters(value), { message: INVALID_CHARACTERS, abort: true })
    .trim()
    .max(max);

/** An e-mail address: trimmed, at most 254 characters (RFC 5321's path limit), then zod's check. */
export const emailSchema = z.string().trim().max(254).pipe(z.email());
