import type { CreateRole, Role } from '../../../../contract/roles';
import { useCreate } from '../../../lib/resource/api';
import { ROLES_KEY } from './get-roles';

/**
 * `POST /api/roles` with an `Idempotency-Key`: a repeated submit with the same key answers the
 * first result instead of creating a second role (docs/decisions/111); then every roles list,
 * record and log revalidates.
 */
export const useCreateRole = () => useCreate<Role, CreateRole>(ROLES_KEY);
