import type { CreateShipment, Shipment } from '../../../../contract/shipments';
import { useCreate } from '../../../lib/resource/api';
import { SHIPMENTS_PATH } from './shipments-path';

/** `POST /api/shipments` with an Idempotency-Key: the vehicle, notes and the first allocation. */
export const useCreateShipment = () => useCreate<Shipment, CreateShipment>(SHIPMENTS_PATH);
