import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INTEGRATIONS } from '../../contract/areas';
import { dataEnvelope, idParamsSchema } from '../../contract/api';
import { apiTokenSchema, createApiTokenSchema, createdApiTokenSchema } from '../../contract/api-tokens';
import { authOf, defineRoute } from '../http/route';
import { createApiToken, listApiTokens, revokeApiToken } from '../services/api-tokens';
import type { ServiceContext } from '../services/context';

/**
 * API tokens (docs/decisions/347-api-tokens.md), managed by whoever holds manage-api-tokens and
 * never by a token: every path under /api/api-tokens is people-only (server/auth/api-tokens.ts).
 */
export function apiTokenRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const access = [INTEGRATIONS.permission.apiTokens] as const;

  defineRoute(app, {
    method: 'GET',
    url: '/api/api-tokens',
    access,
    response: dataEnvelope(z.array(apiTokenSchema)),
    handler: async () => ({ data: await listApiTokens(ctx) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/api-tokens',
    access,
    body: createApiTokenSchema,
    status: 201,
    response: createdApiTokenSchema,
    handler: async ({ body, request, reply }) => {
      // The token is in this answer only: no cache or proxy may keep it.
      reply.header('cache-control', 'no-store');
      return createApiToken(ctx, authOf(request), body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/api-tokens/:id/revoke',
    access,
    params: idParamsSchema,
    response: dataEnvelope(apiTokenSchema),
    handler: async ({ params, request }) => ({ data: await revokeApiToken(ctx, authOf(request), params.id) }),
  });
}
