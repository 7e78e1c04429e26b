import type { Item } from '../../../../contract/items';
import type { ApiClient } from '../../../lib/api/client';
import { getList, listKey, useList } from '../../../lib/resource/api';
import { ITEMS_PATH } from './items-path';

/** `GET /api/items?page&size&q&sort…` (docs/product/api.md). */
export const getItems = (api: ApiClient, query: string) => getList<Item>(api, ITEMS_PATH, query);
export const itemsKey = (query: string) => listKey(ITEMS_PATH, query);
export const useItems = (query: string | null) => useList<Item>(ITEMS_PATH, query);
