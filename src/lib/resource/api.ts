import { useCallback } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import type { AnyArea } from '../../../contract/area';
import type { ChangeLogEntry } from '../../../contract/change-log';
import { useApi } from '../api/ApiContext';
import type { ApiClient } from '../api/client';
import { IDEMPOTENCY_HEADER } from '../forms/idempotency';

/**
 * The five endpoints every resource area has (docs/product/api.md: list, one, create, update,
 * logs) on the shared client, with one key scheme: every key starts with the area's path, so a
 * mutation revalidates every list, record and log of its area and nothing else. An area's api
 * module binds these to its declaration with `resourceApi` (below); the pickers use the
 * same keys, so a picker and a detail page share their cache.
 */
export interface ListAnswer<T> {
  data: T[];
  paging: { page: number; size: number; totalItems: number; totalPages: number };
}

export const listKey = (path: string, query: string) => [path, 'list', query] as const;
export const recordKey = (path: string, id: number) => [`${path}/${id}`] as const;
export const logsKey = (path: string, query: string) => [`${path}/logs`, query] as const;

/** The URLs the hooks ask for. */
export const listUrl = (path: string, query: string) => `${path}?${query}`;
export const recordUrl = (path: string, id: number) => `${path}/${id}`;
export const logsUrl = (path: string, query: string) => `${path}/logs?${query}`;

export const getList = <T>(api: ApiClient, path: string, query: string, signal?: AbortSignal) =>
  api.get<ListAnswer<T>>(listUrl(path, query), { signal });
export const getRecord = async <T>(api: ApiClient, path: string, id: number) => (await api.get<{ data: T }>(recordUrl(path, id))).data;
export const getLogs = (api: ApiClient, path: string, query: string) => api.get<ListAnswer<ChangeLogEntry>>(logsUrl(path, query));
export const createRecord = async <T>(api: ApiClient, path: string, body: unknown, idempotencyKey: string) =>
  (await api.post<{ data: T }>(path, body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })).data;
export const updateRecord = async <T>(api: ApiClient, path: string, id: number, body: unknown) =>
  (await api.patch<{ data: T }>(`${path}/${id}`, body)).data;

/**
 * After a write: every list, record and log of the area refetches. The callers do not wait for it,
 * so it may run after the page that wrote has gone with its cache (SWR then throws reading the
 * cache's state): there is nothing left to refresh, and the next page reads afresh.
 */
export const revalidateArea = (mutate: ScopedMutator, path: string) =>
  mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && (key[0] === path || key[0].startsWith(`${path}/`))).catch(() => undefined);

/** What a reader may change of SWR's defaults: a lookup that rarely changes skips the refetch on focus. */
export interface ReadOptions {
  revalidateOnFocus?: boolean;
}

/** A list page; `query` null waits. Keeps the previous page on screen while the next loads. */
export function useList<T>(path: string, query: string | null, options: ReadOptions = {}) {
  const { api } = useApi();
  return useSWR(query === null ? null : listKey(path, query), ([, , q]) => getList<T>(api, path, q), { keepPreviousData: true, ...options });
}

/** One record; `id` null (a malformed id in the URL) never reaches the API. */
export function useRecord<T>(path: string, id: number | null, options: ReadOptions = {}) {
  const { api } = useApi();
  return useSWR(id === null ? null : recordKey(path, id), () => getRecord<T>(api, path, id!), options);
}

/** The area's change log (`id`, `action`, `actor`, `startDate`, `endDate`); null waits. */
export function useLogs(path: string, query: string | null) {
  const { api } = useApi();
  return useSWR(query === null ? null : logsKey(path, query), ([, q]) => getLogs(api, path, q), { keepPreviousData: true });
}

/** `POST` with an Idempotency-Key, then the area revalidates. */
export function useCreate<T, B>(path: string) {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: B, idempotencyKey: string) => {
      const record = await createRecord<T>(api, path, body, idempotencyKey);
      void revalidateArea(mutate, path);
      return record;
    },
    [api, mutate, path],
  );
}

/** `PATCH` with the loaded version: the answer goes into the record's cache, the rest revalidates. */
export function useUpdate<T, B>(path: string) {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: B) => {
      const record = await updateRecord<T>(api, path, id, body);
      await mutate(recordKey(path, id), record, { revalidate: false });
      void revalidateArea(mutate, path);
      return record;
    },
    [api, mutate, path],
  );
}

/**
 * An action on one record answered with the record (a DO's cancel or write-off): the answer goes
 * into the record's cache and the area revalidates. A refusal (a newer version, the record taken
 * meanwhile) revalidates too, so the page shows the record as it is now; an edit form's PATCH
 * (useUpdate) does not, as its conflict is shown against what the user typed.
 */
export function useRecordAction<T, A extends unknown[]>(path: string, send: (api: ApiClient, id: number, ...args: A) => Promise<T>) {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, ...args: A) => {
      let record: T;
      try {
        record = await send(api, id, ...args);
      } catch (error) {
        void revalidateArea(mutate, path);
        throw error;
      }
      await mutate(recordKey(path, id), record, { revalidate: false });
      void revalidateArea(mutate, path);
      return record;
    },
    [api, mutate, path, send],
  );
}

/**
 * An area's client API, bound to the path its declaration derives (contract/areas/<area>.ts,
 * `api`): the five endpoints of docs/product/api.md as plain calls, SWR keys and hooks. An area
 * module destructures the hooks it offers into named exports (`export const { useList: useCustomers }`),
 * so the screens call plain `useX` functions the hooks lint checks.
 */
export interface ResourceApi<Rec, Create, Update> {
  /** `/api/customers`: every endpoint and every SWR key of the area starts here. */
  readonly path: AnyArea['api'];
  listKey(query: string): readonly [string, 'list', string];
  recordKey(id: number): readonly [string];
  logsKey(query: string): readonly [string, string];
  /** Every list, record and log of the area refetches (after a write of the area's own). */
  revalidate(mutate: ScopedMutator): Promise<unknown>;
  getList: (api: ApiClient, query: string, signal?: AbortSignal) => ReturnType<typeof getList<Rec>>;
  getRecord: (api: ApiClient, id: number) => Promise<Rec>;
  getLogs: (api: ApiClient, query: string) => ReturnType<typeof getLogs>;
  create: (api: ApiClient, body: Create, idempotencyKey: string) => Promise<Rec>;
  update: (api: ApiClient, id: number, body: Update) => Promise<Rec>;
  /** A list page; `query` null waits. */
  useList: (query: string | null, options?: ReadOptions) => ReturnType<typeof useList<Rec>>;
  /** One record; `id` null waits. */
  useRecord: (id: number | null, options?: ReadOptions) => ReturnType<typeof useRecord<Rec>>;
  /** The change log; `query` null waits (the user may not read it). */
  useLogs: (query: string | null) => ReturnType<typeof useLogs>;
  /** `POST` with an Idempotency-Key, then the area revalidates. */
  useCreate: () => (body: Create, idempotencyKey: string) => Promise<Rec>;
  /** `PATCH` with the loaded version: the answer goes into the record's cache, the area revalidates. */
  useUpdate: () => (id: number, body: Update) => Promise<Rec>;
}

/** Builds an area's client API from its declaration: `resourceApi<Customer, CreateCustomer, UpdateCustomer>(CUSTOMERS)`. */
export function resourceApi<Rec, Create = never, Update = never>(area: Pick<AnyArea, 'api'>): ResourceApi<Rec, Create, Update> {
  const path = area.api;
  return {
    path,
    listKey: (query) => listKey(path, query),
    recordKey: (id) => recordKey(path, id),
    logsKey: (query) => logsKey(path, query),
    revalidate: (mutate) => revalidateArea(mutate, path),
    getList: (api, query, signal) => getList<Rec>(api, path, query, signal),
    getRecord: (api, id) => getRecord<Rec>(api, path, id),
    getLogs: (api, query) => getLogs(api, path, query),
    create: (api, body, idempotencyKey) => createRecord<Rec>(api, path, body, idempotencyKey),
    update: (api, id, body) => updateRecord<Rec>(api, path, id, body),
    useList: (query, options) => useList<Rec>(path, query, options),
    useRecord: (id, options) => useRecord<Rec>(path, id, options),
    useLogs: (query) => useLogs(path, query),
    useCreate: () => useCreate<Rec, Create>(path),
    useUpdate: () => useUpdate<Rec, Update>(path),
  };
}
