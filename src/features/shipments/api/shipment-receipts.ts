import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ReceiptPicture } from '../../../../contract/receipts';
import type { Shipment } from '../../../../contract/shipments';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { uploadForm, type FormParts } from '../../../lib/api/upload';
import type { ReceiptParts } from '../../../components/receipts/ReceiptForm/receipt-form-model';
import { afterShipmentWrite, shipmentsApi } from './shipments-api';
import { afterWrite } from '../../../lib/swr';

/** A note's receipt: `{path}/:id/receipts/:deliveryOrderId` (docs/decisions/339-receipts.md). */
export const receiptPath = (shipmentId: number, deliveryOrderId: number) => `${shipmentsApi.path}/${shipmentId}/receipts/${deliveryOrderId}`;

/** `GET {receiptPath}/signature|photo`: a receipt's picture (read-shipment), read with the session. */
export const receiptPicturePath = (shipmentId: number, deliveryOrderId: number, picture: ReceiptPicture) => `${receiptPath(shipmentId, deliveryOrderId)}/${picture}`;

/** The form's parts as the multipart request carries them: the JSON part first, then the pictures. */
const formPartsOf = ({ receipt, signature, photo }: ReceiptParts): FormParts => ({
  receipt: JSON.stringify(receipt),
  ...(signature ? { signature: { blob: signature, name: 'signature.png' } } : {}),
  ...(photo ? { photo } : {}),
});

/** `POST {receiptPath}` (receive-shipment): multipart, answered with the shipment as it now is. */
export const recordReceipt = (api: ApiClient, shipmentId: number, deliveryOrderId: number, parts: ReceiptParts, onProgress?: (share: number) => void) =>
  uploadForm<Shipment>(api, { method: 'POST', path: receiptPath(shipmentId, deliveryOrderId), parts: formPartsOf(parts), onProgress });

/**
 * Records a note's receipt. It changes the shipment (its version, the note's receipt) and the DO
 * (a shortfall is pending again), so the shipment's cache takes the answer and the areas
 * revalidate, as after the proof photo. A refusal revalidates the shipment too: a receipt stored
 * meanwhile by someone else (RECEIPT_EXISTS) then shows.
 */
export function useRecordReceipt() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (shipmentId: number, deliveryOrderId: number, parts: ReceiptParts) => {
      let shipment: Shipment;
      try {
        shipment = await recordReceipt(api, shipmentId, deliveryOrderId, parts);
      } catch (error) {
        afterWrite(mutate(shipmentsApi.recordKey(shipmentId)));
        throw error;
      }
      await afterShipmentWrite(mutate, shipmentId, shipment);
      return shipment;
    },
    [api, mutate],
  );
}
