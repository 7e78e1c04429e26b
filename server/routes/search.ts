import type { FastifyInstance } from 'fastify';
import { globalSearchQuerySchema, globalSearchResponseSchema } from '../../contract/search';
import { authOf, defineRoute } from '../http/route';
import type { ServiceContext } from '../services/context';
import { globalSearch } from '../services/global-search';

/**
 * "Find anything" (decision 333): any signed-in user may ask; each group is there only for a
 * caller who may list its kind, so the route itself needs no permission.
 */
export function searchRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/search',
    access: 'authenticated',
    query: globalSearchQuerySchema,
    response: globalSearchResponseSchema,
    handler: async ({ query, request }) => ({ data: await globalSearch(ctx.database.searchDb, authOf(request).permissions, query.q) }),
  });
}
