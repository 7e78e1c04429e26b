import type { Role } from '../../../../contract/roles';
import { useList } from '../../../lib/resource/api';

/**
 * The roles area's path: every list, record, permissions and log key of the area starts with it,
 * so a write revalidates them all (lib/resource/api.ts).
 */
export const ROLES_KEY = '/api/roles';

/** `GET /api/roles?…`: `query` is useListState's `apiQuery` (page, size, q, sort). */
export const useRoles = (query: string) => useList<Role>(ROLES_KEY, query);
