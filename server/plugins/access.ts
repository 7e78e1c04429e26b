import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiToken } from '../../contract/api-tokens-values';
import { authenticateApiToken, recordApiTokenRequest, tokenNotAllowed } from '../auth/api-tokens-access';
import { isPeopleOnly } from '../auth/api-tokens';
import { verifyAccessToken } from '../auth/tokens';
import { forbidden, unauthenticated } from '../errors';
import type { RouteAccess } from '../http/route';
import type { ServiceContext } from '../services/context';

export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess;
  /** Refused to API tokens (server/auth/api-tokens.ts `isPeopleOnly`). */
  readonly peopleOnly: boolean;
}

/**
 * Every /api route must declare who may call it; one that does not stops the app from building,
 * and the authorization test walks `routes` to check each rule is enforced.
 */
export function collectRoutes(app: FastifyInstance, routes: RegisteredRoute[]): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (public, authenticated or permissions)`);
    }
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access, peopleOnly: isPeopleOnly(method, route.url) });
  });
}

async function authenticate(ctx: ServiceContext, request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) throw unauthenticated();
  const bearer = header.slice(7).trim();
  if (isApiToken(bearer)) return authenticateApiToken(ctx, bearer);
  const verified = verifyAccessToken(bearer, ctx.tokenSecret);
  if (!verified.ok) throw unauthenticated(verified.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
  const { sub, sid } = verified.claims;
  const session = await ctx.cache.session(sid);
  // A revoked session or a deactivated user stops on the very next request
  // (docs/product/sessions.md). The session's own expiry is enforced at refresh: an access token
  // outlives it by 15 minutes at most.
  if (!session || session.userId !== sub || session.revoked || !session.active) {
    throw unauthenticated();
  }
  const permissions = await ctx.cache.permissions(session.roleId);
  return { userId: sub, sessionId: sid, roleId: session.roleId, permissions: permissions.set };
}

/**
 * Authentication and authorization before anything else (onRequest: the body is not even read
 * yet, so an upload by a user without the permission never touches the disk).
 */
export function enforceAccess(app: FastifyInstance, ctx: ServiceContext): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    // Before a public route too: a token may not even try to sign in or refresh.
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ') && isApiToken(header.slice(7).trim()) && isPeopleOnly(request.method, request.routeOptions.url ?? '')) {
      throw tokenNotAllowed();
    }
    if (access === undefined || access === 'public') return;
    request.auth = await authenticate(ctx, request);
    if (access === 'authenticated') return;
    const { permissions } = request.auth;
    if ('anyOf' in access) {
      if (!access.anyOf.some((permission) => permissions.has(permission))) throw forbidden();
      return;
    }
    for (const permission of access) if (!permissions.has(permission)) throw forbidden();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    await recordApiTokenRequest(ctx, request, reply);
    return payload;
  });
}
