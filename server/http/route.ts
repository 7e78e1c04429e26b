import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { PermissionName } from '../../contract/permissions';
import type { AuthContext } from '../auth/auth-cache';

/**
 * Who may call a route, declared next to its path: anyone, any signed-in user, a user whose role
 * holds ALL the listed permissions (docs/product/permissions.md), or ANY of them (`anyOf`: an
 * import, which adds with the create permission and changes with the update permission).
 */
export type RouteAccess =
  | 'public'
  | 'authenticated'
  | readonly [PermissionName, ...PermissionName[]]
  | { readonly anyOf: readonly [PermissionName, PermissionName, ...PermissionName[]] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

type Schema = z.ZodType | undefined;
type Infer<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteDefinition<B extends Schema, Q extends Schema, P extends Schema, R extends z.ZodType> {
  readonly method: HTTPMethods;
  readonly url: string;
  readonly access: RouteAccess;
  readonly body?: B;
  readonly query?: Q;
  readonly params?: P;
  readonly response: R;
  readonly status?: number;
  readonly bodyLimit?: number;
  readonly handler: (
    input: { body: Infer<B>; query: Infer<Q>; params: Infer<P>; request: FastifyRequest; reply: FastifyReply },
  ) => Promise<z.input<R>>;
}

/** Registers a route with its zod schemas and access rule in one place (ARCHITECTURE example 9). */
export function defineRoute<B extends Schema, Q extends Schema, P extends Schema, R extends z.ZodType>(
  app: FastifyInstance,
  definition: RouteDefinition<B, Q, P, R>,
): void {
  const status = definition.status ?? 200;
  app.route({
    method: definition.method,
    url: definition.url,
    config: { access: definition.access },
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    schema: {
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      response: { [status]: definition.response },
    } as FastifySchema,
    handler: async (request, reply) => {
      const result = await definition.handler({
        body: request.body as Infer<B>,
        query: request.query as Infer<Q>,
        params: request.params as Infer<P>,
        request,
        reply,
      });
      return reply.code(status).send(result);
    },
  });
}

/** The signed-in user of a route that is not public (the auth hook guarantees it). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('authOf() on a route without authentication');
  return request.auth;
}
