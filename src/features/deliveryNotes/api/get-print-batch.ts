import useSWR from 'swr';
import type { Shipment } from '../../../../contract/shipments';
import type { ApiClient } from '../../../lib/api/client';
import { useApi } from '../../../lib/api/ApiContext';
import { getList, listKey } from '../../../lib/resource/api';
import { SHIPMENTS_PATH } from './shipments-path';

/** One shipment of a batch: its record, or undefined when the list did not answer it (unknown id). */
export interface BatchEntry {
  id: number;
  shipment?: Shipment;
}

const queryOf = (ids: readonly number[]) => `ids=${ids.join(',')}&size=100`;

/**
 * `GET /api/shipments?ids=3,1,2&size=100`: the batch's shipments in one read (100 single reads
 * took seconds on a busy machine), answered in the ids' order.
 */
export async function getPrintBatch(api: ApiClient, ids: readonly number[]): Promise<BatchEntry[]> {
  const { data } = await getList<Shipment>(api, SHIPMENTS_PATH, queryOf(ids));
  const byId = new Map(data.map((shipment) => [shipment.id, shipment]));
  return ids.map((id) => ({ id, shipment: byId.get(id) }));
}

/** The batch's shipments; an empty list waits. */
export function usePrintBatch(ids: readonly number[]) {
  const { api } = useApi();
  return useSWR(ids.length === 0 ? null : [...listKey(SHIPMENTS_PATH, queryOf(ids)), 'print'], () => getPrintBatch(api, ids), { revalidateOnFocus: false });
}
