import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { idParamsSchema } from '../../../contract/api';
import type { AnyArea, StandardPermission } from '../../../contract/area';
import { AREA_DECLARATIONS } from '../../../contract/areas';
import {
  classifyRows,
  importFileInfo,
  comparer,
  planGroups,
  prepareRows,
  referenceLookups,
  type HeldRecord,
  type PreparedRow,
  type RowsPlan,
  type ReferenceHolders,
} from '../../../contract/import-rows';
import {
  failedRowsRequestSchema,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_OUTCOMES,
  IMPORT_PROBLEMS_LISTED,
  importListQuerySchema,
  importOptionsSchema,
  importTemplateRequestSchema,
  problemKey,
  type ImportCheck,
  type ImportFileInfo,
  type ImportOptions,
  type ImportRecord,
  type ImportStreamLine,
} from '../../../contract/imports';
import { tableFile } from '../../../contract/list-export';
import type { PermissionName } from '../../../contract/permissions';
import { readTableFile, TableFileError, type TableFile } from '../../../contract/table-file';
import { fieldErrorsFromIssues } from '../../../contract/validation';
import { importStore } from '../db/imports';
import { MOCK_RESOURCES } from '../resources';
import { nextTime } from '../db/logs';
import { authorize, forbidden, formDataOf, holds, jsonOf, parse, queryOf } from './helpers';
import { callerOf, createInStore, versionedUpdate, type MockResource } from './resource';
import { apiError, ok } from './respond';

/**
 * The mock half of imports (docs/decisions/335-import.md), answering as server/routes/imports.ts
 * does: the same reader, row preparation and classification (all from contract/), the area's own
 * create and versioned update for the writing, JSON lines for a check and an import, and the
 * area's imports kept with their failed rows in the mock db.
 */
type AnyRecord = { id: number; version: number; createdAt: string; updatedAt: string };

const MEDIA_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;
/** Records written between two progress lines, as the server's statements. */
const BATCH = 500;

const fileRefused = (error: TableFileError) =>
  apiError(error.code === 'FILE_TOO_LARGE' ? 413 : 422, 'IMPORT_FILE_UNREADABLE', `The file cannot be imported: ${error.code}`, {
    fields: { file: error.code },
    params: error.params,
  });

/** A check's or an import's answer: its lines, one JSON value each. */
export function jsonLines(lines: readonly ImportStreamLine[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const line of lines) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' } });
}

const fileAnswer = (bytes: Uint8Array, format: 'xlsx' | 'csv', name: string) =>
  new HttpResponse(new Blob([bytes as BlobPart]), {
    headers: { 'Content-Type': MEDIA_TYPES[format], 'Content-Disposition': `attachment; filename="${name}.${format}"`, 'Cache-Control': 'no-store' },
  });

/** The upload: its file read, and for a check or an import its `options` checked; or the answer refusing it. */
async function uploadOf(request: Request, schema: z.ZodType<ImportOptions> | null): Promise<Response | { file: TableFile; info: ImportFileInfo; options: ImportOptions | null }> {
  let form: FormData;
  try {
    form = await formDataOf(request);
  } catch (error) {
    if (error instanceof Response) throw error;
    return apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  }
  const upload = form.get('file');
  if (!(upload instanceof Blob)) return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { file: 'REQUIRED' } });
  if (upload.size > IMPORT_FILE_MAX_BYTES) {
    return apiError(413, 'IMPORT_FILE_UNREADABLE', 'The file is larger than the import limit', { fields: { file: 'FILE_TOO_LARGE' }, params: { max: IMPORT_FILE_MAX_BYTES } });
  }
  let options: ImportOptions | null = null;
  if (schema) {
    const raw = form.get('options');
    let json: unknown;
    try {
      json = typeof raw === 'string' ? JSON.parse(raw) : undefined;
    } catch {
      return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { options: 'INVALID_FORMAT' } });
    }
    if (json === undefined) return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields: { options: 'REQUIRED' } });
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const fields = Object.fromEntries(Object.entries(fieldErrorsFromIssues(parsed.error.issues)).map(([key, code]) => [key === '_' ? 'options' : `options.${key}`, code]));
      return apiError(400, 'VALIDATION_FAILED', 'Invalid request', { fields });
    }
    options = parsed.data;
  }
  const fileName = upload instanceof File && upload.name ? upload.name : 'import';
  let file: TableFile;
  try {
    file = readTableFile(new Uint8Array(await upload.arrayBuffer()), fileName);
  } catch (error) {
    if (error instanceof TableFileError) return fileRefused(error);
    throw error;
  }
  return { file, info: importFileInfo(file, fileName), options };
}

/** The records each reference cell of `rows` names, from the referenced areas' stores, as the server's queries find them. */
function referenceHolders(area: AnyArea, rows: readonly PreparedRow[]): ReferenceHolders {
  const holders = new Map<string, Map<string, Map<string, HeldRecord>>>();
  for (const { field, target, by, fold, values } of referenceLookups(area, AREA_DECLARATIONS as readonly AnyArea[], rows)) {
    const store = MOCK_RESOURCES.find((resource) => resource.declaration.key === target.key)!.store;
    const wanted = new Set(values);
    const found = new Map<string, HeldRecord>();
    for (const record of store.rows as unknown as HeldRecord[]) {
      const value = record[by];
      if (value !== null && value !== undefined && wanted.has(fold(value))) found.set(fold(value), record);
    }
    const byField = holders.get(field) ?? new Map<string, Map<string, HeldRecord>>();
    byField.set(by, found);
    holders.set(field, byField);
  }
  return holders;
}

/** What each row of the file becomes, against the area's store: the server's planImport over the mock's records. */
function planOf<T extends AnyRecord>(area: MockResource<T>, file: TableFile, options: ImportOptions, canCreate: boolean, canUpdate: boolean): RowsPlan {
  const { declaration } = area;
  const rows = prepareRows(file, declaration, options);
  if (declaration.import?.group) return planGroups(declaration, rows, options, referenceHolders(declaration, rows), AREA_DECLARATIONS as readonly AnyArea[], { canCreate });
  const mapped = new Set(options.mapping.filter((field): field is string => field !== null));
  const holders = new Map<string, Map<string, HeldRecord>>();
  for (const field of Object.keys(declaration.list.unique ?? {}).filter((name) => mapped.has(name))) {
    const fold = comparer(declaration, field);
    const wanted = new Set(rows.flatMap((row) => (row.values[field] === null || row.values[field] === undefined ? [] : [fold(row.values[field])])));
    const found = new Map<string, HeldRecord>();
    for (const record of area.store.rows) {
      const value = (record as Record<string, unknown>)[field];
      if (value !== null && value !== undefined && wanted.has(fold(value))) found.set(fold(value), record as unknown as HeldRecord);
    }
    holders.set(field, found);
  }
  return classifyRows(declaration, rows, options, holders, {
    canCreate,
    canUpdate,
    current: (record) => (area.writes?.inputOf?.(record as unknown as T) ?? record) as Record<string, unknown>,
  });
}

const checkOf = (rows: number, { rows: planned, counts, groups }: RowsPlan): ImportCheck => ({
  rows,
  counts,
  failed: planned
    .filter((entry) => entry.outcome === 'fail')
    .slice(0, IMPORT_PROBLEMS_LISTED)
    .map((entry) => ({ line: entry.row.line, key: entry.key, problems: entry.problems })),
  ...(groups ? { groups } : {}),
});

/**
 * `POST {api}/imports/read`, `…/check`, `{api}/imports` and `GET {api}/imports` and
 * `POST …/imports/template` of an area that declares `import`; none for one that does not.
 * Registered before the area's `/:id` routes.
 */
export function importHandlers<T extends AnyRecord>(area: MockResource<T>) {
  const { declaration } = area;
  if (!declaration.import) return [];
  const base = `${declaration.api}/imports`;
  const permissions = declaration.permission as Readonly<Record<StandardPermission, PermissionName>>;
  const optionsSchema = importOptionsSchema(declaration) as unknown as z.ZodType<ImportOptions>;
  const templateSchema = importTemplateRequestSchema(declaration);
  const mayImport = (request: Request) => {
    const actor = authorize(request);
    if (actor instanceof Response) return actor;
    return holds(actor, permissions.create) || holds(actor, permissions.update) ? actor : forbidden();
  };
  // Adding (modes add and skip) needs the create permission, updating the update permission.
  const modeAllowed = (actor: Exclude<ReturnType<typeof mayImport>, Response>, options: ImportOptions) => holds(actor, options.mode === 'update' ? permissions.update : permissions.create);

  return [
    http.post(`*${base}/read`, async ({ request }) => {
      const actor = mayImport(request);
      if (actor instanceof Response) return actor;
      const upload = await uploadOf(request, null);
      return upload instanceof Response ? upload : ok(upload.info);
    }),

    http.post(`*${base}/check`, async ({ request }) => {
      const actor = mayImport(request);
      if (actor instanceof Response) return actor;
      const upload = await uploadOf(request, optionsSchema);
      if (upload instanceof Response) return upload;
      const options = upload.options!;
      if (!modeAllowed(actor, options)) return forbidden();
      const plan = planOf(area, upload.file, options, holds(actor, permissions.create), holds(actor, permissions.update));
      return jsonLines([{ progress: { phase: 'check', done: plan.rows.length, total: plan.rows.length } }, { result: checkOf(upload.info.rows, plan) }]);
    }),

    http.post(`*${base}/template`, async ({ request }) => {
      const actor = mayImport(request);
      if (actor instanceof Response) return actor;
      const parsed = parse(templateSchema, await jsonOf(request));
      if (!parsed.ok) return parsed.response;
      const example = declaration.import!.example;
      const cellOf = (field: string) => example[field] ?? null;
      const bytes = tableFile(parsed.data.format, parsed.data.separator ?? 'semicolon', parsed.data.headers.map((column) => column.header), [parsed.data.headers.map((column) => cellOf(column.field))]);
      return fileAnswer(bytes, parsed.data.format, `${declaration.segment}-template`);
    }),

    http.post(`*${base}`, async ({ request }) => {
      const actor = mayImport(request);
      if (actor instanceof Response) return actor;
      const upload = await uploadOf(request, optionsSchema);
      if (upload instanceof Response) return upload;
      const options = upload.options!;
      if (!modeAllowed(actor, options)) return forbidden();
      const plan = planOf(area, upload.file, options, holds(actor, permissions.create), holds(actor, permissions.update));
      const { rows, counts } = plan;
      const check = checkOf(upload.info.rows, plan);
      if (options.expect && IMPORT_OUTCOMES.some((outcome) => options.expect![outcome] !== counts[outcome])) {
        return apiError(409, 'IMPORT_CHANGED', 'The data changed since the check', { current: check });
      }
      if ((options.atomic ?? true) && counts.fail > 0) return apiError(422, 'IMPORT_HAS_FAILURES', 'Rows fail; nothing was imported');
      const id = importStore.nextId();
      const caller = callerOf(request, actor);
      // A record with lines is one write (its form's create); any other record one row's.
      const writes: (() => Response | AnyRecord)[] = plan.records
        ? plan.records.map((record) => () => createInStore(area, { ...record.input }, caller, id))
        : rows
            .filter((entry) => entry.outcome === 'add' || entry.outcome === 'update')
            .map((entry) =>
              entry.outcome === 'add'
                ? () => createInStore(area, { ...entry.row.values }, caller, id)
                : () => versionedUpdate(area, actor.id, entry.record!.id, { version: entry.record!.version, ...entry.changes }, caller.session, id),
            );
      const lines: ImportStreamLine[] = [];
      writes.forEach((write, index) => {
        const answer = write();
        // The plan has refused whatever the store would: a refusal here is a mock defect.
        if (answer instanceof Response && !answer.ok) throw new Error(`Import write ${index + 1} refused by the store`);
        if ((index + 1) % BATCH === 0 || index === writes.length - 1) lines.push({ progress: { phase: 'write', done: index + 1, total: writes.length } });
      });
      const failed = rows.filter((entry) => entry.outcome === 'fail');
      const record: ImportRecord = {
        id,
        area: declaration.key,
        fileName: upload.info.fileName,
        format: upload.info.format,
        mode: options.mode,
        atomic: options.atomic ?? true,
        rows: upload.info.rows,
        counts,
        user: { id: actor.id, name: actor.name },
        createdAt: nextTime(),
      };
      importStore.add({
        record,
        failedRows:
          failed.length > 0
            ? { headers: upload.info.headers, delimiter: upload.info.delimiter ?? null, rows: failed.map((entry) => ({ line: entry.row.line, cells: entry.row.cells, problems: entry.problems })) }
            : null,
      });
      return jsonLines([...lines, { result: { ...check, import: record } }]);
    }),

    http.get(`*${base}`, ({ request }) => {
      const actor = authorize(request, permissions.list);
      if (actor instanceof Response) return actor;
      const query = parse(importListQuerySchema, queryOf(request));
      if (!query.ok) return query.response;
      const { page, pageSize } = query.data;
      const all = importStore.of(declaration.key);
      return HttpResponse.json({ data: all.slice((page - 1) * pageSize, page * pageSize).map((entry) => entry.record), meta: { page, pageSize, total: all.length } });
    }),
  ];
}

/** `POST /api/imports/:id/failed-rows`: an import's failed rows as a file with a column of their reasons, in the caller's words. */
export function importFileHandlers() {
  return [
    http.post('*/api/imports/:id/failed-rows', async ({ request, params: rawParams }) => {
      const actor = authorize(request);
      if (actor instanceof Response) return actor;
      const params = parse(idParamsSchema, { id: rawParams.id });
      if (!params.ok) return params.response;
      const body = parse(failedRowsRequestSchema, await jsonOf(request));
      if (!body.ok) return body.response;
      const saved = importStore.find(params.data.id);
      const area = AREA_DECLARATIONS.find((entry) => entry.key === saved?.record.area);
      if (!saved || !area) return apiError(404, 'NOT_FOUND', 'Import not found');
      if (!holds(actor, (area.permission as Readonly<Record<string, PermissionName>>).list!)) return forbidden();
      const failed = saved.failedRows;
      if (!failed) return apiError(404, 'NOT_FOUND', 'Failed rows not found');
      const { header, messages, separator } = body.data;
      const bytes = tableFile(
        saved.record.format,
        separator ?? (failed.delimiter === ',' ? 'comma' : 'semicolon'),
        [...failed.headers, header],
        failed.rows.map((row) => [...failed.headers.map((_, index) => row.cells[index] ?? null), row.problems.map((problem) => messages[problemKey(problem)] ?? problem.code).join('; ')]),
      );
      return fileAnswer(bytes, saved.record.format, `${area.segment}-import-${saved.record.id}-failed`);
    }),
  ];
}
