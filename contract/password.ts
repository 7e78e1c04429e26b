import { z } from 'zod';

/**
 * Password policy (SPEC §6): 8–128 characters, not the username, not a common password. Shared by
 * the forms and the server so both give the same field error codes.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A short list of the most used passwords (plus local ones); compared ignoring case. */
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
]);

export const PASSWORD_ERRORS = {
  tooShort: 'PASSWORD_TOO_SHORT',
  tooLong: 'PASSWORD_TOO_LONG',
  isUsername: 'PASSWORD_IS_USERNAME',
  common: 'PASSWORD_TOO_COMMON',
} as const;

/** The first problem with a password, or null when the policy accepts it. */
export function passwordProblem(password: string, username?: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_ERRORS.tooShort;
  if (password.length > PASSWORD_MAX) return PASSWORD_ERRORS.tooLong;
  if (username && password.trim().toLowerCase() === username.trim().toLowerCase()) return PASSWORD_ERRORS.isUsername;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_ERRORS.common;
  return null;
}

/** A new password without the username rule (the caller knows the username and adds it). */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
