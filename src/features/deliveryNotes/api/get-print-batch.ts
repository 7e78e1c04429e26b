import useSWR from 'swr';
import type { Shipment } from '../../../../contract/shipments';
import type { ApiClient } from '../../../lib/api/client';
import { useApi } from '../../../lib/api/ApiContext';
import { getRecord } from '../../../lib/resource/api';
import { SHIPMENTS_PATH } from './shipments-path';

/** One shipment of a batch: the record, or why it is not there (its load error). */
export type BatchEntry = { id: number; shipment: Shipment; error?: undefined } | { id: number; shipment?: undefined; error: unknown };

/** The browser's connections per host: more at once would only queue. */
const AT_ONCE = 6;

/** `GET /api/shipments/:id` for every id, six at a time, answered in the ids' order. */
export async function getPrintBatch(api: ApiClient, ids: readonly number[]): Promise<BatchEntry[]> {
  const entries: BatchEntry[] = new Array(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      const id = ids[index]!;
      try {
        entries[index] = { id, shipment: await getRecord<Shipment>(api, SHIPMENTS_PATH, id) };
      } catch (error) {
        entries[index] = { id, error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, ids.length) }, worker));
  return entries;
}

export const printBatchKey = (ids: readonly number[]) => [SHIPMENTS_PATH, 'print-batch', ids.join(',')] as const;

/** The batch's shipments; an empty list waits. */
export function usePrintBatch(ids: readonly number[]) {
  const { api } = useApi();
  return useSWR(ids.length === 0 ? null : printBatchKey(ids), () => getPrintBatch(api, ids), { revalidateOnFocus: false });
}
