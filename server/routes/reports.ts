import type { FastifyInstance } from 'fastify';
import { dataEnvelope } from '../../contract/api';
import { dashboardSummarySchema } from '../../contract/dashboard';
import { exportFileName } from '../../contract/report-export';
import { outgoingItemsExportQuerySchema, outgoingItemsQuerySchema, type OutgoingItemsExportQuery, type OutgoingItemsQuery } from '../../contract/reports';
import { whileTheClientWaits } from '../http/client-gone';
import { authOf, defineRoute } from '../http/route';
import type { ServiceContext } from '../services/context';
import { dashboardSummary } from '../services/dashboard';
import { outgoingReport, REPORT_SLICE_MS } from '../services/reports';
import { DASHBOARD, REPORTS } from '../../contract/areas';

const MEDIA_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * The outgoing-items report, its XLSX/CSV export and the dashboard summary
 * (decisions 200–203).
 */
export function reportRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const db = ctx.database.db;
  const { timeZone } = ctx.config;
  // PGlite shares the event loop: the report reads its rollup in slices of about this long.
  const sliceMs = ctx.database.kind === 'pglite' ? REPORT_SLICE_MS : 0;

  // The answer is sent as built, not parsed again against outgoingReportSchema on the way out as
  // other routes are: for a report of 16,000 rows that check alone cost 0.2 s of the event loop
  // (decision 201). The server tests and the shared contract suite parse it with the schema.
  app.route({
    method: 'GET',
    url: '/api/reports/outgoing-items',
    config: { access: [REPORTS.permission.outgoingItems] },
    schema: { querystring: outgoingItemsQuerySchema },
    handler: async (request, reply) => {
      const data = await outgoingReport(db, request.query as OutgoingItemsQuery, timeZone, { sliceMs });
      return reply.type('application/json; charset=utf-8').send(JSON.stringify({ data }));
    },
  });

  // Downloading is reading too: both permissions. The file is built only after the checks, at
  // most ExportQueue's limit at once, in a worker thread (decision 235). A client that goes away
  // stops the work where it is: a waiting export leaves the queue, the report stops between its
  // slices, a file being written ends with its thread; nothing is sent.
  app.route({
    method: 'GET',
    url: '/api/reports/outgoing-items/export',
    config: { access: [REPORTS.permission.outgoingItems, REPORTS.permission.downloadOutgoingItems] },
    schema: { querystring: outgoingItemsExportQuerySchema },
    handler: async (request, reply) => {
      const query = request.query as OutgoingItemsExportQuery;
      return whileTheClientWaits(request, reply, async (signal) => {
        const file = await ctx.exportQueue.run(signal, async () => {
          const report = await outgoingReport(db, query, timeZone, { sliceMs, signal });
          const body = await ctx.exportWorkers.build({ report, format: query.format, lang: query.lang, separator: query.separator }, signal);
          signal.throwIfAborted();
          return { body, name: exportFileName(report, query.format, query.lang) };
        });
        void reply
          .type(MEDIA_TYPES[query.format])
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dashboard/summary',
    access: [DASHBOARD.permission.view],
    response: dataEnvelope(dashboardSummarySchema),
    handler: async ({ request }) => ({ data: await dashboardSummary(db, authOf(request).permissions, timeZone) }),
  });
}
