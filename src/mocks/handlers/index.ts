import { authHandlers } from './auth';
import { deliveryHandlers } from './delivery';
import { masterDataHandlers } from './master-data';
import { meHandlers } from './me';
import { reportsHandlers } from './reports';
import { rolesHandlers } from './roles';
import { usersHandlers } from './users';

/**
 * Every area's handlers over the in-memory db; stories and tests override with scenarios. Order
 * matters: the fixed paths (`/api/roles/my/permissions`, `/api/users/my`) come before `/:id`.
 */
export const defaultHandlers = () => [...authHandlers(), ...meHandlers(), ...usersHandlers(), ...rolesHandlers(), ...masterDataHandlers(), ...deliveryHandlers(), ...reportsHandlers()];
