import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ResourceDeclaration } from '../../contract/area';
import { LISTS } from '../../contract/areas';
import { listExportRequestSchema, type ListExportRequest } from '../../contract/list-export';
import type { PermissionName } from '../../contract/permissions';
import { whileTheClientWaits } from '../http/client-gone';
import { authOf } from '../http/route';
import type { ServiceContext } from '../services/context';
import { startListExport } from '../services/list-export';
import type { ResourceDefinition } from '../services/resource';
import { clientOf } from './auth';

/**
 * `POST {api}/export` of a list (docs/decisions/331-list-export.md), for the kit's areas and the
 * accounts' lists alike. Exporting is reading the whole list: the list's permission and
 * export-lists. The file streams out as it is written, at most ExportQueue's limit at once (with
 * the report's exports); a client that goes away stops it between batches and nothing is recorded
 * as exported. `check` refuses a query the caller may not list (deactivated users).
 */
export function listExportRoute(
  app: FastifyInstance,
  ctx: ServiceContext,
  area: {
    declaration: ResourceDeclaration;
    definition: ResourceDefinition<Record<string, unknown>, { id: number; version: number }>;
    listQuery: z.ZodType;
    check?: (query: Record<string, unknown>, permissions: ReadonlySet<string>) => void;
  },
): void {
  const { declaration, definition } = area;
  app.route({
    method: 'POST',
    url: `${declaration.api}/export`,
    config: { access: [LISTS.permission.export, declaration.permission.list as PermissionName] },
    schema: { body: listExportRequestSchema(declaration.list, area.listQuery) },
    handler: async (request, reply) => {
      const body = request.body as ListExportRequest;
      area.check?.(body.query, authOf(request).permissions);
      return whileTheClientWaits(request, reply, (signal) =>
        ctx.exportQueue.run(signal, async () => {
          const started = await startListExport(ctx, { declaration, definition }, body, { auth: authOf(request), client: clientOf(request) }, signal);
          void reply
            .type(started.mediaType)
            .header('content-disposition', `attachment; filename="${started.fileName}"`)
            .header('cache-control', 'no-store')
            .header('x-total-count', String(started.rowCount))
            .send(started.body);
          await started.done.catch((error: unknown) => {
            if (!signal.aborted) request.log.error({ err: error, url: request.url }, 'list export failed while streaming');
          });
        }),
      );
    },
  });
}
