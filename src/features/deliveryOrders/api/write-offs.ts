import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import type { WriteOffInput } from '../../../../contract/receipts';
import { useRecordAction } from '../../../lib/resource/api';
import type { ApiClient } from '../../../lib/api/client';
import { deliveryOrdersApi } from './delivery-orders-api';

/**
 * `POST {path}/:id/write-offs` (update-delivery-order) with the DO's version: closes what receipts
 * found short and will not be shipped again (docs/decisions/339-receipts.md).
 */
export const writeOff = async (api: ApiClient, id: number, body: WriteOffInput) =>
  (await api.post<{ data: DeliveryOrder }>(`${deliveryOrdersApi.path}/${id}/write-offs`, body)).data;

/** The write-off, as the DO's cancel: the record's cache takes the answer and the area revalidates. */
export const useWriteOff = () => useRecordAction(deliveryOrdersApi.path, writeOff);
