import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Shipment } from '../../../../contract/shipments';
import { useApi } from '../../../lib/api/ApiContext';
import { recordKey } from '../../../lib/resource/api';
import { SHIPMENTS_PATH } from './shipments-path';

/**
 * `POST /api/shipments/:id/prints` for one shipment, `POST /api/shipments/prints` for several:
 * the answers go into the records' cache, and the shipments' lists and logs refetch.
 */
export function useRecordPrint() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (ids: readonly number[], copies: number): Promise<Shipment[]> => {
      const records =
        ids.length === 1
          ? [(await api.post<{ data: Shipment }>(`${SHIPMENTS_PATH}/${ids[0]}/prints`, { copies })).data]
          : (await api.post<{ data: Shipment[] }>(`${SHIPMENTS_PATH}/prints`, { shipmentIds: ids, copies })).data;
      await Promise.all(records.map((record) => mutate(recordKey(SHIPMENTS_PATH, record.id), record, { revalidate: false })));
      void mutate((key) => Array.isArray(key) && ((key[0] === SHIPMENTS_PATH && key[1] === 'list') || key[0] === `${SHIPMENTS_PATH}/logs`));
      return records;
    },
    [api, mutate],
  );
}
