import type { Shipment } from '../../../../contract/shipments';
import { useRecord } from '../../../lib/resource/api';
import { SHIPMENTS_PATH } from './shipments-path';

/** `GET /api/shipments/:id` for its notes. */
export const usePrintShipment = (id: number | null) => useRecord<Shipment>(SHIPMENTS_PATH, id, { revalidateOnFocus: false });
