import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dataEnvelope, okResponseSchema } from '../../contract/api';
import { loginRequestSchema, myPermissionsSchema, sessionSchema } from '../../contract/auth';
import { authOf, defineRoute } from '../http/route';
import { login, logout, refresh, type IssuedSession } from '../services/auth-service';
import type { ClientInfo, ServiceContext } from '../services/context';

export const REFRESH_COOKIE = 'refreshToken';
const COOKIE_PATH = '/api/auth';

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/**
 * httpOnly, SameSite=Strict, scoped to /api/auth, Secure over HTTPS; 30 days with "Ingat saya",
 * a browser-session cookie without (SPEC §4).
 */
function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
  reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
    ...(issued.remember ? { maxAge: issued.maxAgeSeconds } : {}),
  });
}

export const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply) =>
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, secure: request.protocol === 'https' });

export function authRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const sessionResponse = dataEnvelope(sessionSchema);

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/login',
    access: 'public',
    body: loginRequestSchema.strict(),
    response: sessionResponse,
    handler: async ({ body, request, reply }) => {
      const issued = await login(ctx, body, clientOf(request));
      setRefreshCookie(request, reply, issued);
      reply.header('cache-control', 'no-store');
      return { data: issued.session };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/refresh',
    access: 'public',
    body: z.strictObject({}).nullish(),
    response: sessionResponse,
    handler: async ({ request, reply }) => {
      try {
        const issued = await refresh(ctx, request.cookies[REFRESH_COOKIE], clientOf(request));
        setRefreshCookie(request, reply, issued);
        reply.header('cache-control', 'no-store');
        return { data: issued.session };
      } catch (error) {
        clearRefreshCookie(request, reply);
        throw error;
      }
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/auth/logout',
    // Public on purpose: it must work with an expired access token (SPEC §5).
    access: 'public',
    response: okResponseSchema,
    handler: async ({ request, reply }) => {
      await logout(
        ctx,
        { refreshToken: request.cookies[REFRESH_COOKIE], authorization: request.headers.authorization },
        clientOf(request),
      );
      clearRefreshCookie(request, reply);
      return { data: 'Ok' as const };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/roles/my/permissions',
    access: 'authenticated',
    response: dataEnvelope(myPermissionsSchema),
    handler: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const permissions = await ctx.cache.permissions(authOf(request).roleId);
      return { data: permissions.entries as { name: string }[] };
    },
  });
}
