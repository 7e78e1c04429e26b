import { getResponse, http, type HttpHandler } from 'msw';
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
export const defaultHandlers = () =>
  bySegment([
    ...authHandlers(),
    ...meHandlers(),
    ...usersHandlers(),
    ...rolesHandlers(),
    ...MOCK_RESOURCES.flatMap((area) => [...importHandlers(area), ...resourceHandlers(area)]),
    ...importFileHandlers(),
    ...reportsHandlers(),
    ...searchHandlers(),
    ...viewsHandlers(),
    ...apiTokensHandlers(),
    ...companyProfileHandlers(),
    ...openApiHandlers(),
    ...webhooksHandlers(),
  ]);

const API_PATH = '*/api/';

/**
 * The handlers as one handler that hands a request to those of its first path segment under
 * `/api/` (`users`, `delivery-orders`, …), in their order. MSW tries a list's handlers one by one
 * and, for each it tries, reads the page's cookies (a synchronous call to the browser) and its
 * cookie store: with every area in one list, a request read them once for each handler before its
 * own. A handler whose path is not under `/api/` would be lost here, so it is refused.
 */
export function bySegment(handlers: HttpHandler[]): HttpHandler[] {
  const groups = new Map<string, HttpHandler[]>();
  for (const handler of handlers) {
    const path = handler.info.path;
    const segment = typeof path === 'string' && path.startsWith(API_PATH) ? path.slice(API_PATH.length).split('/')[0] : undefined;
    if (!segment || segment.includes('*') || segment.startsWith(':')) throw new Error(`A mock handler’s path must start with ${API_PATH}<segment>/: ${String(path)}`);
    const group = groups.get(segment) ?? [];
    group.push(handler);
    groups.set(segment, group);
  }
  return [
    http.all(`${API_PATH}*`, ({ request }) => {
      const { pathname } = new URL(request.url);
      const group = groups.get(pathname.slice(pathname.indexOf('/api/') + '/api/'.length).split('/')[0]!);
      return group ? getResponse(group, request) : undefined;
    }),
  ];
}
