import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dataEnvelope, okResponseSchema } from '../../contract/api';
import { loginRequestSchema, myPermissionsSchema, sessionSchema } from '../../contract/auth';
import {
  enrolmentSchema,
  loginEnrolConfirmedSchema,
  loginEnrolConfirmSchema,
  loginEnrolStartSchema,
  loginResponseSchema,
  secondFactorLoginSchema,
} from '../../contract/second-factor';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, deviceCookieAfterSignIn } from '../auth/device-trust';
import { ApiError } from '../errors';
import { authOf, defineRoute } from '../http/route';
import {
  confirmLoginEnrolment,
  login,
  loginWithSecondFactor,
  logout,
  refresh,
  startLoginEnrolment,
  type IssuedSession,
} from '../services/auth-service';
import type { ClientInfo, ServiceContext } from '../services/context';
import { CHALLENGE_TTL_SECONDS } from '../services/second-factor';

export const REFRESH_COOKIE = 'refreshToken';
const COOKIE_PATH = '/api/auth';

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/**
 * httpOnly, SameSite=Strict, scoped to /api/auth, Secure over HTTPS; 30 days with "Ingat saya",
 * a browser-session cookie without (docs/product/sessions.md).
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

/** The device cookie (server/auth/device-trust.ts) after `username` signed in on this browser. */
function setDeviceCookie(ctx: ServiceContext, request: FastifyRequest, reply: FastifyReply, username: string) {
  reply.setCookie(DEVICE_COOKIE, deviceCookieAfterSignIn(ctx.tokenSecret, request.cookies[DEVICE_COOKIE], username), {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/**
 * Requests the cookies authenticate or set (sign-in, refresh, sign-out) come from the app's own
 * origin or a listed one: a browser names the page's origin in `Origin` and how it relates to
 * ours in `Sec-Fetch-Site`, and SameSite=Strict alone does not keep out another port or a sibling
 * subdomain. A client that sends neither header is not a browser page, which cannot be made to
 * send the cookie for someone else. The host is compared, not the scheme: behind a proxy that
 * ends TLS the server sees plain HTTP.
 */
export function assertOwnOrigin(ctx: ServiceContext, request: FastifyRequest): void {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  const listed = origin !== undefined && ctx.config.corsOrigins.includes(origin);
  if (listed) return;
  let sameHost = false;
  if (origin !== undefined) {
    try {
      sameHost = withoutDefaultPort(new URL(origin).host) === withoutDefaultPort(request.host);
    } catch {
      sameHost = false;
    }
    if (!sameHost) throw forbiddenOrigin();
  }
  if (site !== undefined && site !== 'same-origin' && site !== 'none' && !sameHost) throw forbiddenOrigin();
}

const withoutDefaultPort = (host: string) => host.replace(/:(80|443)$/, '');
const forbiddenOrigin = () => new ApiError(403, 'FORBIDDEN_ORIGIN', 'This request must come from the app itself');

export const clearRefreshCookie = (request: FastifyRequest, reply: FastifyReply) =>
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, secure: request.protocol === 'https' });

export function authRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const sessionResponse = dataEnvelope(sessionSchema);

  /** A session for the browser: the refresh cookie, the device cookie and the access token. */
  const signedIn = (request: FastifyRequest, reply: FastifyReply, issued: IssuedSession, username: string) => {
    setRefreshCookie(request, reply, issued);
    setDeviceCookie(ctx, request, reply, username);
    reply.header('cache-control', 'no-store');
    return issued.session;
  };

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/login',
    access: 'public',
    body: loginRequestSchema.strict(),
    response: dataEnvelope(loginResponseSchema),
    handler: async ({ body, request, reply }) => {
      assertOwnOrigin(ctx, request);
      const result = await login(ctx, body, clientOf(request), request.cookies[DEVICE_COOKIE]);
      reply.header('cache-control', 'no-store');
      if (result.kind === 'challenge') {
        return { data: { secondFactor: result.secondFactor, challenge: result.challenge, expiresInSeconds: CHALLENGE_TTL_SECONDS } };
      }
      return { data: signedIn(request, reply, result.issued, result.issued.session.username) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/login/second-factor',
    access: 'public',
    body: secondFactorLoginSchema,
    response: sessionResponse,
    handler: async ({ body, request, reply }) => {
      assertOwnOrigin(ctx, request);
      const { issued, username } = await loginWithSecondFactor(ctx, body, clientOf(request), request.cookies[DEVICE_COOKIE]);
      return { data: signedIn(request, reply, issued, username) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/login/enrol',
    access: 'public',
    body: loginEnrolStartSchema,
    response: dataEnvelope(enrolmentSchema),
    handler: async ({ body, request, reply }) => {
      assertOwnOrigin(ctx, request);
      reply.header('cache-control', 'no-store');
      return { data: await startLoginEnrolment(ctx, body.challenge) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/login/enrol/confirm',
    access: 'public',
    body: loginEnrolConfirmSchema,
    response: dataEnvelope(loginEnrolConfirmedSchema),
    handler: async ({ body, request, reply }) => {
      assertOwnOrigin(ctx, request);
      const confirmed = await confirmLoginEnrolment(ctx, body, clientOf(request), request.cookies[DEVICE_COOKIE]);
      return { data: { session: signedIn(request, reply, confirmed.issued, confirmed.username), recoveryCodes: confirmed.recoveryCodes } };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/refresh',
    access: 'public',
    body: z.strictObject({}).nullish(),
    response: sessionResponse,
    handler: async ({ request, reply }) => {
      assertOwnOrigin(ctx, request);
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
    // Public on purpose: it must work with an expired access token (docs/product/api.md).
    access: 'public',
    response: okResponseSchema,
    handler: async ({ request, reply }) => {
      assertOwnOrigin(ctx, request);
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
