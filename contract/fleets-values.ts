// The plain values of the fleets contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/fleets.ts` re-exports them beside its schemas.
export const FLEET_SORT_FIELDS = ['plate', 'model', 'capacityKg', 'createdAt', 'updatedAt'] as const;
export const FLEET_STATUSES = ['active', 'inactive', 'all'] as const;
