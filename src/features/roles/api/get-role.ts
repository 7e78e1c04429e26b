import type { Role } from '../../../../contract/roles';
import { useRecord } from '../../../lib/resource/api';
import { ROLES_KEY } from './get-roles';

/** `GET /api/roles/:id` (read-role); `null` skips the request (no valid id, or no read-role). */
export const useRole = (roleId: number | null) => useRecord<Role>(ROLES_KEY, roleId);
