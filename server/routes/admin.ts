import type { FastifyInstance } from 'fastify';
import { dataEnvelope, idParamsSchema } from '../../contract/api';
import { rolePermissionsSchema, updateRolePermissionsSchema } from '../../contract/roles';
import { userStatusChangeSchema, userSummarySchema } from '../../contract/users';
import { authOf, defineRoute } from '../http/route';
import { getRolePermissions, setRolePermissions, setUserActive } from '../services/admin-service';
import type { ServiceContext } from '../services/context';

/**
 * The first user and role actions, which the session rules depend on (a deactivated user's
 * sessions end; a role's permission change applies on the next request). Issue 4 adds the rest.
 */
export function adminRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  for (const [action, permission, active] of [
    ['deactivate', 'remove-user', false],
    ['restore', 'restore-user', true],
  ] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/api/users/:id/${action}`,
      access: [permission],
      params: idParamsSchema,
      body: userStatusChangeSchema,
      response: dataEnvelope(userSummarySchema),
      handler: async ({ params, body, request }) => ({
        data: await setUserActive(ctx, authOf(request).userId, params.id, active, body?.version),
      }),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/roles/:id/permissions',
    access: ['read-permissions-with-related'],
    params: idParamsSchema,
    response: dataEnvelope(rolePermissionsSchema),
    handler: async ({ params }) => ({ data: await getRolePermissions(ctx, params.id) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/roles/:id/permissions',
    access: ['update-permissions'],
    params: idParamsSchema,
    body: updateRolePermissionsSchema,
    response: dataEnvelope(rolePermissionsSchema),
    handler: async ({ params, body, request }) => ({
      data: await setRolePermissions(ctx, authOf(request).userId, params.id, body),
    }),
  });
}
