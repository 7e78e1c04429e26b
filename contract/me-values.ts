// The plain values of the me contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/me.ts` re-exports them beside its schemas.
/** Activity-log types (docs/product/data.md). */
export const ACTIVITY_TYPES = [
  'SIGN_IN_SUCCESS',
  'SIGN_IN_FAILURE',
  'SIGN_OUT',
  'SIGN_OUT_EVERYWHERE',
  'REFRESH_TOKEN_REUSE',
  'PASSWORD_CHANGED',
  'SECOND_FACTOR_ENABLED',
  'SECOND_FACTOR_DISABLED',
  /** An administrator reset the user's second factor; `username` names the administrator. */
  'SECOND_FACTOR_RESET',
  'RECOVERY_CODES_REGENERATED',
  /** A sign-in used a recovery code (one fewer left). */
  'RECOVERY_CODE_USED',
  /** A list was taken out as a file; `details` says which, how and how many rows. */
  'LIST_EXPORTED',
  /** A write by an API token, on its creator's account; `apiToken` names the token and the request. */
  'API_TOKEN_REQUEST',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
