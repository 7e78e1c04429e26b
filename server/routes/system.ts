import type { FastifyInstance, FastifySchema } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthSchema, livenessSchema } from '../../contract/system';
import { isDatabaseUnavailable } from '../db/availability';
import { defineRoute } from '../http/route';
import type { ServiceContext } from '../services/context';

/** A readiness probe that cannot hang: no answer from the database within this is "not ready". */
const READY_TIMEOUT_MS = 2000;

async function databaseAnswers(ctx: ServiceContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      ctx.database.db.execute(sql`select 1`).then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS))),
    ]);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return false;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export function systemRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  // Not defineRoute: this one answers 200 or 503 with the same body.
  app.route({
    method: 'GET',
    url: '/api/health',
    config: { access: 'public' },
    schema: { response: { 200: healthSchema, 503: healthSchema } } as FastifySchema,
    handler: async (_request, reply) => {
      // Ready = the database answers and, on PostgreSQL, other instances' invalidations arrive
      // (without them this instance would serve from a cache it cannot trust; decision 122).
      const ready = (await databaseAnswers(ctx)) && ctx.database.invalidationLive();
      reply.header('cache-control', 'no-store');
      reply.code(ready ? 200 : 503);
      return {
        status: ready ? ('ok' as const) : ('unavailable' as const),
        live: true as const,
        ready,
        database: ctx.database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/health/live',
    access: 'public',
    response: livenessSchema,
    handler: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, live: true as const, uptimeSeconds: Math.round(process.uptime()) };
    },
  });
}
