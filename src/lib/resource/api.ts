import { useCallback } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import type { ChangeLogEntry } from '../../../contract/change-log';
import { useApi } from '../api/ApiContext';
import type { ApiClient } from '../api/client';
import { IDEMPOTENCY_HEADER } from '../forms/idempotency';

/**
 * The five endpoints every resource area has (docs/product/api.md: list, one, create, update,
 * logs) on the shared client, with one key scheme: every key starts with the area's path, so a
 * mutation revalidates every list, record and log of its area and nothing else. An area's api
 * module binds these to its declaration with `resourceApi` (resource-api.ts); the pickers use the
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

/** After a write: every list, record and log of the area refetches. */
export const revalidateArea = (mutate: ScopedMutator, path: string) =>
  mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && (key[0] === path || key[0].startsWith(`${path}/`)));

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
