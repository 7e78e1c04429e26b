import type { ActivityType } from '../../../../contract/me';
import type { UserSortField } from '../../../../contract/users';

/**
 * The allow-lists of contract/ as plain values. Those modules hold zod schemas; a list screen needs
 * only their names, and importing them would put zod into every route chunk. `satisfies` and the
 * exhaustiveness checks in constants.test.ts keep these equal to the contract.
 */
export const USER_SORT_FIELDS = ['username', 'name', 'email', 'role', 'createdAt', 'updatedAt'] as const satisfies readonly UserSortField[];
export const REMOVED_USER_SORT_FIELDS = [...USER_SORT_FIELDS, 'deactivatedAt'] as const;
export const ACTIVITY_TYPES = [
  'SIGN_IN_SUCCESS',
  'SIGN_IN_FAILURE',
  'SIGN_OUT',
  'SIGN_OUT_EVERYWHERE',
  'REFRESH_TOKEN_REUSE',
  'PASSWORD_CHANGED',
  'SECOND_FACTOR_ENABLED',
  'SECOND_FACTOR_DISABLED',
  'SECOND_FACTOR_RESET',
  'RECOVERY_CODES_REGENERATED',
  'RECOVERY_CODE_USED',
] as const satisfies readonly ActivityType[];
