import type { UpdateItem, Item } from '../../../../contract/items';
import type { ApiClient } from '../../../lib/api/client';
import { updateRecord, useUpdate } from '../../../lib/resource/api';
import { ITEMS_PATH } from './items-path';

/** `PATCH /api/items/:id` with the loaded version (409 VERSION_CONFLICT when stale). */
export const updateItem = (api: ApiClient, id: number, body: UpdateItem) => updateRecord<Item>(api, ITEMS_PATH, id, body);
export const useUpdateItem = () => useUpdate<Item, UpdateItem>(ITEMS_PATH);
