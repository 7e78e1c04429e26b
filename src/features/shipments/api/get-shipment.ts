import type { Shipment } from '../../../../contract/shipments';
import type { ApiClient } from '../../../lib/api/client';
import { getRecord, recordKey, useRecord } from '../../../lib/resource/api';
import { SHIPMENTS_PATH } from './shipments-path';

/** `GET /api/shipments/:id`: the vehicle, its DOs with destinations and quantities, the proof. */
export const getShipment = (api: ApiClient, id: number) => getRecord<Shipment>(api, SHIPMENTS_PATH, id);
export const shipmentKey = (id: number) => recordKey(SHIPMENTS_PATH, id);
export const useShipment = (id: number | null, options?: { revalidateOnFocus?: boolean }) => useRecord<Shipment>(SHIPMENTS_PATH, id, options);
