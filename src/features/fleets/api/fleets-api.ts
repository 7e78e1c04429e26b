import { FLEETS } from '../../../../contract/areas';
import type { CreateFleet, Fleet, UpdateFleet } from '../../../../contract/fleets';
import { resourceApi } from '../../../lib/resource/api';

/** Fleets: the five endpoints of docs/product/api.md at `FLEETS.api` (contract/areas/fleets.ts). */
export const fleetsApi = resourceApi<Fleet, CreateFleet, UpdateFleet>(FLEETS);

export const {
  useList: useFleets,
  useRecord: useFleet,
  useLogs: useFleetLogs,
  useCreate: useCreateFleet,
  useUpdate: useUpdateFleet,
} = fleetsApi;
