import fastifyMultipart from '@fastify/multipart';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, type ErrorBody } from '../../contract/api';
import {
  failedRowsRequestSchema,
  IMPORT_FILE_MAX_BYTES,
  importListQuerySchema,
  importOptionsSchema,
  importTemplateRequestSchema,
  problemKey,
  type ImportOptions,
  type ImportProblem,
  type ImportStreamLine,
} from '../../contract/imports';
import { AREA_DECLARATIONS } from '../../contract/areas';
import type { PermissionName } from '../../contract/permissions';
import type { AnyArea } from '../../contract/area';
import { tableFile } from '../../contract/list-export';
import { abortOnClose } from '../http/client-gone';
import { authOf, defineRoute } from '../http/route';
import { ApiError, forbidden, notFound, validationFailed } from '../errors';
import { fieldErrorsFromIssues } from '../../contract/validation';
import type { ServiceContext } from '../services/context';
import { checkOf, commitImport, importWithFailedRows, listImports, planImport, readImportFile, type ImportArea } from '../services/imports/imports';

/**
 * An area's imports (docs/decisions/335-import.md): read, check and import a spreadsheet sent with
 * each request, the area's imports listed, its template. Adding needs the area's create
 * permission and updating its update permission; one of them opens the screen. The multipart
 * parser is registered in this scope only, as the proof upload's is.
 */
export function importRoutes(app: FastifyInstance, ctx: ServiceContext, area: ImportArea): void {
  const { declaration } = area;
  const base = `${declaration.api}/imports`;
  const optionsSchema = importOptionsSchema(declaration);
  const create = declaration.permission.create as PermissionName;
  const update = declaration.permission.update as PermissionName;
  // The screen and its steps: either permission (which rows each allows is the mode's and the row's).
  const mayImport = { anyOf: [create, update] } as const;
  // Adding needs the create permission (modes add and skip), updating the update permission (mode
  // update, whose new rows need create too, row by row).
  const allowedMode = (request: FastifyRequest, options: ImportOptions) => {
    if (!authOf(request).permissions.has(options.mode === 'update' ? update : create)) throw forbidden();
  };

  void app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: { files: 1, fields: 1, parts: 2, fileSize: IMPORT_FILE_MAX_BYTES }, throwFileSizeLimit: true });

    uploads.route({
      method: 'POST',
      url: `${base}/read`,
      config: { access: mayImport },
      handler: async (request, reply) => {
        const upload = await uploadOf(request, null);
        const { signal } = abortOnClose(reply);
        return reply.send({ data: await readImportFile(ctx, upload.bytes, upload.fileName, signal) });
      },
    });

    /**
     * A check or an import: the upload with its options, the mode the caller may use, then `work`
     * answering as JSON lines (its progress, then its result).
     */
    const streamed = (
      url: string,
      work: (
        input: { request: FastifyRequest; upload: { bytes: Uint8Array; fileName: string }; options: ImportOptions; signal: AbortSignal },
        progress: (phase: 'check' | 'write', done: number, total: number) => void,
      ) => Promise<Extract<ImportStreamLine, { result: unknown }>['result']>,
    ) =>
      uploads.route({
        method: 'POST',
        url,
        config: { access: mayImport },
        handler: async (request, reply) => {
          const upload = await uploadOf(request, optionsSchema);
          const options = upload.options!;
          allowedMode(request, options);
          const { signal } = abortOnClose(reply);
          const lines = linesOf(reply);
          try {
            lines.end({ result: await work({ request, upload, options, signal }, (phase, done, total) => lines.write({ progress: { phase, done, total } })) });
          } catch (error) {
            lines.fail(error);
          }
          return reply;
        },
      });

    streamed(`${base}/check`, async ({ request, upload, options, signal }, progress) =>
      checkOf(await planImport(ctx, area, authOf(request), upload, options, signal, (done, total) => progress('check', done, total))),
    );

    streamed(base, async ({ request, upload, options, signal }, progress) => {
      // The check runs again without a word: its refusals (the data changed, rows fail in an
      // all-or-none import) are answers of their own, before the writing's progress starts.
      const plan = await planImport(ctx, area, authOf(request), upload, options, signal, () => undefined);
      return commitImport(ctx, area, authOf(request), plan, options, signal, (done, total) => progress('write', done, total));
    });
  });

  defineRoute(app, {
    method: 'GET',
    url: base,
    access: [declaration.permission.list as never],
    query: importListQuerySchema,
    response: z.unknown(),
    handler: async ({ query }) => {
      const { data, total } = await listImports(ctx.database.db, declaration.key, query.page, query.pageSize);
      return { data, meta: { page: query.page, pageSize: query.pageSize, total } };
    },
  });

  app.route({
    method: 'POST',
    url: `${base}/template`,
    config: { access: mayImport },
    schema: { body: importTemplateRequestSchema(declaration) },
    handler: async (request, reply) => {
      const body = request.body as z.output<ReturnType<typeof importTemplateRequestSchema>>;
      const example = declaration.import!.example;
      const bytes = tableFile(
        body.format,
        body.separator ?? 'semicolon',
        body.headers.map((column) => column.header),
        [body.headers.map((column) => example[column.field] ?? null)],
      );
      return sendFile(reply, bytes, body.format, `${declaration.segment}-template`);
    },
  });
}

/** `POST /api/imports/:id/failed-rows`: an import's failed rows as a file, for the area's readers. */
export function importFileRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route({
    method: 'POST',
    url: '/api/imports/:id/failed-rows',
    config: { access: 'authenticated' },
    schema: { params: idParamsSchema, body: failedRowsRequestSchema },
    handler: async (request, reply) => {
      const { id } = request.params as { id: number };
      const body = request.body as z.output<typeof failedRowsRequestSchema>;
      const saved = await importWithFailedRows(ctx.database.db, id);
      const area = (AREA_DECLARATIONS as readonly AnyArea[]).find((entry) => entry.key === saved?.area);
      if (!saved || !area) throw notFound('Import');
      if (!authOf(request).permissions.has((area.permission as Record<string, string>).list!)) throw forbidden();
      const failed = saved.failedRows as { headers: string[]; delimiter: string | null; rows: { line: number; cells: unknown[]; problems: ImportProblem[] }[] } | null;
      if (!failed) throw notFound('Failed rows');
      const format = saved.format as 'xlsx' | 'csv';
      const bytes = tableFile(
        format,
        body.separator ?? (failed.delimiter === ',' ? 'comma' : 'semicolon'),
        [...failed.headers, body.header],
        failed.rows.map((row) => [
          ...failed.headers.map((_, index) => (row.cells[index] ?? null) as string | number | boolean | null),
          row.problems.map((problem) => body.messages[problemKey(problem)] ?? problem.code).join('; '),
        ]),
      );
      return sendFile(reply, bytes, format, `${area.segment}-import-${id}-failed`);
    },
  });
}

function sendFile(reply: FastifyReply, bytes: Uint8Array, format: 'xlsx' | 'csv', name: string) {
  return reply
    .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** The upload: its one file and, for a check or an import, its `options` field as JSON, checked. */
async function uploadOf(request: FastifyRequest, schema: z.ZodType<ImportOptions> | null): Promise<{ bytes: Uint8Array; fileName: string; options: ImportOptions | null }> {
  if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  let file: { bytes: Uint8Array; fileName: string } | null = null;
  let raw: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = { bytes: await part.toBuffer(), fileName: part.filename || 'import' };
      else if (part.fieldname === 'options') raw = String(part.value);
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, 'IMPORT_FILE_UNREADABLE', 'The file is larger than the import limit', { fields: { file: 'FILE_TOO_LARGE' }, params: { max: IMPORT_FILE_MAX_BYTES } });
    }
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
    throw new ApiError(400, 'BAD_REQUEST', 'Malformed multipart body');
  }
  if (!file) throw validationFailed({ file: 'REQUIRED' });
  if (!schema) return { ...file, options: null };
  let json: unknown;
  try {
    json = raw === null ? undefined : JSON.parse(raw);
  } catch {
    throw validationFailed({ options: 'INVALID_FORMAT' });
  }
  if (json === undefined) throw validationFailed({ options: 'REQUIRED' });
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw validationFailed(prefixed(fieldErrorsFromIssues(parsed.error.issues), 'options'));
  return { ...file, options: parsed.data };
}

/**
 * A check's or an import's answer: JSON lines, opened by the first progress line (every refusal
 * before it is an ordinary error answer), each line one ImportStreamLine, the last the result or
 * the error that ended it.
 */
function linesOf(reply: FastifyReply) {
  let stream: PassThrough | null = null;
  const open = () => {
    if (!stream) {
      stream = new PassThrough();
      void reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(stream);
    }
    return stream;
  };
  const write = (line: ImportStreamLine) => open().write(`${JSON.stringify(line)}\n`);
  return {
    write,
    end(line: ImportStreamLine) {
      write(line);
      stream!.end();
    },
    fail(error: unknown) {
      if (!stream) throw error;
      const known = error instanceof ApiError;
      if (!known && !reply.raw.destroyed) reply.log.error({ err: error }, 'import failed while answering');
      const body: ErrorBody['error'] = known ? { code: error.code, message: error.message } : { code: 'INTERNAL', message: 'Internal server error' };
      stream.end(`${JSON.stringify({ error: { status: known ? error.statusCode : 500, ...body, ...(known && error.extra.current !== undefined ? { details: error.extra.current } : {}) } })}\n`);
    },
  };
}

const prefixed = (fields: Record<string, string>, prefix: string) =>
  Object.fromEntries(Object.entries(fields).map(([key, code]) => [key === '_' ? prefix : `${prefix}.${key}`, code]));
