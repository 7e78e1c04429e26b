// The plain values of the lists contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/lists.ts` re-exports them beside its schemas.
//
// The rule for every area: a constant or pure helper the browser needs without zod lives in the
// area's `contract/<area>-values.ts`; the schema module imports it from there and re-exports it,
// and the client imports it from the values module, never a copy of its own. A values module
// imports only other values modules and types, so it never brings zod along.

/**
 * The status filter of an area whose records can be retired (customers, items, fleets: their
 * `active` flag): active, inactive, or both (the default). Pickers ask for `active` only.
 */
export const RECORD_STATUSES = ['active', 'inactive', 'all'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** Free-text search: trimmed, at most 100 characters; an empty `q` means no search. */
export const SEARCH_MAX = 100;

/**
 * The most records one request may name or act on (an export of the chosen rows, a bulk action,
 * "all N matching this filter"); a larger request is refused whole, with a message saying so.
 */
export const BULK_LIMIT = 10_000;
