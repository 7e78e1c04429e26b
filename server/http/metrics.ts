import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ApiError } from '../errors';
import type { ServiceContext } from '../services/context';

/**
 * `GET /metrics` in the Prometheus text format (docs/decisions/341-metrics-and-request-ids.md):
 * requests by route and status with their latency, the database pool, the caches' hits, export and
 * import jobs, and the process (memory, CPU, event-loop lag). Served only when LAJU_METRICS_TOKEN
 * is set, and only to a scraper that sends it as a bearer token: the figures describe the business
 * (how many exports, how busy), so they are not public.
 */
export function registerMetrics(app: FastifyInstance, ctx: ServiceContext): void {
  const token = ctx.config.metricsToken;
  if (token === undefined) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'laju_' });
  const registers = [registry];

  const requests = new Counter({ name: 'laju_http_requests_total', help: 'Requests answered, by method, route pattern and status.', labelNames: ['method', 'route', 'status'] as const, registers });
  const latency = new Histogram({
    name: 'laju_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the URL as sent: one series per route, whatever the ids.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const pool = ctx.database.poolUse;
  if (pool) {
    new Gauge({
      name: 'laju_db_pool_connections',
      help: 'PostgreSQL connections of the pool: open (total), idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const use = pool();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }
  const caches = { auth: ctx.cache.lookups, list_counts: ctx.searchCounts.lookups, master_data_counts: ctx.masterDataCounts.lookups };
  new Counter({
    name: 'laju_cache_lookups_total',
    help: 'Cache lookups by cache and result (hit: answered from memory; miss: read from the database).',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, lookups] of Object.entries(caches)) {
        this.inc({ cache, result: 'hit' }, lookups.hit);
        this.inc({ cache, result: 'miss' }, lookups.miss);
      }
    },
  });
  new Gauge({
    name: 'laju_jobs',
    help: 'Long jobs now: report and list exports started and not finished, imports being read or checked.',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      this.set({ kind: 'export' }, ctx.exportQueue.active);
      this.set({ kind: 'import' }, ctx.importWorkers.busy);
    },
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.route({
    method: 'GET',
    url: '/metrics',
    // The token is checked here: a scraper has no session.
    config: { access: 'public' },
    handler: async (request, reply) => {
      const given = Buffer.from(String(request.headers.authorization ?? ''));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ApiError(401, 'UNAUTHENTICATED', 'A metrics token is required');
      return reply.type(registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
    },
  });
}
