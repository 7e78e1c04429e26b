import type { Item } from '../../../../contract/items';
import type { ApiClient } from '../../../lib/api/client';
import { getRecord, recordKey, useRecord } from '../../../lib/resource/api';
import { ITEMS_PATH } from './items-path';

/** `GET /api/items/:id`. */
export const getItem = (api: ApiClient, id: number) => getRecord<Item>(api, ITEMS_PATH, id);
export const itemKey = (id: number) => recordKey(ITEMS_PATH, id);
export const useItem = (id: number | null, options?: { revalidateOnFocus?: boolean }) => useRecord<Item>(ITEMS_PATH, id, options);
