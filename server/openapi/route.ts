import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ROLES, USERS } from '../../contract/areas';
import type { ResourceDeclaration } from '../../contract/area';
import { collectDocumentedRoutes, type DocumentedRoute } from './collect';
import { buildOpenApiDocument } from './document';
import { LAJU_VERSION } from '../backup/manifest';

export const OPENAPI_URL = '/api/openapi.json';

/** The creates that take `Idempotency-Key` (services/idempotency.ts): users, roles, views and every resource area's. */
const createsOf = (areas: readonly { readonly declaration: ResourceDeclaration }[]) =>
  new Set([USERS.api, ROLES.api, '/api/views', ...areas.map((area) => area.declaration.api)]);

export interface OpenApi {
  /** Every /api route as registered, the document's source. */
  readonly routes: readonly DocumentedRoute[];
  /** The document, generated on first use. */
  document(): Record<string, unknown>;
  /** Registers `GET /api/openapi.json` in the API's scope. */
  register(api: FastifyInstance): void;
}

/**
 * The document of every /api route. Its routes are collected as they are registered (call this
 * before any route); the document is generated on the first request after start-up, once, and
 * answered from memory with an ETag from then on, so starting the server costs nothing. It is
 * public, like the contract it describes (docs/decisions/346-openapi-from-the-contract.md).
 */
export function openApi(app: FastifyInstance, areas: readonly { readonly declaration: ResourceDeclaration }[]): OpenApi {
  const routes: DocumentedRoute[] = [];
  collectDocumentedRoutes(app, routes);
  let document: Record<string, unknown> | undefined;
  let served: { readonly json: string; readonly etag: string } | undefined;
  const generate = () => (document ??= buildOpenApiDocument({ routes, creates: createsOf(areas), version: LAJU_VERSION }));
  return {
    routes,
    document: generate,
    register: (api) =>
      api.route({
        method: 'GET',
        url: OPENAPI_URL,
        config: { access: 'public' },
        handler: async (request, reply) => {
          if (!served) {
            const json = JSON.stringify(generate());
            served = { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
          }
          reply.header('etag', served.etag).header('cache-control', 'no-cache');
          if (request.headers['if-none-match'] === served.etag) return reply.code(304).send();
          return reply.type('application/json; charset=utf-8').send(served.json);
        },
      }),
  };
}
