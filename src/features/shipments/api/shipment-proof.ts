import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Shipment } from '../../../../contract/shipments';
import { useAccess } from '../../../lib/access/AccessContext';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { fetchImage, useImageUrl, type ImageUrl } from '../../../lib/api/image';
import { uploadFile } from '../../../lib/api/upload';
import { sendOrKeep, type UploadResult } from '../../../lib/uploads/send-waiting';
import { afterShipmentWrite, shipmentsApi } from './shipments-api';

export const proofPath = (id: number) => `${shipmentsApi.path}/${id}/proof`;

/**
 * `POST {path}/:id/proof`: the photo, with its upload progress (lib/api/upload.ts, which renews the
 * session once on 401). Uploading completes the shipment.
 */
export const uploadProof = (api: ApiClient, id: number, file: File, onProgress: (share: number) => void, signal?: AbortSignal) =>
  uploadFile<Shipment>(api, { method: 'POST', path: proofPath(id), file, onProgress, signal });

/**
 * The upload under a new Idempotency-Key, kept on the device when the connection drops
 * (lib/uploads): once it arrives, the shipment's cache takes the answer and the area and the DOs
 * revalidate.
 */
export function useUploadProof() {
  const { api } = useApi();
  const { userId } = useAccess();
  const arrived = useProofArrived();
  return async (id: number, file: File, onProgress: (share: number) => void): Promise<UploadResult> => {
    const entry = { id: crypto.randomUUID(), userId, method: 'POST' as const, path: proofPath(id), file, createdAt: Date.now() };
    const result = await sendOrKeep(api, entry, onProgress);
    if (result.sent) await arrived(id, result.data);
    return result;
  };
}

/** What a proof's arrival changes on screen, also for one sent later from the outbox. */
export function useProofArrived() {
  const { mutate } = useSWRConfig();
  return useCallback((id: number, data: unknown) => afterShipmentWrite(mutate, id, data as Shipment), [mutate]);
}

/** `GET {path}/:id/proof[?size=thumbnail]`: the photo's bytes (a bearer header, so no plain `<img src>`). */
export const getProofImage = (api: ApiClient, id: number, size: 'full' | 'thumbnail', signal?: AbortSignal): Promise<Blob> =>
  fetchImage(api, `${proofPath(id)}${size === 'thumbnail' ? '?size=thumbnail' : ''}`, signal);

/**
 * The photo as an object URL while the component shows it (revoked after), fetched again when
 * `uploadedAt` changes (a replaced photo); nothing is fetched while `uploadedAt` is null.
 */
export function useProofImage(id: number, size: 'full' | 'thumbnail', uploadedAt: string | null, attempt = 0): ImageUrl {
  const path = uploadedAt === null ? null : `${proofPath(id)}${size === 'thumbnail' ? '?size=thumbnail' : ''}`;
  // A replaced photo is a new picture at the same address.
  return useImageUrl(path, `${uploadedAt}|${attempt}`);
}

/**
 * Opens the full-size photo in a new tab: the tab is opened within the click (no pop-up blocker
 * stops it) and shown the photo's object URL once its bytes arrive; on failure the tab closes and
 * the error is thrown. The thumbnail is for the page; "ukuran penuh" must be the bounded full size.
 */
export function useOpenFullProof() {
  const { api } = useApi();
  return async (id: number) => {
    const tab = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await getProofImage(api, id, 'full'));
      if (tab) tab.location.href = url;
      // The tab has loaded it by then; the URL is not kept for the page's lifetime.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      throw error;
    }
  };
}
