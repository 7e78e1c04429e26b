import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { CreateView, SavedView, UpdateView } from '../../../contract/views';
import { useApi } from '../api/ApiContext';
import type { ApiClient } from '../api/client';
import { IDEMPOTENCY_HEADER } from '../forms/idempotency';
import { afterWrite } from '../swr';

/**
 * Saved views (docs/decisions/334-saved-views.md) on the shared client: one key per list, which
 * every write of that list's views revalidates, so the menu shows what the server holds.
 */
const VIEWS = '/api/views';

export const viewsKey = (list: string) => [VIEWS, list] as const;

export const getViews = async (api: ApiClient, list: string) =>
  (await api.get<{ data: SavedView[] }>(`${VIEWS}?${new URLSearchParams({ list }).toString()}`)).data;

/** The list's views: the caller's own in their order, then those shared with their role. Null waits. */
export function useSavedViews(list: string | null) {
  const { api } = useApi();
  return useSWR(list === null ? null : viewsKey(list), ([, key]) => getViews(api, key));
}

/** The writes of one list's views; each revalidates the list's views. */
export function useViewActions(list: string) {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => mutate(viewsKey(list)), [mutate, list]);
  const create = useCallback(
    async (body: Omit<CreateView, 'list'>, idempotencyKey: string) => {
      const view = (await api.post<{ data: SavedView }>(VIEWS, { ...body, list }, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })).data;
      afterWrite(refresh());
      return view;
    },
    [api, list, refresh],
  );
  const update = useCallback(
    async (id: number, body: UpdateView) => {
      const view = (await api.patch<{ data: SavedView }>(`${VIEWS}/${id}`, body)).data;
      afterWrite(refresh());
      return view;
    },
    [api, refresh],
  );
  const remove = useCallback(
    async (id: number) => {
      await api.delete(`${VIEWS}/${id}`);
      afterWrite(refresh());
    },
    [api, refresh],
  );
  /** The owner's views in their new order; the answer is the list's views as they now are. */
  const reorder = useCallback(
    async (ids: readonly number[]) => {
      const views = (await api.put<{ data: SavedView[] }>(`${VIEWS}/order`, { list, ids })).data;
      await mutate(viewsKey(list), views, { revalidate: false });
      return views;
    },
    [api, list, mutate],
  );
  return { create, update, remove, reorder, refresh };
}
