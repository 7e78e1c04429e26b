import type { UpdateFleet, Fleet } from '../../../../contract/fleets';
import type { ApiClient } from '../../../lib/api/client';
import { updateRecord, useUpdate } from '../../../lib/resource/api';
import { FLEETS_PATH } from './fleets-path';

/** `PATCH /api/fleets/:id` with the loaded version (409 VERSION_CONFLICT when stale). */
export const updateFleet = (api: ApiClient, id: number, body: UpdateFleet) => updateRecord<Fleet>(api, FLEETS_PATH, id, body);
export const useUpdateFleet = () => useUpdate<Fleet, UpdateFleet>(FLEETS_PATH);
