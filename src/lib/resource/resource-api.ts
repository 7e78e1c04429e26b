import type { ScopedMutator } from 'swr';
import type { AnyArea } from '../../../contract/area';
import type { ApiClient } from '../api/client';
import {
  createRecord,
  getList,
  getLogs,
  getRecord,
  listKey,
  logsKey,
  recordKey,
  revalidateArea,
  updateRecord,
  useCreate,
  useList,
  useLogs,
  useRecord,
  useUpdate,
  type ReadOptions,
} from './api';

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
