import type { FastifyInstance } from 'fastify';
import { dataEnvelope, idParamsSchema, listEnvelope } from '../../contract/api';
import { activitySchema } from '../../contract/me';
import {
  activityListQuerySchema,
  createUserSchema,
  removedUserListQuerySchema,
  updateUserSchema,
  userListQuerySchema,
  userSchema,
  userStatusChangeSchema,
} from '../../contract/users';
import { authOf, defineRoute } from '../http/route';
import { areaRoutes } from './resources';
import { listActivities } from '../services/activity-log';
import type { ServiceContext } from '../services/context';
import { createUser, getUser, listRemovedUsers, listUsers, setUserActive, updateUser, USERS_EXPORT } from '../services/users-service';
import { clientOf } from './auth';
import { resetSecondFactor, secondFactorStatus } from '../services/second-factor';
import { secondFactorStatusSchema } from '../../contract/second-factor';
import { z } from 'zod';
import { USERS } from '../../contract/areas';
import { listExportRoute } from './list-export';

/** The users area (docs/product/api.md); `/api/users/my…` lives in me.ts. */
export function userRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  areaRoutes(app, ctx, { declaration: USERS, schemas: { record: userSchema, listQuery: userListQuerySchema, create: createUserSchema, update: updateUserSchema } }, {
    list: (query, request) => listUsers(ctx, authOf(request), query as z.output<typeof userListQuerySchema>),
    read: (id) => getUser(ctx.database.db, id),
    create: (body, auth, claim) => createUser(ctx, auth, body as z.output<typeof createUserSchema>, claim),
    update: (id, body, request) => updateUser(ctx, authOf(request), id, body as z.output<typeof updateUserSchema>, clientOf(request)),
    logs: { entity: 'user' },
  });

  listExportRoute(app, ctx, { declaration: USERS, definition: USERS_EXPORT.definition, listQuery: userListQuerySchema, check: USERS_EXPORT.check });

  defineRoute(app, {
    method: 'GET',
    url: '/api/users/removed',
    access: [USERS.permission.listRemoved],
    query: removedUserListQuerySchema,
    response: listEnvelope(userSchema),
    handler: async ({ query }) => listRemovedUsers(ctx, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/users/activities',
    access: [USERS.permission.activities],
    query: activityListQuerySchema,
    response: listEnvelope(activitySchema),
    handler: async ({ query }) => listActivities(ctx, query),
  });

  for (const [action, permission, active] of [
    ['deactivate', USERS.permission.remove, false],
    ['restore', USERS.permission.restore, true],
  ] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/api/users/:id/${action}`,
      access: [permission],
      params: idParamsSchema,
      body: userStatusChangeSchema,
      response: dataEnvelope(userSchema),
      handler: async ({ params, body, request }) => ({
        data: await setUserActive(ctx, authOf(request), params.id, active, body?.version),
      }),
    });
  }

  // Another user's second factor: whether it is on, and the reset for a lost phone
  // (docs/decisions/291-second-factor.md).
  defineRoute(app, {
    method: 'GET',
    url: '/api/users/:id/second-factor',
    access: [USERS.permission.read],
    params: idParamsSchema,
    response: dataEnvelope(secondFactorStatusSchema),
    handler: async ({ params }) => ({ data: await secondFactorStatus(ctx, params.id) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/users/:id/second-factor/reset',
    access: [USERS.permission.update],
    params: idParamsSchema,
    body: z.strictObject({}).nullish(),
    response: dataEnvelope(secondFactorStatusSchema),
    handler: async ({ params, request }) => ({
      data: await resetSecondFactor(ctx, authOf(request), params.id, clientOf(request)),
    }),
  });
}
