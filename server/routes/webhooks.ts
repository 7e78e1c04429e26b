import type { FastifyInstance } from 'fastify';
import { dataEnvelope, idParamsSchema, okResponseSchema, pageQuerySchema } from '../../contract/api';
import { INTEGRATIONS } from '../../contract/areas';
import {
  createWebhookSchema,
  updateWebhookSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
  webhookWithSecretSchema,
} from '../../contract/webhooks';
import { authOf, defineRoute } from '../http/route';
import type { ServiceContext } from '../services/context';
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, redeliver, rotateWebhookSecret, updateWebhook } from '../webhooks/subscriptions';

/** Webhooks (docs/decisions/348-webhooks.md): every route needs manage-webhooks. */
export function webhookRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const access = [INTEGRATIONS.permission.webhooks] as const;

  defineRoute(app, {
    method: 'GET',
    url: '/api/webhooks',
    access,
    query: pageQuerySchema,
    response: webhookListSchema,
    handler: async ({ query }) => listWebhooks(ctx, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/webhooks',
    access,
    body: createWebhookSchema,
    status: 201,
    response: webhookWithSecretSchema,
    handler: async ({ body, request }) => createWebhook(ctx, authOf(request), body),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/webhooks/:id',
    access,
    params: idParamsSchema,
    body: updateWebhookSchema,
    response: dataEnvelope(webhookSchema),
    handler: async ({ params, body, request }) => ({ data: await updateWebhook(ctx, authOf(request), params.id, body) }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/webhooks/:id',
    access,
    params: idParamsSchema,
    response: okResponseSchema,
    handler: async ({ params, request }) => {
      await deleteWebhook(ctx, authOf(request), params.id);
      return { data: 'Ok' as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/webhooks/:id/secret',
    access,
    params: idParamsSchema,
    response: webhookWithSecretSchema,
    handler: async ({ params, request }) => rotateWebhookSecret(ctx, authOf(request), params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/webhooks/:id/deliveries',
    access,
    params: idParamsSchema,
    query: webhookDeliveriesQuerySchema,
    response: webhookDeliveryListSchema,
    handler: async ({ params, query }) => listDeliveries(ctx, params.id, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/webhooks/deliveries/:id/redeliver',
    access,
    params: idParamsSchema,
    response: dataEnvelope(webhookDeliverySchema),
    handler: async ({ params, request }) => ({ data: await redeliver(ctx, authOf(request), params.id) }),
  });
}
