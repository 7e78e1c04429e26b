import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../http/route';

/** A registered /api route as the document reads it: what Fastify was given, nothing re-declared. */
export interface DocumentedRoute {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess;
  /** The Fastify schema: zod schemas from the contract (server/http/zod.ts compiles them). */
  readonly schema: {
    readonly body?: unknown;
    readonly querystring?: unknown;
    readonly params?: unknown;
    readonly response?: Readonly<Record<string, unknown>>;
  };
  readonly bodyLimit: number | undefined;
}

/**
 * Keeps every /api route's declaration as it is registered (Fastify's onRoute hook, like
 * collectRoutes in plugins/access.ts), so the document is generated from the same schemas the
 * server validates with.
 */
export function collectDocumentedRoutes(app: FastifyInstance, routes: DocumentedRoute[]): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    // collectRoutes refuses a route without access; the document only needs to skip it here.
    if (access === undefined) return;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, access, schema: (route.schema ?? {}) as DocumentedRoute['schema'], bodyLimit: route.bodyLimit });
    }
  });
}
