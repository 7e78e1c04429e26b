import type { Fleet } from '../../../../contract/fleets';
import type { ApiClient } from '../../../lib/api/client';
import { getList, listKey, useList } from '../../../lib/resource/api';
import { FLEETS_PATH } from './fleets-path';

/** `GET /api/fleets?page&size&q&sort…` (docs/product/api.md). */
export const getFleets = (api: ApiClient, query: string) => getList<Fleet>(api, FLEETS_PATH, query);
export const fleetsKey = (query: string) => listKey(FLEETS_PATH, query);
export const useFleets = (query: string | null) => useList<Fleet>(FLEETS_PATH, query);
