// The plain values of the roles contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/roles.ts` re-exports them beside its schemas.
import { ROLES } from './areas/roles';

export const ROLE_DESCRIPTION_MAX = 500;
export const ROLE_SORT_FIELDS = ROLES.list.sort;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];
