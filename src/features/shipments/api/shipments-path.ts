import type { ScopedMutator } from 'swr';
import { revalidateArea } from '../../../lib/resource/api';

/** Every shipment endpoint starts here; every SWR key of the area too (lib/resource/api.ts). */
export const SHIPMENTS_PATH = '/api/shipments';

/**
 * A shipment's writes (create with an allocation, the DO screen's PUT, the proof upload) change
 * the DOs they carry (pending quantities, status): their lists and records refetch after each.
 */
export const revalidateDeliveryOrders = (mutate: ScopedMutator) => revalidateArea(mutate, '/api/delivery-orders');
