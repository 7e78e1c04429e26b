import { useEffect, useState } from 'react';
import { useApi } from './ApiContext';
import type { ApiClient } from './client';
import { ApiError } from './errors';
import { bodyOf } from './upload';

/**
 * A picture the API serves only with the session's bearer header (a proof photo, a receipt's
 * signature), as its bytes: a plain `<img src>` cannot send the header. A 401 renews the session
 * once, as the JSON client does; a refusal throws its ApiError.
 */
export async function fetchImage(api: ApiClient, path: string, signal?: AbortSignal): Promise<Blob> {
  const url = api.url(path);
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

export interface ImageUrl {
  url?: string;
  error?: unknown;
}

/**
 * The picture at `path` as an object URL while the component shows it (revoked after); fetched
 * again when `path` or `refetch` changes (a retry, a replaced picture at the same address), nothing
 * fetched while `path` is null.
 */
export function useImageUrl(path: string | null, refetch: string | number = 0): ImageUrl {
  const { api } = useApi();
  const [image, setImage] = useState<ImageUrl>({});
  useEffect(() => {
    if (path === null) return undefined;
    const controller = new AbortController();
    let url: string | undefined;
    setImage({});
    fetchImage(api, path, controller.signal).then(
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
  }, [api, path, refetch]);
  return image;
}
