// The plain values of the users contract: constants and pure helpers with no zod, so a screen
// that only shows or filters (not a form) never downloads the validation library for them
// (decision 260). `contract/users.ts` re-exports them beside its schemas.
import { USERS } from './areas/users';

export const USER_SORT_FIELDS = USERS.list.sort;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const REMOVED_USER_SORT_FIELDS = [...USER_SORT_FIELDS, 'deactivatedAt'] as const;

/**
 * `active` (the default) lists users who can sign in; `deactivated` and `all` also need
 * read-removed-users (403 without it).
 */
export const USER_STATUSES = ['active', 'deactivated', 'all'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
