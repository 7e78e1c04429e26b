import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthSchema } from '../../contract/system';
import { defineRoute } from '../http/route';
import type { ServiceContext } from '../services/context';

export function systemRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/health',
    access: 'public',
    response: healthSchema,
    handler: async ({ reply }) => {
      await ctx.database.db.execute(sql`select 1`);
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: ctx.database.kind, uptimeSeconds: Math.round(process.uptime()) };
    },
  });
}
