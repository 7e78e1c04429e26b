import { z } from 'zod';
import { sessionSchema } from './auth';

/**
 * The second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, one step of drift either
 * way) and ten one-time recovery codes. See docs/decisions/291-second-factor.md.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes are shown as `xxxxx-xxxxx` (lower-case letters and digits without 0, 1, l, o). */
export const RECOVERY_CODE_PATTERN = /^[a-km-np-z2-9]{5}-?[a-km-np-z2-9]{5}$/;

/**
 * A six-digit code as typed: blanks and a middle space are allowed ("123 456"). Refinements, not
 * regexes, so the field error is the code's own (contract/validation.ts takes a refinement's
 * message as its code).
 */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .refine((value) => /^\d{6}$/.test(value), { message: 'SECOND_FACTOR_CODE_FORMAT' });

export const recoveryCodeSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => RECOVERY_CODE_PATTERN.test(value), { message: 'RECOVERY_CODE_FORMAT' });

/**
 * What `POST /api/auth/login` answers after a right password when the account needs a second
 * step: `totp` asks for a code (or a recovery code), `enrol` asks the user to set up an
 * authenticator first (their role holds `update-permissions` or `create-user`). The challenge is
 * good for five minutes and names the user and "Ingat saya"; no session exists until the second
 * step succeeds.
 */
export const secondFactorChallengeSchema = z.object({
  secondFactor: z.enum(['totp', 'enrol']),
  challenge: z.string().min(1),
  expiresInSeconds: z.number().int().positive(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** `POST /api/auth/login` answers a session or, for an account with a second factor, a challenge. */
export const loginResponseSchema = z.union([sessionSchema, secondFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /api/auth/login/second-factor`: the challenge and a code, or a recovery code. */
export const secondFactorLoginSchema = z.union([
  z.strictObject({ challenge: z.string().min(1).max(2000), code: totpCodeSchema }),
  z.strictObject({ challenge: z.string().min(1).max(2000), recoveryCode: recoveryCodeSchema }),
]);
export type SecondFactorLogin = z.input<typeof secondFactorLoginSchema>;

/**
 * An enrolment started: the secret (base32, to type by hand), the `otpauth://` URI the QR code
 * carries, and a token that carries the secret sealed until the user confirms with a code. Nothing
 * is stored before the confirmation.
 */
export const enrolmentSchema = z.object({
  secret: z.string().min(16),
  otpauthUri: z.string().startsWith('otpauth://totp/'),
  enrolmentToken: z.string().min(1),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** Confirming an enrolment: the token the start answered and a code from the authenticator. */
export const confirmEnrolmentSchema = z.strictObject({
  enrolmentToken: z.string().min(1).max(2000),
  code: totpCodeSchema,
});
export type ConfirmEnrolment = z.input<typeof confirmEnrolmentSchema>;

/** The ten recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/**
 * `POST /api/auth/login/enrol` (challenge of kind `enrol`) starts an enrolment;
 * `POST /api/auth/login/enrol/confirm` confirms it and answers the session with the codes.
 */
export const loginEnrolStartSchema = z.strictObject({ challenge: z.string().min(1).max(2000) });
export const loginEnrolConfirmSchema = confirmEnrolmentSchema.extend({ challenge: z.string().min(1).max(2000) });
export const loginEnrolConfirmedSchema = z.object({ session: sessionSchema, recoveryCodes: recoveryCodesSchema.shape.recoveryCodes });
export type LoginEnrolConfirmed = z.infer<typeof loginEnrolConfirmedSchema>;

/**
 * `GET /api/users/my/second-factor`: whether it is on, since when, how many recovery codes are
 * left, and whether the user's role requires it (then it cannot be turned off).
 */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().min(0).max(RECOVERY_CODE_COUNT),
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/**
 * Turning it off, or making new recovery codes, from Profile needs a current code (or a recovery
 * code): a stolen session alone cannot remove the factor.
 */
export const currentFactorSchema = z.union([
  z.strictObject({ code: totpCodeSchema }),
  z.strictObject({ recoveryCode: recoveryCodeSchema }),
]);
export type CurrentFactor = z.input<typeof currentFactorSchema>;
