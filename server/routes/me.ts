import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataEnvelope, listEnvelope, pageQuerySchema } from '../../contract/api';
import { activitySchema, meSchema, updateMeSchema } from '../../contract/me';
import { authOf, defineRoute } from '../http/route';
import { listOwnActivities } from '../services/activity-log';
import type { ServiceContext } from '../services/context';
import { endAllSessions, getMe, updateMe } from '../services/me-service';
import {
  confirmOwnEnrolment,
  disableOwnSecondFactor,
  regenerateRecoveryCodes,
  secondFactorStatus,
  startOwnEnrolment,
} from '../services/second-factor';
import {
  confirmEnrolmentSchema,
  currentFactorSchema,
  enrolmentSchema,
  recoveryCodesSchema,
  secondFactorStatusSchema,
} from '../../contract/second-factor';
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

  // The second factor on Profile (docs/decisions/291-second-factor.md). Every answer holds a secret
  // or says something about one: none may be kept by a cache.
  defineRoute(app, {
    method: 'GET',
    url: '/api/users/my/second-factor',
    access: 'authenticated',
    response: dataEnvelope(secondFactorStatusSchema),
    handler: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await secondFactorStatus(ctx, authOf(request).userId) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/users/my/second-factor/enrol',
    access: 'authenticated',
    body: z.strictObject({}).nullish(),
    response: dataEnvelope(enrolmentSchema),
    handler: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await startOwnEnrolment(ctx, authOf(request).userId) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/users/my/second-factor/confirm',
    access: 'authenticated',
    body: confirmEnrolmentSchema,
    response: dataEnvelope(recoveryCodesSchema),
    handler: async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: { recoveryCodes: await confirmOwnEnrolment(ctx, authOf(request).userId, body, clientOf(request)) } };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/users/my/second-factor/recovery-codes',
    access: 'authenticated',
    body: currentFactorSchema,
    response: dataEnvelope(recoveryCodesSchema),
    handler: async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: { recoveryCodes: await regenerateRecoveryCodes(ctx, authOf(request).userId, body, clientOf(request)) } };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/users/my/second-factor/disable',
    access: 'authenticated',
    body: currentFactorSchema,
    response: dataEnvelope(secondFactorStatusSchema),
    handler: async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await disableOwnSecondFactor(ctx, authOf(request).userId, body, clientOf(request)) };
    },
  });
}
