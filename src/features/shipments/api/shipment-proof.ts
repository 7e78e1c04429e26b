import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Shipment } from '../../../../contract/shipments';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { afterShipmentWrite, shipmentsApi } from './shipments-api';

const proofPath = (id: number) => `${shipmentsApi.path}/${id}/proof`;

interface Answer {
  status: number;
  text: string;
  retryAfter: string | null;
}

/**
 * One multipart POST by XMLHttpRequest, the only browser transport that reports upload progress
 * (`fetch` does not); `onProgress` gets 0–1.
 */
function post(url: string, token: string | null, file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, retryAfter: xhr.getResponseHeader('Retry-After') });
    xhr.onerror = () => reject(ApiError.network());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

const bodyOf = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * `POST {path}/:id/proof`: the photo, with its upload progress; a 401 renews the session
 * once and sends it again, as the JSON client does. Uploading completes the shipment.
 */
export async function uploadProof(api: ApiClient, id: number, file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<Shipment> {
  let answer = await post(api.url(proofPath(id)), await api.token(), file, onProgress, signal);
  if (answer.status === 401) {
    onProgress(0);
    answer = await post(api.url(proofPath(id)), await api.token(true), file, onProgress, signal);
  }
  const body = bodyOf(answer.text);
  if (answer.status < 200 || answer.status >= 300) throw ApiError.fromResponse(answer.status, body, answer.retryAfter);
  if (!body || typeof body !== 'object' || !('data' in body)) throw new ApiError(answer.status, 'INVALID_RESPONSE', 'The answer was not JSON');
  return (body as { data: Shipment }).data;
}

/** The upload, then the shipment's cache takes the answer and the area and the DOs revalidate. */
export function useUploadProof() {
  const { api } = useApi();
  const { mutate } = useSWRConfig();
  return async (id: number, file: File, onProgress: (share: number) => void, signal?: AbortSignal) => {
    const shipment = await uploadProof(api, id, file, onProgress, signal);
    await afterShipmentWrite(mutate, id, shipment);
    return shipment;
  };
}

/** `GET {path}/:id/proof[?size=thumbnail]`: the photo's bytes (a bearer header, so no plain `<img src>`). */
export async function getProofImage(api: ApiClient, id: number, size: 'full' | 'thumbnail', signal?: AbortSignal): Promise<Blob> {
  const url = api.url(`${proofPath(id)}${size === 'thumbnail' ? '?size=thumbnail' : ''}`);
  const send = async (token: string | null) => {
    try {
      return await fetch(url, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw ApiError.network();
    }
  };
  let response = await send(await api.token());
  if (response.status === 401) response = await send(await api.token(true));
  if (!response.ok) throw ApiError.fromResponse(response.status, bodyOf(await response.text()), response.headers.get('Retry-After'));
  return response.blob();
}

export interface ProofImage {
  url?: string;
  error?: unknown;
}

/**
 * The photo as an object URL while the component shows it (revoked after), fetched again when
 * `uploadedAt` changes (a replaced photo); nothing is fetched while `uploadedAt` is null.
 */
export function useProofImage(id: number, size: 'full' | 'thumbnail', uploadedAt: string | null, attempt = 0): ProofImage {
  const { api } = useApi();
  const [image, setImage] = useState<ProofImage>({});
  useEffect(() => {
    if (uploadedAt === null) return undefined;
    const controller = new AbortController();
    let url: string | undefined;
    setImage({});
    getProofImage(api, id, size, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setImage({ url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setImage({ error });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, id, size, uploadedAt, attempt]);
  return image;
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
