import type { FastifyInstance } from 'fastify';
import { dataEnvelope, idParamsSchema, listEnvelope } from '../../contract/api';
import { changeLogEntrySchema, changeLogQuerySchema } from '../../contract/change-log';
import {
  createRoleSchema,
  roleListQuerySchema,
  rolePermissionsSchema,
  roleSchema,
  updateRolePermissionsSchema,
  updateRoleSchema,
} from '../../contract/roles';
import { authOf, defineRoute } from '../http/route';
import { listChangeLogs } from '../services/change-log';
import type { ServiceContext } from '../services/context';
import { idempotencyClaimOf } from '../services/idempotency';
import {
  createRole,
  getRole,
  getRolePermissions,
  listRoles,
  setRolePermissions,
  updateRole,
} from '../services/roles-service';
import { ROLES } from '../../contract/areas';

/** The roles area (docs/product/api.md); `/api/roles/my/permissions` lives in auth.ts. */
export function roleRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/roles',
    access: [ROLES.permission.list],
    query: roleListQuerySchema,
    response: listEnvelope(roleSchema),
    handler: async ({ query }) => listRoles(ctx, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/roles/logs',
    access: [ROLES.permission.logs],
    query: changeLogQuerySchema,
    response: listEnvelope(changeLogEntrySchema),
    handler: async ({ query }) => listChangeLogs(ctx, 'role', query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/roles/:id',
    access: [ROLES.permission.read],
    params: idParamsSchema,
    response: dataEnvelope(roleSchema),
    handler: async ({ params }) => ({ data: await getRole(ctx.database.db, params.id) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/roles',
    access: [ROLES.permission.create],
    body: createRoleSchema,
    status: 201,
    response: dataEnvelope(roleSchema),
    handler: async ({ body, request, reply }) => {
      const auth = authOf(request);
      const result = await createRole(ctx, auth, body, idempotencyClaimOf(request, auth.userId, body));
      if (result.replayed) reply.header('idempotency-replayed', 'true');
      return { data: result.value };
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/roles/:id',
    access: [ROLES.permission.update],
    params: idParamsSchema,
    body: updateRoleSchema,
    response: dataEnvelope(roleSchema),
    handler: async ({ params, body, request }) => ({ data: await updateRole(ctx, authOf(request), params.id, body) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/roles/:id/permissions',
    access: [ROLES.permission.readPermissions],
    params: idParamsSchema,
    response: dataEnvelope(rolePermissionsSchema),
    handler: async ({ params }) => ({ data: await getRolePermissions(ctx.database.db, params.id) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/roles/:id/permissions',
    access: [ROLES.permission.updatePermissions],
    params: idParamsSchema,
    body: updateRolePermissionsSchema,
    response: dataEnvelope(rolePermissionsSchema),
    handler: async ({ params, body, request }) => ({
      data: await setRolePermissions(ctx, authOf(request), params.id, body),
    }),
  });
}
