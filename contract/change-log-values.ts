// The plain values of the change-log contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/change-log.ts` re-exports them beside its schemas.
/** Null, an empty string and an empty list are the same nothing to a reader. */
export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
