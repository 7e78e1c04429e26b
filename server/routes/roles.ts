import type { FastifyInstance } from 'fastify';
import { dataEnvelope, idParamsSchema } from '../../contract/api';
import {
  createRoleSchema,
  roleListQuerySchema,
  rolePermissionsSchema,
  roleSchema,
  updateRolePermissionsSchema,
  updateRoleSchema,
} from '../../contract/roles';
import type { z } from 'zod';
import { authOf, defineRoute } from '../http/route';
import { areaRoutes } from './resources';
import type { ServiceContext } from '../services/context';
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
  areaRoutes(app, ctx, { declaration: ROLES, schemas: { record: roleSchema, listQuery: roleListQuerySchema, create: createRoleSchema, update: updateRoleSchema } }, {
    list: (query) => listRoles(ctx, query as z.output<typeof roleListQuerySchema>),
    read: (id) => getRole(ctx.database.db, id),
    create: (body, auth, claim) => createRole(ctx, auth, body as z.output<typeof createRoleSchema>, claim),
    update: (id, body, request) => updateRole(ctx, authOf(request), id, body as z.output<typeof updateRoleSchema>),
    logs: { entity: 'role' },
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
