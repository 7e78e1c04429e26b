import { ITEMS } from '../../../../contract/areas';
import type { CreateItem, Item, UpdateItem } from '../../../../contract/items';
import { resourceApi } from '../../../lib/resource/api';

/** Items: the five endpoints of docs/product/api.md at `ITEMS.api` (contract/areas/items.ts). */
export const itemsApi = resourceApi<Item, CreateItem, UpdateItem>(ITEMS);

export const {
  useList: useItems,
  useRecord: useItem,
  useLogs: useItemLogs,
  useCreate: useCreateItem,
  useUpdate: useUpdateItem,
} = itemsApi;
