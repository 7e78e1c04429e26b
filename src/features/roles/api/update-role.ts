import type { Role, UpdateRole } from '../../../../contract/roles';
import { useUpdate } from '../../../lib/resource/api';
import { ROLES_KEY } from './get-roles';

/**
 * `PATCH /api/roles/:id` with the version the form was loaded with (409 VERSION_CONFLICT when
 * stale); the role, its permissions (name, version), the lists and the change log follow.
 */
export const useUpdateRole = () => useUpdate<Role, UpdateRole>(ROLES_KEY);
