import { authHandlers } from './auth';
import { meHandlers } from './me';
import { reportsHandlers } from './reports';
import { rolesHandlers } from './roles';
import { searchHandlers } from './search';
import { usersHandlers } from './users';
import { MOCK_RESOURCES } from '../resources';
import { importFileHandlers, importHandlers } from './imports';
import { resourceHandlers } from './resource';
import { viewsHandlers } from './views';
import { apiTokensHandlers } from './api-tokens';
import { companyProfileHandlers } from './company-profile';
import { openApiHandlers } from './openapi';
import { webhooksHandlers } from './webhooks';

/**
 * Every area's handlers over the in-memory db; stories and tests override with scenarios. Order
 * matters: the fixed paths (`/api/roles/my/permissions`, `/api/users/my`, an area's `/imports`) come before `/:id`.
 */
export const defaultHandlers = () => [...authHandlers(), ...meHandlers(), ...usersHandlers(), ...rolesHandlers(), ...MOCK_RESOURCES.flatMap((area) => [...importHandlers(area), ...resourceHandlers(area)]), ...importFileHandlers(), ...reportsHandlers(), ...searchHandlers(), ...viewsHandlers(), ...apiTokensHandlers(), ...companyProfileHandlers(), ...openApiHandlers(), ...webhooksHandlers()];
