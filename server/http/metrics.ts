import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { BackupStatus } from '../backup/schedule';
import { ApiError } from '../errors';
import type { ServiceContext } from '../services/context';

/**
 * `GET /metrics` in the Prometheus text format (docs/decisions/341-metrics-and-request-ids.md):
 * requests by route and status with their latency, the database pool, the caches' hits, export and
 * import jobs, the server's own backups, and the process (memory, CPU, event-loop lag). Served only when LAJU_METRICS_TOKEN
 * is set, and only to a scraper that sends it as a bearer token: the figures describe the business
 * (how many exports, how busy), so they are not public.
 */
export function registerMetrics(app: FastifyInstance, ctx: ServiceContext, backups?: BackupStatus): void {
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

  if (backups) registerBackupMetrics(backups, registers);

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

/**
 * The server's own backups (docs/decisions/342-backups.md), for alerts such as
 * `time() - laju_backup_last_success_timestamp_seconds > 2 * 6 * 3600` or
 * `laju_backup_last_result{result="failed"} == 1`.
 */
function registerBackupMetrics(status: BackupStatus, registers: Registry[]): void {
  const seconds = (at: Date | null) => (at ? at.getTime() / 1000 : 0);
  const gauges: [string, string, () => number][] = [
    ['laju_backup_last_success_timestamp_seconds', 'When the last good backup was started (Unix time; 0: none in the backup folder).', () => seconds(status.lastSuccessAt)],
    ['laju_backup_last_attempt_timestamp_seconds', 'When the last backup attempt of this process started (0: none yet).', () => seconds(status.lastAttemptAt)],
    ['laju_backup_last_duration_seconds', 'How long the last backup attempt took (0: none yet).', () => status.lastSeconds ?? 0],
    ['laju_backup_last_size_bytes', 'The size of the last good backup file this process wrote (0: none yet).', () => status.lastBytes ?? 0],
  ];
  for (const [name, help, value] of gauges) {
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(value());
      },
    });
  }
  new Gauge({
    name: 'laju_backup_last_result',
    help: "The last backup attempt's result: 1 on its result's series, 0 on the other; absent before this process's first attempt.",
    labelNames: ['result'] as const,
    registers,
    collect() {
      this.reset();
      if (status.lastOk === null) return;
      this.set({ result: 'ok' }, Number(status.lastOk));
      this.set({ result: 'failed' }, Number(!status.lastOk));
    },
  });
  new Counter({
    name: 'laju_backups_total',
    help: 'Backups this process attempted, by result.',
    labelNames: ['result'] as const,
    registers,
    collect() {
      this.reset();
      this.inc({ result: 'ok' }, status.succeeded);
      this.inc({ result: 'failed' }, status.failed);
    },
  });
}
