import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataEnvelope, listEnvelope, pageQuerySchema } from '../../contract/api';
import { activitySchema, meSchema, updateMeSchema } from '../../contract/me';
import { authOf, defineRoute } from '../http/route';
import { listOwnActivities } from '../services/activity-log';
import type { ServiceContext } from '../services/context';
import { endAllSessions, getMe, updateMe } from '../services/me-service';
import { clearRefreshCookie, clientOf } from './auth';

export function meRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/users/my',
    access: 'authenticated',
    response: dataEnvelope(meSchema),
    handler: async ({ request }) => ({ data: await getMe(ctx.database.db, authOf(request).userId) }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/users/my',
    access: 'authenticated',
    body: updateMeSchema,
    response: dataEnvelope(meSchema),
    handler: async ({ body, request }) => ({ data: await updateMe(ctx, authOf(request), body, clientOf(request)) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/users/my/activities',
    access: 'authenticated',
    query: pageQuerySchema,
    response: listEnvelope(activitySchema),
    handler: async ({ query, request }) => {
      const auth = authOf(request);
      const me = await getMe(ctx.database.db, auth.userId);
      return listOwnActivities(ctx.database.db, { id: me.id, username: me.username }, query);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/users/my/sessions',
    access: 'authenticated',
    response: dataEnvelope(z.object({ endedSessions: z.number().int().nonnegative() })),
    handler: async ({ request, reply }) => {
      const endedSessions = await endAllSessions(ctx, authOf(request).userId, clientOf(request));
      clearRefreshCookie(request, reply);
      return { data: { endedSessions } };
    },
  });
}
