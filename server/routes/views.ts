import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataEnvelope, idParamsSchema, okResponseSchema } from '../../contract/api';
import { createViewSchema, savedViewSchema, updateViewSchema, viewOrderSchema, viewsQuerySchema } from '../../contract/views';
import { authOf, defineRoute } from '../http/route';
import type { ServiceContext } from '../services/context';
import { idempotencyClaimOf } from '../services/idempotency';
import { createView, deleteView, listViews, orderViews, updateView } from '../services/views';

/**
 * Saved views (docs/decisions/334-saved-views.md). Any signed-in user may ask: the permission is
 * the list's own read permission, named by the request (`list`), so the service checks it.
 */
export function viewRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/views',
    access: 'authenticated',
    query: viewsQuerySchema,
    response: dataEnvelope(z.array(savedViewSchema)),
    handler: async ({ query, request }) => ({ data: await listViews(ctx, authOf(request), query.list) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/views',
    access: 'authenticated',
    body: createViewSchema,
    status: 201,
    response: dataEnvelope(savedViewSchema),
    handler: async ({ body, request, reply }) => {
      const auth = authOf(request);
      const result = await createView(ctx, auth, body, idempotencyClaimOf(request, auth.userId, body));
      if (result.replayed) reply.header('idempotency-replayed', 'true');
      return { data: result.value };
    },
  });

  // Before `/api/views/:id`, which the router would not confuse, but a reader might.
  defineRoute(app, {
    method: 'PUT',
    url: '/api/views/order',
    access: 'authenticated',
    body: viewOrderSchema,
    response: dataEnvelope(z.array(savedViewSchema)),
    handler: async ({ body, request }) => ({ data: await orderViews(ctx, authOf(request), body) }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/views/:id',
    access: 'authenticated',
    params: idParamsSchema,
    body: updateViewSchema,
    response: dataEnvelope(savedViewSchema),
    handler: async ({ params, body, request }) => ({ data: await updateView(ctx, authOf(request), params.id, body) }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/views/:id',
    access: 'authenticated',
    params: idParamsSchema,
    response: okResponseSchema,
    handler: async ({ params, request }) => {
      await deleteView(ctx, authOf(request), params.id);
      return { data: 'Ok' as const };
    },
  });
}
