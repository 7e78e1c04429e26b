import type { Shipment, UpdateShipment } from '../../../../contract/shipments';
import { useUpdate } from '../../../lib/resource/api';
import { SHIPMENTS_PATH } from './shipments-path';

/** `PATCH /api/shipments/:id` with the loaded version (409 SHIPMENT_COMPLETED once completed). */
export const useUpdateShipment = () => useUpdate<Shipment, UpdateShipment>(SHIPMENTS_PATH);
