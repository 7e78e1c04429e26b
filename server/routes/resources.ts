import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Paging } from '../../contract/api';
import type { AuthContext } from '../auth/auth-cache';
import type { z } from 'zod';
import { dataEnvelope, idParamsSchema, listEnvelope } from '../../contract/api';
import { changeLogEntrySchema, changeLogQuerySchema } from '../../contract/change-log';
import type { ResourceDeclaration, StandardPermission } from '../../contract/area';
import type { PermissionName } from '../../contract/permissions';
import { authOf, defineRoute } from '../http/route';
import { listChangeLogs } from '../services/change-log';
import type { ServiceContext } from '../services/context';
import { idempotencyClaimOf, type IdempotencyClaim } from '../services/idempotency';
import { createResource, getResource, listResource, updateResource, type ResourceDefinition } from '../services/resource';
import { serveArea } from '../services/served-areas';
import { importRoutes } from './imports';
import { listExportRoute } from './list-export';
import { bulkActionsOf, bulkRequestSchema, bulkResultSchema, type BulkAction } from '../../contract/bulk';
import { bulkRunners, runBulk, type BulkRunner } from '../services/bulk';
import { ApiError } from '../errors';

/** What an area declares to get the five endpoints of docs/product/api.md (list, logs, read, create, update). */
export interface ResourceRoutes<Rec extends { id: number; version: number }> {
  /** The contract's declaration (contract/areas): the base path and the five permissions. */
  readonly declaration: ResourceDeclaration;
  readonly definition: ResourceDefinition<Record<string, unknown>, Rec>;
  readonly schemas: {
    readonly record: z.ZodType;
    readonly listQuery: z.ZodType;
    readonly create: z.ZodType;
    readonly update: z.ZodType;
  };
  /** The area's endpoints beyond the five (a DO's cancel, a shipment's allocation and photo). */
  readonly more?: (app: FastifyInstance, ctx: ServiceContext) => void;
  /** How the area's own bulk actions act on one record (a DO's cancel); archive and restore are the kit's. */
  readonly bulk?: Partial<Record<BulkAction, BulkRunner>>;
}

/** An area app.ts registers: its declaration, and its routes added to a Fastify instance. */
export interface ResourceArea {
  readonly declaration: ResourceDeclaration;
  readonly register: (app: FastifyInstance, ctx: ServiceContext) => void;
}

/**
 * An area ready to register. Its definition reads rows of its own table only, so its row type is
 * the kit's business alone: here it becomes the kit's plain row.
 */
export const resourceArea = <Row extends Record<string, unknown>, Rec extends { id: number; version: number }>(
  area: Omit<ResourceRoutes<Rec>, 'definition'> & { readonly definition: ResourceDefinition<Row, Rec> },
): ResourceArea => ({
  declaration: area.declaration,
  register: (app, ctx) => resourceRoutes(app, ctx, area as unknown as ResourceRoutes<Rec>),
});

/**
 * How an area answers the five endpoints of docs/product/api.md: with the kit's services, or with
 * an area's own that add rules of theirs (users, roles). Bodies and queries arrive checked by the
 * area's schemas.
 */
export interface AreaEndpoints<Rec> {
  readonly list: (query: unknown, request: FastifyRequest) => Promise<{ data: Rec[]; paging: Paging }>;
  readonly read: (id: number) => Promise<Rec>;
  readonly create: (body: unknown, auth: AuthContext, claim: IdempotencyClaim | undefined) => Promise<{ value: Rec; replayed: boolean }>;
  readonly update: (id: number, body: unknown, request: FastifyRequest) => Promise<Rec>;
  /** The change log's entity, and how its rows name their record where the log's own way does not. */
  readonly logs: { readonly entity: string; readonly label?: SQL | undefined };
}

/** The five endpoints of an area: its declaration's path and permissions, its schemas, its answers. */
export function areaRoutes<Rec>(
  app: FastifyInstance,
  ctx: ServiceContext,
  area: { readonly declaration: ResourceDeclaration; readonly schemas: ResourceRoutes<{ id: number; version: number }>['schemas'] },
  endpoints: AreaEndpoints<Rec>,
): void {
  const { declaration, schemas } = area;
  const base = declaration.api;
  const permissions = declaration.permission as Readonly<Record<StandardPermission, PermissionName>>;
  defineRoute(app, {
    method: 'GET',
    url: base,
    access: [permissions.list],
    query: schemas.listQuery,
    response: listEnvelope(schemas.record),
    handler: async ({ query, request }) => endpoints.list(query, request),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/logs`,
    access: [permissions.logs],
    query: changeLogQuerySchema,
    response: listEnvelope(changeLogEntrySchema),
    handler: async ({ query }) => listChangeLogs(ctx, endpoints.logs.entity, query, endpoints.logs.label),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/:id`,
    access: [permissions.read],
    params: idParamsSchema,
    response: dataEnvelope(schemas.record),
    handler: async ({ params }) => ({ data: await endpoints.read(params.id) }),
  });
  defineRoute(app, {
    method: 'POST',
    url: base,
    access: [permissions.create],
    body: schemas.create,
    status: 201,
    response: dataEnvelope(schemas.record),
    handler: async ({ body, request, reply }) => {
      const auth = authOf(request);
      const result = await endpoints.create(body, auth, idempotencyClaimOf(request, auth.userId, body));
      if (result.replayed) reply.header('idempotency-replayed', 'true');
      return { data: result.value };
    },
  });
  defineRoute(app, {
    method: 'PATCH',
    url: `${base}/:id`,
    access: [permissions.update],
    params: idParamsSchema,
    body: schemas.update,
    response: dataEnvelope(schemas.record),
    handler: async ({ params, body, request }) => ({ data: await endpoints.update(params.id, body, request) }),
  });
}

function resourceRoutes<Rec extends { id: number; version: number }>(app: FastifyInstance, ctx: ServiceContext, area: ResourceRoutes<Rec>): void {
  const { declaration, definition, schemas } = area;
  const base = declaration.api;
  const permissions = declaration.permission as Readonly<Record<StandardPermission, PermissionName>>;
  areaRoutes(app, ctx, area, {
    list: (query) => listResource(ctx, definition, query as never),
    read: (id) => getResource(ctx.database.db, definition, id),
    create: (body, auth, claim) => createResource(ctx, definition, auth, body as Record<string, unknown>, claim),
    update: (id, body, request) => updateResource(ctx, definition, authOf(request), id, body as { version: number } & Record<string, unknown>),
    logs: { entity: definition.entity, label: definition.label },
  });
  serveArea(declaration, definition as never);
  const actions = bulkActionsOf(declaration);
  if (actions.length > 0) {
    const runners = bulkRunners(definition as never, area.bulk);
    // The action's own permission is checked here, per request: the route itself needs the list's.
    const actionPermission: Record<BulkAction, PermissionName> = {
      archive: permissions.update,
      restore: permissions.update,
      cancel: (declaration.permission as Readonly<Record<string, PermissionName>>).cancel ?? permissions.update,
    };
    defineRoute(app, {
      method: 'POST',
      url: `${base}/bulk`,
      access: [permissions.list],
      body: bulkRequestSchema(actions as [BulkAction, ...BulkAction[]], schemas.listQuery),
      response: dataEnvelope(bulkResultSchema),
      handler: async ({ body, request }) => {
        const auth = authOf(request);
        if (!auth.permissions.has(actionPermission[body.action])) throw new ApiError(403, 'FORBIDDEN', 'Permission missing');
        const run = runners[body.action];
        if (!run) throw new Error(`${declaration.key}: no runner for the bulk action ${body.action}`);
        return { data: await runBulk(ctx, { declaration, definition: definition as never }, run, auth, body as never) };
      },
    });
  }
  // An area whose list declares no exportable columns has no export (the test-only area).
  if (declaration.list.columns) listExportRoute(app, ctx, { declaration, definition: definition as never, listQuery: schemas.listQuery });
  if (declaration.import) importRoutes(app, ctx, { declaration, definition: definition as never });
  area.more?.(app, ctx);
}
