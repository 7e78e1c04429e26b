import type { CreateFleet, Fleet } from '../../../../contract/fleets';
import type { ApiClient } from '../../../lib/api/client';
import { createRecord, useCreate } from '../../../lib/resource/api';
import { FLEETS_PATH } from './fleets-path';

/** `POST /api/fleets` with an Idempotency-Key; then the area's lists and logs revalidate. */
export const createFleet = (api: ApiClient, body: CreateFleet, idempotencyKey: string) => createRecord<Fleet>(api, FLEETS_PATH, body, idempotencyKey);
export const useCreateFleet = () => useCreate<Fleet, CreateFleet>(FLEETS_PATH);
