import type { Fleet } from '../../../../contract/fleets';
import type { ApiClient } from '../../../lib/api/client';
import { getRecord, recordKey, useRecord } from '../../../lib/resource/api';
import { FLEETS_PATH } from './fleets-path';

/** `GET /api/fleets/:id`. */
export const getFleet = (api: ApiClient, id: number) => getRecord<Fleet>(api, FLEETS_PATH, id);
export const fleetKey = (id: number) => recordKey(FLEETS_PATH, id);
export const useFleet = (id: number | null, options?: { revalidateOnFocus?: boolean }) => useRecord<Fleet>(FLEETS_PATH, id, options);
