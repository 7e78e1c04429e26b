import type { CreateItem, Item } from '../../../../contract/items';
import type { ApiClient } from '../../../lib/api/client';
import { createRecord, useCreate } from '../../../lib/resource/api';
import { ITEMS_PATH } from './items-path';

/** `POST /api/items` with an Idempotency-Key; then the area's lists and logs revalidate. */
export const createItem = (api: ApiClient, body: CreateItem, idempotencyKey: string) => createRecord<Item>(api, ITEMS_PATH, body, idempotencyKey);
export const useCreateItem = () => useCreate<Item, CreateItem>(ITEMS_PATH);
