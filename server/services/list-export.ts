import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PassThrough } from 'node:stream';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../contract/area';
import { defaultCsvSeparator } from '../../contract/report-export';
import { columnsOf, headingFilters, ListFile, listFileName, type ListExportDetails, type ListExportRequest } from '../../contract/list-export';
import type { AuthContext } from '../auth/auth-cache';
import { rowsOf } from '../db/client';
import { writeActivity } from './activity-log';
import type { ClientInfo, ServiceContext } from './context';
import { exportRecordsByIds, orderedIds, type ResourceDefinition } from './resource';
import { servedArea } from './served-areas';

/** Records read, expanded and written per step: small enough that no step holds the event loop long. */
export const EXPORT_BATCH = 1_000;
/** Records written between two turns of the event loop. */
const WRITE_SLICE = 100;

type AnyDefinition = ResourceDefinition<Record<string, unknown>, { id: number; version: number }>;


/** The label of each reference filter the query holds (`customerId=7` → the customer's name). */
async function referenceLabels(ctx: ServiceContext, declaration: ResourceDeclaration, query: Record<string, unknown>): Promise<Record<string, string>> {
  const labels: Record<string, string> = {};
  for (const [param, target] of Object.entries(declaration.list.references ?? {})) {
    const id = query[param];
    const area = servedArea(target);
    if (typeof id !== 'number' || !area) continue;
    const column = (getTableColumns(area.definition.table) as Record<string, PgColumn>)[area.declaration.list.label ?? 'id'];
    if (!column) continue;
    const [row] = rowsOf<{ label: string }>(
      await ctx.database.db.execute(sql`select ${sql.identifier(column.name)} as label from ${sql.identifier(getTableName(area.definition.table))} where id = ${id}`),
    );
    if (row) labels[param] = String(row.label);
  }
  return labels;
}

export interface StartedExport {
  readonly body: PassThrough;
  readonly fileName: string;
  readonly rowCount: number;
  readonly mediaType: string;
  /** Resolves when the last byte is written (and the export recorded), rejects when it stopped. */
  readonly done: Promise<void>;
}

const MEDIA_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * A list export (docs/decisions/331-list-export.md): the ids in the list's order first (or the
 * chosen ones, in that order), then the records a batch at a time into a file written as it goes,
 * onto a stream the response sends as it fills; a slow reader pauses the reading (the stream's
 * backpressure), and `signal` (the client gone) stops it between batches. Recorded in the
 * activity log once its last byte is written; an export that stops is not recorded as done.
 */
export async function startListExport(
  ctx: ServiceContext,
  area: { declaration: ResourceDeclaration; definition: AnyDefinition },
  request: ListExportRequest,
  who: { auth: AuthContext; client: ClientInfo },
  signal: AbortSignal,
): Promise<StartedExport> {
  const { declaration, definition } = area;
  const query = request.query as { q?: string; sort: string } & Record<string, unknown>;
  const ids = await orderedIds(ctx, definition, query, request.ids);
  const labels = await referenceLabels(ctx, declaration, query);
  const generatedAt = new Date();
  const { timeZone } = ctx.config;
  const body = new PassThrough();
  const file = new ListFile(
    {
      format: request.format,
      separator: request.separator ?? defaultCsvSeparator(request.lang),
      lang: request.lang,
      timeZone,
      title: request.title,
      filters: headingFilters(request, labels),
      generatedAt,
      rowCount: ids.length,
      chosen: request.ids !== undefined,
      columns: columnsOf(declaration.list, request),
    },
    (bytes) => {
      body.write(bytes);
    },
  );
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(generatedAt);
  const { page: _page, size: _size, ...listQuery } = query;
  const details: ListExportDetails = {
    list: declaration.key,
    format: request.format,
    rows: ids.length,
    query: listQuery,
    ...(request.ids ? { chosen: request.ids.length } : {}),
  };
  const done = (async () => {
    const read = (start: number) => (start < ids.length ? exportRecordsByIds(ctx.database.db, definition, ids.slice(start, start + EXPORT_BATCH)) : null);
    // The next batch is read while this one is written: the database and the writer overlap.
    let next = read(0);
    for (let start = 0; next !== null; start += EXPORT_BATCH) {
      const records = await next;
      signal.throwIfAborted();
      next = read(start + EXPORT_BATCH);
      // A batch read ahead and then abandoned (the client gone) must not surface as unhandled.
      next?.catch(() => undefined);
      // Written a slice at a time, letting other requests in between: an export is one of many.
      for (let at = 0; at < records.length; at += WRITE_SLICE) {
        file.rows(records.slice(at, at + WRITE_SLICE));
        await nextTurn(undefined, { signal });
      }
      // The reader sets the pace: the next batch is written once the stream has room for it.
      if (body.writableNeedDrain) await once(body, 'drain', { signal });
    }
    file.end();
    // Recorded before the last byte leaves: a file whose export could not be recorded never completes.
    const [user] = rowsOf<{ username: string }>(await ctx.database.db.execute(sql`select username from users where id = ${who.auth.userId}`));
    await writeActivity(ctx.database.db, {
      type: 'LIST_EXPORTED',
      userId: who.auth.userId,
      username: user?.username ?? null,
      client: who.client,
      details,
    });
    body.end();
  })();
  done.catch((error: unknown) => body.destroy(error instanceof Error ? error : new Error(String(error))));
  return { body, fileName: listFileName(request.title, declaration.segment, day, request.format), rowCount: ids.length, mediaType: MEDIA_TYPES[request.format], done };
}
