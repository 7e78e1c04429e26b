import type { FastifyInstance, FastifySchema } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthSchema, livenessSchema } from '../../contract/system';
import type { BackupStatus } from '../backup/schedule';
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

/** The health answer's backup part (contract/system.ts), from the schedule's status. */
const backupHealth = (status: BackupStatus) => ({
  lastSuccessAt: status.lastSuccessAt?.toISOString() ?? null,
  ageSeconds: status.lastSuccessAt ? Math.max(0, Math.round((Date.now() - status.lastSuccessAt.getTime()) / 1000)) : null,
  lastResult: status.lastOk === null ? null : status.lastOk ? ('ok' as const) : ('failed' as const),
});

export function systemRoutes(app: FastifyInstance, ctx: ServiceContext, backups?: BackupStatus): void {
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
        ...(backups ? { backup: backupHealth(backups) } : {}),
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
