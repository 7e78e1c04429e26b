import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { idParamsSchema } from '../../../contract/api';
import type { PermissionName } from '../../../contract/permissions';
import { idempotencyStore } from '../db';
import { nextTime, recordChange } from '../db/logs';
import type { MockStore } from '../db/resources';
import { changeLogHandler, registerEntityLabel } from './change-logs';
import { authorize, jsonOf, matchesSearch, paginate, parse, queryOf, sortRows } from './helpers';
import { apiError, ok } from './respond';

/**
 * The mock half of issue 12's resource kit: one set of MSW handlers for every master-data area,
 * answering as server/services/resource.ts does — validation by the contract's schemas, the same
 * uniqueness keys, versions (409 VERSION_CONFLICT with the current record), Idempotency-Key, an
 * unchanged PATCH writing nothing, and the change log with the contract's snapshot. An area plugs
 * in only what is its own. The shared contract suite (contract/testing/resource-suite.ts) runs
 * against this and against the server.
 */
export interface MockResource<T extends { id: number; version: number; createdAt: string; updatedAt: string }> {
  /** `/api/customers` */
  readonly base: string;
  readonly entity: string;
  readonly noun: string;
  readonly store: MockStore<T>;
  readonly permissions: { list: PermissionName; logs: PermissionName; read: PermissionName; create: PermissionName; update: PermissionName };
  readonly schemas: { listQuery: z.ZodType; create: z.ZodType; update: z.ZodType };
  readonly snapshot: (record: T) => Record<string, unknown>;
  /** Unique fields with the key two values clash on (the server's index expressions). */
  readonly uniqueKeys: Readonly<Record<string, (value: string) => string>>;
  readonly uniqueMessages: Readonly<Record<string, string>>;
  /** What `q` searches (the server's generated `search` column). */
  readonly searchText: (record: T) => (string | null)[];
  /** The value a sort field orders by. */
  readonly sortKey: (record: T, field: string) => string | number | null;
  /** The area's own list filters. */
  readonly filter?: (record: T, query: Record<string, unknown>) => boolean;
  /** Fields a create leaves out that the record has (notes: ''). */
  readonly defaults: Partial<T>;
  /** The change log's `entityLabel`. */
  readonly label: (record: T) => string;
}

export function resourceHandlers<T extends { id: number; version: number; createdAt: string; updatedAt: string }>(area: MockResource<T>) {
  registerEntityLabel(area.entity, (id) => {
    const record = area.store.find(id);
    return record ? area.label(record) : null;
  });
  const notFound = () => apiError(404, 'NOT_FOUND', `${area.noun} not found`);
  const clashOf = (values: Record<string, unknown>, exceptId?: number) => {
    for (const [field, key] of Object.entries(area.uniqueKeys)) {
      const value = values[field];
      if (typeof value !== 'string') continue;
      const taken = area.store.rows.some((row) => row.id !== exceptId && typeof (row as Record<string, unknown>)[field] === 'string' && key((row as Record<string, unknown>)[field] as string) === key(value));
      if (taken) return apiError(409, 'CONFLICT', area.uniqueMessages[field] ?? 'Already in use', { fields: { [field]: 'TAKEN' } });
    }
    return null;
  };

  return [
    changeLogHandler(`*${area.base}/logs`, area.entity, area.permissions.logs),

    http.get(`*${area.base}`, ({ request }) => {
      const actor = authorize(request, area.permissions.list);
      if (actor instanceof Response) return actor;
      const query = parse(area.schemas.listQuery, queryOf(request));
      if (!query.ok) return query.response;
      const { q, sort, page, size } = query.data as { q?: string; sort: string; page: number; size: number };
      const rows = area.store.rows.filter((row) => matchesSearch(q, ...area.searchText(row)) && (area.filter?.(row, query.data as Record<string, unknown>) ?? true));
      // Ties in id order, as the server's ORDER BY … , id.
      const sorted = sortRows([...rows].sort((a, b) => (sort.startsWith('-') ? b.id - a.id : a.id - b.id)), sort, area.sortKey);
      return HttpResponse.json(paginate(sorted, page, size));
    }),

    http.get(`*${area.base}/:id`, ({ request, params: rawParams }) => {
      const actor = authorize(request, area.permissions.read);
      if (actor instanceof Response) return actor;
      const params = parse(idParamsSchema, { id: rawParams.id });
      if (!params.ok) return params.response;
      const record = area.store.find(params.data.id);
      return record ? ok(record) : notFound();
    }),

    http.post(`*${area.base}`, async ({ request }) => {
      const actor = authorize(request, area.permissions.create);
      if (actor instanceof Response) return actor;
      const raw = await jsonOf(request);
      const header = request.headers.get('Idempotency-Key');
      const key = header ? `${actor.id} POST ${area.base} ${header}` : null;
      const previous = key ? idempotencyStore.get(key) : undefined;
      if (previous) {
        return previous.body === JSON.stringify(raw)
          ? HttpResponse.json(previous.response as Record<string, unknown>, { status: 201, headers: { 'Idempotency-Replayed': 'true' } })
          : apiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request');
      }
      const input = parse(area.schemas.create, raw);
      if (!input.ok) return input.response;
      const values = Object.fromEntries(Object.entries(input.data as Record<string, unknown>).filter(([, value]) => value !== undefined));
      const clash = clashOf(values);
      if (clash) return clash;
      const now = nextTime();
      const record = { ...area.defaults, ...values, id: area.store.nextId(), version: 1, createdAt: now, updatedAt: now } as T;
      area.store.rows.push(record);
      recordChange({ entity: area.entity, entityId: record.id, action: 'CREATE', actorId: actor.id, before: null, after: area.snapshot(record), createdAt: now });
      const body = { data: record };
      if (key) idempotencyStore.set(key, JSON.stringify(raw), body);
      return HttpResponse.json(body, { status: 201 });
    }),

    http.patch(`*${area.base}/:id`, async ({ request, params: rawParams }) => {
      const actor = authorize(request, area.permissions.update);
      if (actor instanceof Response) return actor;
      const params = parse(idParamsSchema, { id: rawParams.id });
      if (!params.ok) return params.response;
      const input = parse(area.schemas.update, await jsonOf(request));
      if (!input.ok) return input.response;
      const record = area.store.find(params.data.id);
      if (!record) return notFound();
      const { version, ...fields } = input.data as { version: number } & Record<string, unknown>;
      if (version !== record.version) return apiError(409, 'VERSION_CONFLICT', 'The record was changed by someone else', { current: record });
      const current = record as Record<string, unknown>;
      const changes = Object.fromEntries(
        Object.entries(fields).filter(([field, value]) => value !== undefined && JSON.stringify(value ?? null) !== JSON.stringify(current[field] ?? null)),
      );
      if (Object.keys(changes).length === 0) return ok(record);
      const clash = clashOf(changes, record.id);
      if (clash) return clash;
      const before = area.snapshot(record);
      Object.assign(record, changes, { version: record.version + 1, updatedAt: nextTime() });
      recordChange({ entity: area.entity, entityId: record.id, action: 'UPDATE', actorId: actor.id, before, after: area.snapshot(record) });
      return ok(record);
    }),
  ];
}
