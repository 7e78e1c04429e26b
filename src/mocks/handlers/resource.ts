import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { idParamsSchema } from '../../../contract/api';
import type { ResourceDeclaration, StandardPermission } from '../../../contract/area';
import type { PermissionName } from '../../../contract/permissions';
import { accessTokens, type MockUser } from '../db/auth';
import { nextTime, recordActivity, recordChange } from '../db/logs';
import type { MockStore } from '../db/resources';
import { AREA_DECLARATIONS, LISTS } from '../../../contract/areas';
import { columnsOf, headingFilters, ListFile, listFileName, listExportRequestSchema, type ListExportRequest } from '../../../contract/list-export';
import { defaultCsvSeparator } from '../../../contract/report-export';
import { bulkActionsOf, bulkRequestSchema, BULK_LIMIT, type BulkAction, type BulkResult } from '../../../contract/bulk';
import { changeLogHandler, entityLabelOf, registerEntityLabel } from './change-logs';
import { authorize, forbidden, holds, idempotentCreate, jsonOf, matchesSearch, MOCK_TIME_ZONE, paginate, parse, queryOf } from './helpers';
import { apiError, ok } from './respond';

/**
 * The mock half of the resource kit: one set of MSW handlers for every master-data area,
 * answering as server/services/resource.ts does — validation by the contract's schemas, the same
 * uniqueness keys, versions (409 VERSION_CONFLICT with the current record), Idempotency-Key, an
 * unchanged PATCH writing nothing, and the change log with the contract's snapshot. An area plugs
 * in only what is its own. The shared contract suite (contract/testing/resource-suite.ts) runs
 * against this and against the server.
 */
export interface MockResource<T extends { id: number; version: number; createdAt: string; updatedAt: string }> {
  /**
   * The area's declaration (contract/areas): its base path, change-log entity, noun, permissions,
   * unique fields, what `q` searches, its sort fields and the field its change log names it by.
   */
  readonly declaration: ResourceDeclaration;
  readonly store: MockStore<T>;
  readonly schemas: { listQuery: z.ZodType; create: z.ZodType; update: z.ZodType };
  readonly snapshot: (record: T) => Record<string, unknown>;
  /** What `q` searches, where it is more than the declared fields (the server's `search` column). */
  readonly searchText?: (record: T) => (string | null)[];
  /**
   * Whether `q` matches, for a `q` whose form changes its meaning (a DO number; decision 289), or
   * undefined to leave it to the search text.
   */
  readonly matches?: (record: T, q: string) => boolean | undefined;
  /**
   * The value a sort field orders by, where it is not the field's value (text compares
   * lower-cased), or its values in turn (a user's role: its name, its id, then the username).
   */
  readonly sortKeys?: Readonly<Record<string, (record: T) => SortKey | readonly SortKey[]>>;
  /** The area's own list filters. */
  readonly filter?: (record: T, query: Record<string, unknown>) => boolean;
  /** Refuses a list query the caller may not make (deactivated users without read-removed-users). */
  readonly listAccess?: (query: Record<string, unknown>, actor: MockUser) => Response | null;
  /** Fields a create leaves out that the record has (notes: ''). */
  readonly defaults: Partial<T>;
  /** The change log's `entityLabel`, where it is not the declared label field. */
  readonly label?: (record: T) => string;
  /** What the API answers for a stored row, when that is more than the row (a DO's quantities). */
  readonly view?: (record: T) => Record<string, unknown>;
  /** Areas with child rows and rules (delivery orders, shipments), as the server's write hooks. */
  readonly writes?: MockWrites<T>;
  /** How the area's own bulk actions act on one record (a DO's cancel): null when done, the refusal otherwise. */
  readonly bulk?: Partial<Record<BulkAction, (record: T, actor: MockUser) => Response | null>>;
  /** The area's endpoints beyond the five (a DO's cancel, a shipment's allocation and photo). */
  readonly more?: () => ReturnType<typeof http.get>[];
  /**
   * Puts the area's rows and their change-log rows back as a fresh demo install has them; default:
   * the store's seed, each record with a CREATE row by admin.
   */
  readonly seed?: () => void;
}

/** An area's mock, typed by its records (src/mocks/areas). */
export const mockResource = <T extends AnyRecord>(area: MockResource<T>) => area;

/** The default seed: the store's rows, each with the CREATE row the server's demo install writes. */
export function seedResource<T extends AnyRecord>(area: MockResource<T>) {
  if (area.seed) return area.seed();
  area.store.reset();
  const { entity, snapshotOf } = kitOf(area);
  for (const record of area.store.rows) {
    recordChange({ entity, entityId: record.id, action: 'CREATE', actorId: 1, before: null, after: snapshotOf(record), createdAt: record.createdAt });
  }
}

/**
 * An area's part of a create or update (server/services/resource.ts `WriteHooks`): checks first,
 * and only when nothing refuses, the row's new values; an answer (Response) refuses and nothing
 * is changed.
 */
export interface MockWrites<T> {
  /** Update only, after `editable`: refuses a caller who may not change this record (a role holding more than theirs). */
  readonly authorize?: (record: T, actorId: number) => Response | null;
  readonly editable?: (record: T) => Response | null;
  readonly inputOf?: (record: T) => Record<string, unknown>;
  /**
   * Before the unique fields are compared, as the server's `check`: the area's refusals of a new
   * record's values or of the changed fields (a user's role must exist); `record` is null on create.
   */
  readonly check?: (values: Record<string, unknown>, record: T | null, actorId: number) => Response | null;
  /** Checks after the unique fields and the row's values; default: the input. */
  readonly create?: (values: Record<string, unknown>, actorId: number) => Response | Partial<T>;
  readonly update?: (record: T, changes: Record<string, unknown>, actorId: number) => Response | Partial<T>;
  /** Facts of a create the record cannot show, added to the CREATE row (a new role holds no permissions). */
  readonly createdFacts?: () => Record<string, unknown>;
  /** Facts of an update the record cannot show, added to the UPDATE row's `after` (a new password). */
  readonly loggedFacts?: (changes: Record<string, unknown>) => Record<string, unknown>;
  /**
   * After a create or an update is written, with its input: what else it does, as the server's
   * `children` (derived state such as the DOs' statuses; a user's new password kept and, on a
   * reset, their other sessions ended).
   */
  readonly written?: (record: T, input: Record<string, unknown>, caller: MockCaller, action: 'CREATE' | 'UPDATE') => void;
}

/** Who writes: the user, and the session their request came with. */
export interface MockCaller {
  readonly id: number;
  readonly session: string | undefined;
}

type SortKey = string | number | null;

/**
 * The server's ORDER BY: each key in turn, text compared as the server's lower-cased text, nulls
 * last either way (the kit's `nulls last` of a list); ties keep the order they came in.
 */
function sortBy<T>(rows: T[], sort: string, keyOf: (row: T, field: string) => SortKey | readonly SortKey[]) {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });
  const keysOf = (row: T) => {
    const key = keyOf(row, field);
    return Array.isArray(key) ? (key as readonly SortKey[]) : [key as SortKey];
  };
  return rows.sort((a, b) => {
    const [x, y] = [keysOf(a), keysOf(b)];
    for (let index = 0; index < x.length; index += 1) {
      const [left, right] = [x[index] ?? null, y[index] ?? null];
      if (left === right) continue;
      if (left === null || right === null) return left === null ? 1 : -1;
      const order = typeof left === 'number' && typeof right === 'number' ? left - right : collator.compare(String(left), String(right));
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  });
}

/** Every record a parsed list query finds (its own filters included), in the list's order. */
function matchingRecords<T extends AnyRecord>(area: MockResource<T>, query: { q?: string; sort: string } & Record<string, unknown>): T[] {
  const { searchText, sortKey } = kitOf(area);
  const { q, sort } = query;
  const searched = (row: T) => (q ? area.matches?.(row, q) : undefined) ?? matchesSearch(q, ...searchText(row));
  const rows = area.store.rows.filter((row) => searched(row) && (area.filter?.(row, query) ?? true));
  // Ties in id order, as the server's ORDER BY … , id.
  return sortBy([...rows].sort((a, b) => (sort.startsWith('-') ? b.id - a.id : a.id - b.id)), sort, sortKey);
}

/** A page of an area's records for a parsed list query (its own filters included), as the server's listResource. */
export function listRecords<T extends AnyRecord>(area: MockResource<T>, query: { q?: string; sort: string; page: number; size: number } & Record<string, unknown>): Response {
  const paged = paginate(matchingRecords(area, query), query.page, query.size);
  return HttpResponse.json({ ...paged, data: paged.data.map(kitOf(area).view) });
}

/**
 * `POST {base}/bulk`, as server/services/bulk.ts answers it: the action's permission, the ids (or
 * every id the query finds) in turn, each refused with what its own request would answer.
 */
function bulkHandler<T extends AnyRecord>(area: MockResource<T>) {
  const { base, permissions } = kitOf(area);
  const { declaration } = area;
  const actions = bulkActionsOf(declaration);
  if (actions.length === 0) return [];
  const schema = bulkRequestSchema(actions as [BulkAction, ...BulkAction[]], area.schemas.listQuery);
  const permissionOf = (action: BulkAction) =>
    action === 'cancel' ? ((declaration.permission as Readonly<Record<string, PermissionName>>).cancel ?? permissions.update) : permissions.update;
  return [
    http.post(`*${base}/bulk`, async ({ request }) => {
      const actor = authorize(request, permissions.list);
      if (actor instanceof Response) return actor;
      const parsed = parse(schema, await jsonOf(request));
      if (!parsed.ok) return parsed.response;
      const body = parsed.data as { action: BulkAction; ids?: number[]; query?: { q?: string; sort: string } & Record<string, unknown> };
      if (!holds(actor, permissionOf(body.action))) return forbidden();
      const ids = body.ids ? [...new Set(body.ids)] : matchingRecords(area, body.query!).map((record) => record.id);
      if (ids.length > BULK_LIMIT) return apiError(400, 'VALIDATION_FAILED', `At most ${BULK_LIMIT} records at once`, { fields: { query: 'TOO_LONG' } });
      const result: BulkResult = { action: body.action, done: [], refused: [] };
      for (const id of ids) {
        const record = area.store.find(id);
        let refusal: Response | null;
        if (!record) refusal = kitOf(area).notFound();
        else if (body.action === 'archive' || body.action === 'restore') {
          const answer = versionedUpdate(area, actor.id, id, { version: record.version, active: body.action === 'restore' }, callerOf(request, actor).session);
          refusal = answer.ok ? null : answer;
        } else refusal = area.bulk?.[body.action]?.(record, actor) ?? null;
        if (refusal === null) result.done.push(id);
        else {
          const { error } = (await refusal.clone().json()) as { error: { code: string; message: string } };
          result.refused.push({ id, code: error.code, message: error.message });
        }
      }
      return ok(result);
    }),
  ];
}

const MEDIA_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * `POST {base}/export`, as server/services/list-export.ts answers it: the same checks, the same
 * file (contract/list-export.ts) built whole, since the mock's lists are small, and the
 * activity log's row.
 */
function exportHandler<T extends AnyRecord>(area: MockResource<T>) {
  const { base, permissions, view } = kitOf(area);
  const { declaration } = area;
  const schema = listExportRequestSchema(declaration.list, area.schemas.listQuery);
  return http.post(`*${base}/export`, async ({ request }) => {
    const actor = authorize(request, LISTS.permission.export, permissions.list);
    if (actor instanceof Response) return actor;
    const parsed = parse(schema, await jsonOf(request));
    if (!parsed.ok) return parsed.response;
    const body = parsed.data as unknown as ListExportRequest;
    const query = body.query as { q?: string; sort: string } & Record<string, unknown>;
    const refused = area.listAccess?.(query, actor);
    if (refused) return refused;
    let records = matchingRecords(area, query);
    if (body.ids) {
      const chosen = new Set(body.ids);
      records = records.filter((record) => chosen.has(record.id));
    }
    const labels: Record<string, string> = {};
    for (const [param, target] of Object.entries(declaration.list.references ?? {})) {
      const entity = AREA_DECLARATIONS.find((other) => other.key === target && 'changeEntity' in other)?.changeEntity;
      const label = typeof query[param] === 'number' && entity ? entityLabelOf(entity, query[param]) : null;
      if (label !== null) labels[param] = label;
    }
    const generatedAt = new Date();
    const parts: Uint8Array[] = [];
    const file = new ListFile(
      {
        format: body.format,
        separator: body.separator ?? defaultCsvSeparator(body.lang),
        lang: body.lang,
        timeZone: MOCK_TIME_ZONE,
        title: body.title,
        filters: headingFilters(body, labels),
        generatedAt,
        rowCount: records.length,
        chosen: body.ids !== undefined,
        columns: columnsOf(declaration.list, body),
      },
      (bytes) => parts.push(bytes.slice()),
    );
    file.rows(records.map((record) => view(record) as Record<string, unknown>));
    file.end();
    const { page: _page, size: _size, ...listQuery } = query;
    recordActivity('LIST_EXPORTED', actor.id, undefined, undefined, {
      list: declaration.key,
      format: body.format,
      rows: records.length,
      query: listQuery,
      ...(body.ids ? { chosen: body.ids.length } : {}),
    });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: MOCK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(generatedAt);
    return new HttpResponse(new Blob(parts as BlobPart[]), {
      headers: {
        'Content-Type': MEDIA_TYPES[body.format],
        'Content-Disposition': `attachment; filename="${listFileName(body.title, declaration.segment, day, body.format)}"`,
        'Cache-Control': 'no-store',
        'X-Total-Count': String(records.length),
      },
    });
  });
}

export const callerOf = (request: Request, actor: MockUser): MockCaller => ({ id: actor.id, session: accessTokens.sessionOf(request.headers.get('authorization')) });

export function resourceHandlers<T extends AnyRecord>(area: MockResource<T>) {
  const { base, entity, permissions, notFound, view, label } = kitOf(area);
  registerEntityLabel(entity, (id) => {
    const record = area.store.find(id);
    return record ? label(record) : null;
  });

  return [
    changeLogHandler(`*${base}/logs`, entity, permissions.logs),
    // An area whose list declares no exportable columns has no export (the accounts' lists).
    ...(area.declaration.list.columns ? [exportHandler(area)] : []),
    ...bulkHandler(area),
    // Fixed sub-paths before `/:id`.
    ...(area.more?.() ?? []),

    http.get(`*${base}`, ({ request }) => {
      const actor = authorize(request, permissions.list);
      if (actor instanceof Response) return actor;
      const query = parse(area.schemas.listQuery, queryOf(request));
      if (!query.ok) return query.response;
      const data = query.data as Parameters<typeof listRecords>[1];
      return area.listAccess?.(data, actor) ?? listRecords(area, data);
    }),

    http.get(`*${base}/:id`, ({ request, params: rawParams }) => {
      const actor = authorize(request, permissions.read);
      if (actor instanceof Response) return actor;
      const params = parse(idParamsSchema, { id: rawParams.id });
      if (!params.ok) return params.response;
      const record = area.store.find(params.data.id);
      return record ? ok(view(record)) : notFound();
    }),

    http.post(`*${base}`, async ({ request }) => {
      const actor = authorize(request, permissions.create);
      if (actor instanceof Response) return actor;
      const input = parse(area.schemas.create, await jsonOf(request));
      if (!input.ok) return input.response;
      const idempotency = idempotentCreate(request, actor, input.data);
      if (idempotency instanceof Response) return idempotency;
      const record = createInStore(area, input.data as Record<string, unknown>, callerOf(request, actor));
      if (record instanceof Response) return record;
      const body = { data: view(record) };
      idempotency.save(body);
      return HttpResponse.json(body, { status: 201 });
    }),

    http.patch(`*${base}/:id`, async ({ request, params: rawParams }) => {
      const actor = authorize(request, permissions.update);
      if (actor instanceof Response) return actor;
      const params = parse(idParamsSchema, { id: rawParams.id });
      if (!params.ok) return params.response;
      const input = parse(area.schemas.update, await jsonOf(request));
      if (!input.ok) return input.response;
      return versionedUpdate(area, actor.id, params.data.id, input.data as { version: number } & Record<string, unknown>, callerOf(request, actor).session);
    }),
  ];
}

type AnyRecord = { id: number; version: number; createdAt: string; updatedAt: string };

const fieldOf = (record: object, field: string) => (record as Record<string, unknown>)[field];

/** What the kit reads of an area: its declaration's spellings and rules, with the area's own overrides. */
function kitOf<T extends AnyRecord>(area: MockResource<T>) {
  const { declaration } = area;
  const { list } = declaration;
  const view = (record: T) => (area.view ? area.view(record) : record);
  const unique = Object.entries(list.unique ?? {});
  const uniqueKey = (field: string) => (list.unique?.[field]?.compare === 'lower' ? (value: string) => value.toLowerCase() : (value: string) => value);
  return {
    base: declaration.api,
    entity: declaration.changeEntity,
    permissions: declaration.permission as Readonly<Record<StandardPermission, PermissionName>>,
    searchText: area.searchText ?? ((record: T) => list.search.map((field) => fieldOf(record, field) as string | null)),
    sortKey: (record: T, field: string): SortKey | readonly SortKey[] => {
      const own = area.sortKeys?.[field];
      if (own) return own(record);
      const value = fieldOf(record, field) as string | number | null;
      return typeof value === 'string' ? value.toLowerCase() : value;
    },
    label: area.label ?? ((record: T) => String(fieldOf(record, list.label ?? 'id'))),
    notFound: () => apiError(404, 'NOT_FOUND', `${declaration.noun} not found`),
    view,
    snapshotOf: (record: T) => area.snapshot(view(record) as unknown as T),
    /** Every taken field in one 409, as the server answers. */
    clashOf: (values: Record<string, unknown>, exceptId?: number) => {
      const taken = unique
        .filter(([field]) => {
          const value = values[field];
          const key = uniqueKey(field);
          if (typeof value !== 'string') return false;
          return area.store.rows.some((row) => row.id !== exceptId && typeof fieldOf(row, field) === 'string' && key(fieldOf(row, field) as string) === key(value));
        })
        .map(([field]) => field);
      if (taken.length === 0) return null;
      const message = [...new Set(taken.map((field) => list.unique?.[field]?.message))].join('; ');
      return apiError(409, 'CONFLICT', message, { fields: Object.fromEntries(taken.map((field) => [field, 'TAKEN'])) });
    },
  };
}

/**
 * The one create (the server's createResource): a POST, and each new row of an import. Refused in
 * the server's order: the area's checks or the unique fields, then the area's own build; the
 * CREATE row of the change log carries the import that made the record, if one did.
 */
export function createInStore<T extends AnyRecord>(area: MockResource<T>, input: Record<string, unknown>, caller: MockCaller, importId?: number): Response | T {
  const { entity, clashOf, snapshotOf } = kitOf(area);
  const values = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const refused = area.writes?.check?.(values, null, caller.id) ?? clashOf(values);
  if (refused) return refused;
  const built = area.writes?.create ? area.writes.create(values, caller.id) : values;
  if (built instanceof Response) return built;
  const now = nextTime();
  const record = { ...area.defaults, ...built, id: area.store.nextId(), version: 1, createdAt: now, updatedAt: now } as T;
  area.store.rows.push(record);
  area.writes?.written?.(record, values, caller, 'CREATE');
  recordChange({
    entity,
    entityId: record.id,
    action: 'CREATE',
    actorId: caller.id,
    before: null,
    after: { ...snapshotOf(record), ...area.writes?.createdFacts?.() },
    createdAt: now,
    ...(importId === undefined ? {} : { importId }),
  });
  return record;
}

/**
 * The one versioned update (the server's updateResource): a PATCH, and any endpoint that writes a
 * record as a whole under its version (a shipment's allocation PUT). Refused in the server's
 * order: the record's state, the caller, the version; then the area's checks, the unique fields
 * and its checks after them.
 */
export function versionedUpdate<T extends AnyRecord>(
  area: MockResource<T>,
  actorId: number,
  id: number,
  input: { version: number } & Record<string, unknown>,
  session?: string,
  importId?: number,
): Response {
  const { entity, notFound, view, clashOf, snapshotOf } = kitOf(area);
  const record = area.store.find(id);
  if (!record) return notFound();
  const refused = area.writes?.editable?.(record) ?? area.writes?.authorize?.(record, actorId);
  if (refused) return refused;
  const { version, ...fields } = input;
  if (version !== record.version) return apiError(409, 'VERSION_CONFLICT', 'The record was changed by someone else', { current: view(record) });
  const current = (area.writes?.inputOf?.(record) ?? record) as Record<string, unknown>;
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([field, value]) => value !== undefined && JSON.stringify(value ?? null) !== JSON.stringify(current[field] ?? null)),
  );
  if (Object.keys(changes).length === 0) return ok(view(record));
  const clash = area.writes?.check?.(changes, record, actorId) ?? clashOf(changes, record.id);
  if (clash) return clash;
  const applied = area.writes?.update ? area.writes.update(record, changes, actorId) : changes;
  if (applied instanceof Response) return applied;
  const before = snapshotOf(record);
  Object.assign(record, applied, { version: record.version + 1, updatedAt: nextTime() });
  area.writes?.written?.(record, changes, { id: actorId, session }, 'UPDATE');
  recordChange({ entity, entityId: record.id, action: 'UPDATE', actorId, before, after: { ...snapshotOf(record), ...area.writes?.loggedFacts?.(changes) }, ...(importId === undefined ? {} : { importId }) });
  return ok(view(record));
}
