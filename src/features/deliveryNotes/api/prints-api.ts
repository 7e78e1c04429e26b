import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { SHIPMENTS } from '../../../../contract/areas';
import type { ReceiptLinkValue } from '../../../../contract/receipts-values';
import type { Shipment } from '../../../../contract/shipments';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { resourceApi } from '../../../lib/resource/api';
import { afterWrite } from '../../../lib/swr';

/**
 * The delivery notes read and mark shipments at `SHIPMENTS.api` (contract/areas/shipments.ts),
 * under the same keys as the shipments screens, so they share the cache.
 */
const shipmentsApi = resourceApi<Shipment>(SHIPMENTS);
const { useRecord: useShipmentRecord } = shipmentsApi;

/** `GET {path}/:id` for its notes. */
export const usePrintShipment = (id: number | null) => useShipmentRecord(id, { revalidateOnFocus: false });

/** One shipment of a batch: its record, or undefined when the list did not answer it (unknown id). */
export interface BatchEntry {
  id: number;
  shipment?: Shipment;
}

const queryOf = (ids: readonly number[]) => `ids=${ids.join(',')}&size=100`;

/**
 * `GET {path}?ids=3,1,2&size=100`: the batch's shipments in one read rather than one per
 * shipment, answered in the ids' order.
 */
export async function getPrintBatch(api: ApiClient, ids: readonly number[]): Promise<BatchEntry[]> {
  const { data } = await shipmentsApi.getList(api, queryOf(ids));
  const byId = new Map(data.map((shipment) => [shipment.id, shipment]));
  return ids.map((id) => ({ id, shipment: byId.get(id) }));
}

/** The batch's shipments; an empty list waits. */
export function usePrintBatch(ids: readonly number[]) {
  const { api } = useApi();
  return useSWR(ids.length === 0 ? null : [...shipmentsApi.listKey(queryOf(ids)), 'print'], () => getPrintBatch(api, ids), { revalidateOnFocus: false });
}

/**
 * `POST {path}/:id/prints` for one shipment, `POST {path}/prints` for several: the answers go
 * into the records' cache, and the shipments' lists and logs refetch. Answers the receivers' links
 * the print made, one per note (docs/decisions/339-receipts.md).
 */
export function useRecordPrint() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (ids: readonly number[], copies: number): Promise<readonly ReceiptLinkValue[]> => {
      let records: Shipment[];
      let links: readonly ReceiptLinkValue[];
      if (ids.length === 1) {
        const answer = await api.post<{ data: Shipment; receiptLinks: ReceiptLinkValue[] }>(`${shipmentsApi.path}/${ids[0]}/prints`, { copies });
        records = [answer.data];
        links = answer.receiptLinks;
      } else {
        const answer = await api.post<{ data: Shipment[]; receiptLinks: ReceiptLinkValue[] }>(`${shipmentsApi.path}/prints`, { shipmentIds: ids, copies });
        records = answer.data;
        links = answer.receiptLinks;
      }
      await Promise.all(records.map((record) => mutate(shipmentsApi.recordKey(record.id), record, { revalidate: false })));
      const [logs] = shipmentsApi.logsKey('');
      afterWrite(mutate((key) => Array.isArray(key) && ((key[0] === shipmentsApi.path && key[1] === 'list') || key[0] === logs)));
      return links;
    },
    [api, mutate],
  );
}
