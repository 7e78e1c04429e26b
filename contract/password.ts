import { z } from 'zod';

/**
 * Password policy: 8–128 characters, not blank, not the username, not a common password.
 * Shared by the forms, the mock API and the server so all give the same field error codes. This is
 * the cheap part; the server adds its block list of 10,000 common passwords and local words
 * (server/auth/password-policy.ts, decision 295), which the browser need not download.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A short list of the most used passwords (plus local ones); compared folded (`foldPassword`). */
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000',
  '88888888', '123123123', '11223344', 'password', 'password1', 'password123', 'passw0rd',
  'p@ssw0rd', 'p@ssword', 'qwertyuiop', 'qwerty123', 'qwerty12345', '1q2w3e4r', '1q2w3e4r5t',
  '1qaz2wsx', 'zaq12wsx', 'asdfghjkl', 'asdf1234', 'abcd1234', 'abc12345', 'abcdefgh', 'iloveyou',
  'sunshine', 'princess', 'football', 'baseball', 'starwars', 'whatever', 'trustno1', 'superman',
  'letmein1', 'welcome1', 'welcome123', 'admin123', 'admin1234', 'administrator', 'changeme',
  'monkey123', 'dragon123', 'master123', 'michael1', 'shadow123', 'jennifer', 'computer',
  'internet', 'samsung123', 'indonesia', 'indonesia1', 'jakarta123', 'bismillah', 'sayang123',
  'rahasia123', 'katasandi', 'katasandi123', 'kata sandi', 'laju1234', 'laju12345', 'laju2025',
  'qwertyui', 'iloveyou1', 'passw0rd!', 'p@ssw0rd1', 'admin@123', 'qwerty@123', 'welcome@123', 'bismillah1',
]);

export const PASSWORD_ERRORS = {
  tooShort: 'PASSWORD_TOO_SHORT',
  tooLong: 'PASSWORD_TOO_LONG',
  isUsername: 'PASSWORD_IS_USERNAME',
  common: 'PASSWORD_TOO_COMMON',
} as const;

/**
 * A password as the policy compares it: NFKC (full-width letters and digits, the ideographic space
 * and other compatibility forms become their plain ones) and lower case.
 */
export const foldPassword = (password: string): string => password.normalize('NFKC').toLowerCase();

/**
 * Nothing but blanks and invisible characters: spaces of any width, controls, zero-width and other
 * default-ignorable characters (a Hangul filler, a soft hyphen) that a screen shows as nothing.
 */
const BLANK = /^[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u;

/** The first problem with a password, or null when the policy accepts it. */
export function passwordProblem(password: string, username?: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_ERRORS.tooShort;
  if (password.length > PASSWORD_MAX) return PASSWORD_ERRORS.tooLong;
  const folded = foldPassword(password);
  // A blank password is the first one anybody tries: "too common" rather than a code of its own.
  if (BLANK.test(folded)) return PASSWORD_ERRORS.common;
  if (username && folded.trim() === foldPassword(username).trim()) return PASSWORD_ERRORS.isUsername;
  if (COMMON_PASSWORDS.has(folded)) return PASSWORD_ERRORS.common;
  return null;
}

/** A new password without the username rule (the caller knows the username and adds it). */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
